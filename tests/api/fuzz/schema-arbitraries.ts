import fc from 'fast-check';

import { boundaryNumber, builtinName, hostileValue, impossibleDate } from './hostile-values.ts';
import { objectOf, PoolRef, type Wire } from './wire-json.ts';

type Schema = Record<string, any>;
const NO_ID = '00000000-0000-0000-0000-000000000000';
const MAX_DEPTH = 4;

/**
 * Values shaped by a JSON Schema of the OpenAPI document: mostly what the schema allows, at its
 * boundaries (min/max, maxLength ±1, maxItems + 1, enum values), and in every position sometimes a
 * hostile value instead (control characters, impossible dates, wrong types, deep nesting...).
 */
export class SchemaArbitraries {
  private readonly memo = new Map<Schema, fc.Arbitrary<Wire>>();
  private readonly building = new Set<Schema>();

  constructor(private readonly components: Record<string, Schema>) {}

  /** The schema a `$ref` (or a chain of them) points to. */
  resolve(schema: Schema | undefined): Schema | undefined {
    let node = schema;
    for (let hops = 0; node?.$ref && hops < 10; hops++) node = this.components[String(node.$ref).split('/').pop()!];
    return node;
  }

  /** A value for a field: valid-shaped (10 in 11, boundaries included) or hostile, so most bodies break one rule or none. */
  field(schema: Schema | undefined, depth: number): fc.Arbitrary<Wire> {
    return fc.oneof(
      { withCrossShrink: true },
      { arbitrary: this.value(schema, depth), weight: 10 },
      { arbitrary: hostileValue, weight: 1 },
    );
  }

  /** A valid-shaped value (boundaries included) for the schema. */
  value(schema: Schema | undefined, depth = 0): fc.Arbitrary<Wire> {
    const node = this.resolve(schema);
    if (!node || depth > MAX_DEPTH || this.building.has(node)) return hostileValue;
    const known = this.memo.get(node);
    if (known) return known;
    this.building.add(node);
    const built = this.build(node, depth);
    this.building.delete(node);
    this.memo.set(node, built);
    return built;
  }

  private build(s: Schema, depth: number): fc.Arbitrary<Wire> {
    if ('const' in s) return fc.constant(s.const as Wire);
    if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...(s.enum as Wire[]));
    const branches = [...(s.anyOf ?? []), ...(s.oneOf ?? [])] as Schema[];
    if (branches.length && !s.type && !s.properties) return fc.oneof(...branches.map((b) => this.value(b, depth + 1)));
    const types: string[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : [];
    if (!types.length) return fc.oneof(fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Wire>, hostileValue);
    return fc.oneof(...types.map((t) => this.ofType(t, s, depth)));
  }

  private ofType(type: string, s: Schema, depth: number): fc.Arbitrary<Wire> {
    switch (type) {
      case 'string':
        return stringFor(s);
      case 'integer':
      case 'number':
        return numberFor(s, type === 'integer');
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return this.arrayFor(s, depth);
      case 'object':
        return this.objectFor(s, depth);
      default:
        return hostileValue;
    }
  }

  private arrayFor(s: Schema, depth: number): fc.Arbitrary<Wire> {
    const item = this.field(s.items, depth + 1);
    const max = Number.isInteger(s.maxItems) ? s.maxItems : 4;
    const ok = fc.array(item, { minLength: Math.min(s.minItems ?? 0, 4), maxLength: Math.min(max, 4) });
    const over = max < 60 ? fc.array(this.value(s.items, depth + 1), { minLength: max + 1, maxLength: max + 1 }) : ok;
    const dup = this.value(s.items, depth + 1).map((v) => [v, v]);
    return fc.oneof({ arbitrary: ok, weight: 6 }, { arbitrary: over, weight: 1 }, { arbitrary: dup, weight: 1 });
  }

