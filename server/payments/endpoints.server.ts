import type { FastifyInstance } from 'fastify';

import type { DomainContext } from '../domain-context.ts';
import type { Endpoint, EndpointRequest } from '../http/route.server.ts';
import { subscriptionEvent } from '../recoveries/operations/subscription-events.server.ts';
import { paymentProvider } from './operations/active-provider.server.ts';
import { cartPrice } from './operations/cart.server.ts';
import { registerCheckoutSimulator } from './operations/checkout-simulator.server.ts';
import { completePayment } from './operations/complete.server.ts';
import { initiatePayment } from './operations/initiate.server.ts';
import { registerMandateSimulator } from './operations/mandate-simulator.server.ts';
import { purchasePlan } from './operations/purchase-plan.server.ts';
import type { SimulatorProvider } from './operations/simulator-provider.server.ts';
import { abandonToken, completeToken, initiateToken } from './operations/token.server.ts';
import { receiveWebhook, WEBHOOK_PATH } from './operations/webhook.server.ts';
import { getOrder, listOrders } from './queries.server.ts';

/** A provider that refused or did not answer is a 502 for the caller and a warning with its reason in the log. */
async function logged<T>(req: EndpointRequest, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause) req.log.warn({ err: cause }, 'payment provider error');
    throw error;
  }
}

/**
 * Price check, the purchase plan, payment orders and their completion. (GET /payment is the generic list: tenants see
 * their own.) The provider's webhook and the checkout simulator are registered apart (`register`).
 */
export function endpoints(ctx: DomainContext): Endpoint[] {
  // Razorpay, the simulator, or none (production without keys: 503).
  const provider = paymentProvider(ctx.config, ctx.db);
  const tag = 'Payment';
  return [
    {
      method: 'POST',
      url: '/api/v1/payment/cart',
      tags: [tag],
      summary: 'The price of a bond: fee, wallet credit, GST 18%, already paid, amount to pay',
      body: 'cart',
      response: 'cart',
      handler: async (req) => cartPrice(ctx.db, req.actor, req.body),
    },
    {
      method: 'GET',
      url: '/api/v1/payment/plan',
      tags: [tag],
      summary:
        'What the signed-in tenant may buy, renew or transfer now: product, tenures, bond value, co-applicants (409 with the reason when not)',
      handler: async (req) => purchasePlan(ctx.db, req.actor, req.query as Record<string, unknown>),
    },
    {
      method: 'POST',
      url: '/api/v1/paymentGateway/initiate',
      tags: [tag],
      summary: 'Create a payment order (buy, renew, transfer) and answer it with the checkout data',
      body: 'payment-order',
      response: 'payment-order',
      handler: async (req, reply) =>
        reply.status(201).send(await logged(req, initiatePayment(ctx.db, req.actor, req.body, provider))),
    },
    {
      method: 'POST',
      url: '/api/v1/payment/complete',
      tags: [tag],
      summary: 'Report a paid order by eqaroOrderId (idempotent); answers bondId, expiryDate, type',
      handler: async (req) => completePayment(ctx.db, req.actor, req.body, provider),
    },
    {
      method: 'GET',
      url: '/api/v1/paymentGateway',
      tags: [tag],
      summary: 'Payment orders by tenantId, with their payments',
      response: 'list:payment-order',
      handler: async (req) => listOrders(ctx.db, req.actor, req.query ?? {}),
    },
    {
      method: 'GET',
      url: '/api/v1/payment/order/:orderId',
      tags: [tag],
      summary: 'A payment order by its number, with its payments',
      response: 'payment-order',
      handler: async (req) => getOrder(ctx.db, req.actor, req.params.orderId),
    },
    {
      method: 'POST',
      url: '/api/v1/payment/otherPayment/initiate',
      tags: [tag],
      summary: "A lead's refundable booking token (3000): the order and its checkout data",
      body: 'payment-order',
      response: 'payment-order',
      handler: async (req, reply) =>
        reply.status(201).send(await logged(req, initiateToken(ctx.db, req.actor, req.body, provider))),
    },
    {
      method: 'POST',
      url: '/api/v1/payment/otherPayment/complete',
      tags: [tag],
      summary: "Report a paid token order with the checkout's signed result (idempotent)",
      handler: async (req) => completeToken(ctx.db, req.actor, req.body, provider),
    },
    {
      method: 'POST',
      url: '/api/v1/payment/otherPayment/abandon',
      tags: [tag],
      summary: 'Record that a token checkout failed or was cancelled',
      handler: async (req) => abandonToken(ctx.db, req.actor, req.body),
    },
  ];
}

/**
 * The payment routes that are not plain JSON endpoints: the provider's webhook and, when it is the provider, the
 * checkout simulator's pages. The webhook sits in a scope of its own whose body stays the raw bytes: the signature is
 * over exactly what was sent, never over JSON parsed and serialised again. Public (the signature is the proof), documented.
 */
export async function register(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  const provider = paymentProvider(ctx.config, ctx.db);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.route({
      method: 'POST',
      url: WEBHOOK_PATH,
      schema: {
        tags: ['Payment'],
        summary:
          "Razorpay's payment.captured and payment.failed webhooks, and subscription.charged, .pending and .halted for claim instalments (X-Razorpay-Signature over the raw body; each event id handled once)",
      },
      config: { docs: { public: true } },
      handler: async (req) => {
        const answer = await receiveWebhook(ctx.db, provider, req.body, req.headers, subscriptionEvent);
        if (answer.status === 'rejected')
          req.log.warn({ eventId: answer.eventId }, 'payment webhook rejected: a captured payment needs staff');
        return answer;
      },
    });
  });
  if (provider?.name === 'simulator') {
    registerCheckoutSimulator(app, ctx, provider as SimulatorProvider);
    registerMandateSimulator(app, ctx, provider as SimulatorProvider);
  }
}
