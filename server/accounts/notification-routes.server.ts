import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domain-context.ts';
import { markNotification } from './notification.server.ts';
import { listOwn } from './own-list.server.ts';

const tags = ['Notification'];

/** GET /notification?userId and PATCH /notification/{id} (document 002 §7). */
export function registerNotificationRoutes(app: FastifyInstance, { db }: DomainContext): void {
  app.get('/api/v1/notification', { schema: { tags, summary: 'Notifications of a user (?userId)' }, config: { docs: { response: 'list:notification' } } }, async (req: any) =>
    listOwn(db, req.actor, 'notification', req.query));
  app.patch('/api/v1/notification/:id', { schema: { tags, summary: 'Mark a notification read (own only)' }, config: { docs: { response: 'notification' } } }, async (req: any) =>
    markNotification(db, req.actor, req.params.id, req.body));
}
