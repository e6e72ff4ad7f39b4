import type { FastifyInstance } from 'fastify';

import { endpoints as accounts } from './accounts/endpoints.server.ts';
import { register as registerAuditRetention } from './audit/endpoints.server.ts';
import { endpoints as auth } from './auth/endpoints.server.ts';
import { endpoints as bonds, register as registerRenewalReminders } from './bonds/endpoints.server.ts';
import { endpoints as claims, register as registerClaimWindows } from './claims/endpoints.server.ts';
import { register as registerConsole } from './console/endpoints.server.ts';
import { endpoints as dashboard } from './dashboard/endpoints.server.ts';
import { register as registerDocs } from './docs/endpoints.server.ts';
import type { DomainContext } from './domain-context.ts';
import { addEndpoint, type Endpoint } from './http/route.server.ts';
import { register as registerOutbox } from './outbox/endpoints.server.ts';
import { endpoints as payments, register as registerPaymentRoutes } from './payments/endpoints.server.ts';
import { endpoints as products } from './products/endpoints.server.ts';
import { endpoints as properties } from './properties/endpoints.server.ts';
import { endpoints as recoveries, register as registerMissedInstalments } from './recoveries/endpoints.server.ts';
import { endpoints as reports } from './reports/endpoints.server.ts';
import { endpoints as serviceLevels } from './service-levels/endpoints.server.ts';
import { setSiteUrl } from './shared/notify.server.ts';
import { register as registerSite } from './site/endpoints.server.ts';
import { register as registerUploads } from './uploads/endpoints.server.ts';
import { endpoints as users } from './users/endpoints.server.ts';
import { endpoints as verification } from './verification/endpoints.server.ts';
import { endpoints as visitors } from './visitors/endpoints.server.ts';
import { endpoints as webhooks, register as registerWebhookDelivery } from './webhooks/endpoints.server.ts';

/** Every domain's endpoints, in the order they are registered (the API document lists them in this order). */
export function allEndpoints(ctx: DomainContext): Endpoint[] {
  return [
    ...auth(ctx),
    ...users(ctx),
    ...accounts(ctx),
    ...properties(ctx),
    ...products(ctx),
    ...bonds(ctx),
    ...claims(ctx),
    ...payments(ctx),
    ...recoveries(ctx),
    ...dashboard(ctx),
    ...reports(ctx),
    ...serviceLevels(ctx),
    ...verification(ctx),
    ...visitors(ctx),
    ...webhooks(ctx),
  ];
}

/**
 * The one place the HTTP surface of the domains is registered; the generic resource routes come after
 * (buildApp). Each folder's endpoints.server.ts holds its `endpoints` (plain JSON endpoints, as data) and, where some
 * of its routes are not plain endpoints, a `register` (server/README.md):
 * - the API document collects every route as it is added, so it comes first;
 * - the outbox starts its delivery worker (and, outside production, the /dev/outbox pages), and so do webhooks;
 *   the audit trail starts its retention job when AUDIT_RETENTION_DAYS is set, bonds their renewal reminders, claims
 *   their response windows,
 *   and recoveries the missed-instalment rule;
 * - uploads take multipart bodies in a scope of their own and sign private links in every answer;
 * - payments take the provider's webhook with its raw body, and the checkout simulator (outside production)
 *   serves its pages; the console and the site serve pages and assets.
 */
export async function registerEndpoints(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  setSiteUrl(ctx.config.publicUrl);
  await registerDocs(app, ctx);
  await registerOutbox(app, ctx);
  await registerWebhookDelivery(app, ctx);
  await registerAuditRetention(app, ctx);
  await registerRenewalReminders(app, ctx);
  await registerClaimWindows(app, ctx);
  await registerMissedInstalments(app, ctx);
  await registerUploads(app, ctx);
  for (const endpoint of allEndpoints(ctx)) addEndpoint(app, ctx, endpoint);
  await registerPaymentRoutes(app, ctx);
  await registerConsole(app, ctx);
  await registerSite(app, ctx);
}
