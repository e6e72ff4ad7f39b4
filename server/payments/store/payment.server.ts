import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Payment } from '#generated/types/payment.ts';
import { recordChange } from '../../audit/operations/record-change.server.ts';

/** The only writes of the payment table (decision 022): a bond's fee payments, by the gateway, the wallet or by hand. */
export async function recordPayments(trx: Db, payments: Payment[]): Promise<void> {
  if (!payments.length) return;
  const rows = await trx.insertInto('payment').values(payments as never).returningAll().execute();
  for (const row of rows) await recordChange(trx, 'payment', row.id, 'create', undefined, row);
}
