import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domain-context.ts';
import { addCoApplicant } from './co-applicant.server.ts';
import { uploadDocs } from './documents.server.ts';
import { getProfileById, getProfileByType, patchProfile, PROFILE_TYPES } from './profile.server.ts';
import { ownValue } from '#engine/runtime/own-value.ts';

const tags = ['Profiles'];

/** Profile calls of document 002 §7, co-applicants and document uploads. */
export function registerProfileRoutes(app: FastifyInstance, { db }: DomainContext): void {
  // One route for GET /profile/{type}?userId and the generic GET /profile/{id}: both are /profile/:id to the router.
  app.get('/api/v1/profile/:id', { schema: { tags, summary: 'A profile by type (?userId) or by id' }, config: { docs: { response: 'profile' } } }, async (req: any) => {
    const { id } = req.params;
    if (ownValue(PROFILE_TYPES, id)) return getProfileByType(db, req.actor, id, req.query?.userId);
    return getProfileById(db, req.actor, id);
  });
  app.patch('/api/v1/profile/:userType/:profileId', { schema: { tags, summary: 'Update a profile' }, config: { docs: { body: 'profile', response: 'profile' } } }, async (req: any) =>
    patchProfile(db, req.actor, req.params.userType, req.params.profileId, req.body));
  app.post('/api/v1/profile/tenant/coapplicant/add', { schema: { tags, summary: 'Add a co-applicant' }, config: { docs: { body: 'co-applicant', response: 'co-applicant' } } }, async (req: any, reply) =>
    reply.status(201).send(await addCoApplicant(db, req.actor, req.body)));
  app.post('/api/v1/users/upload/docs', { schema: { tags, summary: 'Save uploaded documents (userId, docs)' } }, async (req: any, reply) =>
    reply.status(201).send(await uploadDocs(db, req.actor, req.body)));
}
