import type { Db } from '#engine/runtime/db/db-type.ts';
import type { RecordOf } from '#engine/runtime/resources/registry.server.ts';
import { changedFields, recordChange } from '../../audit/operations/record-change.server.ts';

export type OrderRow = RecordOf<'payment-order'>;

/** The only writes of the payment_order table (decision 022): an order is created, then paid, failed or abandoned. */
export async function insertOrder(trx: Db, values: Record<string, unknown>): Promise<OrderRow> {
  const row: OrderRow = await trx.insertInto('payment_order').values(values as never).returningAll().executeTakeFirstOrThrow();
  await recordChange(trx, 'payment-order', row.id, 'create', undefined, row);
  return row;
}

/** Changes an order (updatedAt set here). */
export async function updateOrder(trx: Db, id: string, changes: Record<string, unknown>): Promise<OrderRow> {
  const values = { ...changes, updatedAt: new Date().toISOString() };
  const row: OrderRow = await trx.updateTable('payment_order').set(values as never).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  await recordChange(trx, 'payment-order', row.id, changes.status === 'paid' ? 'complete' : 'update', undefined, changedFields(row, changes));
  return row;
}
