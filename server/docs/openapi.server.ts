import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { webhookEventTypeChoices } from '#generated/enums.ts';
import { manifest } from '#generated/manifest.ts';

const GENERATED_SCHEMAS = join(import.meta.dirname, '../../generated/schemas');

export interface DocumentedRoute {
  method: string;
  url: string;
  tags?: readonly string[];
  summary?: string;
  body?: string;
  response?: string;
  public?: boolean;
  /** A record route (issue 35): its answer carries `ETag`; a change of the record (update, delete, an action on it) takes `If-Match` and may answer 412. */
  versioned?: boolean;
}

/** A record's version (issue 35, decision 058): a strong entity tag of the stored record. */
const ETAG_HEADER = { description: "The record's version, for If-Match", schema: { type: 'string' } };
const IF_MATCH = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description: 'The version (ETag) the change was made on: a stale one is refused with 412 instead of overwriting',
  schema: { type: 'string' },
};

const typeName = (slug: string) => (manifest as Record<string, { typeName: string }>)[slug]?.typeName ?? slug;

/**
 * The OpenAPI 3.1 document: components from the generated schemas (the same ones the validators
 * use), paths from every route the server registered.
 */
export function buildOpenApi(routes: DocumentedRoute[], serverUrl: string): Record<string, unknown> {
  const schemas: Record<string, unknown> = {
    Error: {
      type: 'object',
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field path → message' },
      },
      required: ['code', 'message'],
    },
  };
  for (const file of readdirSync(GENERATED_SCHEMAS)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const slug = file.slice(0, -5);
    const schema = JSON.parse(readFileSync(join(GENERATED_SCHEMAS, file), 'utf8'));
    const name = typeName(slug);
    for (const [def, body] of Object.entries<any>(schema.definitions ?? {}))
      schemas[`${name}_${def}`] = clean(body, name);
    delete schema.definitions;
    schemas[name] = clean(schema, name);
  }
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (route.method === 'HEAD' || route.url.startsWith('/uploads/') || route.url === '*') continue;
    const path = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
    const params = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    // A change of a record: an update, a delete, or an action on one record (a POST to a path naming it).
    const conditional =
      route.versioned &&
      (route.method === 'PATCH' ||
        route.method === 'PUT' ||
        route.method === 'DELETE' ||
        (route.method === 'POST' && params.length > 0));
    const ok = route.response?.startsWith('list:')
      ? {
          type: 'object',
          properties: {
            results: { type: 'array', items: ref(route.response.slice(5)) },
            page: { type: 'integer' },
            limit: { type: 'integer' },
            totalPages: { type: 'integer' },
            totalResults: { type: 'integer' },
          },
        }
      : route.response
        ? ref(route.response)
        : {};
    (paths[path] ??= {})[route.method.toLowerCase()] = {
      tags: route.tags?.length ? [...route.tags] : [path.split('/')[3] ?? path.split('/')[1] ?? 'other'],
      summary: route.summary ?? `${route.method} ${path}`,
      ...(params.length || conditional ? { parameters: [...params, ...(conditional ? [IF_MATCH] : [])] } : {}),
      ...(route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: ref(route.body) } } } }
        : {}),
      ...(route.public ? { security: [] } : {}),
      responses: {
        [route.method === 'POST' && route.response && !route.response.startsWith('list:') ? '201' : '200']: {
          description: 'Success',
          content: { 'application/json': { schema: ok } },
          ...(route.versioned && route.method !== 'DELETE' ? { headers: { ETag: ETAG_HEADER } } : {}),
        },
        '400': errorResponse('Invalid input: each field with its message'),
        '401': errorResponse('Sign-in needed'),
        '403': errorResponse('Not allowed'),
        '404': errorResponse('Not found'),
        ...(conditional
          ? {
              '412': {
                description:
                  'The record changed since the version If-Match names: `current` is the record as it is now, ETag its version',
                headers: { ETag: ETAG_HEADER },
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
              },
            }
          : {}),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nivaas API',
      version: '1',
      description:
        "/api/v1 follows the specification's call catalogue; /api/admin speaks the ra-data-simple-rest dialect for the staff console.",
    },
    servers: [{ url: serverUrl }],
    components: {
      schemas,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'An access token from /api/v1/auth/login or an API token (nv_...)',
        },
      },
    },
    security: [{ bearer: [] }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    webhooks: webhookDeliveries(),
  };
}

/** What a subscribed callback receives, one entry per event of the catalogue (signed per Standard Webhooks; decision 031). */
function webhookDeliveries(): Record<string, unknown> {
  const headers = Object.fromEntries(
    ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
      name,
      { required: true, schema: { type: 'string' } },
    ]),
  );
  return Object.fromEntries(
    webhookEventTypeChoices.map((event) => [
      event.value,
      {
        post: {
          tags: ['Webhook'],
          summary: event.title,
          description: event.description,
          parameters: Object.entries(headers).map(([name, h]) => ({ name, in: 'header', ...h })),
          requestBody: { required: true, content: { 'application/json': { schema: ref('webhook-payload') } } },
          responses: {
            '2XX': { description: 'Received; any other answer is retried (410 Gone turns the webhook off)' },
          },
        },
      },
    ]),
  );
}

function ref(slug: string) {
  return { $ref: `#/components/schemas/${typeName(slug)}` };
}

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
}

/** Draft-07 for OpenAPI 3.1: no engine-only keywords, definitions as components. */
function clean(node: any, owner: string): any {
  if (Array.isArray(node)) return node.map((n) => clean(n, owner));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'errorMessage' || k === '$comment' || k === '$schema' || k === '$id' || k === 'x-ui') continue;
    if (k === 'const' && v && typeof v === 'object' && '$data' in (v as object)) continue;
    if (k === '$ref' && typeof v === 'string' && v.startsWith('#/definitions/'))
      out.$ref = `#/components/schemas/${owner}_${v.slice(14)}`;
    else out[k] = k === 'enum' || k === 'default' || k === 'examples' ? v : clean(v, owner);
  }
  return out;
}
