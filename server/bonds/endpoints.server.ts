import type { FastifyInstance } from 'fastify';

import { versioned, writeConditions } from '#engine/runtime/http/record-version-headers.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import { runPeriodically } from '#server/shared/periodic.server.ts';

import type { DomainContext } from '../domain-context.ts';
import { requireUser } from '../http/guards.server.ts';
import type { Endpoint } from '../http/route.server.ts';
import { answerBondRequest } from './operations/answer-bond-request.server.ts';
import { manualRenew, releaseBond, updateBondDates } from './operations/bond-lifecycle.server.ts';
import { bondRequestPreview } from './operations/bond-request-create-preview.server.ts';
import {
  createBondRequest,
  getBondRequest,
  listBondRequests,
  requestBondCancel,
} from './operations/bond-request-operations.server.ts';
import { withdrawBondRequest } from './operations/bond-request-withdraw.server.ts';
import { bondCertificate, certificateFileName } from './operations/certificate.server.ts';
import { verifyBond } from './operations/certificate-verify.server.ts';
import { renewQuote } from './operations/renewal-quote.server.ts';
import { sendRenewalReminders } from './operations/renewal-reminders.server.ts';
import { bondData, refundQuote, renewStatus } from './queries.server.ts';

/**
 * Bond requests (/bondrequest: list, one, buy or transfer, cancel, the tenant's withdrawal, the landlord's or staff's
 * answer), bonds (/bond) and the refund quote (/refund); move-in inspections are the generic resource's.
 */
