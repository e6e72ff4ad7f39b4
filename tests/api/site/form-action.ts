import type { AppLoadContext } from '@remix-run/server-runtime';

import type { ApiResult } from '#client/api-result.ts';
import { apiResult } from '#client/api-result.ts';
import { action } from '#site/routes/form-submit.tsx';

import type { TestApi } from '../harness.ts';

type Stub = (method: string, path: string, body?: unknown) => ApiResult | undefined;

/**
 * The Remix load context the site's form action gets, with `context.api` answering through the real
 * API in-process (as server/site does); `stub` may answer a call first (a bot-check score).
 */
export function formActionContext(
  api: () => TestApi,
  options: { recaptchaSiteKey?: string; stub?: Stub } = {},
): AppLoadContext {
  return {
    nonce: 'n',
    settings: {
      publicUrl: 'http://localhost',
      signupUrl: '',
      operatorsUrl: '',
      aboutUrl: '',
      recaptchaSiteKey: options.recaptchaSiteKey ?? '',
    },
    async api(method: string, path: string, body?: unknown) {
      const stubbed = options.stub?.(method, path, body);
      if (stubbed) return stubbed;
      const res = await api().request({ method: method as 'POST', url: path, payload: body as object });
      return apiResult(res.statusCode, res.body);
    },
  } as unknown as AppLoadContext;
}

/** Sends a form to `/submit/<slug>` as the site's browser code does; the status and the JSON answer. */
export async function submitForm(context: AppLoadContext, slug: string, input: unknown) {
  const request = new Request(`http://localhost/submit/${slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const res = (await action({ request, params: { slug }, context } as never)) as Response;
  return { status: res.status, body: (await res.json()) as any };
}
