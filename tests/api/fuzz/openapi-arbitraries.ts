import fc from 'fast-check';

import {
  brokenJsonText,
  builtinKeyObject,
  builtinName,
  deepValue,
  hostileText,
  hostileValue,
} from './hostile-values.ts';
import type { Operation } from './openapi-operations.ts';
import { queryFor, type QueryPair } from './query-arbitraries.ts';
import type { SchemaArbitraries } from './schema-arbitraries.ts';
import { RawUrl, rawUrlPiece } from './url-encoding.ts';
import { PoolRecord, PoolRef, type Wire } from './wire-json.ts';

export const ROLES = ['anonymous', 'tenant', 'landlord', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export type PathPiece = string | PoolRef | RawUrl;
export type BodyPlan = { json: Wire; contentType: string } | { raw: string; contentType: string | undefined };

/** One generated request, before ids are resolved and the URL encoded (see materialize-request.ts). */
export interface RequestPlan {
  op: string;
  method: string;
  role: Role;
  /** Static segments as strings; a static segment may have been swapped for a hostile one. */
  path: PathPiece[];
  query: QueryPair[];
  body?: BodyPlan;
  /** Sent instead of the role's own Authorization header. */
  authorization?: string;
  cookie?: string;
}

const NO_ID = '00000000-0000-0000-0000-000000000000';
/** Lets a shrink drop an optional part (a body, a forged header) altogether. */
const crossShrink = { withCrossShrink: true };
const pathText = fc.oneof(
  hostileText.map((t) => t.slice(0, 2048)),
  builtinName,
  fc.constantFrom('1', '-1', '0', '2147483648', '1e308', 'null', 'undefined', ' ', '%', 'a/b'),
);

/** A path parameter: a stored record's id (of the right resource, mostly), a well-formed unknown id, or hostile text. */
function paramValue(name: string, slug: string | undefined): fc.Arbitrary<PathPiece> {
  const shaped =
    name === 'id' || name.endsWith('Id')
      ? fc.oneof(
          { arbitrary: fc.nat(50).map((i) => new PoolRef(slug, i)), weight: 4 },
          { arbitrary: fc.nat(200).map((i) => new PoolRef(undefined, i)), weight: 1 },
          { arbitrary: fc.oneof(fc.uuid(), fc.constant(NO_ID)), weight: 1 },
        )
      : fc.oneof(
          fc.stringMatching(/^[0-9]{1,7}$/),
          fc.constantFrom('tenant', 'landlord', 'partner', 'internal', '110001', '560001'),
          fc.string({ maxLength: 12 }),
        );
  return fc.oneof(
    crossShrink,
    { arbitrary: shaped, weight: 5 },
    { arbitrary: pathText, weight: 3 },
    { arbitrary: rawUrlPiece, weight: 1 },
  );
}

const contentTypes = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/vnd.api+json',
  'application/json;;',
  '',
);
const multipart =
  '--x\r\nContent-Disposition: form-data; name="file"; filename="../../a.png"\r\nContent-Type: image/png\r\n\r\n\u0000PNG\r\n--x--\r\n';
const forgedAuthorization = fc.oneof(
  fc.constantFrom(
    'Bearer ',
    'Bearer x',
    'Bearer nv_0000',
    'Bearer a.b.c',
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
    'Basic YWRtaW46YWRtaW4=',
    'bearer',
    'Token abc',
    `Bearer ${'x'.repeat(10_000)}`,
    `Bearer ${b64('{"alg":"HS256"}')}.${b64('{"sub":"__proto__","fam":"\\u0000"}')}.x`,
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 80 }).map((t) => `Bearer ${t}`),
);
const junkCookie = fc
  .tuple(
    fc.oneof(fc.constantFrom('nv_session', 'session'), builtinName),
    fc.string({ unit: 'grapheme-ascii', maxLength: 80 }),
  )
  .map(([k, v]) => `${k}=${v.replace(/[;,]/g, '')}`);

/** The value once in `n` times, otherwise undefined (shrinks to undefined). */
function rarely<T>(arbitrary: fc.Arbitrary<T>, n: number): fc.Arbitrary<T | undefined> {
  return fc.oneof(crossShrink, { arbitrary: fc.constant(undefined), weight: n - 1 }, { arbitrary, weight: 1 });
}

function b64(text: string) {
  return Buffer.from(text).toString('base64url');
}

