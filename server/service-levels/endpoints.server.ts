import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { serviceLevels } from './queries.server.ts';

/** Measured claim service levels, public (issue 34 item 5). */
export function endpoints(ctx: DomainContext): Endpoint[] {
  return [
    {
      method: 'GET',
      url: '/api/v1/service-levels',
      tags: ['Claims'],
      summary:
        'Anyone: median and 90th percentile of the days claims took to a decision and to payout over the last 90 days, the share within the promise, and the promised service levels',
      response: 'service-levels',
      public: true,
      handler: async (_req, reply) =>
        reply.header('Cache-Control', 'public, max-age=300').send(await serviceLevels(ctx.db)),
    },
  ];
}
