import { defaultsOf } from './gen-manifest.ts';
import { TS_BANNER } from './gen-types.ts';
import type { SchemaNode, SourceSchema } from './model.ts';

/** What a form that declares x-writes sends its resource: read by `recordFromForm` (engine/runtime/forms/form-writes.ts). */
export interface FormWrite {
  /** The stored schema a submission creates a record of. */
  resource: string;
  /** The form's fields written to the resource's fields of the same name (all but x-writes.formOnly). */
  fields: string[];
  /** The form's own defaults of those fields: what the visitor sends when they leave one alone. */
  defaults: Record<string, unknown>;
  /** Constant values of every record from this form (x-writes.set). */
  set: Record<string, unknown>;
  /** Resource fields the page supplies beside the visitor's (x-writes.context). */
  context: string[];
}

export function formWriteOf(source: SourceSchema, bundled: SchemaNode): FormWrite | undefined {
  const writes = source.json['x-writes'];
  if (!writes) return undefined;
  const formOnly = new Set<string>(writes.formOnly ?? []);
  const fields = Object.keys(bundled.properties ?? {}).filter((f) => !formOnly.has(f));
  const defaults = Object.fromEntries(Object.entries(defaultsOf(bundled)).filter(([f]) => fields.includes(f)));
  return { resource: writes.resource, fields, defaults, set: writes.set ?? {}, context: writes.context ?? [] };
}

/** generated/form-writes.ts: the table, by form slug. Small on purpose: the site's browser code imports it. */
export function formWritesModule(writes: Record<string, FormWrite>): string {
  return [
    TS_BANNER,
    '',
    '/** What a form that declares x-writes sends its resource (engine/codegen/gen-form-writes.ts). */',
    'export interface FormWrite {',
    '  readonly resource: string;',
    '  readonly fields: readonly string[];',
    '  readonly defaults: Readonly<Record<string, unknown>>;',
    '  readonly set: Readonly<Record<string, unknown>>;',
    '  readonly context: readonly string[];',
    '}',
    '',
    '/** Every form that writes a stored resource (root x-writes), by slug. */',
    `export const formWrites: Readonly<Record<string, FormWrite>> = ${JSON.stringify(writes, null, 2)};`,
    '',
  ].join('\n');
}
