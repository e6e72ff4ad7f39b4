import { rupeesWithPaise } from '#domain/format/money.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden, invalid, notFound } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { requireObject } from '#engine/runtime/request-input.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import type { ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';
import { present } from '#engine/runtime/resources/operations.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import { requireUser } from '#server/http/guards.server.ts';
import { TENANT_LINKS } from '#server/shared/links.ts';

import { addToWallet, notifyUsers } from '../store.server.ts';
import { canTopUpWallet, findUser, requireSelfOrStaff, userIdParam } from './access.server.ts';

/**
 * One wallet per user (001, 002). Read by its owner or staff; a user without a wallet has a balance of 0
 * (reading creates nothing). Only financeHead and admins top it up, atomically.
 */
const wallets = () => resource('wallet');

/** GET /wallet?userId: the wallet of `userId` (default: the caller). */
export async function getWallet(
  db: Db,
  actor: Actor,
  rawUserId: unknown,
): Promise<RecordOf<'wallet'> | { userId: string; totalAmount: number }> {
  const user = requireUser(actor);
  const userId = userIdParam(user, rawUserId);
  requireSelfOrStaff(user, userId);
  const row = await db.selectFrom('wallet').selectAll().where('userId', '=', userId).executeTakeFirst();
  if (row) return present(db, wallets(), actor, row);
  if (userId !== user.id && !(await findUser(db, userId))) throw notFound(messages.labels.user);
  return { userId, totalAmount: 0 };
}

/** POST /wallet/add {amount | totalAmount, userId}: adds to the balance in one statement and answers the new wallet. */
export async function topUpWallet(db: Db, actor: Actor, body: unknown): Promise<RecordOf<'wallet'>> {
  const user = requireUser(actor);
  if (!canTopUpWallet(user)) throw forbidden(messages.accounts.onlyFinanceTopsUp);
  requireObject(body);
  const { amount, totalAmount, ...rest } = body;
  const named = amount !== undefined ? 'amount' : 'totalAmount';
  const checked = validate('wallet-topup', { ...rest, totalAmount: amount ?? totalAmount });
  if (!checked.ok)
    throw invalid(
      Object.fromEntries(Object.entries(checked.errors).map(([k, m]) => [k === 'totalAmount' ? named : k, m])),
    );
  const { userId, totalAmount: added } = checked.value;
  if (!(await findUser(db, userId))) throw notFound(messages.labels.user);
  const row = await db.transaction().execute(async (trx) => {
    const wallet = await addToWallet(trx, userId, added, { reason: 'topup', referenceId: user.id });
    await notifyUsers(trx, [userId], {
      type: 'payment',
      title: messages.accounts.walletToppedUpTitle,
      message: fillMessage(messages.accounts.walletToppedUpBody, { amount: rupeesWithPaise(added) }),
      link: TENANT_LINKS.dashboard,
    });
    return wallet;
  });
  return present(db, wallets(), actor, row);
}

/** Generic wallet writes never move a balance to someone else nor drop a balance. */
export const walletHooks: ResourceHooks<'wallet'> = {
  beforeUpdate(_ctx, changes, existing) {
    if ('userId' in changes && changes.userId !== existing.userId)
      throw forbidden(messages.accounts.walletNotTransferable);
  },
  beforeDelete(_ctx, existing) {
    if ((existing.totalAmount ?? 0) > 0) throw new ApiError(409, 'wallet_not_empty', messages.accounts.walletNotEmpty);
  },
};
