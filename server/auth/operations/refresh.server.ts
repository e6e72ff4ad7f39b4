import type { Kysely } from 'kysely';

import { invalid } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import type { Database } from '#generated/db.ts';
import { messages } from '#generated/messages.ts';

import { revokeRefreshToken, rotateRefreshToken, type TokenPair } from '../store.server.ts';
import { refreshFailed } from './auth-errors.server.ts';

/** `{ refreshToken }` from a body, or 400 with the engine's wording for a missing field. */
export function refreshTokenOf(body: unknown): string {
  const input: { refreshToken?: unknown } = body && typeof body === 'object' ? body : {};
  const value = input.refreshToken;
  if (typeof value !== 'string' || !value.trim() || value.length > 200)
    throw invalid({ refreshToken: fillMessage(messages.request.required, { label: messages.labels.refreshToken }) });
  return value.trim();
}

/** POST /auth/refresh-tokens: a new `{ access, refresh }`; a used, revoked, expired or unknown token is 401. */
export async function refreshTokens(
  db: Kysely<Database>,
  secret: string,
  body: unknown,
  userAgent?: string,
): Promise<TokenPair> {
  const token = refreshTokenOf(body);
  // The transaction commits even when the token is refused: a replay's family revocation must stick.
  const rotation = await db.transaction().execute((trx) => rotateRefreshToken(trx, token, secret, userAgent));
  if (!rotation.ok) throw refreshFailed();
  return rotation.tokens;
}

/** POST /auth/logout: 204; the refresh token is revoked (an unknown one changes nothing). */
export async function logout(db: Kysely<Database>, body: unknown): Promise<void> {
  await revokeRefreshToken(db, refreshTokenOf(body));
}
