import fc from 'fast-check';

/**
 * What a fuzzed body or filter holds before it goes on the wire. Plain JSON values, plus markers the
 * serializer writes itself: raw JSON text (literals JSON.stringify cannot produce, such as `-0`,
 * `1e999` or thousands of nesting levels) and a reference to a stored record, resolved when sent.
 */
export type Wire = null | boolean | number | string | Wire[] | WireObject | RawJson | PoolRef;
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

export type ResolveId = (ref: PoolRef) => string;

/** An object with any own key, `__proto__` and `constructor` included (never the prototype setter). */
export function objectOf(entries: [string, Wire][]): WireObject {
  const out: WireObject = {};
  for (const [key, value] of entries) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

/** JSON text of a wire value (the generator nests plain values only a few levels deep). */
export function jsonText(value: Wire, resolve: ResolveId): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof PoolRef) return JSON.stringify(resolve(value));
  if (Array.isArray(value)) return `[${value.map((v) => jsonText(v, resolve)).join(',')}]`;
  if (value && typeof value === 'object') return `{${Object.keys(value).map((k) => `${JSON.stringify(k)}:${jsonText(value[k], resolve)}`).join(',')}}`;
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  return JSON.stringify(value);
}

/** The start of a long text, with its length, for reports. */
export function excerpt(text: string, max = 200): string {
  const shown = text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
  return JSON.stringify(shown).slice(1, -1);
}
