import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { toCsv } from './csv.ts';
import { toXlsx, XLSX_TYPE } from './xlsx.ts';
import { allReport, refundReport, releaseReport, usersReport } from './report-queries.server.ts';
import { reportTable, type Report } from './report-request.server.ts';

/** Every report is CSV; `?format=xlsx` answers the same table as an Excel workbook. */
export function endpoints(ctx: DomainContext): Endpoint[] {
  const serve = (path: string, summary: string, fixed?: Report): Endpoint => ({
    method: 'POST', url: `/api/v1${path}`, tags: ['Reports'], summary, body: 'report-request',
    handler: async (req, reply) => {
      const table = await reportTable(ctx.db, req.actor, req.body, fixed);
      if ((req.query as { format?: unknown } | undefined)?.format === 'xlsx') {
        return reply.type(XLSX_TYPE).header('Content-Disposition', 'attachment; filename="report.xlsx"').send(await toXlsx('Report', table.headers, table.rows));
      }
      return reply.type('text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="report.csv"').send(toCsv(table.headers, table.rows));
    },
  });
  return [
    serve('/users/downloadresource', 'Main report (bonds purchased from..to) as CSV; report: users, refund or release picks another'),
    serve('/users/downloadrefund', 'Refund report (cancellations accepted from..to) as CSV', refundReport),
    serve('/users/downloadresource/release', 'Release/Cancel report (bonds released or cancelled from..to) as CSV', releaseReport),
    serve('/users/downloadresource/all', 'All bonds with any event from..to, with what was paid, as CSV', allReport),
    serve('/users/downloadresource/users', 'Users report (accounts registered from..to) as CSV', usersReport),
  ];
}
