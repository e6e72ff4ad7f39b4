import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, notFound } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { createRecord } from '#engine/runtime/resources/operations.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import { messages } from '#generated/messages.ts';

import { requireLeadAccess } from './lead-access.server.ts';
import { idOf } from './request-ids.ts';
import { actingFor } from './visit-operations.server.ts';

const shortlists = () => resource('shortlist');

/** The property fields a shortlisted card shows. */
const CARD_FIELDS = [
  'id',
  'name',
  'propertyType',
  'avatar',
  'propertyImages',
  'propertyAddress',
  'expectedRent',
  'discountedRent',
  'status',
  'genderPreference',
] as const;

/** POST /property/shortlist: shortlist a property for a lead (409 when it already is). */
export async function addToShortlist(db: Db, actor: Actor, body: unknown): Promise<RecordOf<'shortlist'>> {
  const leadId = idOf(body, 'userLeadId');
  requireLeadAccess(actor, shortlists().module, leadId, 'update');
  const propertyId = idOf(body, 'propertyId');
  if (!(await db.selectFrom('property').select('id').where('id', '=', propertyId).executeTakeFirst()))
    throw notFound(messages.labels.property);
  try {
    return await createRecord(db, shortlists(), body, actingFor(actor, leadId));
  } catch (e) {
    if (e instanceof ApiError && e.status === 409)
      throw new ApiError(409, 'already_shortlisted', messages.shortlist.already);
    throw e;
  }
}

/** POST /property/my-shortlist: a lead's shortlist, newest first, with each property's card fields. */
export async function myShortlist(db: Db, actor: Actor, body: unknown) {
  const leadId = idOf(body, 'userLeadId');
  requireLeadAccess(actor, shortlists().module, leadId, 'read');
  const rows = await db
    .selectFrom('shortlist')
    .innerJoin('property', 'property.id', 'shortlist.propertyId')
    .select([
      'shortlist.id',
      'shortlist.userLeadId',
      'shortlist.isVisistScheduled',
      'shortlist.createdAt',
      ...CARD_FIELDS.map((f) => `property.${f} as p_${f}` as const),
    ])
    .where('shortlist.userLeadId', '=', leadId)
    .orderBy('shortlist.createdAt', 'desc')
    .limit(200)
    .execute();
  return rows.map((r: Record<string, unknown>) => ({
    id: r.id,
    userLeadId: r.userLeadId,
    isVisistScheduled: r.isVisistScheduled,
    createdAt: r.createdAt,
    propertyId: Object.fromEntries(
      CARD_FIELDS.map((f) => [f, r[`p_${f}`] ?? undefined]).filter(([, v]) => v !== undefined),
    ),
  }));
}
