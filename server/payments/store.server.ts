import type { Db } from '#engine/runtime/db/db-type.ts';
import type { RecordOf } from '#engine/runtime/resources/registry.server.ts';
import type { Payment } from '#generated/types/payment.ts';

import { changedFields, recordChange } from '../audit/operations/record-change.server.ts';

export type OrderRow = RecordOf<'payment-order'>;

/** The only writes of the payment_order table (decision 022): an order is created, then paid, failed or abandoned. */
export async function insertOrder(trx: Db, values: Record<string, unknown>): Promise<OrderRow> {
  const row: OrderRow = await trx
    .insertInto('payment_order')
    .values(values as never)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(trx, 'payment-order', row.id, 'create', undefined, row);
  return row;
}

/** Changes an order (updatedAt set here). */
export async function updateOrder(trx: Db, id: string, changes: Record<string, unknown>): Promise<OrderRow> {
  const values = { ...changes, updatedAt: new Date().toISOString() };
  const row: OrderRow = await trx
    .updateTable('payment_order')
    .set(values as never)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(
    trx,
    'payment-order',
    row.id,
    changes.status === 'paid' ? 'complete' : 'update',
    undefined,
    changedFields(row, changes),
  );
  return row;
}

/** The only writes of the payment table (decision 022): a bond's fee payments, by the gateway, the wallet or by hand. */
export async function recordPayments(trx: Db, payments: Payment[]): Promise<void> {
  if (!payments.length) return;
  const rows = await trx
    .insertInto('payment')
    .values(payments as never)
    .returningAll()
    .execute();
  for (const row of rows) await recordChange(trx, 'payment', row.id, 'create', undefined, row);
}

/**
 * The only writes of the payment_event table: each provider webhook event is claimed once by its id (a second delivery
 * finds it claimed and changes nothing), then settled with what handling it did.
 */
export async function claimEvent(trx: Db, values: Record<string, unknown>): Promise<{ id: string } | undefined> {
  return trx
    .insertInto('payment_event')
    .values(values as never)
    .onConflict((oc) => oc.column('eventId').doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function settleEvent(trx: Db, id: string, changes: Record<string, unknown>): Promise<void> {
  await trx
    .updateTable('payment_event')
    .set(changes as never)
    .where('id', '=', id)
    .execute();
}
