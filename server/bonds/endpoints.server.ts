import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { requireUser } from '../http/guards.server.ts';
import { manualRenew, releaseBond, updateBondDates } from './bond-lifecycle.server.ts';
import { bondData, refundQuote, renewStatus } from './bond-queries.server.ts';
import { bondRequestEndpoints } from './bond-request-endpoints.server.ts';
import { bondCertificate, certificateFileName } from './certificate.server.ts';
import { verifyBond } from './certificate-verify.server.ts';

/** Bond requests, bonds and move-in inspections. */
export function endpoints(ctx: DomainContext): Endpoint[] {
  const tag = 'Bond';
  return [
    ...bondRequestEndpoints(ctx),
    {
      method: 'PATCH', url: '/api/v1/bond/:id', tags: [tag], summary: 'The landlord or staff set check-in and check-out dates, agreement and move-in report', body: 'bond-dates', response: 'bond',
      handler: async (req) => updateBondDates(ctx.db, req.actor, req.params.id, req.body),
    },
    {
      method: 'POST', url: '/api/v1/bond/release', tags: [tag], summary: 'Release a bond (internal and landlord users; 409 when already released)', response: 'bond',
      handler: async (req) => releaseBond(ctx.db, req.actor, req.body),
    },
    {
      method: 'GET', url: '/api/v1/bond/renew/status/:id', tags: [tag], summary: 'Whether a bond can be renewed now, with the renewal message',
      handler: async (req) => renewStatus(ctx.db, req.actor, req.params.id),
    },
    {
      method: 'GET', url: '/api/v1/refund/calculate/amt/:bondId', tags: [tag], summary: 'The refund of cancelling a bond now (full within 72 hours of check-in)',
      handler: async (req) => refundQuote(ctx.db, req.actor, req.params.bondId),
    },
    {
      method: 'POST', url: '/api/v1/bond/manual/renew', tags: [tag], summary: 'Staff renew a bond by one year (one entry of the bulk Bond Renew page)', body: 'bulk-renew-entry', response: 'bond',
      handler: async (req) => manualRenew(ctx.db, req.actor, req.body),
    },
    {
      method: 'GET', url: '/api/v1/bond/pdf/:bondId', tags: [tag], summary: 'The bond certificate (PDF, by bond number or id) for its tenant, its landlord and staff',
      handler: async (req, reply) => {
        const { bondId, pdf } = await bondCertificate(ctx.db, req.actor, req.params.bondId, ctx.config.publicUrl);
        return reply.type('application/pdf').header('Content-Disposition', `inline; filename="${certificateFileName(bondId)}"`).header('Cache-Control', 'private, no-store').send(pdf);
      },
    },
    {
      method: 'GET', url: '/api/v1/bond/verify/:bondId', tags: [tag], summary: "Anyone: whether a bond number is a genuine bond, with its status and dates (no personal details)", public: true,
      handler: async (req, reply) => {
        const answer = await verifyBond(ctx.db, req.params.bondId);
        return reply.header('Cache-Control', 'no-store').send(answer);
      },
    },
    {
      method: 'POST', url: '/api/v1/bond/bondata', tags: [tag], summary: "A tenant's bond summary: bonds, current bond, counts, totals, open claims, pending requests",
      handler: async (req) => bondData(ctx.db, requireUser(req.actor), req.body),
    },
  ];
}
