import type { Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';
import { startPeriodicTask, type PeriodicTask } from '#engine/runtime/periodic-task.server.ts';
import { deliverPending } from './deliver.server.ts';
import type { Logger, Providers } from './providers.server.ts';

export type Worker = PeriodicTask;

/** Polls the outbox every `intervalMs` in the background; stop() waits for the round in progress. */
export function startWorker(db: Kysely<Database>, providers: Providers, options: { intervalMs: number; log: Logger & { error(obj: unknown, msg?: string): void } }): Worker {
  return startPeriodicTask(options.intervalMs, () => deliverPending(db, providers), (err) => options.log.error({ err }, 'outbox delivery failed'));
}
