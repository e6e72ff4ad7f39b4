import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Webhook } from '#generated/types/webhook.ts';
import { recordChange } from '../../audit/operations/record-change.server.ts';

/*
 * The webhook table's writes besides the generic operations (decision 022): a rotated secret, the
 * failure clock of an endpoint, and turning one off.
 */

/** Stores a new secret, keeping the current one as the previous secret until `previousUntil`. */
export async function storeRotatedSecret(trx: Db, hook: Webhook & { id: string }, secret: string, previousUntil: Date, now: Date) {
  const row = await trx
    .updateTable('webhook')
    .set({ secret, previousSecret: hook.secret, previousSecretExpiresAt: previousUntil.toISOString(), updatedAt: now.toISOString() })
    .where('id', '=', hook.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(trx, 'webhook', row.id, 'rotateSecret', hook, row);
  return row;
}

/** The endpoint failed at `at`, and has been failing since then unless it already was. */
export async function markFailing(trx: Db, id: string, at: Date): Promise<void> {
  await trx.updateTable('webhook').set({ failingSince: at.toISOString() }).where('id', '=', id).where('failingSince', 'is', null).execute();
}

/** A delivery succeeded: the endpoint is no longer failing. */
export async function markHealthy(trx: Db, id: string): Promise<void> {
  await trx.updateTable('webhook').set({ failingSince: null } as never).where('id', '=', id).execute();
}

export async function turnOff(trx: Db, id: string, reason: string): Promise<void> {
  await trx.updateTable('webhook').set({ active: false, disabledReason: reason, updatedAt: new Date().toISOString() }).where('id', '=', id).execute();
  await recordChange(trx, 'webhook', id, 'disable', undefined, { active: false, disabledReason: reason });
}
