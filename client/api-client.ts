import { type ApiResult, apiResult, type RequestOptions } from './api-result.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiClientOptions {
  /** The bearer token of each call (the console's in-memory access token). The site has none: its session is a cookie. */
  token?: () => Promise<string | undefined> | string | undefined;
  /**
   * The one 401 path: what the front end does when the API answers 401. `'retry'` sends the call once more
   * (the console renewed its session); anything else hands the 401 to the caller (the site forgets the
   * stored lead, and the screen asks for the phone again).
   */
  onUnauthorized?: () => Promise<'retry' | void> | 'retry' | void;
}

export interface ApiClient {
  /** Sends a call and resolves with the Response, unread; rejects only when the server cannot be reached. */
  send(url: string, init?: RequestInit): Promise<Response>;
  /**
   * A JSON call (`body` sent as JSON) answered as an `ApiResult` (with the record's version when the answer names
   * one); never rejects (status 0 when unreachable). `ifMatch`: the version a change was made on (412 when stale).
   */
  request<T = any>(method: Method, url: string, body?: unknown, options?: RequestOptions): Promise<ApiResult<T>>;
}

/** The browser's API client, shared by the console and the site; each hands it its token and its 401 path. */
export function createApiClient({ token, onUnauthorized }: ApiClientOptions = {}): ApiClient {
  const send = async (url: string, init: RequestInit = {}, retried = false): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    const bearer = await token?.();
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
    const res = await fetch(url, { ...init, headers, credentials: 'same-origin' });
    if (res.status === 401 && !retried && (await onUnauthorized?.()) === 'retry') return send(url, init, true);
    return res;
  };

  const request = async <T>(
    method: Method,
    url: string,
    body?: unknown,
    { ifMatch }: RequestOptions = {},
  ): Promise<ApiResult<T>> => {
    try {
      const res = await send(url, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
        ...(ifMatch ? { headers: { 'If-Match': ifMatch } } : {}),
      });
      return apiResult<T>(res.status, await res.text(), res.headers.get('ETag'));
    } catch (e) {
      return { ok: false, status: 0, data: undefined as T, message: (e as Error).message };
    }
  };

  return { send: (url, init) => send(url, init), request };
}
