import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { requireUser } from '../http/guards.server.ts';
import { manualRenew, releaseBond, updateBondDates } from './bond-lifecycle.server.ts';
import { bondData, refundQuote, renewStatus } from './bond-queries.server.ts';
import { bondRequestEndpoints } from './bond-request-endpoints.server.ts';

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
      method: 'POST', url: '/api/v1/bond/bondata', tags: [tag], summary: "A tenant's bond summary: bonds, current bond, counts, totals, open claims, pending requests",
      handler: async (req) => bondData(ctx.db, requireUser(req.actor), req.body),
    },
  ];
}
