import { createApiClient } from '#client/api-client.ts';
import type { ApiResult } from '#client/api-result.ts';
import { messages } from '#generated/messages.ts';

const client = createApiClient();

/**
 * A call of an account page's script through one of the site's resource routes (`/home/verify`, `/home/payment`),
 * which makes the API call as the signed-in account (the browser holds no token, decision 025) and answers the
 * API's own result (`{ok, status, data, message, errors}`): unwrapped here, so the page reads an ApiResult.
 */
export async function siteCall<T>(route: string, step: string, body: Record<string, unknown>): Promise<ApiResult<T>> {
  const outer = await client.request<ApiResult<T>>('POST', route, { step, ...body });
  const inner = outer.data;
  if (!inner || typeof inner !== 'object' || !('ok' in inner))
    return {
      ok: false,
      status: outer.status,
      data: undefined as T,
      message: outer.message ?? messages.lead.errorUnknown,
    };
  return {
    ok: inner.ok,
    status: inner.status ?? outer.status,
    data: inner.data,
    message: inner.message,
    errors: inner.errors,
  };
}
