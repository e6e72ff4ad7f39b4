import fc from 'fast-check';

import {
  boundaryNumber,
  builtinName,
  deepValue,
  hostileText,
  hostileValue,
  impossibleDate,
  wrongType,
} from './hostile-values.ts';
import type { Operation } from './openapi-operations.ts';
import type { SchemaArbitraries } from './schema-arbitraries.ts';
import { type RawUrl, rawUrlPiece } from './url-encoding.ts';
import { objectOf, type Wire } from './wire-json.ts';

/** A query parameter: a text is sent as is, any other value as JSON text; no value writes a bare key. */
export type QueryPair = [string | RawUrl, Wire | RawUrl | undefined];

type Schema = Record<string, any>;
const none = fc.constant([] as QueryPair[]);

/** Keys no list knows: inherited member names, bracket syntax, controls. */
const hostileKey: fc.Arbitrary<string | RawUrl> = fc.oneof(
  builtinName,
  fc.constantFrom(
    'filter[q]',
    'a[b]',
    'a[]',
    '__proto__[isAdmin]',
    'constructor[prototype][isAdmin]',
    'page[]',
    '',
    ' ',
    'q',
  ),
  hostileText.map((t) => t.slice(0, 64)),
  rawUrlPiece,
);
const hostileQueryValue: fc.Arbitrary<Wire | RawUrl | undefined> = fc.oneof(
  hostileText,
  rawUrlPiece,
  fc.constant(undefined),
  fc.constant(''),
);

/** A few junk parameters (for operations that take none, and added to the others). */
export const junkQuery: fc.Arbitrary<QueryPair[]> = fc.array(fc.tuple(hostileKey, hostileQueryValue), {
  minLength: 1,
  maxLength: 3,
});

function scalarFields(schema: Schema | undefined): [string, Schema][] {
  return Object.entries<Schema>(schema?.properties ?? {});
}

