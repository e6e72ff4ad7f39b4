import { type ClaimParts, claimTotals, itemsOf, type Line } from '#domain/claims/totals.ts';
import { addDays, indiaDay } from '#domain/format/dates.ts';
import type { ClaimLineResponse } from '#generated/types/claim.ts';

import serviceLevels from './service-levels.json';
import { addWorkingDays, PUBLIC_HOLIDAYS } from './working-days.ts';

/** The configured service levels (domain/claims/service-levels.json, schemas/_defs/claim-service-levels). */
export interface ServiceLevels {
  responseDays: number;
  reminderDays: readonly number[];
  decisionWorkingDays: number;
  payoutWorkingDays: number;
}
export const SERVICE_LEVELS: ServiceLevels = serviceLevels;

/** The stages of a claim, in order (issue 34, decision 055). */
export const CLAIM_STAGES = ['raised', 'notified', 'response', 'evidence', 'decision', 'payout', 'recovery'] as const;
export type ClaimStage = (typeof CLAIM_STAGES)[number];

/**
 * Where a stage stands: `done` (with its date), `next` (the one under way, with its due date when it has one),
 * `overdue` (the one under way, past its due date: flagged to staff), `upcoming`, or `skipped` (nothing to pay
 * out or recover after a rejection; no response asked of a claim decided before the window existed).
 */
export type StageState = 'done' | 'next' | 'overdue' | 'upcoming' | 'skipped';

export interface TimelineStage {
  stage: ClaimStage;
  state: StageState;
  /** When it happened (a timestamp), for `done`. */
  at?: string;
  /** The day it is due by (YYYY-MM-DD), as configured; for later stages the day it would be due if all ran to time. */
  due?: string;
  /** How the response stage ended: the tenant answered, or the window closed without an answer. */
  outcome?: 'responded' | 'noResponse';
}

export interface ClaimTimeline {
  stages: TimelineStage[];
  /** The stage under way (next or overdue), none once recovered or closed. */
  current?: TimelineStage;
  overdue: boolean;
}

/** What the timeline reads of a claim: its dated stages and its lines, payments and recoveries. */
export interface ClaimStageFacts extends ClaimParts {
  createdAt?: string | Date | null;
  tenantNotifiedAt?: string | Date | null;
  respondBy?: string | null;
  respondedAt?: string | Date | null;
  noResponseAt?: string | Date | null;
  decidedAt?: string | Date | null;
  paidOutAt?: string | Date | null;
  recoveredAt?: string | Date | null;
}

const FINAL = new Set(['approved', 'authorized', 'rejected']);
const stamp = (v: string | Date | null | undefined) => (v instanceof Date ? v.toISOString() : v || undefined);

/** Every line has a final status (approved, authorized, rejected): the claim is decided. */
export function isDecided(claim: ClaimParts): boolean {
  const lines = itemsOf<Line>(claim.claims);
  return lines.length > 0 && lines.every((l) => FINAL.has(l.status ?? 'pending'));
}

/** What the decision makes the bond pay the landlord: the approved amounts (authorized where none is approved). */
export function payableAmount(claim: ClaimParts): number {
  const t = claimTotals(claim);
  return t.totalApprovedAmount || t.totalAuthAmount;
}

/** The last day of the response window opened on `notifiedAt` (a moment; India's calendar). */
export function respondByFor(notifiedAt: string | Date, levels: ServiceLevels = SERVICE_LEVELS): string {
  return addDays(indiaDay(notifiedAt), levels.responseDays);
}

/** Is the tenant's response window open on `today` (YYYY-MM-DD, India)? Through its last day, until they answer or the claim is decided. */
export function responseWindowOpen(claim: ClaimStageFacts, today: string): boolean {
  if (claim.respondedAt || claim.noResponseAt || claim.decidedAt || isDecided(claim)) return false;
  const by = claim.respondBy ?? (claim.createdAt ? respondByFor(claim.createdAt) : undefined);
  return !!by && today <= by;
}

/**
 * The claim's timeline on `today` (YYYY-MM-DD, India): each stage with its date or due date, the stage under way and
 * whether it is overdue. One function for the tenant's page, the landlord's and staff's drawers and the server (the
 * overdue flag of the staff list, the no-response job). Later stages' due dates assume the earlier ones run to time.
 */
