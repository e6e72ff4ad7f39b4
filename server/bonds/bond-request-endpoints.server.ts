import { resource } from '#engine/runtime/resources/registry.server.ts';
import type { DomainContext } from '../domain-context.ts';
import type { Endpoint } from '../http/route.server.ts';
import { answerBondRequest } from './answer-bond-request.server.ts';
import { createBondRequest, getBondRequest, listBondRequests, requestBondCancel } from './bond-request-operations.server.ts';
import { withdrawBondRequest } from './bond-request-withdraw.server.ts';
import { bondRequestPreview } from './bond-request-create-preview.server.ts';

const requests = () => resource('bond-request');

/** Bond requests: list, one, buy or transfer, cancel, the tenant's withdrawal, and the landlord's or staff's answer. */
export function bondRequestEndpoints(ctx: DomainContext): Endpoint[] {
  const tag = requests().title;
  return [
    {
      method: 'GET', url: '/api/v1/bondrequest', tags: [tag], summary: 'Bond requests (tenants: their own; landlords: about their properties), with tenant and property details', response: 'list:bond-request',
      handler: async (req) => listBondRequests(ctx.db, req.actor, req.query ?? {}),
    },
    {
      method: 'GET', url: '/api/v1/bondrequest/preview', tags: [tag], summary: 'What a buy or transfer request would lead to, before it is sent: landlord, property, bond value, fee with GST, dates (the refusal the request would get, if any)',
      handler: async (req) => bondRequestPreview(ctx.db, req.actor, (req.query ?? {}) as Record<string, unknown>),
    },
    {
      method: 'GET', url: '/api/v1/bondrequest/:id', tags: [tag], summary: 'A bond request with tenant and property details', response: 'bond-request',
      handler: async (req) => getBondRequest(ctx.db, req.actor, req.params.id),
    },
    {
      method: 'POST', url: '/api/v1/bondrequest', tags: [tag], summary: 'A tenant requests a bond (buy) or a transfer for a property; 422 with the reasons when not eligible', body: 'bond-request', response: 'bond-request',
      handler: async (req, reply) => reply.status(201).send(await createBondRequest(ctx.db, req.actor, req.body)),
    },
    {
      method: 'POST', url: '/api/v1/bondrequest/cancel', tags: [tag], summary: "A tenant asks the landlord to cancel their Active or Pending-Check-in bond", body: 'cancel-bond-form', response: 'bond-request',
      handler: async (req, reply) => reply.status(201).send(await requestBondCancel(ctx.db, req.actor, req.body)),
    },
    {
      method: 'POST', url: '/api/v1/bondrequest/:id/withdraw', tags: [tag], summary: 'The tenant who asked withdraws a request the landlord has not answered yet (it becomes withdrawn)', response: 'bond-request',
      handler: async (req) => withdrawBondRequest(ctx.db, req.actor, req.params.id),
    },
    ...(['PATCH', 'POST'] as const).map((method): Endpoint => ({
      method, url: '/api/v1/bondrequest/:id', tags: [tag], summary: 'The landlord or staff accept or reject a pending request (reasonOfReject optional; a transfer accept needs expectedBondValue)', body: 'bond-request', response: 'bond-request',
      handler: async (req) => answerBondRequest(ctx.db, req.actor, req.params.id, req.body),
    })),
  ];
}
