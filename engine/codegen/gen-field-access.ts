import { TS_BANNER } from './gen-types.ts';
import type { SchemaNode } from './model.ts';

/** A field's x-access as the schema states it. */
export interface FieldRule {
  read?: string[];
  write?: string[];
}

/**
 * Every x-access rule of one bundled schema, by field path: 'finalComment', 'address.pin', 'claims[].status' (a
 * field of each item of a list). References into the bundle's definitions are followed.
 */
export function fieldAccessOf(bundled: SchemaNode): Record<string, FieldRule> {
  const rules: Record<string, FieldRule> = {};
  const resolve = (node: SchemaNode): SchemaNode => {
    const ref = node?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/definitions/')) return node;
    return { ...(bundled.definitions?.[ref.slice('#/definitions/'.length)] ?? {}), ...node, $ref: undefined };
  };
  const visit = (node: SchemaNode, path: string, depth: number) => {
    const n = resolve(node);
    if (path && n['x-access']) rules[path] = n['x-access'];
    if (depth > 4) return;
    for (const [name, child] of Object.entries<SchemaNode>(n.properties ?? {}))
      visit(child, path ? `${path}.${name}` : name, depth + 1);
    if (n.items && typeof n.items === 'object' && !Array.isArray(n.items) && path)
      visit(n.items, `${path}[]`, depth + 1);
  };
  visit(bundled, '', 0);
  return rules;
}

/** generated/field-access.ts: every schema's rules by slug; small, for the server, both front ends and domain/. */
export function fieldAccessModule(bySlug: Record<string, Record<string, FieldRule>>): string {
  const entries = Object.entries(bySlug).filter(([, rules]) => Object.keys(rules).length);
  return [
    TS_BANNER,
    '',
    '/** A role x-access names (engine/codegen/meta/x-keywords.schema.json: accessRoles). */',
    "export type AccessRole = 'admin' | 'staff' | 'landlord' | 'partner' | 'tenant' | 'self';",
    'export interface FieldRule {',
    '  readonly read?: readonly AccessRole[];',
    '  readonly write?: readonly AccessRole[];',
    '}',
    '',
    "/** Who reads and who writes each field that says (x-access), by schema slug and field path (a[].b: each item's b). */",
    `export const fieldAccess: Readonly<Record<string, Readonly<Record<string, FieldRule>>>> = ${JSON.stringify(Object.fromEntries(entries), null, 2)};`,
    '',
  ].join('\n');
}
