import { branchProperties } from '#engine/runtime/forms/conditional-fields.ts';

import { iconExists } from './gen-admin-icons.ts';
import { joinPointer } from './json-pointer.ts';
import { ModelError, type Problem, type SchemaNode, type SourceSchema } from './model.ts';
import { RefResolver } from './resolve-ref.ts';
import { walkSchema } from './schema-walk.ts';

/** Checks that what the x- keywords name exists: fields in lists and indexes, resources in x-ref and x-writes. */
export function checkSemantics(sources: SourceSchema[]): void {
  const problems: Problem[] = [];
  const stored = new Set(sources.filter((s) => s.kind === 'entity').map((s) => s.slug));
  const refs = new RefResolver(sources);
  for (const source of sources) {
    if (source.json['x-writes']) checkWrites(source, sources, problems);
    const at = (path: string, message: string) => problems.push({ file: source.file, path, message });
    // A field declared under a condition is a field of the schema all the same (decision 061).
    const fields = new Set([
      ...Object.keys(source.json.properties ?? {}),
      ...Object.keys(branchProperties(source.json)),
    ]);
    const mustBeField = (path: string, name: unknown) => {
      if (typeof name === 'string' && !fields.has(name)) at(path, `'${name}' is not a property of this schema`);
    };
    const admin = source.json['x-admin'];
    if (admin) {
      for (const key of ['list', 'filters'] as const) {
        (admin[key] ?? []).forEach((f: string, i: number) => mustBeField(joinPointer('/x-admin', key, i), f));
      }
      (admin.search ?? []).forEach((f: string, i: number) =>
        mustBeFieldPath(source, refs, joinPointer('/x-admin/search', i), f, at),
      );
      if (admin.sort) mustBeField('/x-admin/sort/field', admin.sort.field);
      if (admin.recordTitle) mustBeField('/x-admin/recordTitle', admin.recordTitle);
      if (admin.icon && !iconExists(admin.icon))
        at('/x-admin/icon', `'${admin.icon}' is not an icon of @mui/icons-material`);
      if (!source.json['x-db']) at('/x-admin', 'x-admin needs x-db: only stored schemas are console resources');
    }
    const db = source.json['x-db'];
    (db?.indexes ?? []).forEach((ix: { columns: string[] }, i: number) =>
      ix.columns.forEach((c, j) => mustBeField(joinPointer('/x-db/indexes', i, 'columns', j), c.split('.')[0])),
    );
    const perms = source.json['x-permissions'];
    if (perms) {
      const owners = typeof perms.owner === 'string' ? [perms.owner] : (perms.owner ?? []);
      owners.forEach((o: string, i: number) =>
        mustBeField(
          typeof perms.owner === 'string' ? '/x-permissions/owner' : joinPointer('/x-permissions/owner', i),
          o,
        ),
      );
      if (!db) at('/x-permissions', 'x-permissions needs x-db: only stored schemas have permissions');
    }
    checkGroups(source, at);
    checkEnumTitles(source, at);
    (source.json['x-ui']?.order ?? []).forEach((f: string, i: number) => mustBeField(joinPointer('/x-ui/order', i), f));
    checkDetailsLayout(source.json['x-ui']?.details, mustBeField, at);
    walkSchema(source.json, ({ node, pointer }) => {
      const ref = node['x-ref'];
      if (ref && !stored.has(ref.resource)) {
        at(joinPointer(pointer, 'x-ref', 'resource'), `'${ref.resource}' is not a stored schema (one with x-db)`);
      }
    });
  }
  if (problems.length) throw new ModelError(problems);
}

/** x-ui.details: its groups and omissions name fields of the schema, each field at most once, one rest group at most. */
function checkDetailsLayout(
  details: SchemaNode | undefined,
  mustBeField: (path: string, name: unknown) => void,
  at: (path: string, message: string) => void,
): void {
  if (!details) return;
  const placed = new Map<string, string>();
  const place = (path: string, f: string) => {
    mustBeField(path, f);
    if (placed.has(f)) at(path, `'${f}' is placed twice (also at ${placed.get(f)})`);
    else placed.set(f, path);
  };
  (details.groups ?? []).forEach((g: SchemaNode, i: number) =>
    g.fields?.forEach((f: string, j: number) => place(joinPointer('/x-ui/details/groups', i, 'fields', j), f)),
  );
  (details.omit ?? []).forEach((f: string, i: number) => place(joinPointer('/x-ui/details/omit', i), f));
  const rest = (details.groups ?? []).filter((g: SchemaNode) => g.rest).length;
  if (rest > 1) at('/x-ui/details/groups', 'at most one group takes the rest (rest: true)');
}

/**
 * x-writes: the form writes a record of a stored resource, each field to the resource's field of the
 * same name. A form field the resource lacks would be dropped on the way: it is refused here, naming the
 * form, the resource's file and the field (add it to the resource and $ref it, or list it in formOnly).
 */
