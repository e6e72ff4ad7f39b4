import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domain-context.ts';
import { approveEligibility } from './eligibility-approval.server.ts';
import { getTenantEligibility, runEligibilityCheck } from './eligibility-check.server.ts';
import { requestEligibilityApproval } from './eligibility-request.server.ts';

const tags = ['Eligibility'];

/** Eligibility calls of document 002 §7. */
export function registerEligibilityRoutes(app: FastifyInstance, { db }: DomainContext): void {
  const docs = { response: 'eligibility' };
  app.get('/api/v1/eligibility/tenant/:id', { schema: { tags, summary: "A tenant's eligibility" }, config: { docs } }, async (req: any) =>
    getTenantEligibility(db, req.actor, req.params.id));
  app.get('/api/v1/eligibility/basiccheck/:userId', { schema: { tags, summary: 'Run the basic eligibility check' }, config: { docs } }, async (req: any) =>
    runEligibilityCheck(db, req.actor, req.params.userId, 'basic'));
  app.get('/api/v1/eligibility/check/:userId', { schema: { tags, summary: 'Run the full eligibility check' }, config: { docs } }, async (req: any) =>
    runEligibilityCheck(db, req.actor, req.params.userId, 'full'));
  app.patch('/api/v1/eligibility/:id', { schema: { tags, summary: 'Approve a tenant or raise the amount' }, config: { docs: { body: 'eligibility-approval', response: 'eligibility' } } }, async (req: any) =>
    approveEligibility(db, req.actor, req.params.id, req.body));
  app.post('/api/v1/eligibility/request-approval', { schema: { tags, summary: 'Ask an admin to approve a tenant (uid)' } }, async (req: any, reply) =>
    reply.status(201).send(await requestEligibilityApproval(db, req.actor, req.body)));
}
