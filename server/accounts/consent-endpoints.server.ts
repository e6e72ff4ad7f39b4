import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { recordConsent } from './consent.server.ts';
import { listOwn } from './own-list.server.ts';

const tags = ['Consent'];

/** POST and GET /consent (document 002 §7): the consent-history timeline. */
export function consentEndpoints({ db }: DomainContext): Endpoint[] {
  return [
    {
      method: 'GET', url: '/api/v1/consent', tags, summary: 'Consents of a user (?userId)', response: 'list:consent',
      handler: async (req) =>
        listOwn(db, req.actor, 'consent', req.query),
    },
    {
      method: 'POST', url: '/api/v1/consent', tags, summary: 'Accept a consent', body: 'consent', response: 'consent',
      handler: async (req, reply) =>
        reply.status(201).send(await recordConsent(db, req.actor, req.body)),
    },
  ];
}