export function claimTimeline(
  claim: ClaimStageFacts,
  today: string,
  levels: ServiceLevels = SERVICE_LEVELS,
  holidays: ReadonlySet<string> = PUBLIC_HOLIDAYS,
): ClaimTimeline {
  const raisedAt = stamp(claim.createdAt);
  const notifiedAt = stamp(claim.tenantNotifiedAt) ?? raisedAt;
  const respondBy = claim.respondBy ?? (notifiedAt ? respondByFor(notifiedAt, levels) : undefined);
  const respondedAt = stamp(claim.respondedAt);
  const noResponseAt = stamp(claim.noResponseAt);
  const closedAt = respondedAt ?? noResponseAt;
  const decidedAt = stamp(claim.decidedAt);
  const decided = !!decidedAt || isDecided(claim);
  const decideBy = addWorkingDays(
    closedAt ? indiaDay(closedAt) : (respondBy ?? today),
    levels.decisionWorkingDays,
    holidays,
  );
  // Before the decision the payout is expected after it: from its due date, or from today once that has passed.
  const payFrom = decidedAt ? indiaDay(decidedAt) : decideBy > today ? decideBy : today;
  const payBy = addWorkingDays(payFrom, levels.payoutWorkingDays, holidays);
  const nothingPayable = decided && payableAmount(claim) === 0;
  const answeredBeforeWindow = decided && !closedAt;

  const stages: TimelineStage[] = [
    { stage: 'raised', state: 'done', at: raisedAt },
    { stage: 'notified', state: 'done', at: notifiedAt },
    answeredBeforeWindow
      ? { stage: 'response', state: 'skipped' }
      : {
          stage: 'response',
          state: closedAt ? 'done' : 'upcoming',
          at: closedAt,
          due: respondBy,
          ...(closedAt ? { outcome: respondedAt ? ('responded' as const) : ('noResponse' as const) } : {}),
        },
    answeredBeforeWindow
      ? { stage: 'evidence', state: 'skipped' }
      : { stage: 'evidence', state: closedAt ? 'done' : 'upcoming', at: closedAt, due: respondBy },
    { stage: 'decision', state: decided ? 'done' : 'upcoming', at: decidedAt, due: decideBy },
    nothingPayable
      ? { stage: 'payout', state: 'skipped' }
      : { stage: 'payout', state: claim.paidOutAt ? 'done' : 'upcoming', at: stamp(claim.paidOutAt), due: payBy },
    nothingPayable
      ? { stage: 'recovery', state: 'skipped' }
      : { stage: 'recovery', state: claim.recoveredAt ? 'done' : 'upcoming', at: stamp(claim.recoveredAt) },
  ];
  const current = stages.find((s) => s.state === 'upcoming');
  if (current) current.state = current.due && today > current.due ? 'overdue' : 'next';
  return { stages, current, overdue: current?.state === 'overdue' };
}

/**
 * The reminder due on `today` for a claim whose window is open and unanswered: the latest configured day reached
 * that was not sent (an earlier one missed is not sent late; `remindersSent` records both), else none.
 */
export function dueReminder(
  claim: ClaimStageFacts & { remindersSent?: readonly number[] | null },
  today: string,
  levels: ServiceLevels = SERVICE_LEVELS,
): { day: number; skipped: number[] } | undefined {
  if (!responseWindowOpen(claim, today)) return undefined;
  const notified = indiaDay(stamp(claim.tenantNotifiedAt) ?? stamp(claim.createdAt) ?? today);
  const sent = new Set(claim.remindersSent ?? []);
  const reached = levels.reminderDays.filter((d) => addDays(notified, d) <= today && !sent.has(d));
  if (!reached.length) return undefined;
  const day = Math.max(...reached);
  return { day, skipped: reached.filter((d) => d !== day) };
}

/** Has the response window closed unanswered on `today` (the claim goes to staff as "no response")? */
export function windowLapsed(claim: ClaimStageFacts, today: string): boolean {
  if (claim.respondedAt || claim.noResponseAt || claim.decidedAt || isDecided(claim)) return false;
  const by = claim.respondBy ?? (claim.createdAt ? respondByFor(claim.createdAt) : undefined);
  return !!by && today > by;
}

/** The tenant's answers of a claim by line position. */
export function responsesByLine(claim: { responses?: unknown }): Map<number, ClaimLineResponse> {
  return new Map(itemsOf<ClaimLineResponse>(claim.responses).map((r) => [r.line, r]));
}
