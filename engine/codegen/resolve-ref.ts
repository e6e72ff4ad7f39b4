import { getAtPointer } from './json-pointer.ts';
import type { SchemaNode, SourceSchema } from './model.ts';

export interface ResolvedRef {
  source: SourceSchema;
  /** JSON pointer inside the target file; '' for the whole file. */
  pointer: string;
  schema: SchemaNode;
}

/** Finds schema files by $id and resolves `$ref`s relative to the file that holds them. */
export class RefResolver {
  private byId = new Map<string, SourceSchema>();

  constructor(sources: SourceSchema[]) {
    for (const s of sources) this.byId.set(s.id, s);
  }

  /** Resolves `ref` written in `from`; returns an explanation string when it cannot. */
  resolve(ref: string, from: SourceSchema): ResolvedRef | string {
    let url: URL;
    try {
      url = new URL(ref, from.id);
    } catch {
      return `'${ref}' is not a valid reference`;
    }
    const pointer = decodeURIComponent(url.hash.replace(/^#/, ''));
    url.hash = '';
    const source = this.byId.get(url.href);
    if (!source) return `'${ref}' names no schema file (looked for $id ${url.href})`;
    if (pointer !== '' && !pointer.startsWith('/'))
      return `'${ref}': only JSON-pointer fragments (#/...) are supported`;
    const schema = getAtPointer(source.json, pointer);
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
      return `'${ref}': ${source.file} has no schema at '${pointer}'`;
    }
    return { source, pointer, schema: schema as SchemaNode };
  }
}
