/** Shapes shared by the code generators. Build-time only. */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
import type { SchemaNode } from '../runtime/manifest-entry.ts';

export type { SchemaNode };

export type SchemaKind = 'entity' | 'form' | 'def';

/** One hand-written schema file. */
export interface SourceSchema {
  slug: string;
  /** Path relative to the repository root, for messages: `schemas/lead.schema.json`. */
  file: string;
  id: string;
  kind: SchemaKind;
  json: SchemaNode;
}

/** A problem found in the model: always names the file and the JSON path. */
export interface Problem {
  file: string;
  path: string;
  message: string;
}

export class ModelError extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map((p) => `${p.file}: ${p.path || '/'}: ${p.message}`).join('\n'));
  }
}

/** The base of every schema $id. A top-level schema is `${SCHEMA_BASE}<slug>.schema.json`. */
export const SCHEMA_BASE = 'https://schemas.nivaas.in/';
