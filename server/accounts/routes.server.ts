import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domain-context.ts';
import { defineCoApplicantHooks } from './co-applicant.server.ts';
import { registerConsentRoutes } from './consent-routes.server.ts';
import { defineDocumentHooks } from './documents.server.ts';
import { defineEligibilityHooks } from './eligibility-hooks.server.ts';
import { registerEligibilityRoutes } from './eligibility-routes.server.ts';
import { registerNotificationRoutes } from './notification-routes.server.ts';
import { defineProfileHooks } from './profile-hooks.server.ts';
import { registerProfileRoutes } from './profile-routes.server.ts';
import { defineWalletHooks } from './wallet.server.ts';
import { registerWalletRoutes } from './wallet-routes.server.ts';

let hooksDefined = false;

/** Routes and hooks of the accounts domain: profiles, co-applicants, documents, eligibility, wallet, consent, notifications. */
export async function registerAccounts(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  // Hooks live in a process-wide registry: define them once however many apps are built.
  if (!hooksDefined) {
    hooksDefined = true;
    defineProfileHooks();
    defineCoApplicantHooks();
    defineDocumentHooks();
    defineEligibilityHooks();
    defineWalletHooks();
  }
  registerProfileRoutes(app, ctx);
  registerEligibilityRoutes(app, ctx);
  registerWalletRoutes(app, ctx);
  registerConsentRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
}
