import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Payment } from '#generated/types/payment.ts';

/** The only writes of the payment table (decision 022): a bond's fee payments, by the gateway, the wallet or by hand. */
export async function recordPayments(trx: Db, payments: Payment[]): Promise<void> {
  if (payments.length) await trx.insertInto('payment').values(payments as never).execute();
}
