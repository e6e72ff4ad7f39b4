import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domain-context.ts';
import { recordConsent } from './consent.server.ts';
import { listOwn } from './own-list.server.ts';

const tags = ['Consent'];

/** POST and GET /consent (document 002 §7): the consent-history timeline. */
export function registerConsentRoutes(app: FastifyInstance, { db }: DomainContext): void {
  app.get('/api/v1/consent', { schema: { tags, summary: 'Consents of a user (?userId)' }, config: { docs: { response: 'list:consent' } } }, async (req: any) =>
    listOwn(db, req.actor, 'consent', req.query));
  app.post('/api/v1/consent', { schema: { tags, summary: 'Accept a consent' }, config: { docs: { body: 'consent', response: 'consent' } } }, async (req: any, reply) =>
    reply.status(201).send(await recordConsent(db, req.actor, req.body)));
}
