import type { Kysely } from 'kysely';

import { forbidden, invalid } from '#engine/runtime/errors.ts';
import type { Actor, UserActor } from '#engine/runtime/resources/access.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import type { Database } from '#generated/db.ts';
import { messages } from '#generated/messages.ts';
import { isTenant, requireUser } from '#server/http/guards.server.ts';
import { BRAND } from '#server/shared/brand.ts';
import { visibleUsers } from '#server/users/operations/user-visibility.server.ts';

import { allReport, mainReport, refundReport, releaseReport } from '../queries/bond-reports.server.ts';
import type { Range, Scope } from '../queries/range.server.ts';
import { usersReport } from '../queries/users-report.server.ts';
import { toCsv } from './csv.ts';
import type { Table } from './table.ts';
import { toXlsx, XLSX_TYPE } from './xlsx.ts';

type Report = (db: Kysely<Database>, r: Range, scope?: Scope) => Promise<Table>;
export type ReportName = 'main' | 'users' | 'refund' | 'release' | 'all';
/** Each report's query, its sheet's name and what its file is called (what it holds). */
const BY_NAME: Record<ReportName, { query: Report; sheet: string; file: string }> = {
  main: { query: mainReport, sheet: 'Main report', file: 'bonds-purchased' },
  users: { query: usersReport, sheet: 'Users report', file: 'users-registered' },
  refund: { query: refundReport, sheet: 'Refund report', file: 'refunds' },
  release: { query: releaseReport, sheet: 'Release-Cancel report', file: 'bonds-released-or-cancelled' },
  all: { query: allReport, sheet: 'All bonds', file: 'bond-events' },
};

/** `nivaas-claims-2026-11-01-to-2026-11-27.csv`: the brand, what the file holds and the period. */
export function reportFileName(name: ReportName, range: Range, extension: 'csv' | 'xlsx'): string {
  return `${BRAND.toLowerCase()}-${BY_NAME[name].file}-${range.from}-to-${range.to}.${extension}`;
}

/** Staff with report rights: admins, and roles granting anything on the reports module (Settings > Download Report). */
export function mayDownloadReports(user: UserActor): boolean {
  return user.admin || (user.permissions.reports ?? []).length > 0;
}

/**
 * Reports are for admins and staff whose role grants anything on the reports module (every row), and
 * for landlords and partners (Settings > Download Report, spec 002 §2), scoped to their own bonds and users.
 */
function reportScope(actor: Actor): Scope | undefined {
  const user = requireUser(actor);
  if (user.internal) {
    if (!mayDownloadReports(user)) throw forbidden(messages.reports.forStaff);
    return undefined;
  }
  const users = visibleUsers(user);
  if (isTenant(user) || !users) throw forbidden(messages.reports.forStaff);
  return { landlordId: user.id, users };
}

/** The body {from, to} (YYYY-MM-DD, both required: 'report-request'), with to not before from. */
function requestOf(body: unknown) {
  const checked = validate('report-request', body ?? {});
  if (!checked.ok) throw invalid(checked.errors);
  const { from, to, report, format } = checked.value;
  if (to < from) throw invalid({ to: messages.reports.toBeforeFrom });
  return { range: { from, to }, report, format };
}

export interface ReportFile {
  name: string;
  type: string;
  body: string | Buffer;
}

/**
 * The report as a file named for what it holds and its period (issue 30, rather than spec 002 §9's
 * `timestamp.xlsx`, `data.xlsx` and `report.csv`): an Excel workbook with typed date and amount cells,
 * or CSV. The format is the body's, else
 * `?format=`, else CSV (what callers of the API always had). The report is `fixed` by the path, or the
 * body's `report` (main by default), in the caller's scope.
 */
export async function reportFile(
  db: Kysely<Database>,
  actor: Actor,
  body: unknown,
  queryFormat: unknown,
  fixed?: ReportName,
): Promise<ReportFile> {
  const scope = reportScope(actor);
  const { range, report, format } = requestOf(body);
  const name = fixed ?? report ?? 'main';
  const table = await BY_NAME[name].query(db, range, scope);
  if ((format ?? queryFormat) === 'xlsx') {
    return {
      name: reportFileName(name, range, 'xlsx'),
      type: XLSX_TYPE,
      body: await toXlsx(BY_NAME[name].sheet, table.headers, table.rows, table.kinds),
    };
  }
  return {
    name: reportFileName(name, range, 'csv'),
    type: 'text/csv; charset=utf-8',
    body: toCsv(table.headers, table.rows, table.kinds),
  };
}
