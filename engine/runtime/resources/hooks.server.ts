import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '#generated/db.ts';
import type { Actor } from './access.server.ts';
import type { Resource } from './registry.server.ts';

export type Row = Record<string, unknown>;

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

const registry = new Map<string, ResourceHooks[]>();

export function defineHooks(slug: string, hooks: ResourceHooks): void {
  registry.set(slug, [...(registry.get(slug) ?? []), hooks]);
}

export function hooksOf(slug: string): ResourceHooks[] {
  return registry.get(slug) ?? [];
}
