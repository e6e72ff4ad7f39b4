import { dueDate } from '#domain/claims/instalments.ts';
import { shownDate } from '#domain/format/dates.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { messages } from '#generated/messages.ts';
import type { Instalment } from '#generated/types/repayment-plan.ts';
import { notifyUsers } from '#server/accounts/store.server.ts';
import { notifyUser } from '#server/shared/notify.server.ts';

import { type PlanRow, updatePlan } from '../store.server.ts';

/** Where the tenant reads their claims and plans; staff's link opens the plan list flagged missed. */
export const TENANT_LINK = '/home/claims';
export const STAFF_LINK = '/admin#/repayment-plan?filter=%7B%22missed%22%3Atrue%7D';

export const instalmentsOf = (plan: Pick<PlanRow, 'instalments'>): Instalment[] =>
  (plan.instalments ?? []).map((i) => ({ ...i }));

/** The instalment the provider charges next: the first not paid. */
export const nextUnpaid = (instalments: Instalment[]) => instalments.find((i) => i.status !== 'paid');

/** The claim number a plan repays, for messages and wallet references. */
export async function claimNumberOf(db: Db, claimId: string): Promise<string> {
  const row = await db.selectFrom('claim').select('claimNumber').where('id', '=', claimId).executeTakeFirst();
  return row?.claimNumber ?? claimId;
}

/** The wallet reference of an instalment: `<claim number>/<instalment>`. */
export const instalmentReference = (claimNumber: string, number: number) => `${claimNumber}/${number}`;

/** Activates a plan whose mandate was authorised on `startDate`: the schedule runs monthly from that day. */
export async function activate(trx: Db, plan: PlanRow, startDate: string): Promise<PlanRow> {
  if (plan.status !== 'awaiting-mandate') return plan;
  const instalments = instalmentsOf(plan).map((i, index) => ({ ...i, dueDate: dueDate(startDate, index) }));
  return updatePlan(trx, plan, { status: 'active', startDate, instalments }, 'mandate-authorised');
}

/** What a message says of an instalment. */
export const instalmentWords = (plan: PlanRow, i: Instalment, claimNumber: string) => ({
  number: i.number,
  count: plan.count,
  amount: rupeesWithPaise(i.amount),
  claimNumber,
  dueDate: shownDate(i.dueDate),
});

/** Staff who look after claims: every internal user (in-app notices; the console flags the plan too). */
async function staffIds(trx: Db): Promise<string[]> {
  const rows = await trx.selectFrom('user').select('id').where('userType', '=', 'internal').execute();
  return rows.map((r) => r.id);
}

/** Marks instalment `number` missed and the plan flagged; staff are told the first time a plan is flagged. */
export async function markMissed(trx: Db, plan: PlanRow, numbers: number[]): Promise<PlanRow> {
  const instalments = instalmentsOf(plan).map((i) =>
    numbers.includes(i.number) ? { ...i, status: 'missed' as const } : i,
  );
  const row = await updatePlan(trx, plan, { instalments, missed: true }, 'instalment-missed');
  if (!plan.missed) {
    const first = instalments.find((i) => i.number === numbers[0])!;
    const words = instalmentWords(plan, first, await claimNumberOf(trx, plan.claimId));
    await notifyUsers(trx, await staffIds(trx), {
      type: 'claim',
      title: messages.recoveries.missedTitle,
      message: fillMessage(messages.recoveries.missedText, words),
      link: STAFF_LINK,
    });
    await notifyUser(trx, plan.tenantId, {
      type: 'claim',
      title: messages.recoveries.missedTitle,
      message: fillMessage(messages.recoveries.missedText, words),
      link: TENANT_LINK,
    });
  }
  return row;
}
