import type { FastifyInstance } from 'fastify';
import { invalid } from '#engine/runtime/errors.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import type { DomainContext } from '../domain-context.ts';
import { ACCEPTED_SCORE, botCheckFromEnv } from './bot-check.server.ts';
import { registerLeadRoutes } from './lead-routes.server.ts';
import { registerShortlistRoutes } from './shortlist-routes.server.ts';
import { registerVisitRoutes } from './visit-routes.server.ts';

/** The visitor calls of document 000 §7: bot check, leads and their session, visits and the shortlist. */
export async function registerVisitors(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  const botCheck = botCheckFromEnv();

  app.post('/api/v1/utility/recaptcha/score', { schema: { tags: ['Bot check'], summary: 'Score a bot-check token' }, config: { docs: { body: 'recaptcha-score', public: true } } }, async (req) => {
    const checked = validate('recaptcha-score', req.body);
    if (!checked.ok) throw invalid(checked.errors);
    const result = await botCheck.score(checked.value.token, req.ip);
    return { ...result, accepted: result.success && result.score > ACCEPTED_SCORE };
  });

  registerLeadRoutes(app, ctx);
  registerVisitRoutes(app, ctx);
  registerShortlistRoutes(app, ctx);
}
