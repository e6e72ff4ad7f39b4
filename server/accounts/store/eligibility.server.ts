import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Eligibility } from '#generated/types/eligibility.ts';
import { updateProfileOf } from './profile.server.ts';
import { jsonb } from '../operations/jsonb.server.ts';
import { eligibilityChanged } from '../../webhooks/operations/record-events.server.ts';
import { recordChange } from '../../audit/operations/record-change.server.ts';

/** The eligibility table: one row per tenant, written by the checks and by manual approval. */

export type EligibilityChange = Partial<Pick<Eligibility, 'status' | 'maxEligibilityAmount' | 'manualCheckingUserId' | 'manualCheckingUser' | 'comments' | 'reasonOfIneligibility'>>;

export async function findEligibility(db: Db, by: { id?: string; userId?: string }) {
  let q = db.selectFrom('eligibility').selectAll();
  if (by.id) q = q.where('id', '=', by.id);
  if (by.userId) q = q.where('userId', '=', by.userId);
  return q.executeTakeFirst();
}

/**
 * Creates or changes the tenant's eligibility in one statement (no lost update between two checks),
 * and keeps the profile's copy of the amount in step. `null` clears a field.
 */
export async function saveEligibility(trx: Db, userId: string, change: { [K in keyof EligibilityChange]: EligibilityChange[K] | null }) {
  const values: Record<string, unknown> = { updatedAt: new Date().toISOString() };
  for (const [k, v] of Object.entries(change)) {
    if (v === undefined) continue;
    values[k] = k === 'reasonOfIneligibility' && v !== null ? jsonb(v) : v;
  }
  const before = await findEligibility(trx, { userId });
  const row = await trx
    .insertInto('eligibility')
    .values({ userId, status: 'none', ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  if ('maxEligibilityAmount' in change) {
    await updateProfileOf(trx, userId, { maxEligibilityAmount: change.maxEligibilityAmount ?? null });
  }
  await eligibilityChanged(trx, row, before);
  await recordChange(trx, 'eligibility', row.id, before ? 'update' : 'create', before, row);
  return row;
}
