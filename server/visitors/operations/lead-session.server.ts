import { randomBytes } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Db } from '#engine/runtime/db/db-type.ts';
import { parseCookies, serializeCookie } from '#engine/runtime/http/cookies.ts';
import { type Actor, ANONYMOUS } from '#engine/runtime/resources/access.server.ts';
import { hashToken } from '#server/auth/operations/tokens.server.ts';

import { deleteLeadSession, dropExpiredLeadSessions, insertLeadSession, widenLeadSession } from '../store.server.ts';

/**
 * The public site's lead session (spec 000 §1; security rules, docs/architecture.md): a visitor who verified a phone
 * with a one-time code is signed in as the lead(s) with that phone through an httpOnly, SameSite=Lax cookie holding a
 * random token (stored only as a hash, table `lead_session`). A visitor who created a lead without a code (the college
 * booking) gets an unverified session that may act for that one lead: book its visit and pay its token, but read
 * nothing back.
 */
export const LEAD_COOKIE = 'nv_lead';
export const LEAD_SESSION_DAYS = 30;
/** Marks the site's own in-process API calls: they never start a session of their own. */
export const IN_PROCESS_HEADER = 'x-nivaas-in-process';
/** What a lead may touch at all: its lead record, visits, shortlist and token payments. */
const LEAD_MODULES = ['leads', 'visits', 'shortlists', 'payments'];
const MAX_REACH = 20;

export interface LeadSessionRow {
  id: string;
  phone?: string | null;
  leadId?: string | null;
}

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return serializeCookie(LEAD_COOKIE, value, { path: '/', maxAgeSeconds, secure });
}

async function sessionOf(db: Db, request: FastifyRequest): Promise<LeadSessionRow | undefined> {
  const token = parseCookies(request.headers.cookie)[LEAD_COOKIE];
  if (!token) return undefined;
  return db
    .selectFrom('lead_session')
    .select(['id', 'phone', 'leadId'])
    .where('tokenHash', '=', hashToken(token))
    .where('expiresAt', '>', new Date().toISOString())
    .executeTakeFirst();
}

/**
 * Signs the browser in (or widens its session): a proven phone, and/or the lead it now acts for. An
 * existing session of this browser is updated in place; otherwise a new token is set in the cookie.
 */
export async function startLeadSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
  grant: { phone?: string; leadId?: string },
): Promise<void> {
  if (request.headers[IN_PROCESS_HEADER]) return;
  const current = await sessionOf(db, request);
  if (current) {
    await widenLeadSession(db, current.id, grant);
    return;
  }
  // Sessions past their time are of no use to anyone: cleared as new ones start.
  await dropExpiredLeadSessions(db);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LEAD_SESSION_DAYS * 86_400_000).toISOString();
  await insertLeadSession(db, { tokenHash: hashToken(token), phone: grant.phone, leadId: grant.leadId, expiresAt });
  reply.header('Set-Cookie', cookie(token, LEAD_SESSION_DAYS * 86_400, secure));
}

/** Logout: the session row goes and the cookie is deleted. */
export async function endLeadSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<void> {
  const token = parseCookies(request.headers.cookie)[LEAD_COOKIE];
  if (token) await deleteLeadSession(db, hashToken(token));
  reply.header('Set-Cookie', cookie('', 0, secure));
}

/**
 * The actor of a request carrying the lead cookie: `id` is the lead it acts for (the one it created or
 * last updated, else the newest lead with the proven phone); `reach` every lead it may act for;
 * `proven.phone` only for a verified session. Narrowed to the visitor modules.
 */
export function leadSessionAuthenticator(db: Db) {
  return async (request: FastifyRequest): Promise<Actor> => {
    const session = await sessionOf(db, request);
    if (!session) return ANONYMOUS;
    const byPhone = session.phone
      ? (
          await db
            .selectFrom('lead')
            .select('id')
            .where('phone', '=', session.phone)
            .orderBy('createdAt', 'desc')
            .limit(MAX_REACH)
            .execute()
        ).map((r) => r.id)
      : [];
    const reach = [...new Set([...(session.leadId ? [session.leadId] : []), ...byPhone])];
    return {
      kind: 'user',
      id: reach[0] ?? session.id,
      userType: 'lead',
      internal: false,
      admin: false,
      permissions: {},
      via: 'visitorSession',
      reach,
      proven: session.phone ? { phone: session.phone } : {},
      onlyModules: LEAD_MODULES,
    };
  };
}
