import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Row } from '#engine/runtime/resources/hooks.server.ts';
import { resource, type StoredSlug } from '#engine/runtime/resources/registry.server.ts';
import type { WebhookEventType } from '#generated/enums.ts';

import { insertMessages } from '../store.server.ts';

/** Account ids as the record holds them, some possibly missing (a record without a landlord yet): only non-empty texts count. */
export type Audience = readonly unknown[];

/** The Standard Webhooks payload: `{ type, timestamp, data }`. */
export function eventBody(type: WebhookEventType, data: object, timestamp = new Date()): string {
  return JSON.stringify({ type, timestamp: timestamp.toISOString(), data });
}

/** A record as an event carries it: as its owners read it, without the fields that are never returned (writeOnly) or empty. */
export function eventData(slug: StoredSlug, row: object): Row {
  const hidden = resource(slug).writeOnly;
  return Object.fromEntries(Object.entries(row).filter(([k, v]) => v !== null && v !== undefined && !hidden.has(k)));
}

/**
 * Queues `event` about `data` for every active webhook subscribed to it whose owner may read the record:
 * one of `audience` (the record's tenant, landlord...), a partner who invited one of them (partners follow
 * the accounts they onboarded), or staff. Written on `trx`, the transaction of the change: the event exists
 * if and only if the change commits (outbox). Returns how many messages were queued.
 */
export async function emitEvent(trx: Db, event: WebhookEventType, data: object, audience: Audience): Promise<number> {
  const readers = [...new Set(audience.filter((id): id is string => typeof id === 'string' && id.length > 0))];
  const hooks = await trx
    .selectFrom('webhook')
    .innerJoin('user as owner', 'owner.id', 'webhook.userId')
    .select(['webhook.id', 'webhook.userId'])
    .where('webhook.active', '=', true)
    .where((eb) => eb(eb.ref('webhook.events'), '@>', JSON.stringify([event]) as never))
    .where((eb) => {
      const any = [eb('owner.userType', '=', 'internal')];
      if (readers.length) {
        any.push(eb('webhook.userId', 'in', readers));
        any.push(
          eb.and([
            eb('owner.userType', '=', 'partner'),
            eb(
              'webhook.userId',
              'in',
              eb.selectFrom('user').select('user.invitedBy').where('user.id', 'in', readers) as never,
            ),
          ]),
        );
      }
      return eb.or(any);
    })
    .orderBy('webhook.createdAt')
    .execute();
  if (!hooks.length) return 0;
  return queueMessages(trx, hooks, event, data);
}

/** One pending message per webhook, due now; the body is fixed here, so every attempt sends the same bytes. */
export async function queueMessages(
  trx: Db,
  hooks: readonly { id: string; userId: string }[],
  event: WebhookEventType,
  data: object,
  now = new Date(),
): Promise<number> {
  await insertMessages(trx, hooks, event, eventBody(event, data, now), now);
  return hooks.length;
}
