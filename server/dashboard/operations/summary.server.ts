import { type Kysely, type RawBuilder, sql } from 'kysely';

import type { StatCard } from '#client/dashboard-types.ts';
import { addDays } from '#domain/format/dates.ts';
import { round2 } from '#domain/format/money.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { forbidden } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { messages } from '#generated/messages.ts';
import { isTenant, requireUser } from '#server/http/guards.server.ts';

import { type Period, periodOf } from './periods.ts';

export type { StatCard };

/** Sum or count in the period and in the one before, in one query. */
interface Pair {
  current: number;
  previous: number;
}

/** The column's timestamp falls on one of the period's days (UTC). */
export function inPeriod(column: string, p: { from: string; to: string }): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} >= ${`${p.from}T00:00:00Z`}::timestamptz and ${sql.ref(column)} < ${`${addDays(p.to, 1)}T00:00:00Z`}::timestamptz`;
}

async function pair(
  db: Db,
  table: string,
  column: string,
  period: Period,
  measure: 'count' | string,
  scope?: RawBuilder<boolean>,
): Promise<Pair> {
  const agg = (p: { from: string; to: string }) =>
    measure === 'count'
      ? sql<number>`count(*) filter (where ${inPeriod(column, p)})`
      : sql<number>`coalesce(sum(${sql.ref(measure)}) filter (where ${inPeriod(column, p)}), 0)`;
  let q = (db as Kysely<any>)
    .selectFrom(table)
    .select([agg(period).as('current'), agg(period.previous).as('previous')]);
  if (scope) q = q.where(scope);
  const row = await q.executeTakeFirst();
  return { current: round2(Number(row?.current ?? 0)), previous: round2(Number(row?.previous ?? 0)) };
}

/** The change against the previous period: +12.5% with an upward arrow, -3% downward, 0% flat. */
export function change({ current, previous }: Pair): StatCard['change'] {
  const pct = previous === 0 ? (current === 0 ? 0 : 100) : Math.round(((current - previous) / previous) * 1000) / 10;
  if (pct > 0) return { data: `+${pct}%`, icon: 'TrendingUp', color: 'success' };
  if (pct < 0) return { data: `${pct}%`, icon: 'TrendingDown', color: 'error' };
  return { data: '0%', icon: 'TrendingFlat', color: 'default' };
}

/**
 * GET /dashboard/summary?from&to&duration: the stat cards (bonds issued, claims, users, revenue) for
 * staff (everything) and landlords/partners (their bonds, claims on them, their new tenants, the fees
 * paid on their bonds), with the change against the period before.
 */
export async function dashboardSummary(db: Db, actor: Actor, query: Record<string, unknown>) {
  const user = requireUser(actor);
  if (isTenant(user)) throw forbidden(messages.dashboard.forStaffAndLandlords);
  const period = periodOf(query);
  const own = !user.internal;
  const mine = (column: string) => (own ? sql<boolean>`${sql.ref(column)} = ${user.id}` : undefined);
  const myBonds = sql<boolean>`"bondId" in (select "id" from "bond" where "landlordId" = ${user.id})`;
  const [bonds, claims, users, revenue] = await Promise.all([
    pair(db, 'bond', 'createdAt', period, 'count', mine('landlordId')),
    pair(db, 'claim', 'createdAt', period, 'count', mine('landlordId')),
    own
      ? pair(
          db,
          'user',
          'createdAt',
          period,
          'count',
          sql<boolean>`"id" in (select "tenantId" from "bond" where "landlordId" = ${user.id})`,
        )
      : pair(db, 'user', 'createdAt', period, 'count'),
    pair(db, 'payment', 'createdAt', period, 'finalFee', own ? myBonds : undefined),
  ]);
  const card = (title: string, values: Pair, type: StatCard['type'], icon: string, color: string): StatCard => ({
    title,
    count: values.current,
    type,
    icon,
    color,
    change: change(values),
    duration: period.duration,
  });
  return {
    from: period.from,
    to: period.to,
    duration: period.duration,
    cards: [
      card('Bonds Issued', bonds, 'plain', 'VerifiedUser', '#2e7d32'),
      card('Claims', claims, 'plain', 'Gavel', '#c62828'),
      card(own ? 'New Tenants' : 'Users', users, 'plain', 'People', '#1565c0'),
      card('Revenue', revenue, 'currency', 'CurrencyRupee', '#ef6c00'),
    ],
  };
}