/** ra-data-simple-rest list params: `filter` JSON (with `q`), `range`, `sort`. */
export function adminListQuery(op: Operation, schemas: SchemaArbitraries): fc.Arbitrary<QueryPair[]> {
  const fields = scalarFields(op.resource?.schema);
  const fieldName = fields.length ? fc.constantFrom(...fields.map(([k]) => k)) : fc.constant('id');
  // The console's search box (`q`) as often as all the field filters together.
  const entry: fc.WeightedArbitrary<[string, Wire]>[] = [
    {
      arbitrary: fc.tuple(
        fc.constant('q'),
        fc.oneof(
          { arbitrary: hostileText, weight: 3 },
          { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
          { arbitrary: wrongType, weight: 1 },
        ),
      ),
      weight: Math.max(2, fields.length),
    },
    { arbitrary: fc.tuple(builtinName, hostileValue), weight: 2 },
    {
      arbitrary: fc.tuple(
        hostileText.map((t) => t.slice(0, 64)),
        hostileValue,
      ),
      weight: 1,
    },
  ];
  for (const [key, schema] of fields) {
    entry.push({
      arbitrary: fc.tuple(
        fc.constant(key),
        fc.oneof(schemas.value(schema, 1), fc.array(schemas.value(schema, 1), { maxLength: 3 }), hostileValue),
      ),
      weight: 1,
    });
    entry.push({
      arbitrary: fc.tuple(
        fc.constantFrom(`${key}_gte`, `${key}_lte`),
        fc.oneof(schemas.value(schema, 1), impossibleDate, boundaryNumber, hostileValue),
      ),
      weight: 1,
    });
  }
  const filterObject = fc.array(fc.oneof(...entry), { minLength: 1, maxLength: 4 }).map((entries) => objectOf(entries));
  const filter = fc.oneof(
    { arbitrary: filterObject, weight: 8 },
    { arbitrary: hostileValue, weight: 1 },
    { arbitrary: deepValue, weight: 1 },
    { arbitrary: fc.constantFrom('{', '{"q":', '[]', 'null', '{"q":"\u0000"}'), weight: 1 },
  );
  const range = fc.oneof(
    { arbitrary: fc.tuple(fc.nat(50), fc.nat(30)).map(([a, n]) => [a, a + n] as Wire), weight: 4 },
    {
      arbitrary: fc.constantFrom<Wire>(
        [0, 2147483647],
        [0, 2147483648],
        [2147483647, 2147483648],
        [2147483648, 2147483649],
        [1e308, 1e308],
        [-1, 0],
        [5, 1],
        [0.5, 2],
        ['0', '9'],
        [0],
        [0, 1, 2],
        [2 ** 53, 2 ** 53 + 1],
      ),
      weight: 3,
    },
    { arbitrary: hostileValue, weight: 1 },
  );
  const sort = fc.oneof(
    {
      arbitrary: fc.tuple(fc.oneof(fieldName, builtinName), fc.constantFrom('ASC', 'DESC')).map((t) => t as Wire),
      weight: 4,
    },
    {
      arbitrary: fc
        .tuple(fc.oneof(fieldName, hostileText), fc.oneof(fc.constantFrom('asc', '', 'ASC; DROP'), hostileText))
        .map((t) => t as Wire),
      weight: 1,
    },
    { arbitrary: hostileValue, weight: 1 },
  );
  return fc
    .record({
      filter: fc.option(filter, { nil: undefined }),
      range: fc.option(range, { nil: undefined }),
      sort: fc.option(sort, { nil: undefined }),
      extra: fc.oneof({ arbitrary: none, weight: 5 }, { arbitrary: junkQuery, weight: 1 }),
    })
    .map(({ filter, range, sort, extra }) => {
      const pairs: QueryPair[] = [];
      if (filter !== undefined) pairs.push(['filter', typeof filter === 'string' ? filter : asJson(filter)]);
      if (range !== undefined) pairs.push(['range', asJson(range)]);
      if (sort !== undefined) pairs.push(['sort', asJson(sort)]);
      return [...pairs, ...extra];
    });
}

/** A value written as JSON text even when it is a string (ra-data-simple-rest JSON-encodes every param). */
function asJson(value: Wire): Wire {
  return typeof value === 'string' ? JSON.stringify(value) : value;
}

/** /api/v1 list params: `page`, `limit`, `sortBy=field:asc,…` and one parameter per field. */
export function v1ListQuery(op: Operation, schemas: SchemaArbitraries): fc.Arbitrary<QueryPair[]> {
  const fields = scalarFields(op.resource?.schema);
  const fieldName = fields.length ? fc.constantFrom(...fields.map(([k]) => k), '_id') : fc.constant('_id');
  const count = (max: number) =>
    fc.oneof(
      { arbitrary: fc.integer({ min: 1, max }).map(String), weight: 3 },
      {
        arbitrary: fc.constantFrom(
          '0',
          '-1',
          String(max + 1),
          '1000000',
          '1000001',
          '2147483648',
          '-2147483649',
          '1e3',
          '1e308',
          '1.5',
          'NaN',
          'Infinity',
          '-0',
          '0x10',
          ' 2',
          '',
        ),
        weight: 2,
      },
      { arbitrary: hostileText, weight: 1 },
    );
  const sortBy = fc.oneof(
    { arbitrary: fc.tuple(fieldName, fc.constantFrom('asc', 'desc')).map(([f, o]) => `${f}:${o}`), weight: 3 },
    {
      arbitrary: fc
        .array(fc.tuple(fc.oneof(fieldName, builtinName), fc.constantFrom('asc', 'desc', 'ASC', '', 'sideways')), {
          minLength: 2,
          maxLength: 3,
        })
        .map((parts) => parts.map(([f, o]) => `${f}:${o}`).join(',')),
      weight: 1,
    },
    {
      arbitrary: fc.oneof(
        builtinName,
        hostileText,
        fc.constantFrom(':', ',,,', ':asc', 'createdAt:', 'createdAt:asc:desc'),
      ),
      weight: 2,
    },
  );
  const filter: fc.Arbitrary<QueryPair>[] = fields.map(([key, schema]) =>
    fc.tuple(fc.constant(key), fc.oneof(schemas.value(schema, 1), impossibleDate, hostileQueryValue)),
  );
  filter.push(fc.tuple(hostileKey, hostileQueryValue));
  return fc
    .record({
      page: fc.option(count(1_000_000), { nil: undefined }),
      limit: fc.option(count(200), { nil: undefined }),
      sortBy: fc.option(sortBy, { nil: undefined }),
      filters: fc.array(fc.oneof(...filter), { maxLength: 3 }),
    })
    .map(({ page, limit, sortBy, filters }) => {
      const pairs: QueryPair[] = [];
      if (page !== undefined) pairs.push(['page', page]);
      if (limit !== undefined) pairs.push(['limit', limit]);
      if (sortBy !== undefined) pairs.push(['sortBy', sortBy]);
      return [...pairs, ...filters];
    });
}

/** The query of any operation: list params for lists, otherwise mostly none and sometimes junk (shrinks toward the first). */
export function queryFor(op: Operation, schemas: SchemaArbitraries): fc.Arbitrary<QueryPair[]> {
  if (op.list && op.dialect === 'admin')
    return fc.oneof(
      { withCrossShrink: true },
      { arbitrary: adminListQuery(op, schemas), weight: 6 },
      { arbitrary: junkQuery, weight: 1 },
    );
  if (op.list)
    return fc.oneof(
      { withCrossShrink: true },
      { arbitrary: v1ListQuery(op, schemas), weight: 6 },
      { arbitrary: junkQuery, weight: 1 },
    );
  if (op.method === 'GET')
    return fc.oneof(
      { withCrossShrink: true },
      { arbitrary: none, weight: 3 },
      { arbitrary: v1ListQuery(op, schemas), weight: 1 },
      { arbitrary: junkQuery, weight: 1 },
    );
  return fc.oneof({ withCrossShrink: true }, { arbitrary: none, weight: 5 }, { arbitrary: junkQuery, weight: 1 });
}
