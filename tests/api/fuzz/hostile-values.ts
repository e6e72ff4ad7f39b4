import fc from 'fast-check';

import { CONTROL, NUMERIC_TEXT, SQLISH, UNICODE } from './hostile-strings.ts';
import { objectOf, RawJson, type Wire } from './wire-json.ts';

/** Names every JavaScript object inherits: as keys, query keys and path segments. */
export const BUILTIN_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
  'then',
] as const;
export const builtinName = fc.constantFrom(...BUILTIN_NAMES);

/** Dates no calendar has, and years outside 0001–9999, as date and date-time texts. */
export const impossibleDate: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '2024-02-30',
    '2023-02-29',
    '2024-04-31',
    '0000-01-01',
    '0000-00-00',
    '10000-01-01',
    '99999-12-31',
    '-0001-01-01',
    '+275760-09-13',
    '-271821-04-20',
    '2024-13-01',
    '2024-00-10',
    '2024-01-32',
    '2024-1-1',
    '24-01-01',
    '2024-02-30T25:61:61Z',
    '2024-01-01T00:00:00+99:99',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59.999999999999Z',
    '2024-06-01T12:00:00',
    'yesterday',
    '2024-W01',
    '1e10',
  ),
  fc
    .record({
      year: fc.oneof(
        fc.integer({ min: -99_999, max: 0 }),
        fc.integer({ min: 10_000, max: 999_999 }),
        fc.constantFrom(2024, 1900, 2100),
      ),
      month: fc.integer({ min: 0, max: 13 }),
      day: fc.integer({ min: 0, max: 32 }),
      time: fc.boolean(),
    })
    .map(({ year, month, day, time }) => {
      const y = year < 0 ? `-${String(-year).padStart(4, '0')}` : String(year).padStart(4, '0');
      return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}${time ? 'T12:00:00Z' : ''}`;
    }),
);

/** Control characters (NUL first) inside otherwise ordinary text. */
export const controlText = fc
  .tuple(
    fc.constantFrom('', 'a', 'Delhi', 'tenant@nivaas.test'),
    fc.oneof({ arbitrary: fc.constant('\u0000'), weight: 3 }, { arbitrary: fc.constantFrom(...CONTROL), weight: 2 }),
    fc.constantFrom('', 'b', 'x'.repeat(20)),
  )
  .map(([a, c, b]) => `${a}${c}${b}`);
export const unusualText = fc
  .tuple(fc.constantFrom('', 'a', 'Noida '), fc.constantFrom(...UNICODE))
  .map(([a, u]) => `${a}${u}`);
export const sqlishText = fc.constantFrom(...SQLISH);
export const numericText = fc.constantFrom(...NUMERIC_TEXT);
/** Any code point, lone surrogate halves and controls included. */
export const anyText = fc.string({
  unit: fc.oneof(fc.constantFrom(...CONTROL, ...UNICODE), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
  maxLength: 30,
});
/** Far longer than any field allows (the body limit is 1 MB; some are over it). */
export const hugeText = fc
  .tuple(fc.constantFrom('x', 'é', '\u0000', '😀', '%', "'"), fc.integer({ min: 1_000, max: 300_000 }))
  .map(([c, n]) => c.repeat(n));

/** Short hostile texts (huge ones are a class of their own, see hostileValue). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: controlText, weight: 6 },
  { arbitrary: unusualText, weight: 3 },
  { arbitrary: impossibleDate, weight: 3 },
  { arbitrary: builtinName, weight: 2 },
  { arbitrary: sqlishText, weight: 2 },
  { arbitrary: numericText, weight: 2 },
  { arbitrary: anyText, weight: 2 },
);

/** Numbers at the edges: int4 and safe-integer limits, 1e308, -0, and literals JSON.parse turns into Infinity. */
export const boundaryNumber: fc.Arbitrary<Wire> = fc.oneof(
  fc.constantFrom(
    0,
    1,
    -1,
    0.5,
    2147483647,
    2147483648,
    -2147483648,
    -2147483649,
    4294967296,
    9007199254740991,
    9007199254740992,
    -9007199254740992,
    1e308,
    -1e308,
    1.7976931348623157e308,
    5e-324,
    1e-7,
  ),
  fc
    .constantFrom(
      '-0',
      '1e999',
      '-1e999',
      '123456789012345678901234567890',
      '1.00000000000000000000001',
      '0.0000000000000000000000000001',
      '-0.0',
      '1E400',
    )
    .map((t) => new RawJson(t)),
  fc.double(),
);

/**
 * Values nested `depth` levels deep (arrays, objects, or both), written as JSON text by a loop so
 * neither the generator nor the reporter recurses.
 */
export const deepValue: fc.Arbitrary<Wire> = fc
  .record({
    depth: fc.integer({ min: 1, max: 10_000 }),
    kind: fc.constantFrom('array', 'object', 'mixed'),
    key: fc.oneof(fc.constant('a'), builtinName),
  })
  .map(({ depth, kind, key }) => {
    let open = '';
    let close = '';
    for (let i = 0; i < depth; i++) {
      const asArray = kind === 'array' || (kind === 'mixed' && i % 2 === 0);
      open += asArray ? '[' : `{${JSON.stringify(key)}:`;
      close = (asArray ? ']' : '}') + close;
    }
    return new RawJson(`${open}1${close}`);
  });

/** Wrong JSON types for any position. */
export const wrongType: fc.Arbitrary<Wire> = fc.constantFrom<Wire>(
  null,
  true,
  false,
  0,
  '',
  'x',
  [],
  {},
  [1, 'a'],
  { $ne: 1 },
  { $gt: '' },
  [null],
  [[]],
);

/** Objects whose keys are inherited member names (prototype pollution attempts). */
export const builtinKeyObject: fc.Arbitrary<Wire> = fc
  .array(
    fc.tuple(
      builtinName,
      fc.oneof(fc.constant<Wire>({ isAdmin: true, role: 'admin' }), wrongType, fc.constant<Wire>('x')),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((entries) => objectOf(entries));

/** Any hostile value for a field: mostly short texts, numbers and wrong types; now and then huge or deeply nested. */
export const hostileValue: fc.Arbitrary<Wire> = fc.oneof(
  { arbitrary: hostileText, weight: 32 },
  { arbitrary: boundaryNumber, weight: 12 },
  { arbitrary: wrongType, weight: 12 },
  { arbitrary: builtinKeyObject, weight: 4 },
  { arbitrary: deepValue, weight: 1 },
  { arbitrary: hugeText, weight: 1 },
);

/** Bodies that are not valid JSON, or JSON of the wrong top-level type. */
export const brokenJsonText = fc.constantFrom(
  '',
  '{',
  '[',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}garbage',
  'nul',
  'undefined',
  'NaN',
  '"\u0000"',
  '{"a":"\u0000"}',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '[]',
  'null',
  '"text"',
  '0',
  '-0',
  '1e999',
  '{"a":\u0000}',
  '\u0000',
  '{"a":"' + 'x'.repeat(10) + '\\',
  '{"":""}',
);
