import type { Db } from '#engine/runtime/db/db-type.ts';
import type { BureauReport } from '../operations/credit-bureau.ts';

/** The credit_report table's one writer (decision 022), and its reads. */

/** The tenant's latest report; with `since` only one fetched since then, with `pan` only one for that PAN. */
export async function latestCreditReport(db: Db, userId: string, only: { since?: Date; pan?: string } = {}) {
  let q = db.selectFrom('credit_report').selectAll().where('userId', '=', userId);
  if (only.since) q = q.where('fetchedAt', '>=', only.since.toISOString());
  if (only.pan) q = q.where('pan', '=', only.pan);
  return q.orderBy('fetchedAt', 'desc').orderBy('createdAt', 'desc').limit(1).executeTakeFirst();
}

/** A bureau's report, stored (jsonb columns take JSON text). */
export async function saveCreditReport(db: Db, userId: string, report: BureauReport) {
  const { summary, accounts, enquiries, ...fields } = report;
  return db
    .insertInto('credit_report')
    .values({ ...fields, userId, summary: JSON.stringify(summary), accounts: JSON.stringify(accounts), enquiries: JSON.stringify(enquiries) })
    .returningAll()
    .executeTakeFirstOrThrow();
}
