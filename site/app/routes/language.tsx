import { type ActionFunctionArgs, redirect } from '@remix-run/server-runtime';

import { serializeCookie } from '#engine/runtime/http/cookies.ts';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '#engine/runtime/i18n/languages.ts';

import { safeRedirect } from '../account/landing.ts';

/** A GET (a prefetch, a typed address) changes nothing: home. */
export async function loader() {
  return redirect('/');
}

/**
 * The language switcher's POST (decision 062): the browser remembers the choice for a year, a signed-in account
 * keeps it as its setting (PATCH /api/v1/users/{id}, the same door as the profile), and the visitor returns to
 * the page they were on, now in that language.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const language = form.get('language');
  const back = safeRedirect(form.get('redirectTo')) ?? '/';
  if (!isLanguage(language)) return redirect(back, 303);
  if (context.viewer)
    await context.api('PATCH', `/api/v1/users/${encodeURIComponent(context.viewer.id)}`, { language });
  const cookie = serializeCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE,
    secure: context.settings.publicUrl.startsWith('https:'),
    httpOnly: false,
    sameSite: 'Lax',
  });
  return redirect(back, { status: 303, headers: { 'Set-Cookie': cookie } });
}