  private objectFor(s: Schema, depth: number): fc.Arbitrary<Wire> {
    const props: Record<string, Schema> = { ...(s.properties ?? {}) };
    for (const part of s.allOf ?? [])
      for (const [k, v] of Object.entries<Schema>(this.resolve(part)?.properties ?? {})) props[k] ??= v;
    const required = ((s.required ?? []) as string[]).filter((k) => k in props);
    const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, this.field(v, depth + 1)]));
    const fields = fc.oneof(
      { arbitrary: fc.record(model, { requiredKeys: required }), weight: 4 },
      { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 1 },
    );
    const extraKey = fc.oneof(
      builtinName,
      fc.constantFrom('unknownField', 'id', 'createdAt', 'userId', 'password', '', ' ', 'a.b', '$where', 'role'),
    );
    const extras = fc.oneof(
      { arbitrary: fc.constant([] as [string, Wire][]), weight: 4 },
      { arbitrary: fc.array(fc.tuple(extraKey, hostileValue), { minLength: 1, maxLength: 2 }), weight: 1 },
    );
    return fc
      .tuple(fields, extras)
      .map(([record, more]) => objectOf([...Object.entries(record as Record<string, Wire>), ...more]));
  }
}

function stringFor(s: Schema): fc.Arbitrary<Wire> {
  const min: number = s.minLength ?? 0;
  const max: number | undefined = s.maxLength;
  const plain = fc.string({
    minLength: Math.min(min, 30),
    maxLength: Math.max(Math.min(max ?? 30, 30), Math.min(min, 30)),
  });
  const edges: string[] = ['', ' ', '   '];
  if (max !== undefined && max <= 100_000)
    edges.push(
      'a'.repeat(max),
      'a'.repeat(max + 1),
      'é'.repeat(max),
      '😀'.repeat(max),
      '😀'.repeat(Math.ceil((max + 1) / 2)),
    );
  if (min > 1) edges.push('a'.repeat(min - 1));
  const boundary = fc.constantFrom(...edges);
  const shaped = formatted(s) ?? plain;
  return fc.oneof({ arbitrary: shaped, weight: 5 }, { arbitrary: boundary, weight: 2 });
}

function formatted(s: Schema): fc.Arbitrary<Wire> | undefined {
  switch (s.format) {
    case 'uuid': {
      const slug: string | undefined = s['x-ref']?.resource;
      return fc.oneof(
        { arbitrary: fc.nat(50).map((i) => new PoolRef(slug, i)), weight: 4 },
        { arbitrary: fc.nat(200).map((i) => new PoolRef(undefined, i)), weight: 1 },
        {
          arbitrary: fc.oneof(fc.uuid(), fc.constantFrom(NO_ID, 'not-a-uuid', `${NO_ID}x`, NO_ID.toUpperCase())),
          weight: 1,
        },
      );
    }
    case 'date':
      return fc.oneof(
        calendarDate.map((d) => d.toISOString().slice(0, 10)),
        impossibleDate,
      );
    case 'date-time':
      return fc.oneof(
        calendarDate.map((d) => d.toISOString()),
        impossibleDate,
        fc.constant('2024-06-01T12:00:00+05:30'),
      );
    case 'email':
      return fc.oneof(
        fc.emailAddress(),
        fc.constantFrom('a@b', '@x.in', 'a@', 'a b@x.in', `${'a'.repeat(300)}@x.in`, 'tenant@nivaas.test'),
      );
    case 'uri':
    case 'uri-reference':
      return fc.oneof(
        fc.webUrl(),
        fc.constantFrom(
          '/uploads/x.png',
          'javascript:alert(1)',
          'file:///etc/passwd',
          'http://169.254.169.254/latest/meta-data/',
          '//evil.example/x',
          'data:text/html,<script>1</script>',
        ),
      );
  }
  if (typeof s.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(s.pattern));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const calendarDate = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2040-12-31T00:00:00Z'),
  noInvalidDate: true,
});

function numberFor(s: Schema, integer: boolean): fc.Arbitrary<Wire> {
  const lo = finite(s.minimum ?? s.exclusiveMinimum, -1_000_000);
  const hi = Math.max(lo, finite(s.maximum ?? s.exclusiveMaximum, 1_000_000));
  const valid = integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.max(Math.ceil(lo), Math.floor(hi)) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
  const edges = fc.constantFrom(lo, hi, lo - 1, hi + 1, integer ? lo + 0.5 : hi + 0.001);
  return fc.oneof(
    { arbitrary: valid, weight: 4 },
    { arbitrary: edges, weight: 2 },
    { arbitrary: boundaryNumber, weight: 2 },
  );
}

function finite(n: unknown, fallback: number): number {
  return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER ? n : fallback;
}
