import { redirect } from '@remix-run/server-runtime';

import type { SiteContext } from '#client/site-context.ts';

/** The browser session's cookie from the sign-in call's answer, to hand on with the page's redirect. */
export function sessionHeaders(setCookie: string[] | undefined): Headers {
  const headers = new Headers();
  for (const cookie of setCookie ?? []) if (cookie.startsWith('nv_session=')) headers.append('Set-Cookie', cookie);
  return headers;
}

/** The signed-in account of an account-area page; without one, the sign-in page that comes back here. */
export function requireViewer(
  context: Pick<SiteContext, 'viewer'>,
  request: Request,
): NonNullable<SiteContext['viewer']> {
  if (context.viewer) return context.viewer;
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
