import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';
import { ApiError, invalid, notFound } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import type { Row } from '#engine/runtime/resources/hooks.server.ts';
import { createRecord, getRecord, listRecords, present } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import { parseV1List } from '#engine/runtime/http/v1-resources.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import type { DomainContext } from '../domain-context.ts';
import { requireUser, can } from '../http/guards.server.ts';
import { asId, requireObject } from '#engine/runtime/request-input.ts';
import { addRoute } from '../http/route.server.ts';
import { afterDecision, checkDecision } from './bond-request-decide.server.ts';
import { withRequestDetails } from './bond-request-view.server.ts';
import { messages } from '#generated/messages.ts';
import { ownValue } from '#engine/runtime/own-value.ts';

type Db = Kysely<Database>;
const requests = () => resource('bond-request')!;
/** The staff area names the types buy_bond, transfer_bond and cancel_bond. */
const TYPE_ALIASES: Record<string, string> = { buy_bond: 'buy', transfer_bond: 'transfer', cancel_bond: 'cancel' };
/** Fields an answer may carry besides these are ignored when they only repeat the request (the transfer accept sends propertyId, bondid, statusbody). */
const ANSWER_FIELDS = ['status', 'reasonOfReject', 'expectedBondValue'];
const ECHOED = ['propertyId', 'bondid', 'bondId', 'statusbody', 'userId', 'type', 'id', '_id'];

function objectBody(body: unknown): Row {
  requireObject(body);
  return body as Row;
}

function normalised(body: unknown): Row {
  const b = { ...objectBody(body) };
  if (typeof b.type === 'string') b.type = ownValue(TYPE_ALIASES, b.type) ?? b.type;
  return b;
}

/** PATCH (and POST) /bondrequest/{id}: the property's landlord or staff with bond request update rights answer a pending request. */
export async function answerBondRequest(db: Db, actor: Actor, id: string, body: unknown): Promise<Row> {
  const user = requireUser(actor);
  const input = objectBody(body);
  const status = input.status ?? (input.statusbody as Row | undefined)?.status;
  const answer: Row = Object.fromEntries(ANSWER_FIELDS.filter((k) => input[k] !== undefined).map((k) => [k, input[k]]));
  if (status !== undefined) answer.status = status;
  const unknown = Object.keys(input).filter((k) => !ANSWER_FIELDS.includes(k) && !ECHOED.includes(k));
  if (unknown.length) throw invalid(Object.fromEntries(unknown.map((k) => [k, messages.bondRequest.unknownAnswerField])));
  return db.transaction().execute(async (trx) => {
    const existing = (await trx.selectFrom('bond_request').selectAll().where('id', '=', asId(id)).forUpdate().executeTakeFirst()) as Row | undefined;
    if (!existing) throw notFound(requests().title);
    const property = await trx.selectFrom('property').select('landlordId').where('id', '=', existing.propertyId as string).executeTakeFirst();
    const landlord = existing.landlordId === user.id || property?.landlordId === user.id;
    if (!landlord && !can(user, requests().module, 'update')) {
      if (user.internal || existing.userId === user.id) throw new ApiError(403, 'forbidden', messages.bondRequest.onlyLandlordAnswers);
      throw notFound(requests().title);
    }
    const checked = validate('bond-request', { ...withoutNulls(existing), ...answer });
    if (!checked.ok) throw invalid(checked.errors);
    await checkDecision(trx, existing, answer);
    const row = (await trx.updateTable('bond_request').set({ ...answer, updatedAt: new Date().toISOString() } as any).where('id', '=', existing.id as string).returningAll().executeTakeFirstOrThrow()) as Row;
    await afterDecision(trx, row, existing);
    return present(requests(), user, row);
  });
}

function withoutNulls(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([k, v]) => v !== null && v !== undefined && k !== 'id' && k !== 'createdAt' && k !== 'updatedAt'));
}

export function registerBondRequestRoutes(app: FastifyInstance, ctx: DomainContext): void {
  const tag = requests().title;
  addRoute(app, ctx, {
    method: 'GET', path: '/bondrequest', tag, summary: 'Bond requests (tenants: their own; landlords: about their properties), with tenant and property details', response: 'list:bond-request',
    handler: async (req) => {
      const raw = { ...(req.query ?? {}) };
      if (typeof raw.type === 'string') raw.type = ownValue(TYPE_ALIASES, raw.type) ?? raw.type;
      const { query, params, page } = parseV1List(requests(), raw);
      const { rows, total } = await listRecords(ctx.db, requests(), query, req.actor, params);
      return { results: await withRequestDetails(ctx.db, rows), page, limit: query.limit, totalPages: Math.ceil(total / query.limit), totalResults: total };
    },
  });
  addRoute(app, ctx, {
    method: 'GET', path: '/bondrequest/:id', tag, summary: 'A bond request with tenant and property details', response: 'bond-request',
    handler: async (req) => (await withRequestDetails(ctx.db, [await getRecord(ctx.db, requests(), req.params.id, req.actor)]))[0],
  });
  addRoute(app, ctx, {
    method: 'POST', path: '/bondrequest', tag, summary: 'A tenant requests a bond (buy) or a transfer for a property; 422 with the reasons when not eligible', body: 'bond-request', response: 'bond-request',
    handler: async (req, reply) => reply.status(201).send(await createRecord(ctx.db, requests(), normalised(req.body), req.actor)),
  });
  addRoute(app, ctx, {
    method: 'POST', path: '/bondrequest/cancel', tag, summary: "A tenant asks the landlord to cancel their Active or Pending-Check-in bond", body: 'cancel-bond-form', response: 'bond-request',
    handler: async (req, reply) => {
      const { reason: _reason, ...body } = normalised(req.body);
      const row = await createRecord(ctx.db, requests(), { ...body, type: 'cancel' }, req.actor);
      return reply.status(201).send(row);
    },
  });
  for (const method of ['PATCH', 'POST'] as const) {
    addRoute(app, ctx, {
      method, path: '/bondrequest/:id', tag, summary: 'The landlord or staff accept or reject a pending request (reasonOfReject optional; a transfer accept needs expectedBondValue)', body: 'bond-request', response: 'bond-request',
      handler: async (req) => answerBondRequest(ctx.db, req.actor, req.params.id, req.body),
    });
  }
}
