/** Empty for a form: a field never typed in and one cleared again are the same (undefined, null, '', [] and {}). */
function normalized(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return undefined;
  if (Array.isArray(value)) {
    const items = value.map(normalized);
    return items.length === 0 ? undefined : items;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => [key, normalized(item)] as const)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value instanceof Date ? value.toISOString() : value;
}

/** Has a form's data changed from what it started with? By content, not identity; key order does not count. */
export function isChanged(before: unknown, after: unknown): boolean {
  return JSON.stringify(normalized(before)) !== JSON.stringify(normalized(after));
}
