import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/server-runtime';

import { sessionHeaders } from '../account/sign-in.server.ts';

/** Signing out is a POST (a link or a prefetch cannot sign anyone out); a GET just goes home. */
export async function loader(_args: LoaderFunctionArgs) {
  return redirect('/');
}

/** Ends the browser session (POST /api/v1/auth/session/logout revokes it and clears its cookie) and goes home. */
export async function action({ context }: ActionFunctionArgs) {
  const answer = await context.api('POST', '/api/v1/auth/session/logout', {});
  return redirect('/', { headers: sessionHeaders(answer.setCookie) });
}
