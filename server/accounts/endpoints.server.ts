import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { consentEndpoints } from './consent-endpoints.server.ts';
import { eligibilityEndpoints } from './eligibility-endpoints.server.ts';
import { notificationEndpoints } from './notification-endpoints.server.ts';
import { profileEndpoints } from './profile-endpoints.server.ts';
import { walletEndpoints } from './wallet-endpoints.server.ts';

/** Endpoints of the accounts domain: profiles, co-applicants, documents, eligibility, wallet, consent, notifications. */
export function endpoints(ctx: DomainContext): Endpoint[] {
  return [...profileEndpoints(ctx), ...eligibilityEndpoints(ctx), ...walletEndpoints(ctx), ...consentEndpoints(ctx), ...notificationEndpoints(ctx)];
}
