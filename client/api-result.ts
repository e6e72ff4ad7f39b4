/**
 * What every call to the API answers the code that made it, in the browser (`#client/api-client.ts`) and in
 * the site's loaders alike: whether it succeeded, the HTTP status (0 when the server could not be reached),
 * the parsed body, and on an error the API's headline `message` and its field errors (`{field: message}`).
 */
export interface ApiResult<T = any> {
  ok: boolean;
  status: number;
  data: T;
  message?: string;
  errors?: Record<string, string>;
  /** The record's version the answer named (its `ETag`), to send back as `If-Match` with a change (decision 058). */
  version?: string;
}

/** What a call may add: the version of the record it changes, sent as `If-Match` (decision 058). */
export interface RequestOptions {
  ifMatch?: string;
}

/** The result of an answer's status, body text (JSON when it parses, else the text itself) and `ETag`. */
export function apiResult<T>(status: number, text: string, etag?: string | null): ApiResult<T> {
  let data: any;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  const ok = status >= 200 && status < 300;
  const version = etag ? { version: etag } : {};
  if (ok) return { ok, status, data, ...version };
  return { ok, status, data, message: data?.message, errors: data?.errors, ...version };
}
