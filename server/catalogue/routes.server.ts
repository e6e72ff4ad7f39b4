import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domain-context.ts';
import { registerBonds } from '../bonds/routes.server.ts';
import { registerClaims } from '../claims/routes.server.ts';
import { registerDashboard } from '../dashboard/routes.server.ts';
import { registerPayments } from '../payments/routes.server.ts';
import { registerReports } from '../reports/routes.server.ts';
import { registerVerification } from '../verification/routes.server.ts';
import { registerProducts } from '../products/routes.server.ts';
import { setSiteUrl } from './notify.server.ts';

/**
 * Routes and hooks of the rest of the call catalogue (002 §7): products, bond requests and bonds,
 * inspections, claims, payments, dashboard, reports and verification, one folder per domain.
 */
export async function registerCatalogue(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  setSiteUrl(ctx.config.publicUrl);
  await registerProducts(app, ctx);
  await registerBonds(app, ctx);
  await registerClaims(app, ctx);
  await registerPayments(app, ctx);
  await registerDashboard(app, ctx);
  await registerReports(app, ctx);
  await registerVerification(app, ctx);
}
