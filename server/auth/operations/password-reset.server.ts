import type { Db } from '#engine/runtime/db/db-type.ts';
import { invalid } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import type { ForgotPassword } from '#generated/types/forgot-password.ts';
import { enqueueMessage } from '#server/outbox/store.server.ts';
import { translatorFor } from '#server/shared/translate.server.ts';
import { forgetSignInLocks } from '#server/throttle/store.server.ts';
import { updateUser } from '#server/users/store.server.ts';

import { insertPasswordReset, markResetsUsed, revokeUserSessions } from '../store.server.ts';
import { resetFailed } from './auth-errors.server.ts';
import { normalizeEmail } from './normalize-email.ts';
import { hashPassword } from './password.server.ts';
import { hashToken, newSecretToken } from './tokens.server.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;
/** More requests than this in an hour send nothing more (the answer stays 204). */
const MAX_RESETS_PER_HOUR = 5;

/**
 * POST /auth/forgot-password: always answers 204, whether or not the address has an account. When it
 * has one, a single-use link valid for one hour is e-mailed; only the hash of its token is stored.
 */
export async function forgotPassword(db: Db, publicUrl: string, body: unknown): Promise<void> {
  const checked = validate('forgot-password', body);
  if (!checked.ok) throw invalid(checked.errors);
  const email = normalizeEmail((checked.value as ForgotPassword).email);
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('user')
      .select(['id', 'email', 'name', 'userType', 'language'])
      .where('email', '=', email)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return;
    const since = new Date(Date.now() - RESET_TTL_MS).toISOString();
    const recent = await trx
      .selectFrom('password_reset')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', user.id)
      .where('createdAt', '>', since)
      .executeTakeFirst();
    if (Number(recent?.n ?? 0) >= MAX_RESETS_PER_HOUR) return;
    const { token, hash } = newSecretToken();
    await insertPasswordReset(trx, user.id, hash, new Date(Date.now() + RESET_TTL_MS).toISOString());
    // Staff reset in the console; everyone else on the site.
    const page = user.userType === 'internal' ? '/admin/reset-password' : '/reset-password';
    const link = `${publicUrl.replace(/\/$/, '')}${page}?token=${encodeURIComponent(token)}`;
    const t = translatorFor(user.language);
    await enqueueMessage(trx, {
      channel: 'email',
      to: user.email,
      subject: t(messages.auth.resetSubject),
      body: fillMessage(t(messages.auth.resetBody), { name: user.name ? ` ${user.name}` : '', link }),
    });
  });
}

/**
 * POST /auth/reset-password?token=: sets the new password (204). The token works once and for one
 * hour; any other answer is 401 'Password reset failed'. Every session of the user is signed out, and
 * the account's sign-in locks are lifted (decision 043).
 */
export async function resetPassword(db: Db, token: string | undefined, body: unknown): Promise<void> {
  const withConfirmation = !!body && typeof body === 'object' && 'confirmPassword' in body;
  const checked = withConfirmation ? validate('reset-password', body) : validate('change-password', body);
  if (!checked.ok) throw invalid(checked.errors);
  const password = (checked.value as { password: string }).password;
  if (!token) throw resetFailed();
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const reset = await trx
      .selectFrom('password_reset')
      .select(['id', 'userId'])
      .where('tokenHash', '=', hashToken(token))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .forUpdate()
      .executeTakeFirst();
    if (!reset) throw resetFailed();
    if (!(await updateUser(trx, reset.userId, { password: passwordHash }))) throw resetFailed();
    await markResetsUsed(trx, reset.userId, now);
    await revokeUserSessions(trx, reset.userId);
    const user = await trx.selectFrom('user').select('email').where('id', '=', reset.userId).executeTakeFirst();
    if (user?.email) await forgetSignInLocks(trx, user.email);
  });
}
