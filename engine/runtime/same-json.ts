/** Deep equality of JSON values, ignoring key order (jsonb does not keep it) and absent (undefined or null) members. */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined && x !== null)
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/** The keys of `changes` whose value differs from `existing`. */
export function changedKeys(changes: Record<string, unknown>, existing: Record<string, unknown>): string[] {
  return Object.keys(changes).filter((k) => !sameJson(changes[k], existing[k]));
}
