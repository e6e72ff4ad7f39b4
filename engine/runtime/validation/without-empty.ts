/**
 * A copy of `data` without empty strings in objects: an empty text box means "not given", as RJSF
 * treats it, so a required field left empty gets its "required" message rather than a format one.
 */
export function withoutEmptyStrings<T>(data: T): T {
  if (Array.isArray(data)) return data.map((item) => withoutEmptyStrings(item)) as T;
  if (data === null || typeof data !== 'object' || !isPlainObject(data)) return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === '' || value === undefined) continue;
    out[key] = withoutEmptyStrings(value);
  }
  return out as T;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
