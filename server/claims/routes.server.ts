import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domain-context.ts';
import { addRoute } from '../http/route.server.ts';
import { claimReportPdf } from './claim-report.server.ts';
import { deleteClaim, updateClaim } from './claim-update.server.ts';

/** Claims: list and create are the generic ones with the claim hooks; update, delete and the PDF report are here. */
export async function registerClaims(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  const tag = 'Claim';
  addRoute(app, ctx, {
    method: 'PATCH', path: '/claims/:id', tag, summary: 'Update a claim (staff: everything; the landlord: documents, comment and undecided lines)', body: 'claim', response: 'claim',
    handler: async (req) => updateClaim(ctx.db, req.actor, req.params.id, req.body),
  });
  addRoute(app, ctx, {
    method: 'DELETE', path: '/claims/:id', tag, summary: 'Delete a claim (staff with delete rights; the landlord while no line is decided)',
    handler: async (req, reply) => {
      await deleteClaim(ctx.db, req.actor, req.params.id);
      return reply.status(204).send();
    },
  });
  addRoute(app, ctx, {
    method: 'GET', path: '/claims/report/:id', tag, summary: 'The claim as a PDF (report.pdf)',
    handler: async (req, reply) => {
      const pdf = await claimReportPdf(ctx.db, req.actor, req.params.id);
      return reply.type('application/pdf').header('Content-Disposition', 'attachment; filename="report.pdf"').send(pdf);
    },
  });
}
