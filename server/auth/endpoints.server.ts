import type { FastifyReply, FastifyRequest } from 'fastify';

import { ApiError } from '#engine/runtime/errors.ts';
import { parseCookies, serializeCookie } from '#engine/runtime/http/cookies.ts';
import { messages } from '#generated/messages.ts';

import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { createApiToken, deleteApiToken, listApiTokens, MAX_TOKENS_PER_USER } from './operations/api-tokens.server.ts';
import { refreshFailed } from './operations/auth-errors.server.ts';
import { presentOwnAccount, SESSION_COOKIE } from './operations/authenticate.server.ts';
import { changePassword } from './operations/change-password.server.ts';
import { login } from './operations/login.server.ts';
import { forgotPassword, resetPassword } from './operations/password-reset.server.ts';
import { logout, refreshTokens } from './operations/refresh.server.ts';
import { registerAccount } from './operations/register.server.ts';
import { REFRESH_TTL_SECONDS } from './operations/tokens.server.ts';
import { revokeRefreshToken, rotateRefreshToken } from './store.server.ts';

const tags = ['Auth'];
const ua = (req: FastifyRequest) =>
  typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined;
const queryText = (req: FastifyRequest, name: string) => {
  const v = (req.query as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' && v ? v : undefined;
};

const PATH = '/api/v1/auth/session';

/**
 * Browser sessions (the console and the site): the refresh token lives only in an httpOnly cookie,
 * the short-lived access token only in the page's memory (never in localStorage: security rules, docs/architecture.md).
 * A reload trades the cookie for a fresh access token. Only JSON bodies are taken, so a cross-site form cannot post
 * here; SameSite=Lax keeps the cookie off cross-site requests anyway.
 */
function browserSessionEndpoints(ctx: DomainContext): Endpoint[] {
  const { db, config } = ctx;
  const cookie = (value: string, maxAge: number) =>
    serializeCookie(SESSION_COOKIE, value, { path: '/', maxAgeSeconds: maxAge, secure: config.production });
  const jsonOnly = (req: FastifyRequest) => {
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
      throw new ApiError(415, 'unsupported_media_type', messages.request.unsupportedMediaType);
    }
  };
  const clear = (reply: FastifyReply) => reply.header('Set-Cookie', cookie('', 0));
  return [
    {
      method: 'POST',
      url: PATH,
      tags,
      summary: 'Sign in a browser: refresh token in an httpOnly cookie, access token in the body',
      handler: async (req, reply) => {
        jsonOnly(req);
        const { user, tokens } = await login(db, config.authSecret, req.body, ua(req));
        reply.header('Set-Cookie', cookie(tokens.refresh.token, REFRESH_TTL_SECONDS));
        return { user, access: tokens.access };
      },
    },
    {
      method: 'POST',
      url: `${PATH}/refresh`,
      tags,
      summary: 'Trade the session cookie for a new access token',
      handler: async (req, reply) => {
        jsonOnly(req);
        const token = parseCookies(req.headers.cookie)[SESSION_COOKIE];
        if (!token) throw refreshFailed();
        const rotation = await db
          .transaction()
          .execute((trx) => rotateRefreshToken(trx, token, config.authSecret, ua(req)));
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
      method: 'POST',
      url: `${PATH}/logout`,
      tags,
      summary: 'End the browser session and clear its cookie',
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

/** Endpoints of the auth domain (spec 002 §7 Auth; the tokens also spec 001 §7). */
export function endpoints(ctx: DomainContext): Endpoint[] {
  const { db, config } = ctx;
  const base = '/api/v1/auth';
  return [
    {
      method: 'POST',
      url: `${base}/register`,
      tags,
      summary: 'Create an account and sign in',
      handler: async (req, reply) =>
        reply.status(201).send(
          await registerAccount(db, config.authSecret, {
            body: req.body,
            inviteId: queryText(req, 'invite'),
            userAgent: ua(req),
          }),
        ),
    },
    ...browserSessionEndpoints(ctx),
    {
      method: 'POST',
      url: `${base}/login`,
      tags,
      summary: 'Sign in with e-mail and password',
      handler: async (req) => login(db, config.authSecret, req.body, ua(req)),
    },
    {
      method: 'POST',
      url: `${base}/refresh-tokens`,
      tags,
      summary: 'Rotate the refresh token',
      handler: async (req) => refreshTokens(db, config.authSecret, req.body, ua(req)),
    },
    {
      method: 'POST',
      url: `${base}/logout`,
      tags,
      summary: 'Revoke a refresh token',
      handler: async (req, reply) => {
        await logout(db, req.body);
        return reply.status(204).send();
      },
    },
    {
      method: 'POST',
      url: `${base}/forgot-password`,
      tags,
      summary: 'E-mail a password reset link',
      handler: async (req, reply) => {
        await forgotPassword(db, config.publicUrl, req.body);
        return reply.status(204).send();
      },
    },
    {
      method: 'POST',
      url: `${base}/reset-password`,
      tags,
      summary: 'Set a new password with an e-mailed token',
      handler: async (req, reply) => {
        await resetPassword(db, queryText(req, 'token'), req.body);
        return reply.status(204).send();
      },
    },
    {
      method: 'POST',
      url: `${base}/change-password`,
      tags,
      summary: "Change the signed-in user's password",
      handler: async (req) => changePassword(db, req.actor, req.body),
    },
    {
      method: 'GET',
      url: `${base}/tokens`,
      tags,
      summary: "The caller's API tokens",
      handler: async (req) => {
        const results = await listApiTokens(db, req.actor);
        return {
          results,
          page: 1,
          limit: MAX_TOKENS_PER_USER,
          totalPages: results.length ? 1 : 0,
          totalResults: results.length,
        };
      },
    },
    {
      method: 'POST',
      url: `${base}/tokens`,
      tags,
      summary: 'Create an API token (its value is shown once)',
      handler: async (req, reply) => reply.status(201).send(await createApiToken(db, req.actor, req.body)),
    },
    {
      method: 'DELETE',
      url: `${base}/tokens/:tokenId`,
      tags,
      summary: "Delete one of the caller's API tokens",
      handler: async (req, reply) => {
        await deleteApiToken(db, req.actor, (req.params as { tokenId: string }).tokenId);
        return reply.status(204).send();
      },
    },
  ];
}
