import type { Db } from '#engine/runtime/db/db-type.ts';
import { deliverDue, type DeliveryOptions } from './deliver.server.ts';

export interface WebhookWorker {
  stop(): Promise<void>;
}

/**
 * Delivers due webhook messages every `intervalMs` in the background, emptying the queue each round
 * (the timer never keeps the process alive). Every app process runs one; they share the queue through
 * FOR UPDATE SKIP LOCKED. stop() waits for the round in progress.
 */
export function startWebhookWorker(db: Db, options: DeliveryOptions & { intervalMs: number; log: { error(obj: unknown, msg?: string): void } }): WebhookWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const limit = options.limit ?? 50;
  const round = async () => {
    try {
      while (!stopped && (await deliverDue(db, { ...options, limit })) === limit);
    } catch (err) {
      if (!stopped) options.log.error({ err }, 'webhook delivery failed');
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
