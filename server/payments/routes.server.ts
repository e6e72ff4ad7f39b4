import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domain-context.ts';
import { paymentProvider } from './active-provider.server.ts';
import { registerCheckoutSimulator } from './checkout-simulator.server.ts';
import type { SimulatorProvider } from './simulator-provider.server.ts';
import { registerPaymentWebhook } from './webhook-route.server.ts';

/** The payment routes that are not plain JSON endpoints: the provider's webhook (raw body) and, when it is the provider, the checkout simulator's pages. */
export async function registerPaymentRoutes(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  const provider = paymentProvider(ctx.config, ctx.db);
  await registerPaymentWebhook(app, ctx, provider);
  if (provider?.name === 'simulator') registerCheckoutSimulator(app, ctx, provider as SimulatorProvider);
}
