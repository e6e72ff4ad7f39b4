import { joinPointer } from './json-pointer.ts';
import type { SchemaNode } from './model.ts';

/** Where a subschema sits in its parent, which decides the x- keywords it may carry. */
export type Position = 'root' | 'property' | 'nested';

export interface Visit {
  node: SchemaNode;
  pointer: string;
  position: Position;
  /** The property name when position is 'property'. */
  name?: string;
  parent?: SchemaNode;
}

/** Keywords whose value is a map of name → subschema. */
export const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions'] as const;
/** Keywords whose value is one subschema. */
export const SCHEMA_SINGLES = [
  'additionalItems',
  'additionalProperties',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'not',
] as const;
/** Keywords whose value is a list of subschemas. */
export const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;

export function isSchemaObject(value: unknown): value is SchemaNode {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The direct subschemas of `node`, with their pointer tokens. */
export function childSchemas(
  node: SchemaNode,
): { tokens: (string | number)[]; child: SchemaNode; position: Position; name?: string }[] {
  const out: { tokens: (string | number)[]; child: SchemaNode; position: Position; name?: string }[] = [];
  for (const key of SCHEMA_MAPS) {
    const map = node[key];
    if (!isSchemaObject(map)) continue;
    for (const [name, child] of Object.entries(map)) {
      if (isSchemaObject(child))
        out.push({ tokens: [key, name], child, position: key === 'properties' ? 'property' : 'nested', name });
    }
  }
  for (const key of SCHEMA_SINGLES) {
    if (isSchemaObject(node[key])) out.push({ tokens: [key], child: node[key], position: 'nested' });
  }
  for (const key of SCHEMA_LISTS) {
    const list = node[key];
    if (Array.isArray(list))
      list.forEach((child, i) => isSchemaObject(child) && out.push({ tokens: [key, i], child, position: 'nested' }));
  }
  if (isSchemaObject(node.items)) out.push({ tokens: ['items'], child: node.items, position: 'nested' });
  else if (Array.isArray(node.items))
    node.items.forEach(
      (child: unknown, i: number) =>
        isSchemaObject(child) && out.push({ tokens: ['items', i], child, position: 'nested' }),
    );
  for (const key of ['dependencies', 'dependentSchemas'] as const) {
    if (!isSchemaObject(node[key])) continue;
    for (const [name, dep] of Object.entries(node[key])) {
      if (isSchemaObject(dep)) out.push({ tokens: [key, name], child: dep, position: 'nested' });
    }
  }
  return out;
}

/** Calls `visit` for `root` and every subschema below it, depth first, parents before children. */
export function walkSchema(
  root: SchemaNode,
  visit: (v: Visit) => void,
  pointer = '',
  position: Position = 'root',
): void {
  const step = (node: SchemaNode, ptr: string, pos: Position, name?: string, parent?: SchemaNode) => {
    visit({ node, pointer: ptr, position: pos, name, parent });
    for (const c of childSchemas(node)) step(c.child, joinPointer(ptr, ...c.tokens), c.position, c.name, node);
  };
  step(root, pointer, position);
}
