import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';
import { forbidden, invalid } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import type { DomainContext } from '../domain-context.ts';
import { isTenant, requireUser } from '../http/guards.server.ts';
import { visibleUsers } from '../users/visibility.server.ts';
import { addRoute } from '../http/route.server.ts';
import { toCsv } from './csv.ts';
import { toXlsx, XLSX_TYPE } from './xlsx.ts';
import { allReport, mainReport, refundReport, releaseReport, usersReport, type Range, type Scope, type Table } from './report-queries.server.ts';
import { messages } from '#generated/messages.ts';

type Report = (db: Kysely<Database>, r: Range, scope?: Scope) => Promise<Table>;
const BY_NAME: Record<string, Report> = { main: mainReport, users: usersReport, refund: refundReport, release: releaseReport };

/**
 * Reports are for admins and staff whose role grants anything on the reports module (every row), and
 * for landlords and partners (Settings > Download Report, 002 §2), scoped to their own bonds and users.
 */
function reportScope(actor: Actor): Scope | undefined {
  const user = requireUser(actor);
  if (user.internal) {
    if (!user.admin && (user.permissions.reports ?? []).length === 0) throw forbidden(messages.reports.forStaff);
    return undefined;
  }
  const users = visibleUsers(user);
  if (isTenant(user) || !users) throw forbidden(messages.reports.forStaff);
  return { landlordId: user.id, users };
}

/** The body {from, to} (YYYY-MM-DD, both required: 'report-request'), with to not before from. */
function rangeOf(body: unknown): { range: Range; report?: string } {
  const checked = validate('report-request', body ?? {});
  if (!checked.ok) throw invalid(checked.errors);
  const { from, to, report } = checked.value;
  if (to < from) throw invalid({ to: messages.reports.toBeforeFrom });
  return { range: { from, to }, report };
}

/** Every report is CSV; `?format=xlsx` answers the same table as an Excel workbook. */
export async function registerReports(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  const serve = (path: string, summary: string, fixed?: Report) =>
    addRoute(app, ctx, {
      method: 'POST', path, tag: 'Reports', summary, body: 'report-request',
      handler: async (req, reply) => {
        const scope = reportScope(req.actor);
        const { range, report } = rangeOf(req.body);
        const table = await (fixed ?? BY_NAME[report ?? 'main'])(ctx.db, range, scope);
        if ((req.query as { format?: unknown } | undefined)?.format === 'xlsx') {
          return reply.type(XLSX_TYPE).header('Content-Disposition', 'attachment; filename="report.xlsx"').send(await toXlsx('Report', table.headers, table.rows));
        }
        return reply.type('text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="report.csv"').send(toCsv(table.headers, table.rows));
      },
    });
  serve('/users/downloadresource', 'Main report (bonds purchased from..to) as CSV; report: users, refund or release picks another');
  serve('/users/downloadrefund', 'Refund report (cancellations accepted from..to) as CSV', refundReport);
  serve('/users/downloadresource/release', 'Release/Cancel report (bonds released or cancelled from..to) as CSV', releaseReport);
  serve('/users/downloadresource/all', 'All bonds with any event from..to, with what was paid, as CSV', allReport);
  serve('/users/downloadresource/users', 'Users report (accounts registered from..to) as CSV', usersReport);
}
