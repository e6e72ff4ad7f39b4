import type { FastifyInstance } from 'fastify';
import { messages } from '#generated/messages.ts';
import { notFound } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import type { Row } from '#engine/runtime/resources/hooks.server.ts';
import { createRecord, updateRecord } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import type { DomainContext } from '../domain-context.ts';
import { requireLeadAccess } from './lead-access.server.ts';
import { idOf } from './request-ids.ts';

const visits = () => resource('visit')!;

/** The actor acting as one of the leads it may reach (generic operations scope records to `actor.id`). */
export const actingFor = (actor: Actor, leadId: string): Actor => (actor.kind === 'user' && actor.via === 'visitorSession' ? { ...actor, id: leadId } : actor);

/** A lead's visits (000 §7 my-visits) and booking or moving one (schedule-visit). */
export function registerVisitRoutes(app: FastifyInstance, ctx: DomainContext): void {
  const { db } = ctx;

  app.post('/api/v1/property/my-visits', { schema: { tags: ['Visit'], summary: "A lead's scheduled visits" } }, async (req) => {
    const leadId = idOf(req.body, 'userLeadId');
    requireLeadAccess(req.actor, visits().module, leadId, 'read');
    const rows = await db
      .selectFrom('visit')
      .innerJoin('property', 'property.id', 'visit.propertyId')
      .select(['visit.id', 'visit.scheduledVisitDate', 'visit.scheduledVisitTimeSlot', 'visit.status', 'visit.propertyId', 'property.landlordId', 'property.name'])
      .where('visit.userLeadId', '=', leadId)
      .orderBy('visit.scheduledVisitDate', 'asc')
      .orderBy('visit.scheduledVisitTimeSlot', 'asc')
      .execute();
    return rows.map((r) => ({ id: r.id, scheduledVisitDate: r.scheduledVisitDate, scheduledVisitTimeSlot: r.scheduledVisitTimeSlot, status: r.status, propertyId: { id: r.propertyId, landlordId: r.landlordId, name: r.name } }));
  });

  app.post('/api/v1/property/schedule-visit', { schema: { tags: ['Visit'], summary: 'Book a visit, or move one (scheduledId): not in the past, not a slot the lead already holds' }, config: { docs: { body: 'visit', response: 'visit' } } }, async (req, reply) => {
    const leadId = idOf(req.body, 'userLeadId');
    const propertyId = idOf(req.body, 'propertyId');
    requireLeadAccess(req.actor, visits().module, leadId, 'update');
    const property = await db.selectFrom('property').select(['id', 'landlordId']).where('id', '=', propertyId).executeTakeFirst();
    if (!property) throw notFound(messages.labels.property);
    const body = req.body as Row;
    const actor = actingFor(req.actor, leadId);
    const when = { scheduledVisitDate: body.scheduledVisitDate, scheduledVisitTimeSlot: body.scheduledVisitTimeSlot };
    if (body.scheduledId !== undefined) {
      const movingId = idOf(req.body, 'scheduledId');
      const moving = await db.selectFrom('visit').select(['id', 'userLeadId']).where('id', '=', movingId).executeTakeFirst();
      if (!moving || moving.userLeadId !== leadId) throw notFound(messages.labels.visit);
      return updateRecord(db, visits(), movingId, { ...when, propertyId, landlordId: property.landlordId, status: 'rescheduled' }, actor);
    }
    const created = await createRecord(db, visits(), { ...when, propertyId, landlordId: property.landlordId, userLeadId: leadId, status: 'scheduled' }, actor);
    return reply.status(201).send(created);
  });
}
