import type { Db } from '#engine/runtime/db/db-type.ts';
import { startPeriodicTask, type PeriodicTask } from '#engine/runtime/periodic-task.server.ts';
import { deliverDue, type DeliveryOptions } from './deliver.server.ts';

export type WebhookWorker = PeriodicTask;

/**
 * Delivers due webhook messages every `intervalMs` in the background, emptying the queue each round.
 * Every app process runs one; they share the queue through FOR UPDATE SKIP LOCKED. stop() waits for the
 * round in progress.
 */
export function startWebhookWorker(db: Db, options: DeliveryOptions & { intervalMs: number; log: { error(obj: unknown, msg?: string): void } }): WebhookWorker {
  const limit = options.limit ?? 50;
  return startPeriodicTask(
    options.intervalMs,
    async (stopped) => {
      while (!stopped() && (await deliverDue(db, { ...options, limit })) === limit);
    },
    (err) => options.log.error({ err }, 'webhook delivery failed'),
  );
}
