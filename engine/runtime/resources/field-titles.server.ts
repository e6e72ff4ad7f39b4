import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const GENERATED_SCHEMAS = join(import.meta.dirname, '../../../generated/schemas');
const schemas = new Map<string, Record<string, any>>();

function schemaOf(slug: string): Record<string, any> {
  let schema = schemas.get(slug);
  if (!schema) {
    schema = JSON.parse(readFileSync(join(GENERATED_SCHEMAS, `${slug}.json`), 'utf8')) as Record<string, any>;
    schemas.set(slug, schema);
  }
  return schema;
}

/** A field's label (its schema `title`), as the forms and messages show it; the field name when it has none. */
export function fieldTitle(slug: string, field: string): string {
  return fieldPathTitle(slug, field);
}

/** The schema node of a field path as x-access names it ('finalComment', or 'claims[].status': each item's status), following the bundled schema's local $refs. */
function fieldNode(slug: string, path: string): Record<string, any> | undefined {
  const schema = schemaOf(slug);
  // A reference keeps what stands beside it (the referring field's own title, default).
  const resolve = (node: Record<string, any> | undefined): Record<string, any> | undefined => {
    const ref = node?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
    const { $ref: _ref, ...beside } = node!;
    return {
      ...resolve(
        ref
          .slice(2)
          .split('/')
          .reduce<any>((n, key) => n?.[key], schema),
      ),
      ...beside,
    };
  };
  let node: Record<string, any> | undefined = schema;
  for (const part of path.split('.')) {
    const list = part.endsWith('[]');
    node = resolve(resolve(node)?.properties?.[list ? part.slice(0, -2) : part]);
    if (list) node = resolve(node?.items);
  }
  return node;
}

/** The schema's default of a field path (see fieldNode); undefined when it has none. */
export function fieldDefault(slug: string, path: string): unknown {
  return fieldNode(slug, path)?.default;
}

/** The title of a field path (see fieldNode): an item's field reads as its own title ('Status'); the last name when it has none. */
export function fieldPathTitle(slug: string, path: string): string {
  return fieldNode(slug, path)?.title ?? path.split('.').at(-1)!.replace(/\[\]$/, '');
}
