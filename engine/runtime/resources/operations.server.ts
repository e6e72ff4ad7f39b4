import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';

import { memoisedCount } from '#engine/runtime/db/count-memo.server.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import type { Slug } from '#generated/manifest.ts';
import { messages } from '#generated/messages.ts';

import { ApiError, forbidden, invalid, notFound } from '../errors.ts';
import { isId, requireObject } from '../request-input.ts';
import { sameJson } from '../same-json.ts';
import { validate } from '../validation/validate.ts';
import { type Actor, authorize, inScope, type Scope } from './access.server.ts';
import { requireReadableFields, requireWritableChanges, searchableBy } from './field-access.server.ts';
import { type HookContext, hooksOf, type Row } from './hooks.server.ts';
import type { ListQuery } from './list-query.ts';
import { present, presenter } from './present.server.ts';
import { requireVersion, versionOf, withVersion, type WriteConditions } from './record-version.server.ts';
import type { Op, RecordOf, Resource, StoredSlug } from './registry.server.ts';

export { present, presenter };

/**
 * The generic operations every stored resource has: list, get, create, update, delete. Each checks who
 * is asking, validates with the generated validator, runs the resource's hooks, and writes in one
 * transaction. Both API dialects and the site call these; nothing else writes generic resources.
 */
type AnyQuery = SelectQueryBuilder<any, any, any>;

/** The generic access rule, then any resource hook that refuses more (`guard`). */
function checkAccess(db: Db, resource: Resource, op: Op, actor: Actor): Scope {
  const scope = authorize(resource, op, actor);
  for (const hook of hooksOf(db, resource.slug)) hook.guard?.({ actor, resource }, op);
  return scope;
}

export interface ListResult<T = Row> {
  rows: T[];
  total: number;
}

