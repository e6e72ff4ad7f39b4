import type { Kysely } from 'kysely';

import { forbidden, invalid } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import type { Database } from '#generated/db.ts';
import { messages } from '#generated/messages.ts';
import { requireUser } from '#server/http/guards.server.ts';
import { updateUser } from '#server/users/store.server.ts';

import { revokeOtherSessions } from '../store.server.ts';
import { AUTH_MESSAGES } from './auth-errors.server.ts';
import { hashPassword } from './password.server.ts';

/**
 * POST /auth/change-password (Settings > Change Password): `{ message: 'Password Updated Successfully' }`.
 * A password is a person's credential: an API token may do anything else its owner may, not this.
 * The caller's login stays signed in; every other login of the account is signed out.
 */
export async function changePassword(db: Kysely<Database>, actor: Actor, body: unknown): Promise<{ message: string }> {
  const user = requireUser(actor);
  if (user.via !== 'session') throw forbidden(AUTH_MESSAGES.passwordNeedsSession);
  const checked = validate('change-password', body);
  if (!checked.ok) throw invalid(checked.errors);
  const password = await hashPassword((checked.value as { password: string }).password);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password });
    await revokeOtherSessions(trx, user.id, user.sessionFamily);
  });
  return { message: messages.success.passwordUpdated };
}
