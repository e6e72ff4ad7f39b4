import { webhookEventTypeChoices } from '#generated/enums.ts';
import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { requireUser } from '../http/guards.server.ts';

/** The event catalogue as the API lists it: one entry per event a webhook may subscribe to. */
export function webhookEvents() {
  const results = webhookEventTypeChoices.map((c) => ({ event: c.value, title: c.title, description: c.description }));
  return { results, page: 1, limit: results.length, totalPages: 1, totalResults: results.length };
}

/** Webhooks: the subscriptions themselves are the generic resource; the event catalogue is here. */
export function endpoints(_ctx: DomainContext): Endpoint[] {
  return [
    {
      method: 'GET', url: '/api/v1/webhooks/events/all', tags: ['Webhook'], summary: 'The events a webhook can subscribe to (schemas/_defs/webhook-event-type.schema.json), with their titles and descriptions',
      handler: async (req) => {
        requireUser(req.actor);
        return webhookEvents();
      },
    },
  ];
}
