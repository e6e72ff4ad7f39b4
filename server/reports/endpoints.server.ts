import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { reportFile, type ReportName } from './operations/report-request.server.ts';

/** RFC 6266: the plain name for every client, and `filename*` (UTF-8, percent-encoded) for those that read it. */
export function attachment(name: string): string {
  return `attachment; filename="${name.replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Every report is CSV unless `format: 'xlsx'` (or `?format=xlsx`) asks for the Excel workbook; the file is
 * named for the report and its period, e.g. nivaas-bonds-purchased-2026-11-01-to-2026-11-27.csv.
 */
export function endpoints(ctx: DomainContext): Endpoint[] {
  const serve = ({ url, summary, fixed }: { url: string; summary: string; fixed?: ReportName }): Endpoint => ({
    method: 'POST',
    url,
    tags: ['Reports'],
    summary,
    body: 'report-request',
    handler: async (req, reply) => {
      const file = await reportFile(ctx.db, req.actor, req.body, req.query?.format, fixed);
      return reply.type(file.type).header('Content-Disposition', attachment(file.name)).send(file.body);
    },
  });
  return [
    serve({
      url: '/api/v1/users/downloadresource',
      summary:
        'Main report (bonds purchased from..to) as CSV or XLSX, named for the report and its period; report: users, refund or release picks another',
    }),
    serve({
      url: '/api/v1/users/downloadrefund',
      summary: 'Refund report (cancellations accepted from..to) as CSV or XLSX, named for the report and its period',
      fixed: 'refund',
    }),
    serve({
      url: '/api/v1/users/downloadresource/release',
      summary:
        'Release/Cancel report (bonds released or cancelled from..to) as CSV or XLSX, named for the report and its period',
      fixed: 'release',
    }),
    serve({
      url: '/api/v1/users/downloadresource/all',
      summary:
        'All bonds with any event from..to, with what was paid, as CSV or XLSX, named for the report and its period',
      fixed: 'all',
    }),
    serve({
      url: '/api/v1/users/downloadresource/users',
      summary: 'Users report (accounts registered from..to) as CSV or XLSX, named for the report and its period',
      fixed: 'users',
    }),
  ];
}
