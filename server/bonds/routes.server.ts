import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domain-context.ts';
import { requireUser } from '../http/guards.server.ts';
import { addRoute } from '../http/route.server.ts';
import { manualRenew, releaseBond, updateBondDates } from './bond-lifecycle.server.ts';
import { bondData, refundQuote, renewStatus } from './bond-queries.server.ts';
import { registerBondRequestRoutes } from './bond-request-routes.server.ts';

/** Bond requests, bonds and move-in inspections. */
export async function registerBonds(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  registerBondRequestRoutes(app, ctx);
  const tag = 'Bond';
  addRoute(app, ctx, {
    method: 'PATCH', path: '/bond/:id', tag, summary: 'The landlord or staff set check-in and check-out dates, agreement and move-in report', body: 'bond-dates', response: 'bond',
    handler: async (req) => updateBondDates(ctx.db, req.actor, req.params.id, req.body),
  });
  addRoute(app, ctx, {
    method: 'POST', path: '/bond/release', tag, summary: 'Release a bond (internal and landlord users; 409 when already released)', response: 'bond',
    handler: async (req) => releaseBond(ctx.db, req.actor, req.body),
  });
  addRoute(app, ctx, {
    method: 'GET', path: '/bond/renew/status/:id', tag, summary: 'Whether a bond can be renewed now, with the renewal message',
    handler: async (req) => renewStatus(ctx.db, req.actor, req.params.id),
  });
  addRoute(app, ctx, {
    method: 'GET', path: '/refund/calculate/amt/:bondId', tag, summary: 'The refund of cancelling a bond now (full within 72 hours of check-in)',
    handler: async (req) => refundQuote(ctx.db, req.actor, req.params.bondId),
  });
  addRoute(app, ctx, {
    method: 'POST', path: '/bond/manual/renew', tag, summary: 'Staff renew a bond by one year (one entry of the bulk Bond Renew page)', body: 'bulk-renew-entry', response: 'bond',
    handler: async (req) => manualRenew(ctx.db, req.actor, req.body),
  });
  addRoute(app, ctx, {
    method: 'POST', path: '/bond/bondata', tag, summary: "A tenant's bond summary: bonds, current bond, counts, totals, open claims, pending requests",
    handler: async (req) => bondData(ctx.db, requireUser(req.actor), req.body),
  });
}
