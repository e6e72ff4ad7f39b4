import { sql } from 'kysely';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { forbidden } from '#engine/runtime/errors.ts';
import type { ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';
import type { WalletEntry } from '#generated/types/wallet-entry.ts';
import { messages } from '#generated/messages.ts';
import { round2 } from '#domain/format/money.ts';
import { recordChange } from '../../audit/operations/record-change.server.ts';

/**
 * The only module that writes the wallet table (one wallet per user, created on first credit) and its ledger
 * (`wallet_entry`, decision 040): the accounts domain's top-up, the bonds domain's refunds and the payments
 * domain's wallet credit and debit use these. Every move of a balance writes one entry, signed, with its reason
 * and reference and the balance after it, in the same transaction, so a balance is always the sum of its entries.
 */

/** Why a wallet moved, and what moved it (an order number, a request id, the staff member who topped it up). */
export interface WalletMove {
  reason?: WalletEntry['reason'];
  referenceId?: string;
}

export async function walletBalance(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('wallet').select('totalAmount').where('userId', '=', userId).executeTakeFirst();
  return Number(row?.totalAmount ?? 0);
}

/** Runs `write` in the caller's transaction, or in one of its own: the balance and its entry commit together. */
const atomically = <T>(db: Db, write: (trx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? write(db) : db.transaction().execute(write));

async function insertEntry(trx: Db, userId: string, amount: number, balance: number, move: WalletMove, reason: WalletEntry['reason']): Promise<void> {
  await trx.insertInto('wallet_entry').values({
    userId, amount, balance, reason: move.reason ?? reason, createdAt: new Date().toISOString(),
    ...(move.referenceId ? { referenceId: move.referenceId.slice(0, 80) } : {}),
  }).execute();
}

/**
 * Adds to a user's wallet (created on first credit) and answers the wallet; the entry's reason is a top-up unless
 * the caller says otherwise. The amount is taken to the paisa first, so the balance moves by exactly the entry.
 */
export async function addToWallet(db: Db, userId: string, amount: number, move: WalletMove = {}) {
  const added = round2(amount);
  return atomically(db, async (trx) => {
    const now = new Date().toISOString();
    const row = await trx
      .insertInto('wallet')
      .values({ userId, totalAmount: added, createdAt: now, updatedAt: now })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ totalAmount: sql`round((coalesce("wallet"."totalAmount", 0) + ${added})::numeric, 2)::double precision`, updatedAt: now }))
      .returningAll()
      .executeTakeFirstOrThrow();
    await insertEntry(trx, userId, added, Number(row.totalAmount ?? 0), move, 'topup');
    await recordChange(trx, 'wallet', row.id, 'credit', undefined, { totalAmount: row.totalAmount });
    return row;
  });
}

/** Adds to a user's wallet and answers the new balance; the entry's reason is a refund unless the caller says otherwise. */
export async function creditWallet(db: Db, userId: string, amount: number, move: WalletMove = {}): Promise<number> {
  return Number((await addToWallet(db, userId, amount, { reason: 'refund', ...move })).totalAmount ?? 0);
}

/** Takes up to `amount` from the wallet (never below zero) and answers what was taken; the entry says payment unless told otherwise. */
export async function debitWallet(db: Db, userId: string, amount: number, move: WalletMove = {}): Promise<number> {
  if (amount <= 0) return 0;
  return atomically(db, async (trx) => {
    const wallet = await trx.selectFrom('wallet').select(['id', 'totalAmount']).where('userId', '=', userId).forUpdate().executeTakeFirst();
    const taken = round2(Math.min(amount, Number(wallet?.totalAmount ?? 0)));
    if (!wallet || taken <= 0) return 0;
    const balance = round2(Number(wallet.totalAmount) - taken);
    await trx.updateTable('wallet').set({ totalAmount: balance, updatedAt: new Date().toISOString() }).where('id', '=', wallet.id).execute();
    await insertEntry(trx, userId, -taken, balance, move, 'payment');
    await recordChange(trx, 'wallet', wallet.id, 'debit', { totalAmount: wallet.totalAmount }, { totalAmount: balance });
    return taken;
  });
}

/** The ledger is written here only: no create, change or delete through either API dialect, admins included. */
export const walletEntryHooks: ResourceHooks<'wallet-entry'> = {
  guard(_ctx, op) {
    if (op !== 'list' && op !== 'get') throw forbidden(messages.accounts.walletEntriesReadOnly);
  },
};
