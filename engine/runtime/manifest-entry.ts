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
