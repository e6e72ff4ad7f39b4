import { type Insertable, type RawBuilder, sql } from 'kysely';

import { round2 } from '#domain/format/money.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import type { Database } from '#generated/db.ts';
import type { Eligibility } from '#generated/types/eligibility.ts';
import type { Notification } from '#generated/types/notification.ts';
import type { WalletEntry } from '#generated/types/wallet-entry.ts';

import { changedFields, recordChange } from '../audit/operations/record-change.server.ts';
import { eligibilityChanged } from '../webhooks/operations/record-events.server.ts';

/** A value for a jsonb column: drivers would turn a JS array into a PostgreSQL array, so send JSON text. */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`${JSON.stringify(value)}::jsonb`;
}

/*
 * The only named writes of the profile table (decision 022): co-applicant lists, eligibility amounts and
 * verifications go through this. The tenant's own edits go through the engine's operations and hooks.
 */

/** Changes the profile of a user (updatedAt set here); values may be SQL expressions (a jsonb merge). */
export async function updateProfileOf(trx: Db, userId: string, changes: Record<string, unknown>): Promise<void> {
  const row = await trx
    .updateTable('profile')
    .set({ ...changes, updatedAt: new Date().toISOString() } as never)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (row) await recordChange(trx, 'profile', row.id, 'update', undefined, changedFields(row, changes));
}

/** A user's profile, made (empty, of their type) when they have none yet, so a verification always has a place to land. */
export async function ensureProfileOf(trx: Db, userId: string): Promise<void> {
  const existing = await trx.selectFrom('profile').select('id').where('userId', '=', userId).executeTakeFirst();
  if (existing) return;
  const user = await trx.selectFrom('user').select('userType').where('id', '=', userId).executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('profile')
    .values({ userId, userType: user.userType } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(trx, 'profile', row.id, 'create', undefined, row);
}

/** The eligibility table: one row per tenant, written by the checks and by manual approval. */

export type EligibilityChange = Partial<
  Pick<
    Eligibility,
    | 'status'
    | 'maxEligibilityAmount'
    | 'manualCheckingUserId'
    | 'manualCheckingUser'
    | 'comments'
    | 'reasonOfIneligibility'
  >
>;

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
export async function saveEligibility(
  trx: Db,
  userId: string,
  change: { [K in keyof EligibilityChange]: EligibilityChange[K] | null },
) {
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
const atomically = <T>(db: Db, write: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? write(db) : db.transaction().execute(write);

async function insertEntry(
  trx: Db,
  userId: string,
  amount: number,
  balance: number,
  move: WalletMove,
  reason: WalletEntry['reason'],
): Promise<void> {
  await trx
    .insertInto('wallet_entry')
    .values({
      userId,
      amount,
      balance,
      reason: move.reason ?? reason,
      createdAt: new Date().toISOString(),
      ...(move.referenceId ? { referenceId: move.referenceId.slice(0, 80) } : {}),
    })
    .execute();
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
      .onConflict((oc) =>
        oc.column('userId').doUpdateSet({
          totalAmount: sql`round((coalesce("wallet"."totalAmount", 0) + ${added})::numeric, 2)::double precision`,
          updatedAt: now,
        }),
      )
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
    const wallet = await trx
      .selectFrom('wallet')
      .select(['id', 'totalAmount'])
      .where('userId', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    const taken = round2(Math.min(amount, Number(wallet?.totalAmount ?? 0)));
    if (!wallet || taken <= 0) return 0;
    const balance = round2(Number(wallet.totalAmount) - taken);
    await trx
      .updateTable('wallet')
      .set({ totalAmount: balance, updatedAt: new Date().toISOString() })
      .where('id', '=', wallet.id)
      .execute();
    await insertEntry(trx, userId, -taken, balance, move, 'payment');
    await recordChange(
      trx,
      'wallet',
      wallet.id,
      'debit',
      { totalAmount: wallet.totalAmount },
      { totalAmount: balance },
    );
    return taken;
  });
}

/** The ledger is written here only: no create, change or delete through either API dialect, admins included. */
/** The only named write of the consent table (decision 022): an accepted consent, in the audit trail, in one transaction. */
export async function insertConsent(db: Db, values: Insertable<Database['consent']>, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const made = await trx.insertInto('consent').values(values).returningAll().executeTakeFirstOrThrow();
    await recordChange(trx, 'consent', made.id, 'create', undefined, made, actor);
    return made;
  });
}

/** The only named write of the document table (decision 022): an uploaded document, unverified, in the audit trail. */
export async function insertDocument(trx: Db, values: Insertable<Database['document']>, actor: Actor) {
  const row = await trx
    .insertInto('document')
    .values({ ...values, isVerified: false })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(trx, 'document', row.id, 'create', undefined, row, actor);
  return row;
}

/** The only named writes of the notification table (decision 022): made by domain events, marked read by their user. */

export type NewNotification = Pick<Notification, 'type' | 'title' | 'message' | 'link'>;

/** Adds one notification per user, inside the caller's transaction. */
export async function notifyUsers(trx: Db, userIds: string[], note: NewNotification): Promise<void> {
  if (!userIds.length) return;
  await trx
    .insertInto('notification')
    .values(userIds.map((userId) => ({ ...note, userId, read: false })))
    .execute();
}

/** Sets `read` on one of a user's notifications; undefined when that user has no such notification. */
export async function markRead(db: Db, id: string, userId: string, read: boolean) {
  return db
    .updateTable('notification')
    .set({ read, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
