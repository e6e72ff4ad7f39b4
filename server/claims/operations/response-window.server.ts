import { dueReminder, windowLapsed } from '#domain/claims/timeline.ts';
import { indiaDay, shownDate } from '#domain/format/dates.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { fillMessage, messages } from '#generated/messages.ts';
import { recordChange } from '#server/audit/operations/record-change.server.ts';
import { notifyUser } from '#server/shared/notify.server.ts';

import { lockClaim, writeClaimStages } from '../store.server.ts';
import { claimLinks, stagesWritten } from './stage-notices.server.ts';

/**
 * The response windows' work on `now` (issue 34), run by the periodic job of endpoints.server.ts (by one process a
 * period, decision 060): each unanswered claim whose window is open gets its reminder of day 1 and of day 5 (a notice
 * and an e-mail to the tenant), once each (remindersSent); each whose window has closed goes to staff as "no response"
 * (noResponseAt: an audit entry, a notice to both sides, the claim.no_response event). Silence is never taken as
 * acceptance. Each claim is judged in its own transaction holding its row, so two processes running this at once send
 * one reminder. Answers what it did.
 */
export async function runResponseWindows(db: Db, now = new Date()): Promise<{ reminders: number; lapsed: number }> {
  const today = indiaDay(now);
  const open = await db
    .selectFrom('claim')
    .select('id')
    // Claims raised before the windows existed have no respondBy: their tenants were never offered one.
    .where('respondBy', 'is not', null)
    .where('respondedAt', 'is', null)
    .where('noResponseAt', 'is', null)
    .where('decidedAt', 'is', null)
    .execute();
  let reminders = 0;
  let lapsed = 0;
  for (const { id } of open) {
    await db.transaction().execute(async (trx) => {
      const claim = await lockClaim(trx, id);
      if (!claim) return;
      if (windowLapsed(claim, today)) {
        const after = await writeClaimStages(trx, id, { noResponseAt: now.toISOString() });
        await recordChange(trx, 'claim', id, 'no-response', claim, after, undefined);
        await stagesWritten(trx, after, claim);
        lapsed += 1;
        return;
      }
      const due = dueReminder(claim, today);
      if (!due) return;
      const sent = [...new Set([...(claim.remindersSent ?? []), ...due.skipped, due.day])].sort((a, b) => a - b);
      const after = await writeClaimStages(trx, id, { remindersSent: sent });
      await recordChange(trx, 'claim', id, 'reminder', claim, after, undefined);
      const claimNumber = String(claim.claimNumber ?? '');
      const date = shownDate(claim.respondBy);
      await notifyUser(trx, claim.tenantId, {
        type: 'claim',
        title: fillMessage(messages.claim.reminderTitle, { claimNumber, date }),
        message: fillMessage(messages.claim.reminderText, { claimNumber, date }),
        link: claimLinks(id).tenant,
      });
      reminders += 1;
    });
  }
  return { reminders, lapsed };
}
