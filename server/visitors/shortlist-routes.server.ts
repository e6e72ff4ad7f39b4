import type { FastifyInstance } from 'fastify';
import { messages } from '#generated/messages.ts';
import { ApiError, notFound } from '#engine/runtime/errors.ts';
import { createRecord } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import type { DomainContext } from '../domain-context.ts';
import { requireLeadAccess } from './lead-access.server.ts';
import { idOf } from './request-ids.ts';
import { actingFor } from './visit-routes.server.ts';

const shortlists = () => resource('shortlist')!;

/** The property fields a shortlisted card shows. */
const CARD_FIELDS = ['id', 'name', 'propertyType', 'avatar', 'propertyImages', 'propertyAddress', 'expectedRent', 'discountedRent', 'status', 'genderPreference'] as const;

/** Shortlisting (000 §4 Shortlist): add one, and the lead's list with each property's card. Removal is DELETE /api/v1/shortlist/{id}. */
export function registerShortlistRoutes(app: FastifyInstance, ctx: DomainContext): void {
  const { db } = ctx;

  app.post('/api/v1/property/shortlist', { schema: { tags: ['Shortlist'], summary: 'Shortlist a property' }, config: { docs: { body: 'shortlist', response: 'shortlist' } } }, async (req, reply) => {
    const leadId = idOf(req.body, 'userLeadId');
    requireLeadAccess(req.actor, shortlists().module, leadId, 'update');
    const propertyId = idOf(req.body, 'propertyId');
    if (!(await db.selectFrom('property').select('id').where('id', '=', propertyId).executeTakeFirst())) throw notFound(messages.labels.property);
    try {
      return reply.status(201).send(await createRecord(db, shortlists(), req.body, actingFor(req.actor, leadId)));
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) throw new ApiError(409, 'already_shortlisted', messages.shortlist.already);
      throw e;
    }
  });

  app.post('/api/v1/property/my-shortlist', { schema: { tags: ['Shortlist'], summary: "A lead's shortlist, newest first, with each property's card fields" } }, async (req) => {
    const leadId = idOf(req.body, 'userLeadId');
    requireLeadAccess(req.actor, shortlists().module, leadId, 'read');
    const rows = await db
      .selectFrom('shortlist')
      .innerJoin('property', 'property.id', 'shortlist.propertyId')
      .select(['shortlist.id', 'shortlist.userLeadId', 'shortlist.isVisistScheduled', 'shortlist.createdAt', ...CARD_FIELDS.map((f) => `property.${f} as p_${f}` as const)])
      .where('shortlist.userLeadId', '=', leadId)
      .orderBy('shortlist.createdAt', 'desc')
      .limit(200)
      .execute();
    return rows.map((r: Record<string, unknown>) => ({
      id: r.id,
      userLeadId: r.userLeadId,
      isVisistScheduled: r.isVisistScheduled,
      createdAt: r.createdAt,
      propertyId: Object.fromEntries(CARD_FIELDS.map((f) => [f, r[`p_${f}`] ?? undefined]).filter(([, v]) => v !== undefined)),
    }));
  });
}
