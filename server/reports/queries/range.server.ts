import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';

import { addDays } from '#domain/format/dates.ts';
import type { Database } from '#generated/db.ts';

/** The dates a report covers, both days included. */
export interface Range {
  from: string;
  to: string;
}

/**
 * Whose data a report holds: staff get everything (no scope); a landlord or partner only the bonds
 * recorded with them as landlord, and in the users report only the users they may see.
 */
export interface Scope {
  landlordId: string;
  users: (eb: ExpressionBuilder<Database, 'user'>) => Expression<SqlBool>;
}

const start = (r: Range) => `${r.from}T00:00:00Z`;
const end = (r: Range) => `${addDays(r.to, 1)}T00:00:00Z`;
export const inRange = (column: string, r: Range) =>
  sql<boolean>`${sql.ref(column)} >= ${start(r)}::timestamptz and ${sql.ref(column)} < ${end(r)}::timestamptz`;
export const dayInRange = (column: string, r: Range) =>
  sql<boolean>`${sql.ref(column)} between ${r.from}::date and ${r.to}::date`;
