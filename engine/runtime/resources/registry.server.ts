import { columnTypes, tables } from '#generated/db.ts';
import { manifest } from '#generated/manifest.ts';
import type { ResourceTypes, StoredSlug } from '#generated/types/resource-types.ts';

import type { Row } from './row.ts';

export type { ResourceTypes, StoredSlug };

export type Op = 'list' | 'get' | 'create' | 'update' | 'delete';
export const ALL_OPS: Op[] = ['list', 'get', 'create', 'update', 'delete'];

/**
 * A record of the stored schema `S` as the resource operations return it: the generated type, with its id,
 * still a Row (hooks may add computed fields). For a slug known only at run time (`Resource` without a
 * slug) it is a plain Row.
 */
export type RecordOf<S extends StoredSlug = StoredSlug> = [StoredSlug] extends [S]
  ? Row
  : ResourceTypes[S] & { id: string } & Row;

/** What the engine knows of a stored schema at run time, from the generated manifest. */
export interface Resource<S extends StoredSlug = StoredSlug> {
  slug: S;
  table: string;
  title: string;
  module: string;
  /** Fields holding the owning user's id. */
  owners: string[];
  publicOps: Op[];
  selfOps: Op[];
  /** `x-permissions.readOnly`: a ledger or log only the domain's own operations write; generic writes are refused. */
  readOnlyRecords: boolean;
  apiPath: string;
  apiOps: Op[];
  columns: Record<string, string>;
  readOnly: Set<string>;
  writeOnly: Set<string>;
  /** The schema's defaults of top-level fields: every create fills the absent ones. */
  defaults: Readonly<Record<string, unknown>>;
  /** Console hints: list search fields and default sort. */
  search: string[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
}

const cache = new Map<string, Resource>();

function build(slug: StoredSlug): Resource {
  const entry: any = manifest[slug];
  const perms = entry['x-permissions'] ?? { module: slug };
  const owners = perms.owner === undefined ? [] : Array.isArray(perms.owner) ? perms.owner : [perms.owner];
  const sort = entry['x-admin']?.sort;
  const columns = (columnTypes as Record<string, Record<string, string>>)[slug];
  return {
    slug,
    table: (tables as Record<string, string>)[slug],
    title: entry.title,
    module: perms.module,
    owners,
    publicOps: perms.public ?? [],
    selfOps: owners.length ? (perms.self ?? ['list', 'get']) : [],
    readOnlyRecords: perms.readOnly === true,
    apiPath: entry['x-api']?.path ?? slug,
    apiOps: entry['x-api']?.operations ?? ALL_OPS,
    columns,
    readOnly: new Set(entry.readOnly),
    writeOnly: new Set(entry.writeOnly),
    defaults: entry.defaults ?? {},
    search: entry['x-admin']?.search ?? [],
    defaultSort: sort
      ? { field: sort.field, order: sort.order === 'ASC' ? 'asc' : 'desc' }
      : { field: 'createdAt' in columns ? 'createdAt' : 'id', order: 'desc' },
  };
}

/** The stored resource `slug`: typed by its slug when the slug is a known stored one, else undefined for forms and unknown names. */
export function resource<S extends StoredSlug>(slug: S): Resource<S>;
export function resource(slug: string): Resource | undefined;
export function resource(slug: string): Resource | undefined {
  if (!Object.hasOwn(tables, slug)) return undefined;
  let r = cache.get(slug);
  if (!r) cache.set(slug, (r = build(slug as StoredSlug)));
  return r;
}

export function allResources(): Resource[] {
  return (Object.keys(tables) as StoredSlug[]).map((slug) => resource(slug));
}
