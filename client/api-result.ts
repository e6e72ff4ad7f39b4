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
}

/** The result of an answer's status and body text (JSON when it parses, else the text itself). */
export function apiResult<T>(status: number, text: string): ApiResult<T> {
  let data: any;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  const ok = status >= 200 && status < 300;
  if (ok) return { ok, status, data };
  return { ok, status, data, message: data?.message, errors: data?.errors };
}
