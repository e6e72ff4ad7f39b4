import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';
import { ANONYMOUS, type Actor, type UserActor } from '#engine/runtime/resources/access.server.ts';
import { familyIsLive } from './sessions.server.ts';
import { markApiTokenUsed } from './api-tokens.server.ts';
import { API_TOKEN_PREFIX, hashToken, verifyAccessToken } from './tokens.server.ts';

/** Internal roles with approval rights: underwriter, financeHead, and any role whose name contains "admin". */
export function isAdminRole(role: string | undefined): boolean {
  return !!role && role.toLowerCase().includes('admin');
}

/** The actor for a user id: re-read on every request, so a deleted user or a changed role counts at once. */
export async function actorFor(db: Kysely<Database>, userId: string, via: UserActor['via']): Promise<Actor> {
  const user = await db.selectFrom('user').select(['id', 'userType', 'role']).where('id', '=', userId).executeTakeFirst();
  if (!user) return ANONYMOUS;
  const internal = user.userType === 'internal';
  const permissions: Record<string, string[]> = {};
  if (internal && user.role) {
    const role = await db.selectFrom('role').select(['modules']).where('name', '=', user.role).executeTakeFirst();
    for (const m of ((role?.modules ?? []) as { module: string; permissions?: string[] }[])) permissions[m.module] = m.permissions ?? [];
  }
  return { kind: 'user', id: user.id, userType: user.userType, role: user.role ?? undefined, internal, admin: internal && isAdminRole(user.role ?? undefined), permissions, via };
}

/** `Authorization: Bearer <access token | API token>`; no header: anonymous; a bad or expired token: anonymous (so 401 where sign-in is needed). */
export function bearerAuthenticator(db: Kysely<Database>, secret: string) {
  return async (request: FastifyRequest): Promise<Actor> => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return ANONYMOUS;
    const token = header.slice(7).trim();
    if (token.startsWith(API_TOKEN_PREFIX)) {
      const row = await db.selectFrom('api_token').select(['id', 'userId', 'expiresAt']).where('tokenHash', '=', hashToken(token)).executeTakeFirst();
      if (!row?.userId || (row.expiresAt && Date.parse(row.expiresAt) <= Date.now())) return ANONYMOUS;
      await markApiTokenUsed(db, row.id);
      return actorFor(db, row.userId, 'apiToken');
    }
    const claims = await verifyAccessToken(token, secret);
    if (!claims || !(await familyIsLive(db, claims.family))) return ANONYMOUS;
    const actor = await actorFor(db, claims.userId, 'session');
    return actor.kind === 'user' ? { ...actor, sessionFamily: claims.family } : actor;
  };
}
