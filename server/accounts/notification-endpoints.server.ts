import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { markNotification } from './notification.server.ts';
import { listOwn } from './own-list.server.ts';

const tags = ['Notification'];

/** GET /notification?userId and PATCH /notification/{id} (document 002 §7). */
export function notificationEndpoints({ db }: DomainContext): Endpoint[] {
  return [
    {
      method: 'GET', url: '/api/v1/notification', tags, summary: 'Notifications of a user (?userId)', response: 'list:notification',
      handler: async (req) =>
        listOwn(db, req.actor, 'notification', req.query),
    },
    {
      method: 'PATCH', url: '/api/v1/notification/:id', tags, summary: 'Mark a notification read (own only)', response: 'notification',
      handler: async (req) =>
        markNotification(db, req.actor, req.params.id, req.body),
    },
  ];
}
