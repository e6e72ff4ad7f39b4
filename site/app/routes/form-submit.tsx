import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/server-runtime';

import { isPublicForm, PUBLIC_FORMS, type SubmitRequest } from '../forms/public-forms.ts';
import { submitPublicForm } from '../forms/submit-form.server.ts';

const notFound = () => Response.json({ ok: false, message: 'Not found' }, { status: 404 });

/**
 * POST /submit/<slug>: a public form (lead popup, contact, corporate, partner, landing contact, details
 * lead form) sent as JSON `{data, extra, token, utmSource}`; answers `{ok, lead}` or `{ok: false,
 * message, errors}` (field errors by field name, shown under the fields).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!isPublicForm(params.slug)) return notFound();
  if (request.method !== 'POST') return Response.json({ ok: false }, { status: 405, headers: { Allow: 'POST' } });
  let input: SubmitRequest;
  try {
    input = (await request.json()) as SubmitRequest;
  } catch {
    input = { data: {} };
  }
  if (!input || typeof input !== 'object' || !input.data || typeof input.data !== 'object' || Array.isArray(input.data))
    input = { data: {} };
  const [status, body] = await submitPublicForm(context, params.slug, input);
  return Response.json(body, { status });
}

/** GET /submit/<slug>: what the browser needs before sending (the reCAPTCHA site key when the form has the bot check). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  if (!isPublicForm(params.slug)) return notFound();
  const key = PUBLIC_FORMS[params.slug].botCheck ? context.settings.recaptchaSiteKey : undefined;
  return Response.json({ recaptchaSiteKey: key ?? null }, { headers: { 'Cache-Control': 'no-cache' } });
}
