/** A JSON Schema node as read from disk: loosely typed on purpose, checked by the generator. */
export type SchemaNode = { [key: string]: any };

/**
 * One schema's entry in generated/manifest.ts. The generator writes it and the runtime reads it, so the
 * type lives here (plain TypeScript, no Node) rather than in the generator (engine/codegen/gen-manifest.ts).
 */
export interface ManifestEntry {
  slug: string;
  id: string;
  title: string;
  description?: string;
  kind: 'entity' | 'form';
  file: string;
  typeName: string;
  properties: string[];
  required: string[];
  /** Server-owned fields (ignored on input) and secrets (never output). */
  readOnly: string[];
  writeOnly: string[];
  /** Fields holding ids of other stored resources. */
  refs: Record<string, { resource: string; label?: string; many?: boolean }>;
  /** The schema's `default` of each top-level field that has one: a create fills the absent ones. */
  defaults?: Record<string, unknown>;
  'x-db'?: SchemaNode;
  'x-admin'?: SchemaNode;
  'x-permissions'?: SchemaNode;
  'x-ui'?: SchemaNode;
  'x-api'?: SchemaNode;
  'x-writes'?: SchemaNode;
}

/**
 * The fields of an entry the console reads. Its build keeps only these (admin/vite.config.ts: the whole manifest is
 * 18 kB of the console's first load gzipped, these 4 kB), and the console reads entries as `ConsoleManifestEntry`,
 * so console code reading another field fails the typecheck instead of finding it undefined once built.
 */
export const CONSOLE_MANIFEST_FIELDS = ['slug', 'title', 'kind', 'x-admin', 'x-permissions'] as const;

export type ConsoleManifestEntry = Pick<ManifestEntry, (typeof CONSOLE_MANIFEST_FIELDS)[number]>;
