import type { FastifyInstance } from 'fastify';

import { versioned, writeConditions } from '#engine/runtime/http/record-version-headers.server.ts';
import { runPeriodically } from '#server/shared/periodic.server.ts';

import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { getClaim, listClaims } from './operations/claim-list.server.ts';
import { claimReportPdf } from './operations/claim-report.server.ts';
import { bondClaimTerms, claimTerms } from './operations/claim-terms.server.ts';
import { deleteClaim, updateClaim } from './operations/claim-update.server.ts';
import { respondToClaim } from './operations/respond-to-claim.server.ts';
import { runResponseWindows } from './operations/response-window.server.ts';

/**
 * Claims: create, update and delete are the generic ones with the claim hooks (update and delete named here for
 * their documentation, each with the record's version: ETag on a read, If-Match on a change, 412 when stale); list and
 * get are the generic ones with the names of the claim's tenant and landlord added;
 * the terms and the PDF report are here.
 */
export function endpoints(ctx: DomainContext): Endpoint[] {
  const tag = 'Claim';
  return [
    {
      method: 'GET',
      url: '/api/v1/claims',
      tags: [tag],
      summary:
        "Claims the caller may see, one page, each with its tenant's and landlord's names (tenantName, landlordName) where the caller may see them",
      response: 'list:claim',
      handler: async (req) => listClaims(ctx.db, req.actor, req.query ?? {}),
    },
    {
      method: 'GET',
      url: '/api/v1/claims/:id',
      tags: [tag],
      summary:
        "One claim, with its tenant's and landlord's names (tenantName, landlordName) where the caller may see them",
      response: 'claim',
      versioned: true,
      handler: async (req, reply) => versioned(reply, await getClaim(ctx.db, req.actor, req.params.id)),
    },
    {
      method: 'PATCH',
      url: '/api/v1/claims/:id',
      tags: [tag],
      summary:
        "Update a claim (staff: everything but the decisions, which are the admins'; the landlord who raised it: documents, comment and undecided lines)",
      body: 'claim',
      response: 'claim',
      versioned: true,
      handler: async (req, reply) =>
        versioned(reply, await updateClaim(ctx.db, req.actor, req.params.id, req.body, writeConditions(req))),
    },
    {
      method: 'DELETE',
      url: '/api/v1/claims/:id',
      tags: [tag],
      summary: 'Delete a claim (staff with delete rights; the landlord while no line is decided)',
      versioned: true,
      handler: async (req, reply) => {
        await deleteClaim(ctx.db, req.actor, req.params.id, writeConditions(req));
        return reply.status(204).send();
      },
    },
    {
      method: 'POST',
      url: '/api/v1/claims/:id/respond',
      tags: [tag],
      summary:
        "The tenant's answer to a claim, free, once, within the response window (respondBy): each line accepted or disputed with a note (required for a dispute) and files uploaded through /upload/uploadToS3; after the window it is refused (claim_response_window_closed) and the claim is with staff",
      body: 'claim-response',
      response: 'claim',
      handler: async (req) => respondToClaim(ctx.db, req.actor, req.params.id, req.body),
    },
    {
      method: 'GET',
      url: '/api/v1/claims/terms',
      tags: [tag],
      summary:
        "What a claim on a bond (bondId) would be judged against, before it is raised: the bond's value, effective date and claim count, the claim types of its product, and the caller as the claim rules read them",
      handler: async (req) => bondClaimTerms(ctx.db, req.actor, req.query?.bondId),
    },
    {
      method: 'GET',
      url: '/api/v1/claims/:id/terms',
      tags: [tag],
      summary:
        "What a claim is judged against: its bond's value, rent and effective date, and the coverages of its product with their breach windows",
      handler: async (req) => claimTerms(ctx.db, req.actor, req.params.id),
    },
    {
      method: 'GET',
      url: '/api/v1/claims/report/:id',
      tags: [tag],
      summary: 'The claim as a PDF, saved as nivaas-claim-<claim number>.pdf',
      handler: async (req, reply) => {
        const { pdf, filename } = await claimReportPdf(ctx.db, req.actor, req.params.id);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${filename}"`)
          .send(pdf);
      },
    },
  ];
}

/**
 * The claims' response windows (operations/response-window.server.ts): the tenant's reminders of day 1 and day 5 and
 * the lapsed windows sent to staff as "no response", a minute after start, then every CLAIM_WINDOW_MS (hourly; 0, the
 * default under tests, runs none).
 */
export async function register(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  const every = ctx.config.claimWindowMs;
  if (!every) return;
  runPeriodically(app, {
    name: 'claim response windows',
    firstAfterMs: Math.min(every, 60_000),
    everyMs: every,
    run: () => runResponseWindows(ctx.db),
  });
}
