import { allProperties, fieldSchema } from '#engine/runtime/forms/conditional-fields.ts';
import type { ConsoleManifestEntry } from '#engine/runtime/manifest-entry.ts';
import { manifest } from '#generated/manifest.ts';

type Node = Record<string, any>;
/** A schema's manifest entry as the console's build keeps it: only the fields it reads. */
export type ManifestEntry = ConsoleManifestEntry;
const entries = manifest as unknown as Record<string, ManifestEntry>;

export interface AdminHints {
  label: string;
  icon?: string;
  group?: string;
  list?: string[];
  filters?: string[];
  search?: string[];
  sort?: { field: string; order: 'ASC' | 'DESC' };
  recordTitle?: string;
  hidden?: boolean;
}

/** Every stored schema with `x-admin` hints: the console's generated resources. */
export const adminEntries: ManifestEntry[] = Object.values(entries).filter((e) => e['x-admin']);

export function entryOf(slug: string): ManifestEntry | undefined {
  return entries[slug];
}

export function adminHints(slug: string): AdminHints {
  return (entryOf(slug)?.['x-admin'] ?? { label: slug }) as AdminHints;
}

/** The permission module that guards the resource (x-permissions.module). */
export function moduleOf(slug: string): string | undefined {
  return entryOf(slug)?.['x-permissions']?.module;
}

/** A field's schema, one declared under a condition too (decision 061). */
export function propertyOf(schema: Node, name: string): Node {
  return fieldSchema(schema, name);
}

/** A field's title; `field.key` (a search field inside an object) names the key's. */
export function titleOf(schema: Node, name: string): string {
  const [field, key] = name.split('.');
  if (key !== undefined) return titleOf(propertyOf(schema, field), key);
  return propertyOf(schema, name).title ?? name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
}

/** The date field a list's From/To filter ranges over. */
export function dateRangeField(schema: Node): string | undefined {
  return ['createdAt', 'updatedAt'].find((f) => schema.properties?.[f]);
}

/** Scalar fields that can be list columns (not objects, not write-only). */
export function columnFields(schema: Node): string[] {
  return Object.entries<Node>(allProperties(schema))
    .filter(([, n]) => !n.writeOnly && n.type !== 'object')
    .map(([name]) => name);
}

export { humanize, isMoney, titleOfValue } from '#domain/format/field-value.ts';

/**
 * For a non-staff viewer, the owner field their list is limited to (x-permissions.owner): the one named
 * for their user type (landlordId for a landlord), else the first.
 */
export function ownerFieldFor(slug: string, userType: string): string | undefined {
  const owner = entryOf(slug)?.['x-permissions']?.owner as string | string[] | undefined;
  const fields = owner === undefined ? [] : [owner].flat();
  const base = userType.replace(/individual$/, '');
  return fields.find((f) => f.toLowerCase().startsWith(base)) ?? fields[0];
}

/** The most columns a list shows before the viewer picks more from Columns. */
const MAX_DEFAULT_COLUMNS = 8;

/**
 * The columns a list shows at first: x-admin.list, then the resource's other short fields (not
 * read-only, not long text, not lists) in schema order up to eight columns, so a field an analyst adds
 * to a small resource shows up with no other change. Everything else stays under Columns.
 */
export function defaultColumns(schema: Node, list: string[] | undefined): string[] {
  const shown = [...(list ?? [])];
  for (const [name, node] of Object.entries<Node>(schema.properties ?? {})) {
    if (shown.length >= MAX_DEFAULT_COLUMNS) break;
    if (shown.includes(name) || node.readOnly || node.writeOnly || node['x-ui']?.widget === 'textarea') continue;
    if (['object', 'array'].includes(node.type) || (node.maxLength ?? 0) > 300) continue;
    shown.push(name);
  }
  return shown;
}
