import { manifest, type Slug } from '#generated/manifest.ts';
import { columnTypes, tables } from '#generated/db.ts';

export type Op = 'list' | 'get' | 'create' | 'update' | 'delete';
export const ALL_OPS: Op[] = ['list', 'get', 'create', 'update', 'delete'];

/** What the engine knows of a stored schema at run time, from the generated manifest. */
export interface Resource {
  slug: Slug;
  table: string;
  title: string;
  module: string;
  /** Fields holding the owning user's id. */
  owners: string[];
  publicOps: Op[];
  selfOps: Op[];
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

function build(slug: Slug): Resource {
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
    selfOps: owners.length ? perms.self ?? ['list', 'get'] : [],
    apiPath: entry['x-api']?.path ?? slug,
    apiOps: entry['x-api']?.operations ?? ALL_OPS,
    columns,
    readOnly: new Set(entry.readOnly),
    writeOnly: new Set(entry.writeOnly),
    defaults: entry.defaults ?? {},
    search: entry['x-admin']?.search ?? [],
    defaultSort: sort ? { field: sort.field, order: sort.order === 'ASC' ? 'asc' : 'desc' } : { field: 'createdAt' in columns ? 'createdAt' : 'id', order: 'desc' },
  };
}

/** The stored resource `slug`, or undefined for forms and unknown names. */
export function resource(slug: string): Resource | undefined {
  if (!Object.hasOwn(tables, slug)) return undefined;
  let r = cache.get(slug);
  if (!r) cache.set(slug, (r = build(slug as Slug)));
  return r;
}

export function allResources(): Resource[] {
  return Object.keys(tables).map((slug) => resource(slug)!);
}
