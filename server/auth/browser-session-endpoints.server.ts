import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '#engine/runtime/errors.ts';
import { parseCookies, serializeCookie } from '#engine/runtime/http/cookies.ts';
import { messages } from '#generated/messages.ts';
import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { presentOwnAccount } from './account-view.server.ts';
import { refreshFailed } from './auth-errors.server.ts';
import { login } from './login.server.ts';
import { revokeRefreshToken, rotateRefreshToken } from './sessions.server.ts';
import { REFRESH_TTL_SECONDS } from './tokens.server.ts';
import { SESSION_COOKIE } from './authenticate.server.ts';


const PATH = '/api/v1/auth/session';
const tags = ['Auth'];

/**
 * Browser sessions (the console and the site): the refresh token lives only in an httpOnly cookie,
 * the short-lived access token only in the page's memory (DESIGN §4: never in localStorage). A reload
 * trades the cookie for a fresh access token. Only JSON bodies are taken, so a cross-site form cannot
 * post here; SameSite=Lax keeps the cookie off cross-site requests anyway.
 */
export function browserSessionEndpoints(ctx: DomainContext): Endpoint[] {
  const { db, config } = ctx;
  const cookie = (value: string, maxAge: number) =>
    serializeCookie(SESSION_COOKIE, value, { path: '/', maxAgeSeconds: maxAge, secure: config.production });
  const ua = (req: FastifyRequest) => (typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined);
  const jsonOnly = (req: FastifyRequest) => {
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
      throw new ApiError(415, 'unsupported_media_type', messages.request.unsupportedMediaType);
    }
  };
  const clear = (reply: FastifyReply) => reply.header('Set-Cookie', cookie('', 0));
  return [
    {
      method: 'POST', url: PATH, tags, summary: 'Sign in a browser: refresh token in an httpOnly cookie, access token in the body',
      handler: async (req, reply) => {
        jsonOnly(req);
        const { user, tokens } = await login(db, config.authSecret, req.body, ua(req));
        reply.header('Set-Cookie', cookie(tokens.refresh.token, REFRESH_TTL_SECONDS));
        return { user, access: tokens.access };
      },
    },
    {
      method: 'POST', url: `${PATH}/refresh`, tags, summary: 'Trade the session cookie for a new access token',
      handler: async (req, reply) => {
        jsonOnly(req);
        const token = parseCookies(req.headers.cookie)[SESSION_COOKIE];
        if (!token) throw refreshFailed();
        const rotation = await db.transaction().execute((trx) => rotateRefreshToken(trx, token, config.authSecret, ua(req)));
        if (!rotation.ok) {
          clear(reply);
          throw refreshFailed();
        }
        const row = await db.selectFrom('user').selectAll().where('id', '=', rotation.userId).executeTakeFirstOrThrow();
        reply.header('Set-Cookie', cookie(rotation.tokens.refresh.token, REFRESH_TTL_SECONDS));
        return { user: await presentOwnAccount(db, row), access: rotation.tokens.access };
      },
    },
    {
      method: 'POST', url: `${PATH}/logout`, tags, summary: 'End the browser session and clear its cookie',
      handler: async (req, reply) => {
        jsonOnly(req);
        const token = parseCookies(req.headers.cookie)[SESSION_COOKIE];
        if (token) await revokeRefreshToken(db, token);
        clear(reply);
        return reply.status(204).send();
      },
    },
  ];
}
