import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { consentEndpoints } from './consent-endpoints.server.ts';
import { eligibilityEndpoints } from './eligibility-endpoints.server.ts';
import { notificationEndpoints } from './notification-endpoints.server.ts';
import { profileEndpoints } from './profile-endpoints.server.ts';
import { walletEndpoints } from './wallet-endpoints.server.ts';
import { tenantDashboard } from './tenant-dashboard.server.ts';

/** Endpoints of the accounts domain: profiles, co-applicants, documents, eligibility, wallet, consent, notifications. */
export function endpoints(ctx: DomainContext): Endpoint[] {
  return [
    {
      method: 'GET', url: '/api/v1/dashboard/tenant', tags: ['Dashboard'],
      summary: "The signed-in account's dashboard: which tenant state shows (claim, bond, request, eligible, ineligible, review; default for other accounts), the profile checklist, consents and wallet",
      handler: async (req) => tenantDashboard(ctx.db, req.actor),
    },
    ...profileEndpoints(ctx), ...eligibilityEndpoints(ctx), ...walletEndpoints(ctx), ...consentEndpoints(ctx), ...notificationEndpoints(ctx)];
}
