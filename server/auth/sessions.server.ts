import { randomUUID } from 'node:crypto';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { hashToken, newSecretToken, REFRESH_TTL_SECONDS, signAccessToken } from './tokens.server.ts';

export interface IssuedToken {
  token: string;
  expires: string;
}

/** What login, register and refresh answer: `{ access: {token, expires}, refresh: {token, expires} }`. */
export interface TokenPair {
  access: IssuedToken;
  refresh: IssuedToken;
}

/**
 * Starts a session (or continues a rotation `family`): a random refresh token of which only the hash
 * is stored, and a short-lived signed access token.
 */
export async function issueTokens(trx: Db, userId: string, secret: string, options: { family?: string; userAgent?: string } = {}): Promise<TokenPair> {
  const { token, hash } = newSecretToken();
  const expires = new Date(Date.now() + REFRESH_TTL_SECONDS * 1000).toISOString();
  const family = options.family ?? randomUUID();
  await trx
    .insertInto('session')
    .values({
      id: randomUUID(),
      userId,
      refreshTokenHash: hash,
      family,
      expiresAt: expires,
      ...(options.userAgent ? { userAgent: options.userAgent.slice(0, 300) } : {}),
    })
    .execute();
  return { access: await signAccessToken(userId, family, secret), refresh: { token, expires } };
}

export type Rotation = { ok: true; tokens: TokenPair; userId: string } | { ok: false; replayed: boolean };

/**
 * Trades a refresh token for a new pair. The presented token is used up. Presenting a token that was
 * already used (or revoked) is taken as theft: every token of its family is revoked. The caller must
 * commit this transaction even on failure, so the revocation sticks.
 */
export async function rotateRefreshToken(trx: Db, refreshToken: string, secret: string, userAgent?: string): Promise<Rotation> {
  const now = new Date().toISOString();
  const session = await trx
    .selectFrom('session')
    .select(['id', 'userId', 'family', 'expiresAt', 'revokedAt'])
    .where('refreshTokenHash', '=', hashToken(refreshToken))
    .forUpdate()
    .executeTakeFirst();
  if (!session) return { ok: false, replayed: false };
  if (session.revokedAt) {
    await revokeFamily(trx, session.family, now);
    return { ok: false, replayed: true };
  }
  await trx.updateTable('session').set({ revokedAt: now }).where('id', '=', session.id).execute();
  const user = await trx.selectFrom('user').select('id').where('id', '=', session.userId).executeTakeFirst();
  if (Date.parse(session.expiresAt) <= Date.now() || !user) return { ok: false, replayed: false };
  return { ok: true, userId: session.userId, tokens: await issueTokens(trx, session.userId, secret, { family: session.family, userAgent }) };
}

/** Logout: the refresh token stops working. Unknown or already revoked tokens change nothing. */
export async function revokeRefreshToken(trx: Db, refreshToken: string): Promise<void> {
  await trx
    .updateTable('session')
    .set({ revokedAt: new Date().toISOString() })
    .where('refreshTokenHash', '=', hashToken(refreshToken))
    .where('revokedAt', 'is', null)
    .execute();
}

async function revokeFamily(trx: Db, family: string, now: string): Promise<void> {
  await trx.updateTable('session').set({ revokedAt: now }).where('family', '=', family).where('revokedAt', 'is', null).execute();
}

/**
 * The login a browser's session cookie stands for, without using the token up: its user and family while
 * the token is the family's current one (not rotated, not revoked) and not expired; else nothing. A page
 * request reads it; only the refresh endpoint trades it (and only there does a stale token count as theft).
 */
export async function liveSessionOf(db: Db, refreshToken: string): Promise<{ userId: string; family: string } | undefined> {
  return db
    .selectFrom('session')
    .select(['userId', 'family'])
    .where('refreshTokenHash', '=', hashToken(refreshToken))
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', new Date().toISOString())
    .executeTakeFirst();
}

/** Is this login still signed in? (a live session row in its family: not revoked, not expired) */
export async function familyIsLive(db: Db, family: string): Promise<boolean> {
  const row = await db
    .selectFrom('session')
    .select('id')
    .where('family', '=', family)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', new Date().toISOString())
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** Signs the user out of every other login (after a password change). */
export async function revokeOtherSessions(trx: Db, userId: string, keepFamily: string | undefined): Promise<void> {
  let q = trx.updateTable('session').set({ revokedAt: new Date().toISOString() }).where('userId', '=', userId).where('revokedAt', 'is', null);
  if (keepFamily) q = q.where('family', '!=', keepFamily);
  await q.execute();
}

/** Signs the user out everywhere (password reset, account deletion). */
export async function revokeUserSessions(trx: Db, userId: string): Promise<void> {
  await trx.updateTable('session').set({ revokedAt: new Date().toISOString() }).where('userId', '=', userId).where('revokedAt', 'is', null).execute();
}

/** Forgets every session of a user whose account is being deleted (in the deleting transaction). */
export async function deleteUserSessions(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('session').where('userId', '=', userId).execute();
}
