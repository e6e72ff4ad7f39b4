import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domain-context.ts';
import { addRoute } from '../http/route.server.ts';
import { dashboardSeries } from './series.server.ts';
import { dashboardSummary } from './summary.server.ts';

export async function registerDashboard(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  addRoute(app, ctx, {
    method: 'GET', path: '/dashboard/summary', tag: 'Dashboard', summary: "Stat cards (bonds issued, claims, users, revenue) for from/to or a duration ('7 Days', 'Last Month', 'Last Year')",
    handler: async (req) => dashboardSummary(ctx.db, req.actor, req.query ?? {}),
  });
  addRoute(app, ctx, {
    method: 'GET', path: '/dashboard/series', tag: 'Dashboard', summary: 'Bonds issued and claims raised per day (up to 62 days) or per month, for the same from/to or duration as the summary',
    handler: async (req) => dashboardSeries(ctx.db, req.actor, req.query ?? {}),
  });
}
