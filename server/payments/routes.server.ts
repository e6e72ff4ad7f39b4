import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domains.server.ts';
import { addRoute } from '../catalogue/route.server.ts';
import { cartPrice } from './cart.server.ts';
import { completePayment } from './complete.server.ts';
import { initiatePayment } from './initiate.server.ts';
import { getOrder, listOrders } from './payment-queries.server.ts';
import { simulatorKeySecret } from './signature.server.ts';

/** Price check, payment orders and their completion. (GET /payment is the generic list: tenants see their own.) */
export async function registerPayments(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  const keySecret = simulatorKeySecret(ctx.config.authSecret);
  const tag = 'Payment';
  addRoute(app, ctx, {
    method: 'POST', path: '/payment/cart', tag, summary: 'The price of a bond: fee, wallet credit, GST 18%, already paid, amount to pay', body: 'cart', response: 'cart',
    handler: async (req) => cartPrice(ctx.db, req.actor, req.body),
  });
  addRoute(app, ctx, {
    method: 'POST', path: '/paymentGateway/initiate', tag, summary: 'Create a payment order (buy, renew, transfer) and answer it with the checkout data', body: 'payment-order', response: 'payment-order',
    handler: async (req, reply) => reply.status(201).send(await initiatePayment(ctx.db, req.actor, req.body)),
  });
  addRoute(app, ctx, {
    method: 'POST', path: '/payment/complete', tag, summary: 'Report a paid order by eqaroOrderId (idempotent); answers bondId, expiryDate, type',
    handler: async (req) => completePayment(ctx.db, req.actor, req.body, keySecret),
  });
  addRoute(app, ctx, {
    method: 'GET', path: '/paymentGateway', tag, summary: 'Payment orders by tenantId, with their payments', response: 'list:payment-order',
    handler: async (req) => listOrders(ctx.db, req.actor, req.query ?? {}),
  });
  addRoute(app, ctx, {
    method: 'GET', path: '/payment/order/:orderId', tag, summary: 'A payment order by its number, with its payments', response: 'payment-order',
    handler: async (req) => getOrder(ctx.db, req.actor, req.params.orderId),
  });
}
