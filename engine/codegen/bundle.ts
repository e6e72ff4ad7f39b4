import { ModelError, type SchemaNode, type SourceSchema } from './model.ts';
import { camelCase, pascalCase } from './names.ts';
import { RefResolver } from './resolve-ref.ts';
import { isSchemaObject, SCHEMA_LISTS, SCHEMA_MAPS, SCHEMA_SINGLES } from './schema-walk.ts';

/** Root keywords that describe storage, console, permissions and what a form writes: they go to the manifest, not the bundle. */
const MANIFEST_ONLY = ['x-db', 'x-admin', 'x-permissions', 'x-api', 'x-writes'];

/**
 * Makes one self-contained schema from a top-level schema file: every reference to another file is
 * resolved. Object-shaped targets become shared `definitions` (one named type, one place for their
 * messages); anything else is copied to the referring place and merged with the reference's siblings,
 * so the same field can carry a different label or message in each form.
 */
export function bundle(root: SourceSchema, resolver: RefResolver): SchemaNode {
  const definitions: Record<string, SchemaNode> = {};
  const names = new Map<string, string>();
  const localNames = new Set(Object.keys(root.json.definitions ?? {}));
  const inProgress: string[] = [];

  const transform = (node: SchemaNode, from: SourceSchema): SchemaNode => {
    if (typeof node.$ref !== 'string') return transformChildren(node, from);
    const { $ref, ...rest } = node;
    const siblings = transformChildren(rest, from);
    const target = resolver.resolve($ref, from);
    if (typeof target === 'string') throw new ModelError([{ file: from.file, path: '$ref', message: target }]);
    const key = `${target.source.id}#${target.pointer}`;
    if (inProgress.includes(key)) {
      throw new ModelError([
        { file: from.file, path: '$ref', message: `circular reference through ${[...inProgress, key].join(' → ')}` },
      ]);
    }
    const isLocalDefinition = target.source === root && /^\/definitions\/[^/]+$/.test(target.pointer);
    inProgress.push(key);
    const expanded = stripFileKeywords(transform(target.schema, target.source));
    inProgress.pop();
    if (!isObjectSchema(expanded)) return merge(expanded, siblings);
    if (isLocalDefinition) return { $ref: `#${target.pointer}`, ...siblings };
    let name = names.get(key);
    if (!name) {
      name = definitionName(target.source.slug, target.pointer);
      if (localNames.has(name)) {
        throw new ModelError([
          {
            file: root.file,
            path: `/definitions/${name}`,
            message: `clashes with the shared definition made from ${target.source.file}`,
          },
        ]);
      }
      names.set(key, name);
      definitions[name] = expanded;
    }
    return { $ref: `#/definitions/${name}`, ...siblings };
  };

  const transformChildren = (node: SchemaNode, from: SourceSchema): SchemaNode => {
    const out: SchemaNode = {};
    for (const [key, value] of Object.entries(node)) {
      if ((SCHEMA_MAPS as readonly string[]).includes(key) && isSchemaObject(value)) {
        out[key] = Object.fromEntries(
          Object.entries(value).map(([k, v]) => [k, isSchemaObject(v) ? transform(v, from) : v]),
        );
      } else if ((SCHEMA_SINGLES as readonly string[]).includes(key) && isSchemaObject(value)) {
        out[key] = transform(value, from);
      } else if ((SCHEMA_LISTS as readonly string[]).includes(key) && Array.isArray(value)) {
        out[key] = value.map((v) => (isSchemaObject(v) ? transform(v, from) : v));
      } else if (key === 'items' && (isSchemaObject(value) || Array.isArray(value))) {
        out[key] = Array.isArray(value) ? value.map((v) => transform(v, from)) : transform(value, from);
      } else if ((key === 'dependencies' || key === 'dependentSchemas') && isSchemaObject(value)) {
        out[key] = Object.fromEntries(
          Object.entries(value).map(([k, v]) => [k, isSchemaObject(v) ? transform(v, from) : structuredClone(v)]),
        );
      } else {
        out[key] = structuredClone(value);
      }
    }
    return out;
  };

  const result = transform(root.json, root);
  for (const key of MANIFEST_ONLY) delete result[key];
  walkProperties(result, (prop) => delete prop['x-db']);
  for (const def of Object.values(definitions)) walkProperties(def, (prop) => delete prop['x-db']);
  if (Object.keys(definitions).length) result.definitions = { ...(result.definitions ?? {}), ...definitions };
  return result;
}

/** An object schema: it gets a named definition and a type of its own. */
export function isObjectSchema(node: SchemaNode): boolean {
  return node.type === 'object' || (node.type === undefined && isSchemaObject(node.properties));
}

function definitionName(slug: string, pointer: string): string {
  const last = pointer.split('/').filter(Boolean).pop();
  return last ? camelCase(slug) + pascalCase(last) : camelCase(slug);
}

function stripFileKeywords(node: SchemaNode): SchemaNode {
  const { $id, $schema, ...rest } = node;
  for (const key of MANIFEST_ONLY) delete rest[key];
  return rest;
}

/** The target with the reference's siblings laid over it; messages are merged keyword by keyword. */
function merge(target: SchemaNode, siblings: SchemaNode): SchemaNode {
  const out: SchemaNode = { ...target };
  for (const [key, value] of Object.entries(siblings)) {
    if (key === 'errorMessage') out.errorMessage = mergeMessages(target.errorMessage, value);
    else if (key === 'x-ui' && isSchemaObject(target['x-ui'])) out['x-ui'] = { ...target['x-ui'], ...value };
    else out[key] = value;
  }
  return out;
}

function mergeMessages(target: unknown, override: unknown): unknown {
  if (target === undefined || typeof override === 'string') return override;
  if (typeof target === 'string') return { ...(override as object), _: target };
  const out: Record<string, unknown> = { ...(target as object) };
  for (const [k, v] of Object.entries(override as object)) {
    out[k] = isSchemaObject(v) && isSchemaObject(out[k]) ? { ...(out[k] as object), ...v } : v;
  }
  return out;
}

function walkProperties(node: SchemaNode, fn: (prop: SchemaNode) => void): void {
  if (!isSchemaObject(node)) return;
  if (isSchemaObject(node.properties))
    for (const p of Object.values(node.properties))
      if (isSchemaObject(p)) {
        fn(p);
        walkProperties(p, fn);
      }
  if (isSchemaObject(node.items)) walkProperties(node.items, fn);
}
