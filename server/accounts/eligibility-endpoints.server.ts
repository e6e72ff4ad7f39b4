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
  // The full check reads the credit report where a bureau is available (decision 027).
  const bureau = creditBureauFor(config);
  return [
    {
      method: 'GET', url: '/api/v1/eligibility/tenant/:id', tags, summary: "A tenant's eligibility", ...docs,
      handler: async (req) =>
        getTenantEligibility(db, req.actor, req.params.id),
    },
    {
      method: 'GET', url: '/api/v1/eligibility/basiccheck/:userId', tags, summary: 'Run the basic eligibility check', ...docs,
      handler: async (req) =>
        runEligibilityCheck(db, req.actor, req.params.userId, 'basic'),
    },
    {
      method: 'GET', url: '/api/v1/eligibility/check/:userId', tags, summary: 'Run the full eligibility check', ...docs,
      handler: async (req) =>
        runEligibilityCheck(db, req.actor, req.params.userId, 'full', bureau),
    },
    {
      method: 'PATCH', url: '/api/v1/eligibility/:id', tags, summary: 'Approve a tenant or raise the amount', body: 'eligibility-approval', response: 'eligibility',
      handler: async (req) =>
        approveEligibility(db, req.actor, req.params.id, req.body),
    },
    {
      method: 'POST', url: '/api/v1/eligibility/request-approval', tags, summary: 'Ask an admin to approve a tenant (uid)',
      handler: async (req, reply) =>
        reply.status(201).send(await requestEligibilityApproval(db, req.actor, req.body)),
    },
  ];
}
