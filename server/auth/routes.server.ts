import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DomainContext } from '../domain-context.ts';
import { createApiToken, deleteApiToken, listApiTokens, MAX_TOKENS_PER_USER } from './api-tokens.server.ts';
import { changePassword } from './change-password.server.ts';
import { login } from './login.server.ts';
import { forgotPassword, resetPassword } from './password-reset.server.ts';
import { logout, refreshTokens } from './refresh.server.ts';
import { registerAccount } from './register.server.ts';
import { registerBrowserSession } from './browser-session.server.ts';

const tags = ['Auth'];
const ua = (req: FastifyRequest) => (typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined);
const queryText = (req: FastifyRequest, name: string) => {
  const v = (req.query as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' && v ? v : undefined;
};

/** Routes and hooks of the auth domain (document 002 §7 Auth; tokens of document 001). */
export async function registerAuth(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  const { db, config } = ctx;
  const base = '/api/v1/auth';

  app.post(`${base}/register`, { schema: { tags, summary: 'Create an account and sign in' } }, async (req, reply) =>
    reply.status(201).send(await registerAccount(db, config.authSecret, { body: req.body, inviteId: queryText(req, 'invite'), userAgent: ua(req) })),
  );
  registerBrowserSession(app, ctx);
  app.post(`${base}/login`, { schema: { tags, summary: 'Sign in with e-mail and password' } }, async (req) => login(db, config.authSecret, req.body, ua(req)));
  app.post(`${base}/refresh-tokens`, { schema: { tags, summary: 'Rotate the refresh token' } }, async (req) => refreshTokens(db, config.authSecret, req.body, ua(req)));
  app.post(`${base}/logout`, { schema: { tags, summary: 'Revoke a refresh token' } }, async (req, reply) => {
    await logout(db, req.body);
    return reply.status(204).send();
  });
  app.post(`${base}/forgot-password`, { schema: { tags, summary: 'E-mail a password reset link' } }, async (req, reply) => {
    await forgotPassword(db, config.publicUrl, req.body);
    return reply.status(204).send();
  });
  app.post(`${base}/reset-password`, { schema: { tags, summary: 'Set a new password with an e-mailed token' } }, async (req, reply) => {
    await resetPassword(db, queryText(req, 'token'), req.body);
    return reply.status(204).send();
  });
  app.post(`${base}/change-password`, { schema: { tags, summary: 'Change the signed-in user\'s password' } }, async (req) => changePassword(db, req.actor, req.body));

  app.get(`${base}/tokens`, { schema: { tags, summary: 'The caller\'s API tokens' } }, async (req) => {
    const results = await listApiTokens(db, req.actor);
    return { results, page: 1, limit: MAX_TOKENS_PER_USER, totalPages: results.length ? 1 : 0, totalResults: results.length };
  });
  app.post(`${base}/tokens`, { schema: { tags, summary: 'Create an API token (its value is shown once)' } }, async (req, reply) =>
    reply.status(201).send(await createApiToken(db, req.actor, req.body)),
  );
  app.delete(`${base}/tokens/:tokenId`, { schema: { tags, summary: 'Delete one of the caller\'s API tokens' } }, async (req, reply) => {
    await deleteApiToken(db, req.actor, (req.params as { tokenId: string }).tokenId);
    return reply.status(204).send();
  });
}
