import type { Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';
import { deliverPending } from './deliver.server.ts';
import type { Logger, Providers } from './providers.server.ts';

export interface Worker {
  stop(): Promise<void>;
}

/**
 * Polls the outbox every `intervalMs` in the background (the timer never keeps the process alive).
 * stop() waits for the round in progress, so the database can be closed right after.
 */
export function startWorker(db: Kysely<Database>, providers: Providers, options: { intervalMs: number; log: Logger & { error(obj: unknown, msg?: string): void } }): Worker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const round = async () => {
    try {
      await deliverPending(db, providers);
    } catch (err) {
      if (!stopped) options.log.error({ err }, 'outbox delivery failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().finally(schedule);
    }, options.intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
