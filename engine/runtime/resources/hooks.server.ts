import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, SelectQueryBuilder, UnknownRow } from 'kysely';
import type { Database } from '#generated/db.ts';
import type { Actor } from './access.server.ts';
import type { Op, Resource } from './registry.server.ts';
import type { Row } from './row.ts';

export type { Row };

export interface HookContext {
  /** The transaction the operation runs in: writes made here commit or roll back with it. */
  db: Kysely<Database>;
  actor: Actor;
  resource: Resource;
}

/** Domain behaviour attached to a resource by slug (never inside the JSON). */
export interface ResourceHooks {
  /** Throws (an ApiError) to refuse an operation the generic access rule allows: a read-only log, a narrower reader. */
  guard?(ctx: Omit<HookContext, 'db'>, op: Op): void;
  /** Extra list parameters this resource accepts on /api/v1 (besides its filterable fields). */
  listParams?: string[];
  /** Narrows or extends a list query: extra parameters, custom scoping (a landlord's tenants...). */
  list?(ctx: HookContext, query: SelectQueryBuilder<any, any, any>, params: Record<string, string>): SelectQueryBuilder<any, any, any>;
  /** May change the data (validated already) before insert, or throw an ApiError. */
  beforeCreate?(ctx: HookContext, data: Row): Promise<Row | void> | Row | void;
  afterCreate?(ctx: HookContext, row: Row): Promise<void> | void;
  beforeUpdate?(ctx: HookContext, data: Row, existing: Row): Promise<Row | void> | Row | void;
  afterUpdate?(ctx: HookContext, row: Row, existing: Row): Promise<void> | void;
  beforeDelete?(ctx: HookContext, existing: Row): Promise<void> | void;
  /** Shapes a record on its way out (add computed fields); writeOnly fields are already gone. */
  present?(ctx: Omit<HookContext, 'db'>, row: Row): Row;
  /** The fields `present` adds: ignored when a client sends the record back (as the console does on save). */
  computed?: string[];
}

/**
 * What one domain declares: its hooks keyed by resource slug (several per slug run in order). The key
 * `EVERY_RESOURCE` ('*') declares hooks of every resource; they run after each slug's own.
 */
export type HooksBySlug = Readonly<Record<string, ResourceHooks | readonly ResourceHooks[]>>;

export const EVERY_RESOURCE = '*';

/** Every domain's hooks, collected once when an app is built; never changed afterwards. */
export type HookTable = ReadonlyMap<string, readonly ResourceHooks[]>;

/** The table of the given declarations, in order (a slug declared by two domains runs both, then the '*' hooks). */
export function hookTable(declarations: readonly HooksBySlug[]): HookTable {
  const own = new Map<string, ResourceHooks[]>();
  for (const declaration of declarations) {
    for (const [slug, hooks] of Object.entries(declaration)) own.set(slug, [...(own.get(slug) ?? []), ...[hooks].flat()]);
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
  if (!plugin) throw new Error(`No hook table on this database handle: resource operations on "${slug}" need the app's handle (withHooks)`);
  return plugin.table.get(slug) ?? plugin.table.get(EVERY_RESOURCE) ?? [];
}
