import { claimTimeline, payableAmount } from '#domain/claims/timeline.ts';
import { indiaDay, shownDate } from '#domain/format/dates.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { fillMessage, messages } from '#generated/messages.ts';
import { TENANT_LINKS } from '#server/shared/links.ts';
import { notifyUser } from '#server/shared/notify.server.ts';
import { claimChanged } from '#server/webhooks/operations/record-events.server.ts';

const text = messages.claim;
/** The claim opened on the tenant's claims page and on the landlord's in the console (both read `?claim=`). */
export const claimLinks = (id: string) => {
  const q = `?claim=${encodeURIComponent(id)}`;
  return { tenant: `${TENANT_LINKS.claims}${q}`, landlord: `/admin/home/claims${q}` };
};

/** A claim's fields the notices read (a stored row or a hook's Row). */
type StageRow = { readonly [key: string]: unknown };

const newly = (row: StageRow, before: StageRow, field: string) => !!row[field] && !before[field];

/**
 * Tells the tenant and the landlord of each stage a write reached (issue 34): the tenant's answer, the lapsed window,
 * the decision with its reason, the payout and the recovery; an in-app notice and an e-mail each, in the write's
 * transaction. The webhook events of the same stages are the webhooks domain's (claimChanged).
 */
export async function noticeStages(trx: Db, row: StageRow, before: StageRow): Promise<void> {
  const claimNumber = String(row.claimNumber ?? '');
  const tenant = row.tenantId as string | undefined;
  const landlord = row.landlordId as string | undefined;
  const links = claimLinks(String(row.id));
  const both = async (title: string, message: string, tenantMessage = message) => {
    await notifyUser(trx, tenant, { type: 'claim', title, message: tenantMessage, link: links.tenant });
    await notifyUser(trx, landlord, { type: 'claim', title, message, link: links.landlord });
  };
  const today = indiaDay(new Date());
  const decideBy = () => shownDate(claimTimeline(row, today).stages.find((s) => s.stage === 'decision')?.due);
  if (newly(row, before, 'respondedAt')) {
    const answers = Array.isArray(row.responses) ? (row.responses as { answer?: string }[]) : [];
    const count = (a: string) => String(answers.filter((r) => r.answer === a).length);
    await both(
      fillMessage(text.respondedTitle, { claimNumber }),
      fillMessage(text.respondedText, {
        claimNumber,
        accepted: count('accepted'),
        disputed: count('disputed'),
        date: decideBy(),
      }),
      fillMessage(text.respondedTenantText, { claimNumber, date: decideBy() }),
    );
  }
  if (newly(row, before, 'noResponseAt'))
    await both(
      fillMessage(text.noResponseTitle, { claimNumber }),
      fillMessage(text.noResponseText, {
        claimNumber,
        date: shownDate(row.respondBy as string),
        decideBy: decideBy(),
      }),
    );
  if (newly(row, before, 'decidedAt'))
    await both(
      fillMessage(text.decidedTitle, { claimNumber }),
      fillMessage(text.decidedText, {
        claimNumber,
        amount: rupeesWithPaise(payableAmount(row)),
        reason: String(row.finalComment ?? ''),
      }),
    );
  if (newly(row, before, 'paidOutAt'))
    await both(
      fillMessage(text.paidOutTitle, { claimNumber }),
      fillMessage(text.paidOutText, { claimNumber, amount: rupeesWithPaise(payableAmount(row)) }),
    );
  if (newly(row, before, 'recoveredAt'))
    await both(fillMessage(text.recoveredTitle, { claimNumber }), fillMessage(text.recoveredText, { claimNumber }));
}

/** A write of the claims domain's own (the answer, the lapsed window): its notices and its webhook events. */
export async function stagesWritten(trx: Db, row: StageRow, before: StageRow): Promise<void> {
  await noticeStages(trx, row, before);
  await claimChanged(trx, row, before);
}
