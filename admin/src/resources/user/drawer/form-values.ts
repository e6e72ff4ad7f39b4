/** Leaves out empty values, so a form's required fields show their own message instead of a type error. */
export function withoutEmpty(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/**
 * What an edit form starts from: the record's values of the fields its schema has and lets one write (not readOnly),
 * without empty ones. Taken from the schema, so a field an analyst adds comes filled in too.
 */
export function formValues(record: object | undefined, schema: Record<string, any>): Record<string, unknown> {
  const fields: Record<string, { readOnly?: boolean }> = schema.properties ?? {};
  return withoutEmpty(
    Object.fromEntries(Object.entries(record ?? {}).filter(([k]) => fields[k] && !fields[k].readOnly)),
  );
}
