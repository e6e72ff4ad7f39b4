import { type FormWrite, formWrites } from '#generated/form-writes.ts';

/** What a form submission writes: the resource's slug and the record to create. */
export interface FormRecord {
  resource: string;
  record: Record<string, unknown>;
}

const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * The record a form that declares `x-writes` creates (generated/form-writes.ts): the page's context
 * fields it declares, then each of its written fields (the visitor's value, else the form's default),
 * then its constants. Nothing else: a field the form does not declare cannot reach the record, and a
 * field it declares cannot be lost (npm run generate refuses one the resource lacks). Shared by the
 * site's server and browser.
 */
export function recordFromForm(
  slug: string,
  data: Record<string, unknown>,
  context: Record<string, unknown> = {},
  table: Readonly<Record<string, FormWrite>> = formWrites,
): FormRecord {
  const writes = Object.hasOwn(table, slug) ? table[slug] : undefined;
  if (!writes) throw new Error(`The form '${slug}' writes no resource (its schema has no x-writes)`);
  const record: Record<string, unknown> = {};
  for (const field of writes.context) if (filled(context[field])) record[field] = context[field];
  for (const field of writes.fields) {
    const value = filled(data[field]) ? data[field] : writes.defaults[field];
    if (filled(value)) record[field] = value;
  }
  return { resource: writes.resource, record: { ...record, ...writes.set } };
}

/** Whether `slug` is a form that writes a resource. */
export const writesResource = (slug: string): boolean => Object.hasOwn(formWrites, slug);
