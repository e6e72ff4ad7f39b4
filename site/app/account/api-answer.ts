import type { ApiResult } from '#client/api-result.ts';

/** A change refused because the record changed since it was read (412, decision 058): the record now and its version. */
export interface StaleAnswer {
  current: Record<string, unknown>;
  version: string;
}

/** What an account action answers the page: success, or the API's headline message and field errors. */
export type AccountAnswer<T = object> =
  | ({ ok: true } & T)
  | { ok: false; message: string; errors?: Record<string, string>; inviteRefused?: boolean; stale?: StaleAnswer };

/** An API error answer (its `message`, field `errors`, and the record as it is now when it was stale) as the page's answer. */
export function failure(
  answer: Pick<ApiResult, 'message' | 'errors'> & Partial<Pick<ApiResult, 'status' | 'data'>>,
  fallback: string,
): { ok: false; message: string; errors?: Record<string, string>; stale?: StaleAnswer } {
  const errors = answer.errors && typeof answer.errors === 'object' ? answer.errors : undefined;
  const { current, version } = (answer.status === 412 && answer.data) || {};
  return {
    ok: false,
    message: typeof answer.message === 'string' && answer.message ? answer.message : fallback,
    ...(errors ? { errors } : {}),
    ...(current && typeof current === 'object' && typeof version === 'string' ? { stale: { current, version } } : {}),
  };
}

/**
 * The body of a form post: JSON from the page's script, or the fields of the form itself when the browser sent
 * it before the script ran (RJSF names them `root_<field>`). An empty object when neither.
 */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  if (/application\/x-www-form-urlencoded|multipart\/form-data/.test(request.headers.get('content-type') ?? '')) {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of await request.formData())
      if (typeof value === 'string') fields[name.replace(/^root_/, '')] = value;
    return fields;
  }
  try {
    const body = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** True when every error the API found belongs to one of the form's visible fields (shown there, not again above the form). */
export function onlyFieldErrors(errors: Record<string, string> | undefined, fields: string[]): boolean {
  return !!errors && Object.keys(errors).length > 0 && Object.keys(errors).every((k) => fields.includes(k));
}
