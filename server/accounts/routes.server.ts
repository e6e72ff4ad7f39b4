import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domain-context.ts';
import { registerConsentRoutes } from './consent-routes.server.ts';
import { registerEligibilityRoutes } from './eligibility-routes.server.ts';
import { registerNotificationRoutes } from './notification-routes.server.ts';
import { registerProfileRoutes } from './profile-routes.server.ts';
import { registerWalletRoutes } from './wallet-routes.server.ts';

/** Routes of the accounts domain: profiles, co-applicants, documents, eligibility, wallet, consent, notifications. */
export async function registerAccounts(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  registerProfileRoutes(app, ctx);
  registerEligibilityRoutes(app, ctx);
  registerWalletRoutes(app, ctx);
  registerConsentRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
}
