import { manifest } from '#generated/manifest.ts';

type Node = Record<string, any>;
export type ManifestEntry = (typeof manifest)[keyof typeof manifest] & Record<string, any>;

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
export const adminEntries: ManifestEntry[] = Object.values(manifest).filter((e: any) => e['x-admin']) as ManifestEntry[];

export function entryOf(slug: string): ManifestEntry | undefined {
  return (manifest as Record<string, ManifestEntry>)[slug];
}

export function adminHints(slug: string): AdminHints {
  return (entryOf(slug)?.['x-admin'] ?? { label: slug }) as AdminHints;
}

/** The permission module that guards the resource (x-permissions.module). */
export function moduleOf(slug: string): string | undefined {
  return entryOf(slug)?.['x-permissions']?.module;
}

export function propertyOf(schema: Node, name: string): Node {
  return schema.properties?.[name] ?? {};
}

export function titleOf(schema: Node, name: string): string {
  return propertyOf(schema, name).title ?? name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
}

const MONEY = /(amount|rent|fee|price|income|deposit|value)$/i;

/** Rupee amounts: numbers whose name says money (bondAmount, expectedRent, finalFee...). */
export function isMoney(name: string, node: Node): boolean {
  return (node.type === 'number' || node.type === 'integer') && MONEY.test(name);
}

/** The date field a list's From/To filter ranges over. */
export function dateRangeField(schema: Node): string | undefined {
  return ['createdAt', 'updatedAt'].find((f) => schema.properties?.[f]);
}

/** Scalar fields that can be list columns (not objects, not write-only). */
export function columnFields(schema: Node): string[] {
  return Object.entries<Node>(schema.properties ?? {})
    .filter(([, n]) => !n.writeOnly && n.type !== 'object')
    .map(([name]) => name);
}

/** A value as words: 'pending-verification' → 'Pending verification'. */
export function humanize(value: unknown): string {
  const text = String(value ?? '');
  if (!text) return '';
  return text.replace(/[-_]/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}
