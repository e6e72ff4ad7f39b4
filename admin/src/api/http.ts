import { HttpError } from 'react-admin';

import { createApiClient } from '#client/api-client.ts';

import { accessToken, refreshSession } from '../session/session.ts';
import { reportApiError } from './api-events.ts';
import { ifMatchFor, keepOffered, keepVersion } from './record-versions.ts';

export interface HttpResult {
  status: number;
  headers: Headers;
  body: string;
  json: any;
}

export interface ApiBody {
  code?: string;
  message?: string;
  errors?: Record<string, string>;
}

/**
 * The console's side of the shared client (`#client/api-client.ts`): the in-memory access token as a
 * bearer, and its 401 path: renew the session and send once more (a second 401 reaches react-admin,
 * which signs out).
 */
const client = createApiClient({
  token: accessToken,
  onUnauthorized: async () => ((await refreshSession()) ? 'retry' : undefined),
});

/**
 * Every call of the console, through the shared client; failures as react-admin HttpErrors carrying the
 * server's message (or each field's validator message) so toasts say what went wrong (spec 002 §8).
 * Resolves with the successful Response, unread (files are read as blobs, JSON as text).
 */
export async function send(url: string, init: RequestInit = {}): Promise<Response> {
  let res: Response;
  try {
    res = await client.send(url, init);
  } catch {
    throw new HttpError('The server could not be reached. Check your connection and try again.', 0, {});
  }
  if (!res.ok) {
    const body = await res.text();
    const json = parseJson(body);
    reportApiError(res.status, json ?? {});
    throw new HttpError(errorMessage(json, body, res.statusText), res.status, json ?? {});
  }
  return res;
}

/** A JSON call: `send`, then the body as text and parsed. */
export async function http(url: string, init: RequestInit = {}): Promise<HttpResult> {
  const res = await send(url, init);
  const body = await res.text();
  return { status: res.status, headers: res.headers, body, json: parseJson(body) };
}

function parseJson(body: string): any {
  try {
    return body ? JSON.parse(body) : undefined;
  } catch {
    return undefined;
  }
}

/** The server's message; for validation failures every field's message; else the raw body or status text. */
export function errorMessage(json: ApiBody | undefined, raw: string, statusText: string): string {
  const fields = json?.errors ? Object.values(json.errors).filter((m) => typeof m === 'string') : [];
  if (fields.length && (!json?.message || /validation|invalid/i.test(json.code ?? '')))
    return [...new Set(fields)].join(' · ');
  if (json?.message) return json.message;
  return raw && raw.length < 300 && !raw.trimStart().startsWith('<') ? raw : statusText || 'Request failed';
}

/**
 * A call under /api/v1 that keeps the version (ETag) of a record it reads or changes and sends it back as If-Match
 * with the record's change or delete, as the generic screens do (record-versions.ts, decision 058).
 */
async function v1(path: string, init: RequestInit = {}): Promise<HttpResult> {
  const url = `/api/v1${path}`;
  const method = init.method ?? 'GET';
  const headers = new Headers(init.headers);
  const ifMatch = ifMatchFor(url, method);
  if (ifMatch) headers.set('If-Match', ifMatch);
  try {
    const result = await http(url, { ...init, headers });
    keepVersion(url, method, result);
    return result;
  } catch (error) {
    if (error instanceof HttpError && error.status === 412) keepOffered(url, error.body);
    throw error;
  }
}

/** JSON helpers for the API's own (non-console) calls under /api/v1. */
export const api = {
  get: async <T = any>(path: string): Promise<T> => (await v1(path)).json,
  post: async <T = any>(path: string, body?: unknown): Promise<T> =>
    (await v1(path, { method: 'POST', body: JSON.stringify(body ?? {}) })).json,
  patch: async <T = any>(path: string, body: unknown): Promise<T> =>
    (await v1(path, { method: 'PATCH', body: JSON.stringify(body) })).json,
  delete: async (path: string): Promise<void> => {
    await v1(path, { method: 'DELETE' });
  },
  upload: async <T = any>(path: string, form: FormData): Promise<T> =>
    (await http(`/api/v1${path}`, { method: 'POST', body: form })).json,
};