function checkWrites(source: SourceSchema, sources: SourceSchema[], problems: Problem[]): void {
  const at = (path: string, message: string) => problems.push({ file: source.file, path, message });
  const writes = source.json['x-writes'];
  if (source.kind !== 'form') {
    at('/x-writes', 'x-writes is for forms: a stored schema (x-db) is a resource itself');
    return;
  }
  const target = sources.find((s) => s.slug === writes.resource);
  if (!target || target.kind !== 'entity') {
    at('/x-writes/resource', `'${writes.resource}' is not a stored schema (one with x-db)`);
    return;
  }
  const resourceFields: Record<string, SchemaNode> = target.json.properties ?? {};
  const formFields = Object.keys(source.json.properties ?? {});
  const formOnly: string[] = writes.formOnly ?? [];
  const context: string[] = writes.context ?? [];
  const set: Record<string, unknown> = writes.set ?? {};
  /** Why the resource cannot take `name` from this form, or undefined when it can. */
  const refusal = (name: string): string | undefined => {
    const field = resourceFields[name];
    if (!field) return `'${name}' is not a field of ${target.slug} (${target.file})`;
    if (field.readOnly === true) return `'${name}' is read-only in ${target.slug} (${target.file}): the server sets it`;
    return undefined;
  };
  for (const name of formFields) {
    if (formOnly.includes(name)) continue;
    const why = refusal(name);
    if (why)
      at(
        joinPointer('/properties', name),
        `${why}: a form field ${target.slug} lacks would be dropped; add it to ${target.file} and $ref it from here, or list it in x-writes.formOnly`,
      );
  }
  formOnly.forEach((name, i) => {
    if (!formFields.includes(name))
      at(joinPointer('/x-writes/formOnly', i), `'${name}' is not a property of this schema`);
  });
  context.forEach((name, i) => {
    const why = refusal(name);
    if (why) at(joinPointer('/x-writes/context', i), why);
    else if (formFields.includes(name) && !formOnly.includes(name))
      at(joinPointer('/x-writes/context', i), `'${name}' is a field of this form already`);
  });
  for (const [name, value] of Object.entries(set)) {
    const path = joinPointer('/x-writes/set', name);
    const why = refusal(name);
    if (why) at(path, why);
    else if ((formFields.includes(name) && !formOnly.includes(name)) || context.includes(name))
      at(path, `'${name}' is written from the ${context.includes(name) ? 'context' : 'form'} already`);
    else if (Array.isArray(resourceFields[name].enum) && !resourceFields[name].enum.includes(value)) {
      at(
        path,
        `${JSON.stringify(value)} is not one of ${target.slug}.${name}'s values (${resourceFields[name].enum.join(', ')})`,
      );
    }
  }
}

/** `field`, or `field.key` for a key of an object field (the search box matches inside JSON columns). */
function mustBeFieldPath(
  source: SourceSchema,
  refs: RefResolver,
  path: string,
  name: string,
  at: (path: string, message: string) => void,
): void {
  const [field, key] = name.split('.');
  let node: SchemaNode | undefined = source.json.properties?.[field];
  if (!node) return at(path, `'${field}' is not a property of this schema`);
  if (key === undefined) return;
  if (!node.properties && typeof node.$ref === 'string') {
    const resolved = refs.resolve(node.$ref, source);
    node = typeof resolved === 'string' ? undefined : resolved.schema;
  }
  if (!node?.properties?.[key]) at(path, `'${key}' is not a property of '${field}'`);
}

/** x-groups name subsets of the schema's own enum: every value must be one of it. */
function checkGroups(source: SourceSchema, at: (path: string, message: string) => void): void {
  const groups = source.json['x-groups'];
  if (!groups) return;
  const values: unknown[] | undefined = Array.isArray(source.json.enum)
    ? source.json.enum
    : Array.isArray(source.json.oneOf)
      ? source.json.oneOf.map((o: { const?: unknown }) => o?.const)
      : undefined;
  if (!values) return at('/x-groups', 'x-groups is for enums: this schema has no enum');
  for (const [name, members] of Object.entries(groups as Record<string, unknown[]>)) {
    members.forEach((m, i) => {
      if (!values.includes(m)) at(joinPointer('/x-groups', name, i), `'${String(m)}' is not a value of this enum`);
    });
  }
}

/**
 * x-enumTitles: every enum a person may see carries one title per value, and no title for another value.
 * An enum inside a condition (`if`) only tests a value and is never shown: it needs none.
 */
function checkEnumTitles(source: SourceSchema, at: (path: string, message: string) => void): void {
  walkSchema(source.json, ({ node, pointer }) => {
    const titles: Record<string, string> | undefined = node['x-enumTitles'];
    const values: unknown[] | undefined = Array.isArray(node.enum) ? node.enum : undefined;
    if (titles && !values)
      return at(joinPointer(pointer, 'x-enumTitles'), 'x-enumTitles is for enums: this schema has no enum');
    if (!values || isCondition(pointer)) return;
    if (!titles)
      return at(
        joinPointer(pointer, 'enum'),
        `an enum needs x-enumTitles, the title a person reads for each value (${values.map(String).join(', ')})`,
      );
    for (const key of Object.keys(titles)) {
      if (!values.some((v) => String(v) === key))
        at(joinPointer(pointer, 'x-enumTitles', key), `'${key}' is not a value of this enum`);
    }
    for (const value of values) {
      if (!(String(value) in titles)) at(joinPointer(pointer, 'x-enumTitles'), `'${String(value)}' has no title`);
    }
  });
}

/** Whether the subschema at `pointer` lies inside an `if` (a keyword there, not a property named "if"). */
function isCondition(pointer: string): boolean {
  const tokens = pointer.split('/');
  return tokens.some(
    (t, i) =>
      t === 'if' &&
      !['properties', 'definitions', 'patternProperties', 'dependencies', 'dependentSchemas'].includes(
        tokens[i - 1] ?? '',
      ),
  );
}
