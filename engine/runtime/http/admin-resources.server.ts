import './route-docs.ts';

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

import { fillMessage } from '#engine/runtime/messages.ts';
import type { Database } from '#generated/db.ts';
import { messages } from '#generated/messages.ts';

import { ApiError, forbidden, unauthorized } from '../errors.ts';
import type { Actor } from '../resources/access.server.ts';
import { checkSortField, coerce, filterable, type ListQuery, MAX_LIMIT } from '../resources/list-query.ts';
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord } from '../resources/operations.server.ts';
import type { Resource } from '../resources/registry.server.ts';
import { refuseBadText } from '../text-rule.ts';
import { versioned, writeConditions } from './record-version-headers.server.ts';

/**
 * The console's dialect, exactly what ra-data-simple-rest sends: `sort=["field","ASC"]`,
 * `range=[0,24]`, `filter={"q":"text","field":value,"field_gte":x}`; lists answer an array with
 * `Content-Range: <resource> 0-24/319`. Only callers `mayUseConsole` accepts (staff by default); each
 * operation then applies the resource's own access rules (non-staff see only their own records).
 */
export function registerAdminResources(
  app: FastifyInstance,
  db: Kysely<Database>,
  resources: Resource[],
  mayUseConsole: (actor: Actor) => boolean = (a) => a.kind !== 'anonymous' && a.internal,
): void {
  const staff = (actor: Actor) => {
    if (actor.kind === 'anonymous') throw unauthorized();
    if (!mayUseConsole(actor)) throw forbidden(messages.request.consoleForStaff);
    return actor;
  };
  for (const resource of resources) {
    const base = `/api/admin/${resource.slug}`;
    const schema = { tags: ['console'], summary: `${resource.title} (console)` };
    app.get(base, { schema }, async (req: any, reply) => {
      const query = parseAdminList(resource, req.query ?? {});
      const { rows, total } = await listRecords(db, resource, query, staff(req.actor));
      const end = rows.length ? query.offset + rows.length - 1 : query.offset;
      reply.header('Content-Range', `${resource.slug} ${query.offset}-${end}/${total}`);
      reply.header('Access-Control-Expose-Headers', 'Content-Range');
      return rows;
    });
    app.get(`${base}/:id`, { schema }, async (req: any, reply) =>
      versioned(reply, await getRecord(db, resource, req.params.id, staff(req.actor))),
    );
    app.post(base, { schema }, async (req: any, reply) =>
      versioned(reply.status(201), await createRecord(db, resource, req.body, staff(req.actor))),
    );
    app.put(`${base}/:id`, { schema }, async (req: any, reply) =>
      versioned(
        reply,
        await updateRecord(db, resource, req.params.id, req.body, staff(req.actor), writeConditions(req)),
      ),
    );
    app.delete(`${base}/:id`, { schema }, async (req: any) => {
      const existing = await getRecord(db, resource, req.params.id, staff(req.actor));
      await deleteRecord(db, resource, req.params.id, req.actor, writeConditions(req));
      return existing;
    });
  }
}

/** A JSON query parameter; its texts follow the text rule like any other input (`filter.q` names the field). */
function json(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(String(raw));
  } catch {
    throw new ApiError(400, 'invalid_query', fillMessage(messages.request.mustBeJson, { name }), {
      [name]: fillMessage(messages.request.mustBeJson, { name }),
    });
  }
  refuseBadText(value, name);
  return value;
}

export function parseAdminList(resource: Resource, raw: Record<string, unknown>): ListQuery {
  const range = json(raw.range, 'range') ?? [0, 9];
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isSafeInteger(n) && n >= 0) ||
    range[1] < range[0]
  ) {
    throw new ApiError(400, 'invalid_query', messages.request.range, { range: messages.request.range });
  }
  const query: ListQuery = {
    where: {},
    ranges: {},
    sort: [],
    offset: range[0],
    limit: Math.min(range[1] - range[0] + 1, MAX_LIMIT),
  };
  const sort = json(raw.sort, 'sort');
  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(sort[1]))
      throw new ApiError(400, 'invalid_query', messages.request.sort, { sort: messages.request.sort });
    checkSortField(resource, sort[0]);
    query.sort.push({ field: sort[0], order: sort[1] === 'ASC' ? 'asc' : 'desc' });
  } else {
    query.sort.push(resource.defaultSort);
  }
  const filter = json(raw.filter, 'filter') ?? {};
  if (!filter || typeof filter !== 'object' || Array.isArray(filter))
    throw new ApiError(400, 'invalid_query', messages.request.filterObject, { filter: messages.request.filterObject });
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (key === 'q') {
      if (typeof value === 'string') query.search = { text: value, fields: resource.search };
      continue;
    }
    const bound = /^(.+)_(gte|lte)$/.exec(key);
    const field = bound ? bound[1] : key;
    if (!filterable(resource, field))
      throw new ApiError(400, 'invalid_filter', fillMessage(messages.request.unknownFilter, { key }), {
        [key]: fillMessage(messages.request.unknownFilter, { key }),
      });
    if (bound) (query.ranges[field] ??= {})[bound[2] as 'gte' | 'lte'] = coerce(resource, field, value);
    else
      query.where[field] = Array.isArray(value)
        ? value.map((v) => coerce(resource, field, v))
        : coerce(resource, field, value);
  }
  return query;
}
