import type { Kysely } from 'kysely';

import { invalid } from '#engine/runtime/errors.ts';
import type { RecordOf } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import type { Database } from '#generated/db.ts';

import { issueTokens, type TokenPair } from '../store.server.ts';
import { badCredentials } from './auth-errors.server.ts';
import { presentOwnAccount } from './authenticate.server.ts';
import { normalizeEmail } from './normalize-email.ts';
import { hashPassword, verifyPassword } from './password.server.ts';

/** Compared against when the e-mail is unknown, so both failures take the same time. */
let decoy: Promise<string> | undefined;

/** POST /auth/login: `{ user, tokens }`, or 401 'Incorrect email or password' (the same for an unknown e-mail). */
export async function login(
  db: Kysely<Database>,
  secret: string,
  body: unknown,
  userAgent?: string,
): Promise<{ user: RecordOf<'user'>; tokens: TokenPair }> {
  const checked = validate('login', body);
  if (!checked.ok) throw invalid(checked.errors);
  const { email, password } = checked.value;
  const user = await db.selectFrom('user').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
  const ok = await verifyPassword(password, user?.password ?? (await (decoy ??= hashPassword('decoy-password'))));
  if (!user || !user.password || !ok) throw badCredentials();
  return db.transaction().execute(async (trx) => ({
    user: await presentOwnAccount(trx, user),
    tokens: await issueTokens(trx, user.id, secret, { userAgent }),
  }));
}
