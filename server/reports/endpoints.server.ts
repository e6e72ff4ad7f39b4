import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { reportFile, type ReportName } from './report-request.server.ts';

/** Every report is CSV (report.csv) unless `format: 'xlsx'` (or `?format=xlsx`) asks for the Excel workbook. */
export function endpoints(ctx: DomainContext): Endpoint[] {
  const serve = (path: string, summary: string, fixed?: ReportName): Endpoint => ({
    method: 'POST', url: `/api/v1${path}`, tags: ['Reports'], summary, body: 'report-request',
    handler: async (req, reply) => {
      const file = await reportFile(ctx.db, req.actor, req.body, req.query?.format, fixed);
      return reply.type(file.type).header('Content-Disposition', `attachment; filename="${file.name}"`).send(file.body);
    },
  });
  return [
    serve('/users/downloadresource', 'Main report (bonds purchased from..to) as report.csv or timestamp.xlsx; report: users, refund or release picks another'),
    serve('/users/downloadrefund', 'Refund report (cancellations accepted from..to) as report.csv or timestamp.xlsx', 'refund'),
    serve('/users/downloadresource/release', 'Release/Cancel report (bonds released or cancelled from..to) as report.csv or timestamp.xlsx', 'release'),
    serve('/users/downloadresource/all', 'All bonds with any event from..to, with what was paid, as report.csv or timestamp.xlsx', 'all'),
    serve('/users/downloadresource/users', 'Users report (accounts registered from..to) as report.csv or data.xlsx', 'users'),
  ];
}
