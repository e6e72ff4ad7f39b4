import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domain-context.ts';
import { startWebhookWorker } from './worker.server.ts';

/** Starts this process's webhook delivery worker (beside the outbox's), stopped when the app closes; none when WEBHOOK_POLL_MS is 0. */
export async function registerWebhookDelivery(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  if (ctx.config.webhookPollMs <= 0) return;
  const worker = startWebhookWorker(ctx.db, { production: ctx.config.production, intervalMs: ctx.config.webhookPollMs, log: app.log });
  app.addHook('onClose', () => worker.stop());
}