/** The request body of an operation: its schema's values (or guesses), hostile values, broken JSON, other content types. */
function bodyFor(
  op: Operation,
  schemas: SchemaArbitraries,
  anyComponent: fc.Arbitrary<Wire>,
): fc.Arbitrary<BodyPlan | undefined> {
  const shaped = op.body
    ? schemas.value(op.body)
    : op.bodyGuesses.length
      ? fc.oneof(
          { arbitrary: fc.oneof(...op.bodyGuesses.map((s) => schemas.value(s))), weight: 3 },
          { arbitrary: anyComponent, weight: 1 },
        )
      : anyComponent;
  const stored =
    op.resource && op.method !== 'DELETE' ? storedRecordBody(op.resource.slug, op.resource.schema, schemas) : undefined;
  const value = fc.oneof(
    { arbitrary: shaped, weight: 12 },
    ...(stored ? [{ arbitrary: stored, weight: 8 }] : []),
    { arbitrary: hostileValue, weight: 1 },
    { arbitrary: builtinKeyObject, weight: 1 },
    { arbitrary: deepValue, weight: 1 },
  );
  const body: fc.Arbitrary<BodyPlan> = fc.oneof(
    { arbitrary: value.map((json) => ({ json, contentType: 'application/json' })), weight: 10 },
    { arbitrary: brokenJsonText.map((raw) => ({ raw, contentType: 'application/json' })), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          contentTypes,
          fc.oneof(
            value.map((json) => ({ json })),
            fc
              .constantFrom('a=1&__proto__[isAdmin]=1&constructor[prototype][x]=1', multipart, '<a>&xxe;</a>')
              .map((raw) => ({ raw })),
          ),
        )
        .map(([contentType, b]) => ({ ...b, contentType }) as BodyPlan),
      weight: 1,
    },
    { arbitrary: fc.constantFrom('{}', 'x').map((raw) => ({ raw, contentType: undefined })), weight: 1 },
  );
  const withBody = op.method === 'GET' || op.method === 'DELETE' ? 1 : 12;
  return fc.oneof(
    crossShrink,
    { arbitrary: fc.constant(undefined), weight: op.method === 'GET' || op.method === 'DELETE' ? 9 : 1 },
    { arbitrary: body, weight: withBody },
  );
}

/** A stored record of the resource (as the console would PUT it back) with up to two fields changed, half the time to hostile values. */
function storedRecordBody(slug: string, schema: Record<string, any>, schemas: SchemaArbitraries): fc.Arbitrary<Wire> {
  const fields = Object.entries<Record<string, any>>(schema.properties ?? {});
  if (!fields.length) return hostileValue;
  const change = fc.oneof(
    ...fields.map(([key, field]) =>
      fc.tuple(fc.constant(key), fc.oneof({ withCrossShrink: true }, schemas.value(field, 1), hostileValue)),
    ),
  );
  const extra = fc.tuple(fc.oneof(builtinName, fc.constant('unknownField')), hostileValue);
  return fc
    .record({
      index: fc.nat(50),
      changes: fc.array(fc.oneof({ arbitrary: change, weight: 6 }, { arbitrary: extra, weight: 1 }), { maxLength: 2 }),
    })
    .map(({ index, changes }) => new PoolRecord(slug, index, changes));
}

/** Every request the fuzzer may send for one operation as one role. */
export function requestArbitrary(
  op: Operation,
  role: Role,
  schemas: SchemaArbitraries,
  anyComponent: fc.Arbitrary<Wire>,
): fc.Arbitrary<RequestPlan> {
  const segments = op.path.split('/').slice(1);
  const pieces = segments.map((seg) => {
    const param = /^\{(.+)\}$/.exec(seg)?.[1];
    return param ? paramValue(param, op.params.find((p) => p.name === param)?.slug) : fc.constant<PathPiece>(seg);
  });
  const swap = rarely(
    fc.tuple(
      fc.integer({ min: 2, max: Math.max(2, segments.length - 1) }),
      fc.oneof(builtinName, pathText, rawUrlPiece),
    ),
    12,
  );
  return fc
    .record({
      path: fc.tuple(...pieces),
      swap,
      query: queryFor(op, schemas),
      body: bodyFor(op, schemas, anyComponent),
      authorization: rarely(forgedAuthorization, 15),
      cookie: rarely(junkCookie, 15),
    })
    .map(({ path, swap, query, body, authorization, cookie }) => {
      const finalPath = [...path];
      if (swap && swap[0] < finalPath.length) finalPath[swap[0]] = swap[1];
      return { op: op.key, method: op.method, role, path: finalPath, query, body, authorization, cookie };
    });
}
