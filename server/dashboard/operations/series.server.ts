import { type Kysely, type RawBuilder, sql } from 'kysely';

import { addDays, daysBetween } from '#domain/format/dates.ts';
import { daysInMonth } from '#engine/runtime/dates.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { forbidden } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { messages } from '#generated/messages.ts';
import { isTenant, requireUser } from '#server/http/guards.server.ts';

import { type Period, periodOf } from './periods.ts';
import { inPeriod } from './summary.server.ts';

/** Periods up to this many days are drawn day by day; longer ones month by month. */
export const DAILY_UP_TO = 62;

import type { SeriesPoint } from '#client/dashboard-types.ts';

export type { SeriesPoint };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayLabel = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;
const monthLabel = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** The last day of `day`'s month (never a day past it, so never a year past 9999). */
function monthEnd(day: string): string {
  return `${day.slice(0, 7)}-${String(daysInMonth(Number(day.slice(0, 4)), Number(day.slice(5, 7)))).padStart(2, '0')}`;
}

/** Day or month buckets covering the period, each clipped to it; each step stops at the period's last day. */
export function bucketsOf(period: Pick<Period, 'from' | 'to'>): {
  unit: 'day' | 'month';
  buckets: Omit<SeriesPoint, 'bonds' | 'claims'>[];
} {
  const buckets: Omit<SeriesPoint, 'bonds' | 'claims'>[] = [];
  if (daysBetween(period.from, period.to) + 1 <= DAILY_UP_TO) {
    for (let day = period.from; ; day = addDays(day, 1)) {
      buckets.push({ label: dayLabel(day), from: day, to: day });
      if (day >= period.to) return { unit: 'day', buckets };
    }
  }
  for (let start = period.from; ;) {
    const end = monthEnd(start);
    buckets.push({ label: monthLabel(start), from: start, to: end < period.to ? end : period.to });
    if (end >= period.to) return { unit: 'month', buckets };
    start = addDays(end, 1);
  }
}

/** Rows created on each day of the period: YYYY-MM-DD → count. */
async function perDay(
  db: Db,
  table: 'bond' | 'claim',
  period: Period,
  scope?: RawBuilder<boolean>,
): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${sql.ref('createdAt')} at time zone 'UTC', 'YYYY-MM-DD')`;
  let q = (db as Kysely<any>)
    .selectFrom(table)
    .select([day.as('day'), sql<number>`count(*)`.as('n')])
    .where(inPeriod('createdAt', period));
  if (scope) q = q.where(scope);
  const rows = await q.groupBy(day).execute();
  return new Map(rows.map((r: { day: string; n: number | string }) => [r.day, Number(r.n)]));
}

const sumIn = (counts: Map<string, number>, from: string, to: string) =>
  [...counts].reduce((n, [day, c]) => (day >= from && day <= to ? n + c : n), 0);

/**
 * GET /dashboard/series?from&to&duration: bonds issued and claims raised per day (periods up to
 * DAILY_UP_TO days) or per month, for the same period as the summary cards; a landlord or partner
 * sees only their own bonds and the claims on them.
 */
export async function dashboardSeries(db: Db, actor: Actor, query: Record<string, unknown>) {
  const user = requireUser(actor);
  if (isTenant(user)) throw forbidden(messages.dashboard.forStaffAndLandlords);
  const period = periodOf(query);
  const mine = user.internal ? undefined : sql<boolean>`${sql.ref('landlordId')} = ${user.id}`;
  const [bonds, claims] = await Promise.all([perDay(db, 'bond', period, mine), perDay(db, 'claim', period, mine)]);
  const { unit, buckets } = bucketsOf(period);
  return {
    from: period.from,
    to: period.to,
    duration: period.duration,
    unit,
    points: buckets.map((b) => ({ ...b, bonds: sumIn(bonds, b.from, b.to), claims: sumIn(claims, b.from, b.to) })),
  };
}
