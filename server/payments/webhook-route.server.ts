import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domain-context.ts';
import type { PaymentProvider } from './provider.server.ts';
import { receiveWebhook } from './webhook.server.ts';

/** Where Razorpay (and the simulator, in its place) delivers payment webhooks; set it in Razorpay's dashboard. */
export const WEBHOOK_PATH = '/api/v1/payment/webhook/razorpay';

/**
 * The webhook in a scope of its own whose body stays the raw bytes: the signature is over exactly what was sent,
 * never over JSON parsed and serialised again. Public (the signature is the proof), documented.
 */
export async function registerPaymentWebhook(app: FastifyInstance, ctx: DomainContext, provider: PaymentProvider | undefined): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.route({
      method: 'POST',
      url: WEBHOOK_PATH,
      schema: { tags: ['Payment'], summary: "Razorpay's payment.captured and payment.failed webhooks (X-Razorpay-Signature over the raw body; each event id handled once)" },
      config: { docs: { public: true } },
      handler: async (req) => {
        const answer = await receiveWebhook(ctx.db, provider, req.body, req.headers);
        if (answer.status === 'rejected') req.log.warn({ eventId: answer.eventId }, 'payment webhook rejected: a captured payment needs staff');
        return answer;
      },
    });
  });
}
