import { branchProperties, conditionsOf, hasConditionalFields } from '#engine/runtime/forms/conditional-fields.ts';

import type { SchemaNode } from './model.ts';
import { childSchemas, isSchemaObject } from './schema-walk.ts';

/**
 * Conditions in one form (decision 061). `dependentRequired` ({a: [b]}: with a, b is required) and `dependentSchemas`
 * ({a: S}: with a, S applies) are JSON Schema 2019-09 keywords the draft-07 validator and RJSF do not know; each is
 * the `if: {required: [a]}` / `then` it means, appended to the object's `allOf`, so the validators, the forms and the
 * server's field resolution (engine/runtime/forms/conditional-fields.ts) read one kind of condition. Draft-07's
 * `dependencies` is the older spelling of both and becomes the same. Changes `schema` in place.
 */
export function normaliseConditions(schema: SchemaNode): SchemaNode {
  const visit = (node: SchemaNode) => {
    const added: SchemaNode[] = [];
    const required = { ...(node.dependentRequired ?? {}) } as Record<string, string[]>;
    const schemas = { ...(node.dependentSchemas ?? {}) } as Record<string, SchemaNode>;
    for (const [name, dep] of Object.entries<unknown>(node.dependencies ?? {})) {
      if (Array.isArray(dep)) required[name] = [...(required[name] ?? []), ...dep];
      else if (isSchemaObject(dep)) schemas[name] = dep;
    }
    for (const [name, fields] of Object.entries(required))
      added.push({ if: { required: [name] }, then: { required: fields } });
    for (const [name, then] of Object.entries(schemas)) added.push({ if: { required: [name] }, then });
    delete node.dependentRequired;
    delete node.dependentSchemas;
    delete node.dependencies;
    if (added.length) node.allOf = [...(Array.isArray(node.allOf) ? node.allOf : []), ...added];
    for (const { child } of childSchemas(node)) visit(child);
  };
  visit(schema);
  return schema;
}

/**
 * The schema with every field declared under a condition also among its object's `properties` (optional): what the
 * types, the manifest, the tables and the console's field lists describe, since a record may hold any of them.
 * The validators and the forms take the schema as written. Returns a copy.
 */
export function withBranchFields(schema: SchemaNode): SchemaNode {
  const copy = structuredClone(schema);
  const visit = (node: SchemaNode) => {
    // An object's own conditions; an `allOf` entry holding an `if` is part of its object, not an object of its own.
    const isObjectSchema = node.type === 'object' || isSchemaObject(node.properties);
    const extra = isObjectSchema && conditionsOf(node).length ? branchProperties(node) : {};
    if (Object.keys(extra).length) node.properties = { ...(node.properties ?? {}), ...structuredClone(extra) };
    for (const { child } of childSchemas(node)) visit(child);
  };
  visit(copy);
  return copy;
}

/** Every `if` subschema in `schema`: each is compiled on its own so the server can ask it (decision 061). */
export function ifSchemas(schema: SchemaNode): SchemaNode[] {
  const out: SchemaNode[] = [];
  const visit = (node: SchemaNode) => {
    if (isSchemaObject(node.if)) out.push(node.if);
    for (const { child } of childSchemas(node)) visit(child);
  };
  visit(schema);
  return out;
}

/** Does any object in `schema` declare a field under a condition? */
export function hasConditions(schema: SchemaNode): boolean {
  let found = false;
  const visit = (node: SchemaNode) => {
    if ((node.type === 'object' || isSchemaObject(node.properties)) && hasConditionalFields(node)) found = true;
    for (const { child } of childSchemas(node)) if (!found) visit(child);
  };
  visit(schema);
  return found;
}
