import type { ManifestEntry } from '../runtime/manifest-entry.ts';
import { TS_BANNER, typeName } from './gen-types.ts';
import type { SchemaNode, SourceSchema } from './model.ts';
import { isSchemaObject } from './schema-walk.ts';

export type { ManifestEntry };

export function manifestEntry(source: SourceSchema, bundled: SchemaNode): ManifestEntry {
  const props: Record<string, SchemaNode> = bundled.properties ?? {};
  const refs: ManifestEntry['refs'] = {};
  for (const [name, prop] of Object.entries(props)) {
    if (prop['x-ref']) refs[name] = { ...prop['x-ref'] };
    else if (isSchemaObject(prop.items) && prop.items['x-ref']) refs[name] = { ...prop.items['x-ref'], many: true };
  }
  const entry: ManifestEntry = {
    slug: source.slug,
    id: source.id,
    title: source.json.title,
    ...(source.json.description ? { description: source.json.description } : {}),
    kind: source.kind === 'entity' ? 'entity' : 'form',
    file: source.file,
    typeName: typeName(source.slug),
    properties: Object.keys(props),
    required: Array.isArray(bundled.required) ? bundled.required : [],
    readOnly: Object.keys(props).filter((p) => props[p].readOnly === true),
    writeOnly: Object.keys(props).filter((p) => props[p].writeOnly === true),
    refs,
  };
  const defaults = defaultsOf(bundled);
  if (Object.keys(defaults).length) entry.defaults = defaults;
  for (const key of ['x-db', 'x-admin', 'x-permissions', 'x-ui', 'x-api', 'x-writes'] as const) {
    if (source.json[key] !== undefined) entry[key] = source.json[key];
  }
  return entry;
}

/** The `default` of each top-level property that has one (write-only secrets have none to give). */
export function defaultsOf(bundled: SchemaNode): Record<string, unknown> {
  const props: Record<string, SchemaNode> = bundled.properties ?? {};
  return Object.fromEntries(
    Object.entries(props)
      .filter(([, p]) => p.default !== undefined && p.writeOnly !== true)
      .map(([name, p]) => [name, p.default]),
  );
}

export function manifestModule(entries: ManifestEntry[]): string {
  const bySlug = Object.fromEntries(entries.map((e) => [e.slug, e]));
  return [
    TS_BANNER,
    "import type { ManifestEntry } from '#engine/runtime/manifest-entry.ts';",
    '',
    '/** Every top-level schema: slug, title, kind (stored entity or form) and its x- hints. */',
    `export const manifest = ${JSON.stringify(bySlug, null, 2)} as const satisfies Record<string, ManifestEntry>;`,
    '',
    'export type Slug = keyof typeof manifest;',
    'export const slugs = Object.keys(manifest) as Slug[];',
    "export type EntitySlug = { [S in Slug]: (typeof manifest)[S]['kind'] extends 'entity' ? S : never }[Slug];",
    '',
  ].join('\n');
}
