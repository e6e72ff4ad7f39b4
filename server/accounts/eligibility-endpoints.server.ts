import type { DomainContext } from '../domain-context.ts';
import { creditBureauFor } from '../verification/credit-bureau-choice.server.ts';
import type { Endpoint } from '../http/route.server.ts';
import { approveEligibility } from './eligibility-approval.server.ts';
import { getTenantEligibility, runEligibilityCheck } from './eligibility-check.server.ts';
import { requestEligibilityApproval } from './eligibility-request.server.ts';

const tags = ['Eligibility'];

/** Eligibility calls of document 002 §7. */
export function eligibilityEndpoints({ db, config }: DomainContext): Endpoint[] {
  const docs = { response: 'eligibility' };
  // The full check reads the credit report where a bureau is available (decisions 027, 039).
  const bureau = creditBureauFor(config);
  return [
    {
      method: 'GET', url: '/api/v1/eligibility/tenant/:id', tags, summary: "A tenant's eligibility", ...docs,
      handler: async (req) =>
        getTenantEligibility(db, req.actor, req.params.id),
    },
    {
      method: 'GET', url: '/api/v1/eligibility/basiccheck/:userId', tags, summary: 'Run the basic eligibility check and store its result: the tenant themself or staff who may approve eligibility (403 for other staff)', ...docs,
      handler: async (req) =>
        runEligibilityCheck(db, req.actor, req.params.userId, 'basic'),
    },
    {
      method: 'GET', url: '/api/v1/eligibility/check/:userId', tags, summary: "Run the full eligibility check and store its result: the tenant themself or staff who may approve eligibility (403 for other staff); with a bureau, a check that passes reads today's credit report, pulling it (a paid request) when none was pulled today", ...docs,
      handler: async (req) =>
        runEligibilityCheck(db, req.actor, req.params.userId, 'full', bureau),
    },
    {
      method: 'PATCH', url: '/api/v1/eligibility/:id', tags, summary: 'Approve an ineligible or requested tenant as eligible, or raise an eligible tenant\'s amount: staff who may approve eligibility (403 for others, 409 for a tenant in another status)', body: 'eligibility-approval', response: 'eligibility',
      handler: async (req) =>
        approveEligibility(db, req.actor, req.params.id, req.body),
    },
    {
      method: 'POST', url: '/api/v1/eligibility/request-approval', tags, summary: 'Ask the eligibility approvers to approve a tenant (uid): staff only; marks a tenant not yet eligible requested',
      handler: async (req, reply) =>
        reply.status(201).send(await requestEligibilityApproval(db, req.actor, req.body)),
    },
  ];
}
