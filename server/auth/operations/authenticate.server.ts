import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';

import { isAdminRole } from '#domain/access/roles.ts';
import { parseCookies } from '#engine/runtime/http/cookies.ts';
import { type Actor, ANONYMOUS, type UserActor } from '#engine/runtime/resources/access.server.ts';
import { present } from '#engine/runtime/resources/operations.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import type { Database } from '#generated/db.ts';

import { familyIsLive, liveSessionOf, markApiTokenUsed } from '../store.server.ts';
import { API_TOKEN_PREFIX, hashToken, verifyAccessToken } from './tokens.server.ts';

/** A user record as its owner sees it (never the password: it is writeOnly). */
export async function presentOwnAccount(db: Kysely<Database>, row: { id: string }): Promise<RecordOf<'user'>> {
  return present(db, resource('user'), await actorFor(db, row.id, 'session'), row);
}

/** The actor for a user id: re-read on every request, so a deleted user or a changed role counts at once. */
export async function actorFor(db: Kysely<Database>, userId: string, via: UserActor['via']): Promise<Actor> {
  const user = await db
    .selectFrom('user')
    .select(['id', 'userType', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return ANONYMOUS;
  const internal = user.userType === 'internal';
  const permissions: Record<string, string[]> = {};
  if (internal && user.role) {
    const role = await db.selectFrom('role').select(['modules']).where('name', '=', user.role).executeTakeFirst();
    for (const m of (role?.modules ?? []) as { module: string; permissions?: string[] }[])
      permissions[m.module] = m.permissions ?? [];
  }
  return {
    kind: 'user',
    id: user.id,
    userType: user.userType,
    role: user.role ?? undefined,
    internal,
    admin: internal && isAdminRole(user.role ?? undefined),
    permissions,
    via,
  };
}

/** `Authorization: Bearer <access token | API token>`; no header: anonymous; a bad or expired token: anonymous (so 401 where sign-in is needed). */
export function bearerAuthenticator(db: Kysely<Database>, secret: string) {
  return async (request: FastifyRequest): Promise<Actor> => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return ANONYMOUS;
    const token = header.slice(7).trim();
    if (token.startsWith(API_TOKEN_PREFIX)) {
      const row = await db
        .selectFrom('api_token')
        .select(['id', 'userId', 'expiresAt'])
        .where('tokenHash', '=', hashToken(token))
        .executeTakeFirst();
      if (!row?.userId || (row.expiresAt && Date.parse(row.expiresAt) <= Date.now())) return ANONYMOUS;
      await markApiTokenUsed(db, row.id);
      const actor = await actorFor(db, row.userId, 'apiToken');
      return actor.kind === 'user' ? { ...actor, tokenId: row.id } : actor;
    }
    const claims = await verifyAccessToken(token, secret);
    if (!claims || !(await familyIsLive(db, claims.family))) return ANONYMOUS;
    const actor = await actorFor(db, claims.userId, 'session');
    return actor.kind === 'user' ? { ...actor, sessionFamily: claims.family } : actor;
  };
}

/** The browser session's cookie (decision 011): the refresh token, httpOnly, SameSite=Lax, path `/`. */
export const SESSION_COOKIE = 'nv_session';

/**
 * The site's pages and the console's shell (decision 025): a request carrying the browser session's cookie
 * acts as its user, so `/home/*` renders on the server for the signed-in tenant and `/admin` knows whom it
 * serves. Not for `/api/*`: the API keeps taking only bearer tokens (and the lead cookie), so no cross-site
 * request can act there with the cookie; the site's own calls carry a bearer token made for this login.
 * SameSite=Lax keeps the cookie off cross-site form posts to the site's pages.
 */
export function browserSessionAuthenticator(db: Kysely<Database>, secret: string) {
  return async (request: FastifyRequest): Promise<Actor> => {
    const path = request.url.split('?')[0];
    // Not the API; not files (scripts, styles, pictures), which are the same for everyone. A page's
    // `.data` request (Remix's loaders and actions of a navigation) is the page itself.
    if (path.startsWith('/api/') || (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.data'))) return ANONYMOUS;
    const token = parseCookies(request.headers.cookie)[SESSION_COOKIE];
    if (!token) return ANONYMOUS;
    const session = await liveSessionOf(db, token, secret);
    if (!session) return ANONYMOUS;
    const actor = await actorFor(db, session.userId, 'session');
    return actor.kind === 'user' ? { ...actor, sessionFamily: session.family } : actor;
  };
}
