import { indiaDay } from '#domain/format/dates.ts';
import type { MeasuredTime, ServiceLevels as ClaimServiceLevels } from '#generated/types/service-levels.ts';

import { SERVICE_LEVELS, type ServiceLevels } from './timeline.ts';
import { addWorkingDays } from './working-days.ts';

/** The stage dates a measure reads of a claim (the claim schema's tenantNotifiedAt ... paidOutAt). */
export interface MeasuredClaim {
  createdAt: string | Date;
  respondBy?: string | null;
  decidedAt?: string | Date | null;
  paidOutAt?: string | Date | null;
}

const DAY_MS = 86_400_000;

/** The period measured: the last 90 days. */
export const MEASURED_DAYS = 90;

const time = (value: string | Date) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** Days between two moments, to a tenth of a day. */
const daysBetween = (from: string | Date, to: string | Date) =>
  Math.round(((time(to) - time(from)) / DAY_MS) * 10) / 10;

/**
 * The `p`th percentile (0 to 100) of `values`, linearly interpolated between the two nearest ranks (the common
 * "type 7" definition, as spreadsheets compute PERCENTILE); undefined for no values.
 */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

const oneDecimal = (value: number | undefined) => (value === undefined ? null : Math.round(value * 10) / 10);

function measure(durations: number[], onTime: boolean[]): MeasuredTime {
  return {
    count: durations.length,
    medianDays: oneDecimal(percentile(durations, 50)),
    p90Days: oneDecimal(percentile(durations, 90)),
    onTimeShare: onTime.length ? Math.round((onTime.filter(Boolean).length / onTime.length) * 1000) / 1000 : null,
  };
}

/**
 * How long claims took, from their own dates (issue 34 item 5): time to decision is raised → decided for the claims
 * decided in the last `days` days, time to payout is decided → paid out for those paid out in them. A decision is
 * on time when it came by the response window's last day plus the decision's working days (India's public holidays
 * and Sundays skipped, domain/claims/working-days.ts); a payout when it came within the payout's working days of the
 * decision. Days are India's calendar days.
 */
export function measuredServiceLevels(
  claims: readonly MeasuredClaim[],
  now: Date,
  levels: ServiceLevels = SERVICE_LEVELS,
  days = MEASURED_DAYS,
): ClaimServiceLevels {
  const from = new Date(now.getTime() - days * DAY_MS);
  const inPeriod = (value: string | Date | null | undefined): value is string | Date =>
    !!value && time(value) >= from.getTime() && time(value) <= now.getTime();
  const decided = claims.filter((c) => inPeriod(c.decidedAt));
  const paid = claims.filter((c) => c.decidedAt && inPeriod(c.paidOutAt));
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    days,
    decision: measure(
      decided.map((c) => daysBetween(c.createdAt, c.decidedAt!)),
      decided
        .filter((c) => c.respondBy)
        .map((c) => indiaDay(c.decidedAt) <= addWorkingDays(c.respondBy!, levels.decisionWorkingDays)),
    ),
    payout: measure(
      paid.map((c) => daysBetween(c.decidedAt!, c.paidOutAt!)),
      paid.map((c) => indiaDay(c.paidOutAt) <= addWorkingDays(indiaDay(c.decidedAt), levels.payoutWorkingDays)),
    ),
    promise: {
      responseDays: levels.responseDays,
      decisionWorkingDays: levels.decisionWorkingDays,
      payoutWorkingDays: levels.payoutWorkingDays,
    },
  };
}
