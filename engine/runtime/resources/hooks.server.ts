import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  SelectQueryBuilder,
  UnknownRow,
} from 'kysely';

import type { Database } from '#generated/db.ts';

import type { Actor } from './access.server.ts';
import type { Op, RecordOf, Resource, ResourceTypes, StoredSlug } from './registry.server.ts';
import type { Row } from './row.ts';

export type { Row };

export interface HookContext {
  /** The transaction the operation runs in: writes made here commit or roll back with it. */
  db: Kysely<Database>;
  actor: Actor;
  resource: Resource;
}

/**
 * The data a create hook of `S` receives and hands on: the input validated against S's schema (its defaults
 * applied, readOnly fields left out), as the hooks before it shaped it. A plain Row for the hooks of every
 * resource (`S` not known), as `RecordOf` is.
 */
export type NewRecordOf<S extends StoredSlug = StoredSlug> = [StoredSlug] extends [S] ? Row : ResourceTypes[S] & Row;

/**
 * What an update of `S` changes: only the fields whose value really changes, each with its validated new value,
 * or null for an optional field the update clears (a required one cannot be: the record is validated whole).
 * A plain Row when `S` is not known.
 */
export type ChangesOf<S extends StoredSlug = StoredSlug> = [StoredSlug] extends [S]
  ? Row
  : Changes<ResourceTypes[S]> & Row;
type Changes<T> = { [K in keyof T]?: T[K] | (Partial<Pick<T, K>> extends Pick<T, K> ? null : never) };

/**
 * Domain behaviour attached to a resource by slug (never inside the JSON). Declared for one slug (`S`), its
 * arguments have that schema's generated type; the hooks of every resource (`S` left generic) see Rows.
 * `existing` and the rows after a write are the stored record (absent fields may read as null there).
 */
export interface ResourceHooks<S extends StoredSlug = StoredSlug> {
  /** Throws (an ApiError) to refuse an operation the generic access rule allows: a read-only log, a narrower reader. */
  guard?(ctx: Omit<HookContext, 'db'>, op: Op): void;
  /** Extra list parameters this resource accepts on /api/v1 (besides its filterable fields). */
  listParams?: string[];
  /** Narrows or extends a list query: extra parameters, custom scoping (a landlord's tenants...). */
  list?(
    ctx: HookContext,
    query: SelectQueryBuilder<any, any, any>,
    params: Record<string, string>,
  ): SelectQueryBuilder<any, any, any>;
  /**
   * May change the data (validated already) before insert, or throw an ApiError. What it returns is inserted
   * as it is (not validated again), so a hook adds only fields of the schema: the record's server-owned ones.
   */
  beforeCreate?(ctx: HookContext, data: NewRecordOf<S>): Promise<Row | void> | Row | void;
  afterCreate?(ctx: HookContext, row: RecordOf<S>): Promise<void> | void;
  /** May change what changes (validated already) before the write, or throw an ApiError; what it returns is written as it is. */
  beforeUpdate?(ctx: HookContext, changes: ChangesOf<S>, existing: RecordOf<S>): Promise<Row | void> | Row | void;
  afterUpdate?(ctx: HookContext, row: RecordOf<S>, existing: RecordOf<S>): Promise<void> | void;
  beforeDelete?(ctx: HookContext, existing: RecordOf<S>): Promise<void> | void;
  /** Shapes a record on its way out (add computed fields); writeOnly fields are already gone. */
  present?(ctx: Omit<HookContext, 'db'>, row: RecordOf<S>): RecordOf<S>;
  /** The fields `present` adds: ignored when a client sends the record back (as the console does on save). */
  computed?: string[];
}

export const EVERY_RESOURCE = '*';

/**
 * What one domain declares: its hooks keyed by resource slug (several per slug run in order), each typed by
 * its slug. The key `EVERY_RESOURCE` ('*') declares hooks of every resource; they run after each slug's own.
 */
export type HooksBySlug = { readonly [S in StoredSlug]?: ResourceHooks<S> | readonly ResourceHooks<S>[] } & {
  readonly [EVERY_RESOURCE]?: ResourceHooks | readonly ResourceHooks[];
};

/** Every domain's hooks, collected once when an app is built; never changed afterwards. */
export type HookTable = ReadonlyMap<string, readonly ResourceHooks[]>;

/** The table of the given declarations, in order (a slug declared by two domains runs both, then the '*' hooks). */
export function hookTable(declarations: readonly HooksBySlug[]): HookTable {
  const own = new Map<string, ResourceHooks[]>();
  for (const declaration of declarations) {
    // Each slug's hooks are only ever run on records of that slug: the table holds them untyped.
    const entries = Object.entries(declaration) as [string, ResourceHooks | readonly ResourceHooks[]][];
    for (const [slug, hooks] of entries) own.set(slug, [...(own.get(slug) ?? []), ...[hooks].flat()]);
  }
  const every = own.get(EVERY_RESOURCE) ?? [];
  const table = new Map<string, readonly ResourceHooks[]>([[EVERY_RESOURCE, Object.freeze(every)]]);
  for (const [slug, hooks] of own) if (slug !== EVERY_RESOURCE) table.set(slug, Object.freeze([...hooks, ...every]));
  return table;
}

/**
 * An app's hook table travels with its database handle (decision 022): `withHooks` gives the handle a
 * Kysely plugin holding the table, every transaction opened from that handle inherits it, and the
 * resource operations read it from the handle they are given. No module-level state: two apps in one
 * process (tests, tools) each run their own hooks. The plugin leaves queries and results untouched.
 */
class HookTablePlugin implements KyselyPlugin {
  constructor(readonly table: HookTable) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** The handle the app's operations run on: `db` carrying the app's hook table. */
export function withHooks<DB>(db: Kysely<DB>, table: HookTable): Kysely<DB> {
  return db.withPlugin(new HookTablePlugin(table));
}

/**
 * The hooks of `slug` in the app that owns `db`. A handle without a hook table is refused: running the
 * operations without their hooks would be a door around the domain's rules.
 */
export function hooksOf(db: Kysely<any>, slug: string): readonly ResourceHooks[] {
  const plugin = db.getExecutor().plugins.find((p): p is HookTablePlugin => p instanceof HookTablePlugin);
  if (!plugin)
    throw new Error(
      `No hook table on this database handle: resource operations on "${slug}" need the app's handle (withHooks)`,
    );
  return plugin.table.get(slug) ?? plugin.table.get(EVERY_RESOURCE) ?? [];
}
