import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '#generated/db.ts';
import type { Actor } from './access.server.ts';
import type { Resource } from './registry.server.ts';
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

/** What one domain declares: its hooks keyed by resource slug (several per slug run in order). */
export type HooksBySlug = Readonly<Record<string, ResourceHooks | readonly ResourceHooks[]>>;

/** Every domain's hooks, collected once when an app is built; never changed afterwards. */
export type HookTable = ReadonlyMap<string, readonly ResourceHooks[]>;

/** The table of the given declarations, in order (a slug declared by two domains runs both). */
export function hookTable(declarations: readonly HooksBySlug[]): HookTable {
  const table = new Map<string, readonly ResourceHooks[]>();
  for (const declaration of declarations) {
    for (const [slug, hooks] of Object.entries(declaration)) table.set(slug, Object.freeze([...(table.get(slug) ?? []), ...[hooks].flat()]));
  }
  return table;
}

/**
 * The table of the app being served: buildApp hands it over once (useHookTable) and every resource
 * operation reads it. Operations take no app context yet (they are called by slug from domain code and
 * loaders); the table itself is immutable and replaced whole, never added to piece by piece.
 */
let current: HookTable = new Map();

export function useHookTable(table: HookTable): void {
  current = table;
}

export function hooksOf(slug: string): readonly ResourceHooks[] {
  return current.get(slug) ?? [];
}
