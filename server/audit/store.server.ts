import type { Db } from '#engine/runtime/db/db-type.ts';
import type { AuditEntry } from '#generated/types/audit-entry.ts';

/*
 * The only writes of the audit_entry table (decision 033): one insert per change, in the change's
 * transaction, and the retention's batched deletes. Nothing updates an entry.
 */

export type NewAuditEntry = Omit<AuditEntry, 'id'>;

export async function insertAuditEntry(trx: Db, entry: NewAuditEntry): Promise<void> {
  const json = (value: object | undefined) => (value === undefined ? null : JSON.stringify(value));
  await trx
    .insertInto('audit_entry')
    .values({ ...entry, before: json(entry.before), after: json(entry.after) } as never)
    .execute();
}

/** Deletes up to `batch` entries made before `cutoff`, oldest first; answers how many went. */
export async function deleteAuditEntriesBefore(db: Db, cutoff: Date, batch: number): Promise<number> {
  const oldest = db
    .selectFrom('audit_entry')
    .select('id')
    .where('createdAt', '<', cutoff.toISOString())
    .orderBy('createdAt')
    .limit(batch);
  const result = await db.deleteFrom('audit_entry').where('id', 'in', oldest).executeTakeFirst();
  return Number(result.numDeletedRows);
}
