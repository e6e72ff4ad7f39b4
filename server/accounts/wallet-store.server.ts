import { sql } from 'kysely';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { round2 } from '#domain/format/money.ts';
import { recordChange } from '../audit/record-change.server.ts';

/**
 * The only module that writes the wallet table (one wallet per user, created on first credit): the
 * accounts domain's top-up, the bonds domain's refunds and the payments domain's wallet credit use these.
 */

export async function walletBalance(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('wallet').select('totalAmount').where('userId', '=', userId).executeTakeFirst();
  return Number(row?.totalAmount ?? 0);
}

/** Adds to a user's wallet in one statement (the wallet is created on first credit) and answers the wallet. */
export async function addToWallet(db: Db, userId: string, amount: number) {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('wallet')
    .values({ userId, totalAmount: round2(amount), createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ totalAmount: sql`round((coalesce("wallet"."totalAmount", 0) + ${amount})::numeric, 2)::double precision`, updatedAt: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(db, 'wallet', row.id, 'credit', undefined, { totalAmount: row.totalAmount });
  return row;
}

/** Adds to a user's wallet and answers the new balance. */
export async function creditWallet(db: Db, userId: string, amount: number): Promise<number> {
  return Number((await addToWallet(db, userId, amount)).totalAmount ?? 0);
}

/** Takes up to `amount` from the wallet (never below zero) and answers what was taken. */
export async function debitWallet(db: Db, userId: string, amount: number): Promise<number> {
  if (amount <= 0) return 0;
  const wallet = await db.selectFrom('wallet').select(['id', 'totalAmount']).where('userId', '=', userId).forUpdate().executeTakeFirst();
  const taken = round2(Math.min(amount, Number(wallet?.totalAmount ?? 0)));
  if (!wallet || taken <= 0) return 0;
  await db.updateTable('wallet').set({ totalAmount: round2(Number(wallet.totalAmount) - taken), updatedAt: new Date().toISOString() }).where('id', '=', wallet.id).execute();
  await recordChange(db, 'wallet', wallet.id, 'debit', { totalAmount: wallet.totalAmount }, { totalAmount: round2(Number(wallet.totalAmount) - taken) });
  return taken;
}
