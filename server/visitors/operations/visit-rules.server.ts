import type { Kysely } from 'kysely';

import { ApiError } from '#engine/runtime/errors.ts';
import type { Database } from '#generated/db.ts';
import { messages } from '#generated/messages.ts';
import type { Visit } from '#generated/types/visit.ts';

import { slotHasBegun } from './visit-slots.ts';

/** What the slot rule reads of a visit. */
type VisitSlotFields = Pick<Visit, 'userLeadId' | 'scheduledVisitDate' | 'scheduledVisitTimeSlot'>;

/**
 * A visit may not start in the past, and a lead cannot hold two visits in the same slot (spec 000 §2 Schedule
 * Visit widget). Checked on every write of a visit: the site's schedule call, the console and /api/v1/visit.
 */
export async function checkVisitSlot(db: Kysely<Database>, visit: VisitSlotFields, movingId?: string): Promise<void> {
  if (slotHasBegun(visit.scheduledVisitDate, visit.scheduledVisitTimeSlot)) {
    throw new ApiError(400, 'slot_in_past', messages.visit.slotInPast, {
      scheduledVisitTimeSlot: messages.visit.slotInPast,
    });
  }
  let q = db
    .selectFrom('visit')
    .select('id')
    .where('userLeadId', '=', visit.userLeadId)
    .where('scheduledVisitDate', '=', visit.scheduledVisitDate)
    .where('scheduledVisitTimeSlot', '=', visit.scheduledVisitTimeSlot)
    .where('status', '<>', 'cancelled');
  if (movingId) q = q.where('id', '<>', movingId);
  if (await q.executeTakeFirst())
    throw new ApiError(409, 'slot_taken', messages.visit.slotTaken, {
      scheduledVisitTimeSlot: messages.visit.slotTaken,
    });
}
