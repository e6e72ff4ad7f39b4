import type { FastifyInstance } from 'fastify';

import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { paymentProvider } from '../payments/operations/active-provider.server.ts';
import { runPeriodically } from '../shared/periodic.server.ts';
import { choosePlan } from './operations/choose-plan.server.ts';
import { authoriseMandate, mandateLink, retryInstalment } from './operations/mandate.server.ts';
import { flagMissedInstalments } from './operations/missed.server.ts';
import { repaymentOf } from './operations/plan-view.server.ts';

/**
 * Repayment of a claim in instalments (decision 056): what the tenant owes and their plan, the choice, the mandate's
 * authorisation and a failed instalment's retry. (GET /recoveries/plans is the generic list: tenants see their own.)
 * The provider's subscription events arrive on the payment webhook (server/payments).
 */
export function endpoints(ctx: DomainContext): Endpoint[] {
  const provider = paymentProvider(ctx.config, ctx.db);
  const tag = 'Recovery';
  return [
    {
      method: 'GET',
      url: '/api/v1/recoveries/claim/:claimId',
      tags: [tag],
      summary:
        "What the tenant owes on a claim, the instalment counts they may choose, and their repayment plan with each instalment's status and the wallet entries it wrote",
      handler: async (req) => repaymentOf(ctx.db, req.actor, req.params.claimId),
    },
    {
      method: 'POST',
      url: '/api/v1/recoveries/claim/:claimId/plan',
      tags: [tag],
      summary:
        "The claim's tenant chooses, once, to repay at once or in 3, 6 or 12 monthly instalments ({count}); answers the plan and mandateUrl, where they authorise the mandate",
      handler: async (req, reply) =>
        reply.status(201).send(await choosePlan(ctx.db, req.actor, req.params.claimId, req.body, provider)),
    },
    {
      method: 'GET',
      url: '/api/v1/recoveries/plans/:id/mandate',
      tags: [tag],
      summary: "Where the tenant authorises the plan's mandate, or pays a failed instalment (mandateUrl)",
      handler: async (req) => mandateLink(ctx.db, req.actor, req.params.id, provider),
    },
    {
      method: 'POST',
      url: '/api/v1/recoveries/plans/:id/authorise',
      tags: [tag],
      summary:
        "The mandate page's signed result {razorpay_payment_id, razorpay_subscription_id, razorpay_signature}: activates the plan (idempotent)",
      handler: async (req) => authoriseMandate(ctx.db, req.actor, req.params.id, req.body, provider),
    },
    {
      method: 'POST',
      url: '/api/v1/recoveries/plans/:id/retry',
      tags: [tag],
      summary:
        'The tenant retries a failed instalment now: it shows as retrying; answers mandateUrl, where they pay it',
      handler: async (req) => retryInstalment(ctx.db, req.actor, req.params.id, provider),
    },
  ];
}

/**
 * The missed rule, hourly: each process ticks a minute after its start and then hourly, and one process runs each hour
 * (decision 060).
 */
export async function register(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  runPeriodically(app, {
    name: 'missed instalments',
    firstAfterMs: 60_000,
    everyMs: 3_600_000,
    run: () => flagMissedInstalments(ctx.db),
  });
}
