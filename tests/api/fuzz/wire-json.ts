import fc from 'fast-check';

/**
 * What a fuzzed body or filter holds before it goes on the wire. Plain JSON values, plus markers the
 * serializer writes itself: raw JSON text (literals JSON.stringify cannot produce, such as `-0`,
 * `1e999` or thousands of nesting levels), a stored record's id, and a stored record with some fields
 * changed; the last two are resolved when the request is written.
 */
export type Wire = null | boolean | number | string | Wire[] | WireObject | RawJson | PoolRef | PoolRecord;
export interface WireObject {
  [key: string]: Wire;
}

/** JSON text written as is. Deeply nested values are made this way, never as nested objects. */
export class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    return `raw(${excerpt(this.text, 60)})`;
  }
}

/** The id of the n-th stored record of a resource (any resource when `slug` is undefined). */
export class PoolRef {
  constructor(
    readonly slug: string | undefined,
    readonly index: number,
  ) {}
  [fc.toStringMethod]() {
    return `pool(${this.slug ?? '*'}#${this.index})`;
  }
}

/** A stored record (the n-th of its resource, as the console reads it) with some fields changed: a body that breaks at most those fields. */
export class PoolRecord {
  constructor(
    readonly slug: string,
    readonly index: number,
    readonly changes: [string, Wire][],
  ) {}
  [fc.toStringMethod]() {
    return `record(${this.slug}#${this.index}, ${fc.stringify(this.changes)})`;
  }
}

/** Where stored ids and records come from when a request is written. */
export interface Pool {
  id(ref: PoolRef): string;
  record(ref: PoolRecord): Record<string, unknown> | undefined;
}

/** An object with any own key, `__proto__` and `constructor` included (never the prototype setter). */
export function objectOf(entries: [string, Wire][]): WireObject {
  const out: WireObject = {};
  for (const [key, value] of entries)
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

/** JSON text of a wire value (the generator nests plain values only a few levels deep). */
export function jsonText(value: Wire, pool: Pool): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof PoolRef) return JSON.stringify(pool.id(value));
  if (value instanceof PoolRecord) {
    const stored = pool.record(value) ?? {};
    const changed = new Set(value.changes.map(([k]) => k));
    const kept = Object.keys(stored)
      .filter((k) => !changed.has(k))
      .map((k) => `${JSON.stringify(k)}:${JSON.stringify(stored[k])}`);
    return `{${[...kept, ...value.changes.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v, pool)}`)].join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map((v) => jsonText(v, pool)).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .map((k) => `${JSON.stringify(k)}:${jsonText(value[k], pool)}`)
      .join(',')}}`;
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  return JSON.stringify(value);
}

/** A long text's start and end, with its length, for reports (a stored record's changed fields come last). */
export function excerpt(text: string, max = 200): string {
  const shown =
    text.length > max
      ? `${text.slice(0, Math.ceil(max * 0.6))} … (${text.length} chars) … ${text.slice(-Math.floor(max * 0.4))}`
      : text;
  return JSON.stringify(shown).slice(1, -1);
}
