import { randomUUID } from 'node:crypto';

import type { Db } from '#engine/runtime/db/db-type.ts';
import type { UserActor } from '#engine/runtime/resources/access.server.ts';

import { recordChange } from '../audit/operations/record-change.server.ts';
import {
  hashToken,
  newSecretToken,
  REFRESH_TTL_SECONDS,
  signAccessToken,
  successorToken,
} from './operations/tokens.server.ts';

/**
 * How long a just-rotated refresh token still answers (decision 043): parallel refreshes with one cookie
 * (two tabs, a reload that cut the first answer off) get the session its first use started, not a sign-out.
 */
export const ROTATION_GRACE_MS = 60_000;
/** Rotations followed from a token within the grace window (a few quick reloads in a row). */
const GRACE_CHAIN = 5;

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
export async function issueTokens(
  trx: Db,
  userId: string,
  secret: string,
  options: { family?: string; userAgent?: string; token?: string } = {},
): Promise<TokenPair> {
  const { token, hash } = options.token ? { token: options.token, hash: hashToken(options.token) } : newSecretToken();
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
 * Trades a refresh token for a new pair. The presented token is used up; its successor is derived from
 * it (`successorToken`), so for ROTATION_GRACE_MS the used token answers again with that same successor
 * (parallel refreshes with one cookie all get one session). Presenting a token used longer ago, or one
 * revoked by logout, is taken as theft: every token of its family is revoked. The caller must commit
 * this transaction even on failure, so the revocation sticks.
 */
export async function rotateRefreshToken(
  trx: Db,
  refreshToken: string,
  secret: string,
  userAgent?: string,
): Promise<Rotation> {
  const now = new Date().toISOString();
  const session = await trx
    .selectFrom('session')
    .select(['id', 'userId', 'family', 'expiresAt', 'revokedAt'])
    .where('refreshTokenHash', '=', hashToken(refreshToken))
    .forUpdate()
    .executeTakeFirst();
  if (!session) return { ok: false, replayed: false };
  if (session.revokedAt) {
    const successor = await liveSuccessor(trx, refreshToken, secret, session);
    if (successor)
      return {
        ok: true,
        userId: successor.userId,
        tokens: {
          access: await signAccessToken(successor.userId, successor.family, secret),
          refresh: { token: successor.token, expires: new Date(successor.expiresAt).toISOString() },
        },
      };
    await revokeFamily(trx, session.family, now);
    return { ok: false, replayed: true };
  }
  await trx.updateTable('session').set({ revokedAt: now }).where('id', '=', session.id).execute();
  const user = await trx.selectFrom('user').select('id').where('id', '=', session.userId).executeTakeFirst();
  if (Date.parse(session.expiresAt) <= Date.now() || !user) return { ok: false, replayed: false };
  return {
    ok: true,
    userId: session.userId,
    tokens: await issueTokens(trx, session.userId, secret, {
      family: session.family,
      userAgent,
      token: successorToken(refreshToken, secret),
    }),
  };
}

interface Rotated {
  family: string;
  revokedAt?: string | null;
}

/**
 * The live session a token rotated moments ago led to: its successor (or the successor's, for a few
 * quick rotations in a row), each rotation within ROTATION_GRACE_MS; nothing when the token was revoked
 * otherwise (logout, reset, replay: no live successor) or too long ago.
 */
async function liveSuccessor(
  db: Db,
  token: string,
  secret: string,
  rotated: Rotated,
): Promise<{ token: string; userId: string; family: string; expiresAt: string } | undefined> {
  let current = rotated;
  let currentToken = token;
  for (let step = 0; step < GRACE_CHAIN; step++) {
    if (!current.revokedAt || Date.now() - Date.parse(current.revokedAt) > ROTATION_GRACE_MS) return undefined;
    const nextToken = successorToken(currentToken, secret);
    const next = await db
      .selectFrom('session')
      .select(['userId', 'family', 'expiresAt', 'revokedAt'])
      .where('refreshTokenHash', '=', hashToken(nextToken))
      .where('family', '=', current.family)
      .executeTakeFirst();
    if (!next || Date.parse(next.expiresAt) <= Date.now()) return undefined;
    if (!next.revokedAt)
      return { token: nextToken, userId: next.userId, family: next.family, expiresAt: next.expiresAt };
    current = next;
    currentToken = nextToken;
  }
  return undefined;
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
  await trx
    .updateTable('session')
    .set({ revokedAt: now })
    .where('family', '=', family)
    .where('revokedAt', 'is', null)
    .execute();
}

/**
 * The login a browser's session cookie stands for, without using the token up: its user and family while
 * the token is the family's current one (not rotated, not revoked) and not expired, or was rotated within
 * the grace window into a live session (a page loaded while the refresh that rotated it was cut off);
 * else nothing. A page request reads it; only the refresh endpoint trades it (and only there does a stale
 * token count as theft).
 */
export async function liveSessionOf(
  db: Db,
  refreshToken: string,
  secret: string,
): Promise<{ userId: string; family: string } | undefined> {
  const row = await db
    .selectFrom('session')
    .select(['userId', 'family', 'revokedAt', 'expiresAt'])
    .where('refreshTokenHash', '=', hashToken(refreshToken))
    .executeTakeFirst();
  if (!row) return undefined;
  if (!row.revokedAt)
    return Date.parse(row.expiresAt) > Date.now() ? { userId: row.userId, family: row.family } : undefined;
  const successor = await liveSuccessor(db, refreshToken, secret, row);
  return successor && { userId: successor.userId, family: successor.family };
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
  let q = trx
    .updateTable('session')
    .set({ revokedAt: new Date().toISOString() })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (keepFamily) q = q.where('family', '!=', keepFamily);
  await q.execute();
}

/** Signs the user out everywhere (password reset, account deletion). */
export async function revokeUserSessions(trx: Db, userId: string): Promise<void> {
  await trx
    .updateTable('session')
    .set({ revokedAt: new Date().toISOString() })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Forgets every session of a user whose account is being deleted (in the deleting transaction). */
export async function deleteUserSessions(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('session').where('userId', '=', userId).execute();
}

/** The only named writes of the api_token table (decision 022); made and deleted ones go in the audit trail. */

type ApiTokenColumn = 'id' | 'description' | 'createdAt' | 'expiresAt' | 'lastUsedAt';

/** Stores a new token of its owner (its hash only) and answers the columns asked for. */
export async function insertApiToken<C extends ApiTokenColumn>(
  trx: Db,
  token: { userId: string; description: string; tokenHash: string; expiresAt?: string | null },
  columns: readonly C[],
  owner: UserActor,
) {
  const { expiresAt, ...rest } = token;
  const id = randomUUID();
  const row = await trx
    .insertInto('api_token')
    .values({ id, ...rest, ...(expiresAt ? { expiresAt } : {}) })
    .returning([...columns])
    .executeTakeFirstOrThrow();
  await recordChange(trx, 'api-token', id, 'create', undefined, row, owner);
  return row;
}

/** Deletes one token of its owner; false when the owner has no such token. */
export async function deleteOwnApiToken(trx: Db, tokenId: string, owner: UserActor): Promise<boolean> {
  const gone = await trx
    .deleteFrom('api_token')
    .where('id', '=', tokenId)
    .where('userId', '=', owner.id)
    .returning(['id', 'description'])
    .executeTakeFirst();
  if (gone) await recordChange(trx, 'api-token', gone.id, 'delete', gone, undefined, owner);
  return !!gone;
}

/** Forgets every API token of a user whose account is being deleted (in the deleting transaction). */
export async function deleteUserApiTokens(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('api_token').where('userId', '=', userId).execute();
}

/** Notes when a token was last used (its owner sees it in the console). */
export async function markApiTokenUsed(db: Db, tokenId: string): Promise<void> {
  await db.updateTable('api_token').set({ lastUsedAt: new Date().toISOString() }).where('id', '=', tokenId).execute();
}

/** The only named writes of the password_reset table (decision 022): a link's hash is stored, used once, forgotten with its user. */

export async function insertPasswordReset(
  trx: Db,
  userId: string,
  tokenHash: string,
  expiresAt: string,
): Promise<void> {
  await trx.insertInto('password_reset').values({ id: randomUUID(), userId, tokenHash, expiresAt }).execute();
}

/** Marks every open link of a user used (one reset spends them all). */
export async function markResetsUsed(trx: Db, userId: string, now: string): Promise<void> {
  await trx
    .updateTable('password_reset')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
}

/** Forgets the reset links of a user whose account is being deleted (in the deleting transaction). */
export async function deleteUserResets(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('password_reset').where('userId', '=', userId).execute();
}
