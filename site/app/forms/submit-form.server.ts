import type { AppLoadContext } from '@remix-run/server-runtime';

import { recordFromForm } from '#engine/runtime/forms/form-writes.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import type { Slug } from '#generated/manifest.ts';
import { messages } from '#generated/messages.ts';

import { PUBLIC_FORMS, type SubmitAnswer, type SubmitRequest } from './public-forms.ts';

/** The answer of the bot-check call (POST /api/v1/utility/recaptcha/score). */
interface ScoreAnswer {
  success?: boolean;
  score?: number;
}

/** Accepted when success is true and the score is above 0.5 (spec 000 §7). */
const ACCEPTED_SCORE = 0.5;

/**
 * One public form submission: validated again with the form's generated validator, scored by the bot
 * check where the form has it, turned into the record its schema's x-writes declares (a lead,
 * spec 000 §7; generated/form-writes.ts) and created through the API as the visitor, where the resource's
 * defaults fill what the form leaves out. Answers `[status, body]`.
 */
export async function submitPublicForm(
  context: AppLoadContext,
  slug: string,
  input: SubmitRequest,
): Promise<[number, SubmitAnswer]> {
  const form = PUBLIC_FORMS[slug];
  const checked = validate(slug as Slug, input.data ?? {});
  if (!checked.ok) return [400, { ok: false, errors: checked.errors }];

  if (form.botCheck) {
    const score = await context.api<ScoreAnswer>('POST', '/api/v1/utility/recaptcha/score', {
      token: String(input.token || 'missing'),
    });
    if (score.status !== 200 || score.data?.success !== true)
      return [400, { ok: false, botCheck: true, message: messages.captcha.failed }];
    if (!(Number(score.data.score) > ACCEPTED_SCORE))
      return [400, { ok: false, botCheck: true, message: messages.captcha.lowScore }];
  }

  const { resource: slugWritten, record } = recordFromForm(
    slug,
    checked.value as Record<string, unknown>,
    submissionContext(input),
  );
  const written = resource(slugWritten)!;
  const created = await context.api<Record<string, unknown>>(
    'POST',
    `/api/v1/${written.apiPath}`,
    withCountryCode(record),
  );
  if (created.status === 200 || created.status === 201) return [200, { ok: true, lead: created.data }];
  const body = (created.data ?? {}) as { message?: string; errors?: Record<string, string> };
  return [
    created.status >= 400 && created.status < 600 ? created.status : 502,
    { ok: false, message: body.message, errors: body.errors },
  ];
}

/**
 * What the page sends beside the visitor's fields: its `extra` (the property shown) and the stored
 * utm_source. Only the fields the form's x-writes.context names are written.
 */
function submissionContext(input: SubmitRequest): Record<string, unknown> {
  const extra = input.extra && typeof input.extra === 'object' && !Array.isArray(input.extra) ? input.extra : {};
  return { ...extra, utm_source: input.utmSource ? String(input.utmSource).slice(0, 120) : undefined };
}

/** The site's forms take a 10-digit phone; a stored phone carries the country code (91 + 10 digits). */
function withCountryCode(record: Record<string, unknown>): Record<string, unknown> {
  return typeof record.phone === 'string' && /^[0-9]{10}$/.test(record.phone)
    ? { ...record, phone: `91${record.phone}` }
    : record;
}
