import type { AppLoadContext } from '@remix-run/server-runtime';
import leadSchema from '#generated/schemas/lead.json';
import { messages } from '#generated/messages.ts';
import type { Slug } from '#generated/manifest.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { DEFAULT_BUDGET, PUBLIC_FORMS, type PublicForm, type SubmitAnswer, type SubmitRequest } from './public-forms.ts';

/** The answer of the bot-check call (POST /api/v1/utility/recaptcha/score). */
interface ScoreAnswer {
  success?: boolean;
  score?: number;
}

/** Accepted when success is true and the score is above 0.5 (000 §7). */
const ACCEPTED_SCORE = 0.5;

/**
 * One public form submission: validated again with the form's generated validator, scored by the bot
 * check where the form has it, mapped to a lead (document 000 §7) and created through the API as the
 * visitor. Answers `[status, body]`.
 */
export async function submitPublicForm(context: AppLoadContext, slug: string, input: SubmitRequest): Promise<[number, SubmitAnswer]> {
  const form = PUBLIC_FORMS[slug];
  const checked = validate(slug as Slug, input.data ?? {});
  if (!checked.ok) return [400, { ok: false, errors: checked.errors }];

  if (form.botCheck) {
    const score = await context.api<ScoreAnswer>('POST', '/api/v1/utility/recaptcha/score', { token: String(input.token || 'missing') });
    if (score.status !== 200 || score.body?.success !== true) return [400, { ok: false, botCheck: true, message: messages.captcha.failed }];
    if (!(Number(score.body.score) > ACCEPTED_SCORE)) return [400, { ok: false, botCheck: true, message: messages.captcha.lowScore }];
  }

  const lead = toLead(form, checked.value as Record<string, unknown>, input);
  const created = await context.api<Record<string, unknown>>('POST', '/api/v1/leads', lead);
  if (created.status === 200 || created.status === 201) return [200, { ok: true, lead: created.body }];
  const body = (created.body ?? {}) as { message?: string; errors?: Record<string, string> };
  return [created.status >= 400 && created.status < 600 ? created.status : 502, { ok: false, message: body.message, errors: body.errors }];
}

/** The fields a lead can be created with (schemas/lead.schema.json, without the read-only ones). */
const LEAD_FIELDS = new Set(Object.entries(leadSchema.properties as Record<string, { readOnly?: boolean }>).filter(([, p]) => !p.readOnly).map(([name]) => name));

/**
 * The form's values as a lead (schemas/lead.schema.json): fields the lead does not have (the terms and
 * consent ticks, or a field added to a form's schema only) stay out of it.
 */
export function toLead(form: PublicForm, data: Record<string, unknown>, input: SubmitRequest): Record<string, unknown> {
  const { type: formType, ...all } = data;
  const fields = Object.fromEntries(Object.entries(all).filter(([name]) => LEAD_FIELDS.has(name)));
  const extra: Record<string, unknown> = {};
  for (const key of form.extraKeys.filter((k) => LEAD_FIELDS.has(k))) {
    const value = input.extra?.[key];
    if (value !== undefined && value !== null && value !== '') extra[key] = value;
  }
  const lead: Record<string, unknown> = {
    ...extra,
    ...fields,
    type: form.leadType === 'fromForm' ? (formType ?? 'Others') : form.leadType,
    entityName: fields.entityName ?? 'tenant',
    source: extra.source ?? form.source,
  };
  if (typeof fields.phone === 'string' && /^[0-9]{10}$/.test(fields.phone)) lead.phone = `91${fields.phone}`;
  if (form.budget !== undefined) lead.budget = form.budget ?? DEFAULT_BUDGET;
  if (input.utmSource) lead.utm_source = String(input.utmSource).slice(0, 120);
  return lead;
}