export function endpoints(ctx: DomainContext): Endpoint[] {
  const tag = 'Bond';
  const requestTag = resource('bond-request').title;
  return [
    {
      method: 'GET',
      url: '/api/v1/bondrequest',
      tags: [requestTag],
      summary:
        'Bond requests (tenants: their own; landlords: about their properties), with tenant and property details',
      response: 'list:bond-request',
      handler: async (req) => listBondRequests(ctx.db, req.actor, req.query ?? {}),
    },
    {
      method: 'GET',
      url: '/api/v1/bondrequest/preview',
      tags: [requestTag],
      summary:
        'What a buy or transfer request would lead to, before it is sent: landlord, property, bond value, fee with GST, dates (the refusal the request would get, if any)',
      handler: async (req) => bondRequestPreview(ctx.db, req.actor, (req.query ?? {}) as Record<string, unknown>),
    },
    {
      method: 'GET',
      url: '/api/v1/bondrequest/:id',
      tags: [requestTag],
      summary: 'A bond request with tenant and property details',
      response: 'bond-request',
      versioned: true,
      handler: async (req, reply) => versioned(reply, await getBondRequest(ctx.db, req.actor, req.params.id)),
    },
    {
      method: 'POST',
      url: '/api/v1/bondrequest',
      tags: [requestTag],
      summary: 'A tenant requests a bond (buy) or a transfer for a property; 422 with the reasons when not eligible',
      body: 'bond-request',
      response: 'bond-request',
      handler: async (req, reply) => reply.status(201).send(await createBondRequest(ctx.db, req.actor, req.body)),
    },
    {
      method: 'POST',
      url: '/api/v1/bondrequest/cancel',
      tags: [requestTag],
      summary: 'A tenant asks the landlord to cancel their Active or Pending-Check-in bond',
      body: 'cancel-bond-form',
      response: 'bond-request',
      handler: async (req, reply) => reply.status(201).send(await requestBondCancel(ctx.db, req.actor, req.body)),
    },
    {
      method: 'POST',
      url: '/api/v1/bondrequest/:id/withdraw',
      tags: [requestTag],
      summary: 'The tenant who asked withdraws a request the landlord has not answered yet (it becomes withdrawn)',
      response: 'bond-request',
      versioned: true,
      handler: async (req, reply) =>
        versioned(reply, await withdrawBondRequest(ctx.db, req.actor, req.params.id, writeConditions(req))),
    },
    ...(['PATCH', 'POST'] as const).map((method): Endpoint => ({
      method,
      url: '/api/v1/bondrequest/:id',
      tags: [requestTag],
      summary:
        'The landlord or staff accept or reject a pending request (reasonOfReject optional; a transfer accept needs expectedBondValue)',
      body: 'bond-request',
      response: 'bond-request',
      versioned: true,
      handler: async (req, reply) =>
        versioned(reply, await answerBondRequest(ctx.db, req.actor, req.params.id, req.body, writeConditions(req))),
    })),
    {
      method: 'PATCH',
      url: '/api/v1/bond/:id',
      tags: [tag],
      summary: 'The landlord or staff set check-in and check-out dates, agreement and move-in report',
      body: 'bond-dates',
      response: 'bond',
      versioned: true,
      handler: async (req, reply) =>
        versioned(reply, await updateBondDates(ctx.db, req.actor, req.params.id, req.body, writeConditions(req))),
    },
    {
      method: 'POST',
      url: '/api/v1/bond/release',
      tags: [tag],
      summary: 'Release a bond (internal and landlord users; 409 when already released)',
      response: 'bond',
      handler: async (req) => releaseBond(ctx.db, req.actor, req.body),
    },
    {
      method: 'GET',
      url: '/api/v1/bond/renew/status/:id',
      tags: [tag],
      summary: 'Whether a bond can be renewed now, with the renewal message',
      handler: async (req) => renewStatus(ctx.db, req.actor, req.params.id),
    },
    {
      method: 'GET',
      url: '/api/v1/bond/renew/quote/:id',
      tags: [tag],
      summary:
        "The tenant's renewal quote for their bond (?tenure= years, the product's first by default): the parts of the price (the product's rate as fixed fees and weightage, tenure, bond value, discounts, GST, wallet credit) adding up to the amount the order charges, and what changed since the last payment, in plain words",
      handler: async (req) =>
        renewQuote(ctx.db, req.actor, req.params.id, (req.query ?? {}) as Record<string, unknown>),
    },
    {
      method: 'GET',
      url: '/api/v1/refund/calculate/amt/:bondId',
      tags: [tag],
      summary: 'The refund of cancelling a bond now (full within 72 hours of check-in)',
      handler: async (req) => refundQuote(ctx.db, req.actor, req.params.bondId),
    },
    {
      method: 'POST',
      url: '/api/v1/bond/manual/renew',
      tags: [tag],
      summary: 'Staff renew a bond by one year (one entry of the bulk Bond Renew page)',
      body: 'bulk-renew-entry',
      response: 'bond',
      handler: async (req) => manualRenew(ctx.db, req.actor, req.body),
    },
    {
      method: 'GET',
      url: '/api/v1/bond/pdf/:bondId',
      tags: [tag],
      summary: 'The bond certificate (PDF, by bond number or id) for its tenant, its landlord and staff',
      handler: async (req, reply) => {
        const { bondId, pdf } = await bondCertificate(ctx.db, req.actor, req.params.bondId, ctx.config.publicUrl);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="${certificateFileName(bondId)}"`)
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    },
    {
      method: 'GET',
      url: '/api/v1/bond/verify/:bondId',
      tags: [tag],
      summary: 'Anyone: whether a bond number is a genuine bond, with its status and dates (no personal details)',
      public: true,
      handler: async (req, reply) => {
        const answer = await verifyBond(ctx.db, req.params.bondId);
        return reply.header('Cache-Control', 'no-store').send(answer);
      },
    },
    {
      method: 'POST',
      url: '/api/v1/bond/bondata',
      tags: [tag],
      summary: "A tenant's bond summary: bonds, current bond, counts, totals, open claims, pending requests",
      handler: async (req) => bondData(ctx.db, requireUser(req.actor), req.body),
    },
  ];
}

/**
 * The renewal reminders (operations/renewal-reminders.server.ts): a minute after start, then every
 * RENEWAL_REMINDER_MS (hourly; 0, the default under tests, runs none), beside the outbox and webhook workers. The
 * timers never keep the process alive; closing the app waits for a run under way.
 */
export async function register(app: FastifyInstance, ctx: DomainContext): Promise<void> {
  const every = ctx.config.renewalReminderMs;
  if (!every) return;
  runPeriodically(app, {
    name: 'renewal reminders',
    firstAfterMs: Math.min(every, 60_000),
    everyMs: every,
    run: () => sendRenewalReminders(ctx.db),
  });
}
