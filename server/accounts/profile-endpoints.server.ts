import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { addCoApplicant } from './co-applicant.server.ts';
import { uploadDocs } from './documents.server.ts';
import { getProfileById, getProfileByType, patchProfile, PROFILE_TYPES } from './profile.server.ts';
import { ownValue } from '#engine/runtime/own-value.ts';

const tags = ['Profiles'];

/** Profile calls of document 002 §7, co-applicants and document uploads. */
export function profileEndpoints({ db }: DomainContext): Endpoint[] {
  return [
    // One route for GET /profile/{type}?userId and the generic GET /profile/{id}: both are /profile/:id to the router.
    {
      method: 'GET', url: '/api/v1/profile/:id', tags, summary: 'A profile by type (?userId) or by id', response: 'profile',
      handler: async (req) => {
        const { id } = req.params;
        if (ownValue(PROFILE_TYPES, id)) return getProfileByType(db, req.actor, id, req.query?.userId);
        return getProfileById(db, req.actor, id);
      },
    },
    {
      method: 'PATCH', url: '/api/v1/profile/:userType/:profileId', tags, summary: 'Update a profile', body: 'profile', response: 'profile',
      handler: async (req) =>
        patchProfile(db, req.actor, req.params.userType, req.params.profileId, req.body),
    },
    {
      method: 'POST', url: '/api/v1/profile/tenant/coapplicant/add', tags, summary: 'Add a co-applicant', body: 'co-applicant', response: 'co-applicant',
      handler: async (req, reply) =>
        reply.status(201).send(await addCoApplicant(db, req.actor, req.body)),
    },
    {
      method: 'POST', url: '/api/v1/users/upload/docs', tags, summary: 'Save uploaded documents (userId, docs)',
      handler: async (req, reply) =>
        reply.status(201).send(await uploadDocs(db, req.actor, req.body)),
    },
  ];
}
