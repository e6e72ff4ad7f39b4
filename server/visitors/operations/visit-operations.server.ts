import type { Db } from '#engine/runtime/db/db-type.ts';
import { notFound } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { createRecord, updateRecord } from '#engine/runtime/resources/operations.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import { messages } from '#generated/messages.ts';

import { requireLeadAccess } from './lead-access.server.ts';
import { fieldOf, idOf } from './request-ids.ts';

const visits = () => resource('visit');

/** The actor acting as one of the leads it may reach (generic operations scope records to `actor.id`). */
export const actingFor = (actor: Actor, leadId: string): Actor =>
  actor.kind === 'user' && actor.via === 'visitorSession' ? { ...actor, id: leadId } : actor;

/** POST /property/my-visits: a lead's scheduled visits, soonest first, with each property's landlord and name. */
export async function myVisits(db: Db, actor: Actor, body: unknown) {
  const leadId = idOf(body, 'userLeadId');
  requireLeadAccess(actor, visits().module, leadId, 'read');
  const rows = await db
    .selectFrom('visit')
    .innerJoin('property', 'property.id', 'visit.propertyId')
    .select([
      'visit.id',
      'visit.scheduledVisitDate',
      'visit.scheduledVisitTimeSlot',
      'visit.status',
      'visit.propertyId',
      'property.landlordId',
      'property.name',
    ])
    .where('visit.userLeadId', '=', leadId)
    .orderBy('visit.scheduledVisitDate', 'asc')
    .orderBy('visit.scheduledVisitTimeSlot', 'asc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    scheduledVisitDate: r.scheduledVisitDate,
    scheduledVisitTimeSlot: r.scheduledVisitTimeSlot,
    status: r.status,
    propertyId: { id: r.propertyId, landlordId: r.landlordId, name: r.name },
  }));
}

/**
 * POST /property/schedule-visit: book a visit, or move one (scheduledId) of the same lead. `created`
 * tells a new booking (201) from a moved one.
 */
export async function scheduleVisit(
  db: Db,
  actor: Actor,
  body: unknown,
): Promise<{ row: RecordOf<'visit'>; created: boolean }> {
  const leadId = idOf(body, 'userLeadId');
  const propertyId = idOf(body, 'propertyId');
  requireLeadAccess(actor, visits().module, leadId, 'update');
  const property = await db
    .selectFrom('property')
    .select(['id', 'landlordId'])
    .where('id', '=', propertyId)
    .executeTakeFirst();
  if (!property) throw notFound(messages.labels.property);
  const lead = actingFor(actor, leadId);
  const when = {
    scheduledVisitDate: fieldOf(body, 'scheduledVisitDate'),
    scheduledVisitTimeSlot: fieldOf(body, 'scheduledVisitTimeSlot'),
  };
  if (fieldOf(body, 'scheduledId') !== undefined) {
    const movingId = idOf(body, 'scheduledId');
    const moving = await db
      .selectFrom('visit')
      .select(['id', 'userLeadId'])
      .where('id', '=', movingId)
      .executeTakeFirst();
    if (!moving || moving.userLeadId !== leadId) throw notFound(messages.labels.visit);
    return {
      row: await updateRecord(
        db,
        visits(),
        movingId,
        { ...when, propertyId, landlordId: property.landlordId, status: 'rescheduled' },
        lead,
      ),
      created: false,
    };
  }
  return {
    row: await createRecord(
      db,
      visits(),
      { ...when, propertyId, landlordId: property.landlordId, userLeadId: leadId, status: 'scheduled' },
      lead,
    ),
    created: true,
  };
}