export async function listRecords<S extends StoredSlug>(
  db: Db,
  resource: Resource<S>,
  query: ListQuery,
  actor: Actor,
  params: Record<string, string> = {},
): Promise<ListResult<RecordOf<S>>> {
  const scope = checkAccess(db, resource, 'list', actor);
  requireReadableFields(
    resource.slug,
    actor,
    [...Object.keys(query.where), ...Object.keys(query.ranges), ...query.sort.map((s) => s.field)],
    !scope.all,
  );
  let base: AnyQuery = (db as Kysely<any>).selectFrom(resource.table);
  base = applyScope(base, scope);
  for (const [field, value] of Object.entries(query.where)) {
    base = Array.isArray(value)
      ? base.where(sql.ref(field), 'in', value.length ? value : [null])
      : value === null
        ? base.where(sql.ref(field), 'is', null)
        : base.where(sql.ref(field), '=', value);
  }
  for (const [field, range] of Object.entries(query.ranges)) {
    if (range.gte !== undefined) base = base.where(sql.ref(field), '>=', range.gte);
    if (range.lte !== undefined) base = base.where(sql.ref(field), '<=', range.lte);
  }
  const searched = query.search ? searchableBy(resource.slug, actor, query.search.fields, !scope.all) : [];
  if (query.search && searched.length && query.search.text.trim()) {
    const pattern = `%${query.search.text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or(searched.map((f) => eb(searchedText(f), 'ilike', pattern))));
  }
  const ctx: HookContext = { db, actor, resource };
  for (const hook of hooksOf(db, resource.slug)) if (hook.list) base = hook.list(ctx, base, params);
  let page = base.selectAll();
  for (const s of query.sort) page = page.orderBy(sql.ref(s.field), s.order);
  page = page.orderBy(sql.ref('id'), 'asc').limit(query.limit).offset(query.offset);
  const [rows, total] = await Promise.all([page.execute(), countOf(db, resource.table, actor, base)]);
  return { rows: rows.map(presenter(db, resource, actor)), total };
}

/** A search field as text: a column, or one key of a JSON column (`propertyAddress.pin`, checked by generate). */
function searchedText(field: string) {
  const [column, key] = field.split('.');
  return key === undefined ? sql`${sql.ref(column)}::text` : sql`${sql.ref(column)}->>${sql.lit(key)}`;
}

/**
 * How many rows a list's conditions match: exact for a signed-in actor, kept a few seconds for anonymous
 * visitors (`memoisedCount`, decision 024), whose lists are public and asked again and again under load.
 */
export async function countOf(db: Db, table: string, actor: Actor, base: AnyQuery): Promise<number> {
  const query = base.select(sql<number>`count(*)`.as('total'));
  const count = async () => Number((await query.executeTakeFirst())?.total ?? 0);
  return actor.kind === 'anonymous' ? memoisedCount(db, table, query.compile(), count) : count();
}

export async function getRecord<S extends StoredSlug>(
  db: Db,
  resource: Resource<S>,
  id: string,
  actor: Actor,
): Promise<RecordOf<S>> {
  const scope = checkAccess(db, resource, 'get', actor);
  const row = await findById(db, resource, id);
  if (!row || !inScope(scope, row)) throw notFound(resource.title);
  return withVersion(present(db, resource, actor, row), versionOf(row));
}

export async function createRecord<S extends StoredSlug>(
  db: Db,
  resource: Resource<S>,
  input: unknown,
  actor: Actor,
): Promise<RecordOf<S>> {
  const scope = checkAccess(db, resource, 'create', actor);
  const data = withDefaults(resource, writable(db, resource, bodyObject(input)));
  if (!scope.all && !inScope(scope, data)) data[scope.ownerFields[0]] = scope.ownerId;
  // A value at its schema default is no change (field-access.server.ts): the defaults just added pass.
  requireWritableChanges(resource.slug, actor, data);
  const checked = validate<Slug>(resource.slug, data);
  if (!checked.ok) throw invalid(checked.errors);
  return write(
    db,
    async (trx) => {
      const ctx: HookContext = { db: trx, actor, resource };
      let values = checked.value as Row;
      for (const hook of hooksOf(trx, resource.slug))
        values = ((await hook.beforeCreate?.(ctx, values)) as Row) ?? values;
      const row = await (trx as Kysely<any>)
        .insertInto(resource.table)
        .values(toColumns(resource, values))
        .returningAll()
        .executeTakeFirstOrThrow();
      for (const hook of hooksOf(trx, resource.slug)) await hook.afterCreate?.(ctx, row);
      return withVersion(present(trx, resource, actor, row), versionOf(row));
    },
    resource,
  );
}

export async function updateRecord<S extends StoredSlug>(
  db: Db,
  resource: Resource<S>,
  id: string,
  input: unknown,
  actor: Actor,
  conditions: WriteConditions = {},
): Promise<RecordOf<S>> {
  const scope = checkAccess(db, resource, 'update', actor);
  const patch = writable(db, resource, bodyObject(input));
  return write(
    db,
    async (trx) => {
      const existing = await findById(trx, resource, id, true);
      if (!existing || !inScope(scope, existing)) throw notFound(resource.title);
      requireVersion(conditions, resource.title, existing, () => present(trx, resource, actor, existing));
      requireWritableChanges(resource.slug, actor, patch, existing);
      const merged: Row = { ...withoutNulls(existing), ...patch };
      for (const [k, v] of Object.entries(patch)) if (v === null) delete merged[k];
      if (!inScope(scope, merged)) throw forbidden(messages.request.notYoursToGive);
      const checked = validate<Slug>(resource.slug, merged);
      if (!checked.ok) throw invalid(checked.errors);
      const ctx: HookContext = { db: trx, actor, resource };
      // Only what really changes: a PUT sends the whole record, and hooks react to changes.
      let changes: Row = Object.fromEntries(
        Object.keys(patch)
          .map((k) => [k, (checked.value as Row)[k] ?? null] as const)
          .filter(([k, v]) => !sameJson(v, existing[k])),
      );
      for (const hook of hooksOf(trx, resource.slug))
        changes = ((await hook.beforeUpdate?.(ctx, changes, existing)) as Row) ?? changes;
      if ('updatedAt' in resource.columns) changes.updatedAt = new Date().toISOString();
      const row = Object.keys(changes).length
        ? await (trx as Kysely<any>)
            .updateTable(resource.table)
            .set(toColumns(resource, changes))
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : existing;
      for (const hook of hooksOf(trx, resource.slug)) await hook.afterUpdate?.(ctx, row, existing);
      return withVersion(present(trx, resource, actor, row), versionOf(row));
    },
    resource,
  );
}

export async function deleteRecord(
  db: Db,
  resource: Resource,
  id: string,
  actor: Actor,
  conditions: WriteConditions = {},
): Promise<void> {
  const scope = checkAccess(db, resource, 'delete', actor);
  await write(
    db,
    async (trx) => {
      const existing = await findById(trx, resource, id, true);
      if (!existing || !inScope(scope, existing)) throw notFound(resource.title);
      requireVersion(conditions, resource.title, existing, () => present(trx, resource, actor, existing));
      for (const hook of hooksOf(trx, resource.slug)) await hook.beforeDelete?.({ db: trx, actor, resource }, existing);
      await (trx as Kysely<any>).deleteFrom(resource.table).where('id', '=', id).execute();
    },
    resource,
  );
}

async function findById(db: Db, resource: Resource, id: string, forUpdate = false): Promise<Row | undefined> {
  if (!isId(id)) return undefined;
  let q = (db as Kysely<any>).selectFrom(resource.table).selectAll().where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

function applyScope(query: AnyQuery, scope: Scope): AnyQuery {
  if (scope.all) return query;
  return query.where((eb) => eb.or(scope.ownerFields.map((f) => eb(sql.ref(f), '=', scope.ownerId))));
}

function bodyObject(input: unknown): Row {
  requireObject(input);
  return input;
}

/** The input without server-owned or computed fields: clients may echo a record back without failing on them. */
function writable(db: Db, resource: Resource, input: Row): Row {
  const computed = new Set(hooksOf(db, resource.slug).flatMap((h) => h.computed ?? []));
  return Object.fromEntries(
    Object.entries(input).filter(([k]) => !resource.readOnly.has(k) && !computed.has(k) && k !== '_id'),
  );
}

/** The schema's `default` for each field the input leaves out (a record never starts with "—" where its schema says otherwise). */
export function withDefaults(resource: Resource, data: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(resource.defaults)) if (data[k] === undefined) out[k] = structuredClone(v);
  return Object.assign(out, data);
}

function withoutNulls(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null && v !== undefined));
}

/** jsonb columns take JSON text: drivers would turn a JS array into a PostgreSQL array. */
function toColumns(resource: Resource, values: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(values)) {
    if (!Object.hasOwn(resource.columns, k) || v === undefined) continue;
    out[k] = resource.columns[k] === 'jsonb' && v !== null ? JSON.stringify(v) : v;
  }
  return out;
}

/**
 * Runs `work` in a transaction, turning constraint violations into client errors. Given a transaction
 * already (a domain operation making several writes), it joins that one instead.
 */
async function write<T>(db: Db, work: (trx: Db) => Promise<T>, resource: Resource): Promise<T> {
  try {
    return db.isTransaction ? await work(db) : await db.transaction().execute(work);
  } catch (e) {
    throw translateDbError(e, resource);
  }
}

export function translateDbError(e: unknown, resource: Resource): unknown {
  const err = e as { code?: string; constraint?: string; message?: string };
  if (err instanceof ApiError || !err || typeof err.code !== 'string') return e;
  if (err.code === '23505') {
    const field =
      Object.keys(resource.columns).find((c) =>
        (err.constraint ?? err.message ?? '').toLowerCase().includes(`_${c.toLowerCase()}_key`),
      ) ?? 'value';
    return new ApiError(409, 'conflict', fillMessage(messages.request.inUse, { field }), {
      [field]: fillMessage(messages.request.inUse, { field }),
    });
  }
  if (err.code === '22P02' || err.code === '22007' || err.code === '22008' || err.code === '22003')
    return new ApiError(400, 'invalid_value', messages.request.wrongFormat);
  return e;
}
