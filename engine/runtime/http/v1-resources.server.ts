import './route-docs.ts';

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

import { fillMessage } from '#engine/runtime/messages.ts';
import type { Database } from '#generated/db.ts';
import { messages } from '#generated/messages.ts';
import type { ListPage as Envelope } from '#generated/types/list-page.ts';

import { ApiError } from '../errors.ts';
import type { Actor } from '../resources/access.server.ts';
import { hooksOf } from '../resources/hooks.server.ts';
import { checkSortField, coerce, filterable, type ListQuery, MAX_LIMIT } from '../resources/list-query.ts';
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord } from '../resources/operations.server.ts';
import type { RecordOf, Resource, StoredSlug } from '../resources/registry.server.ts';
import { versioned, writeConditions } from './record-version-headers.server.ts';

/**
 * The specification's dialect, /api/v1/<path>: `page`, `limit`, `sortBy=field:asc|desc` and one query
 * parameter per filterable field; lists answer `{ results, page, limit, totalPages, totalResults }`.
 */
export function registerV1Resources(
  app: FastifyInstance,
  db: Kysely<Database>,
  resources: Resource[],
  taken: Set<string>,
): void {
  for (const resource of resources) {
    const base = `/api/v1/${resource.apiPath}`;
    const tags = [resource.title];
    const route = (method: string, url: string, op: string, handler: any) => {
      if (!resource.apiOps.includes(op as any) || taken.has(`${method} ${url}`)) return;
      taken.add(`${method} ${url}`);
      const docs = {
        body: op === 'create' || op === 'update' ? resource.slug : undefined,
        response: op === 'list' ? `list:${resource.slug}` : op === 'delete' ? undefined : resource.slug,
        public: resource.publicOps.includes(op as any),
        versioned: op !== 'list',
      };
      app.route({
        method: method as any,
        url,
        schema: { tags, summary: `${op} ${resource.title}` },
        config: { docs },
        handler,
      });
    };
    route('GET', base, 'list', async (req: any) => v1List(db, resource, req.query ?? {}, req.actor));
    route('GET', `${base}/:id`, 'get', async (req: any, reply: any) =>
      versioned(reply, await getRecord(db, resource, req.params.id, req.actor)),
    );
    route('POST', base, 'create', async (req: any, reply: any) =>
      versioned(reply.status(201), await createRecord(db, resource, req.body, req.actor)),
    );
    route('PATCH', `${base}/:id`, 'update', async (req: any, reply: any) =>
      versioned(reply, await updateRecord(db, resource, req.params.id, req.body, req.actor, writeConditions(req))),
    );
    route('DELETE', `${base}/:id`, 'delete', async (req: any, reply: any) => {
      await deleteRecord(db, resource, req.params.id, req.actor, writeConditions(req));
      return reply.status(204).send();
    });
  }
}

/**
 * One page of a resource in this dialect, for the given query parameters and caller: the HTTP route and
 * the site's loaders (decision 023) both answer through it, so both apply the same parameters, limits,
 * messages and access rule.
 */
export async function v1List<S extends StoredSlug>(
  db: Kysely<Database>,
  resource: Resource<S>,
  raw: Record<string, unknown>,
  actor: Actor,
): Promise<Omit<Envelope, 'results'> & { results: RecordOf<S>[] }> {
  const { query, params, page } = parseV1List(db, resource, raw);
  const { rows, total } = await listRecords(db, resource, query, actor, params);
  return {
    results: rows as RecordOf<S>[],
    page,
    limit: query.limit,
    totalPages: Math.ceil(total / query.limit),
    totalResults: total,
  };
}

function integer(value: unknown, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ApiError(400, 'invalid_query', fillMessage(messages.request.wholeNumber, { field: name, min, max }), {
      [name]: fillMessage(messages.request.wholeNumber, { field: name, min, max }),
    });
  return n;
}

export function parseV1List(
  db: Kysely<Database>,
  resource: Resource,
  raw: Record<string, unknown>,
): { query: ListQuery; params: Record<string, string>; page: number } {
  const limit = integer(raw.limit, 'limit', 1, MAX_LIMIT, 10);
  const page = integer(raw.page, 'page', 1, 1_000_000, 1);
  const extra = new Set(hooksOf(db, resource.slug).flatMap((h) => h.listParams ?? []));
  const query: ListQuery = { where: {}, ranges: {}, sort: [], offset: (page - 1) * limit, limit };
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'limit' || key === 'page' || key === 'sortBy') continue;
    const text = Array.isArray(value) ? value[0] : value;
    if (extra.has(key)) params[key] = String(text ?? '');
    else if (filterable(resource, key)) query.where[key] = coerce(resource, key, text);
    else
      throw new ApiError(400, 'invalid_filter', fillMessage(messages.request.unknownFilter, { key }), {
        [key]: fillMessage(messages.request.unknownFilter, { key }),
      });
  }
  const sortBy =
    typeof raw.sortBy === 'string' && raw.sortBy
      ? raw.sortBy
      : `${resource.defaultSort.field}:${resource.defaultSort.order}`;
  for (const part of sortBy.split(',')) {
    const [field, order = 'asc'] = part.split(':');
    const f = field === '_id' ? (resource.columns.createdAt ? 'createdAt' : 'id') : field;
    checkSortField(resource, f);
    if (order !== 'asc' && order !== 'desc')
      throw new ApiError(400, 'invalid_sort', messages.request.sortBy, { sortBy: messages.request.sortBy });
    query.sort.push({ field: f, order });
  }
  return { query, params, page };
}
