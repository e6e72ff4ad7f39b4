import type { Db } from '#engine/runtime/db/db-type.ts';

import { deleteAuditEntriesBefore } from '../store.server.ts';

export const RETENTION_BATCH = 1000;
const DAY_MS = 86_400_000;

/**
 * Deletes the entries older than `days` (at `now`), `batch` at a time, each batch its own short statement
 * so a large backlog never holds a long lock; answers how many went.
 */
export async function pruneAuditTrail(db: Db, options: { days: number; now?: Date; batch?: number }): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.days * DAY_MS);
  const batch = options.batch ?? RETENTION_BATCH;
  let total = 0;
  for (;;) {
    const deleted = await deleteAuditEntriesBefore(db, cutoff, batch);
    total += deleted;
    if (deleted < batch) return total;
  }
}
