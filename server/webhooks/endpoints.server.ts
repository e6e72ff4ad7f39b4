import type { FastifyInstance } from 'fastify';

import { webhookEventTypeChoices } from '#generated/enums.ts';

import type { DomainContext } from '../domain-context.ts';
import { requireUser } from '../http/guards.server.ts';
import type { Endpoint } from '../http/route.server.ts';
import { startWebhookWorker } from './operations/webhook-delivery.server.ts';
import {
  createWebhook,
  recoverFailed,
  resendMessage,
  rotateSecret,
  sendTestEvent,
} from './operations/webhook-operations.server.ts';

/** The event catalogue as the API lists it: one entry per event a webhook may subscribe to. */
export function webhookEvents() {
  const results = webhookEventTypeChoices.map((c) => ({ event: c.value, title: c.title, description: c.description }));
  return { results, page: 1, limit: results.length, totalPages: 1, totalResults: results.length };
}

/**
 * Webhooks (decision 031): list, get, update and delete are the generic resource's, and so are the
 * delivery log's lists (GET /webhooks/messages?webhookId=, GET /webhooks/attempts?messageId=); creating
 * (which shows the secret once), rotation, the test event, resend and recover are here.
 */
export function endpoints(ctx: DomainContext): Endpoint[] {
  const tags = ['Webhook'];
  return [
    {
      method: 'GET',
      url: '/api/v1/webhooks/events/all',
      tags,
      summary:
        'The events a webhook can subscribe to (schemas/_defs/webhook-event-type.schema.json), with their titles and descriptions',
      handler: async (req) => {
        requireUser(req.actor);
        return webhookEvents();
      },
    },
    {
      method: 'POST',
      url: '/api/v1/webhooks',
      tags,
      body: 'webhook',
      response: 'webhook',
      summary:
        'Create a webhook. The answer carries its signing secret (whsec_…) this once: deliveries are signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature v1 HMAC-SHA256 of id.timestamp.body)',
      handler: async (req, reply) => reply.status(201).send(await createWebhook(ctx.db, req.actor, req.body)),
    },
    {
      method: 'POST',
      url: '/api/v1/webhooks/:id/rotate-secret',
      tags,
      response: 'webhook',
      summary:
        "Rotate a webhook's signing secret (its owner, or staff with webhooks update): the new secret is answered once; deliveries carry signatures with both secrets for 24 hours",
      handler: async (req) => rotateSecret(ctx.db, req.actor, req.params.id),
    },
    {
      method: 'POST',
      url: '/api/v1/webhooks/:id/test',
      tags,
      response: 'webhook-message',
      summary:
        'Send a webhook.test event to this webhook (whatever it subscribes to); the answer is the queued message, whose attempts GET /webhooks/attempts?messageId= lists',
      handler: async (req, reply) => reply.status(201).send(await sendTestEvent(ctx.db, req.actor, req.params.id)),
    },
    {
      method: 'POST',
      url: '/api/v1/webhooks/:id/recover',
      tags,
      summary:
        'Recover failed messages: every failed message of this webhook made since `since` (ISO 8601) is sent again, with a fresh retry schedule; answers { recovered }',
      handler: async (req) => recoverFailed(ctx.db, req.actor, req.params.id, req.body),
    },
    {
      method: 'POST',
      url: '/api/v1/webhooks/messages/:id/resend',
      tags,
      response: 'webhook-message',
      summary:
        'Resend one delivered or failed message now (the same webhook-id, so receivers de-duplicate), with a fresh retry schedule',
      handler: async (req) => resendMessage(ctx.db, req.actor, req.params.id),
    },
  ];
}

/**
 * Starts this process's webhook delivery worker (beside the outbox's), stopped when the app closes; none when
 * WEBHOOK_POLL_MS is 0. `webhookLeaseMs` (WEBHOOK_LEASE_MS) sets how long a claim lasts (decision 060).
 */
export async function register(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  if (ctx.config.webhookPollMs <= 0) return;
  const worker = startWebhookWorker(ctx.db, {
    production: ctx.config.production,
    intervalMs: ctx.config.webhookPollMs,
    leaseMs: ctx.config.webhookLeaseMs,
    log: app.log,
  });
  app.addHook('onClose', () => worker.stop());
}
