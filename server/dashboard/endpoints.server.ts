import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { dashboardHighlights } from './operations/highlights.server.ts';
import { dashboardSeries } from './operations/series.server.ts';
import { dashboardSummary } from './operations/summary.server.ts';
import { tenantDashboard } from './operations/tenant-dashboard.server.ts';

/** The dashboards: the signed-in account's own (/dashboard/tenant) and the staff's figures. */
export function endpoints(ctx: DomainContext): Endpoint[] {
  return [
    {
      method: 'GET',
      url: '/api/v1/dashboard/tenant',
      tags: ['Dashboard'],
      summary:
        "The signed-in account's dashboard: which tenant state shows (claim, bond, request, eligible, ineligible, review; default for other accounts), the profile checklist, consents and wallet",
      handler: async (req) => tenantDashboard(ctx.db, req.actor),
    },
    {
      method: 'GET',
      url: '/api/v1/dashboard/highlights',
      tags: ['Dashboard'],
      summary:
        'The Highlights carousel: live figures (active bonds, deposits replaced, live listings, college partners; counted at most once a minute) then the stored highlights',
      handler: async (req) => dashboardHighlights(ctx.db, req.actor),
    },
    {
      method: 'GET',
      url: '/api/v1/dashboard/summary',
      tags: ['Dashboard'],
      summary:
        "Stat cards (bonds issued, claims, users, revenue) for from/to or a duration ('7 Days', 'Last Month', 'Last Year')",
      handler: async (req) => dashboardSummary(ctx.db, req.actor, req.query ?? {}),
    },
    {
      method: 'GET',
      url: '/api/v1/dashboard/series',
      tags: ['Dashboard'],
      summary:
        'Bonds issued and claims raised per day (up to 62 days) or per month, for the same from/to or duration as the summary',
      handler: async (req) => dashboardSeries(ctx.db, req.actor, req.query ?? {}),
    },
  ];
}
