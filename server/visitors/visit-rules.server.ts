import type { Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';
import { messages } from '#generated/messages.ts';
import { ApiError } from '#engine/runtime/errors.ts';
import type { ResourceHooks, Row } from '#engine/runtime/resources/hooks.server.ts';
import { slotHasBegun } from './visit-slots.ts';

/**
 * A visit may not start in the past, and a lead cannot hold two visits in the same slot (000 §2 Schedule
 * Visit widget). Checked on every write of a visit: the site's schedule call, the console and /api/v1/visit.
 */
export async function checkVisitSlot(db: Kysely<Database>, visit: { userLeadId: string; scheduledVisitDate: string; scheduledVisitTimeSlot: string }, movingId?: string): Promise<void> {
  if (slotHasBegun(visit.scheduledVisitDate, visit.scheduledVisitTimeSlot)) {
    throw new ApiError(400, 'slot_in_past', messages.visit.slotInPast, { scheduledVisitTimeSlot: messages.visit.slotInPast });
  }
  let q = db.selectFrom('visit').select('id')
    .where('userLeadId', '=', visit.userLeadId)
    .where('scheduledVisitDate', '=', visit.scheduledVisitDate)
    .where('scheduledVisitTimeSlot', '=', visit.scheduledVisitTimeSlot as any)
    .where('status', '<>', 'cancelled');
  if (movingId) q = q.where('id', '<>', movingId);
  if (await q.executeTakeFirst()) throw new ApiError(409, 'slot_taken', messages.visit.slotTaken, { scheduledVisitTimeSlot: messages.visit.slotTaken });
}

/** Only a change of date or slot of a live visit is checked (marking a visit done or cancelled is not). */
export const visitHooks: ResourceHooks = {
  async beforeCreate(ctx, data) {
    await checkVisitSlot(ctx.db as Kysely<Database>, data as any);
  },
  async beforeUpdate(ctx, changes, existing) {
    if (!('scheduledVisitDate' in changes) && !('scheduledVisitTimeSlot' in changes)) return;
    const merged = { ...existing, ...changes } as Row;
    if (merged.status === 'cancelled') return;
    await checkVisitSlot(ctx.db as Kysely<Database>, merged as any, String(existing.id));
  },
};
