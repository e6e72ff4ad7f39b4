import { formWrites } from '#generated/form-writes.ts';

/**
 * The public site's forms (spec 000 §4, §5, §7): which generated schema each is, whether the bot
 * check guards it and what the visitor sees afterwards. Shared by the browser (SiteForm) and the server
 * (the `submit/:slug` action); only these slugs are accepted there. What a form writes (a lead of which
 * type, from which fields) is its schema's x-writes (generated/form-writes.ts), not this table.
 */
export type LeadType = 'lead' | 'partner' | 'corporate' | 'Others';

export interface PublicForm {
  /** The lead's type, read from the schema's x-writes.set; `fromForm` when the form's own `type` field gives it (the landing contact section). */
  leadType: LeadType | 'fromForm';
  /** reCAPTCHA v3 (or the disabled provider) scores the submission on the server. */
  botCheck: boolean;
  /**
   * After sending: `modal` shows "Successfully Submitted Your Details" and reloads on close (lead and
   * partner forms); `inline` shows "Message sent successfully!" / "Failed to send message." and resets.
   */
  outcome: 'modal' | 'inline';
  /** A failure is told with "Error: {message}" (lead forms) or only logged (partner form, spec 000 §8). */
  failure: 'toast' | 'log' | 'inline';
  /** Keep the stored lead (userData) and selectedCity after success (the landing popup, spec 000 §4). */
  storeLead: boolean;
  /** Submit stays disabled until these fields are filled and error-free (the landing popup, spec 000 §5). */
  submitWhenFilled?: string[];
  /** Show "Submitting..." on the button while sending (else the button is only dimmed). */
  submittingLabel: boolean;
  /** Height of the placeholder shown while the form's code loads, per layout (no layout shift). */
  height: { mobile: number; desktop: number };
}

/** The lead type the form's schema declares (x-writes.set.type), or `fromForm`. */
const leadTypeOf = (slug: string): LeadType | 'fromForm' =>
  (formWrites[slug]?.set.type as LeadType | undefined) ?? 'fromForm';

export const PUBLIC_FORMS: Record<string, PublicForm> = {
  'lead-popup': {
    leadType: leadTypeOf('lead-popup'),
    botCheck: false,
    outcome: 'modal',
    failure: 'toast',
    storeLead: true,
    submitWhenFilled: ['name', 'email', 'phone', 'city', 'locality'],
    submittingLabel: true,
    height: { mobile: 610, desktop: 400 },
  },
  'details-lead-form': {
    leadType: leadTypeOf('details-lead-form'),
    botCheck: false,
    outcome: 'modal',
    failure: 'toast',
    storeLead: false,
    submittingLabel: true,
    height: { mobile: 390, desktop: 390 },
  },
  'contact-form': {
    leadType: leadTypeOf('contact-form'),
    botCheck: true,
    outcome: 'inline',
    failure: 'inline',
    storeLead: false,
    submittingLabel: false,
    height: { mobile: 472, desktop: 392 },
  },
  'corporate-contact': {
    leadType: leadTypeOf('corporate-contact'),
    botCheck: true,
    outcome: 'inline',
    failure: 'inline',
    storeLead: false,
    submittingLabel: false,
    height: { mobile: 694, desktop: 694 },
  },
  'landing-contact-lead': {
    leadType: leadTypeOf('landing-contact-lead'),
    botCheck: true,
    outcome: 'inline',
    failure: 'inline',
    storeLead: false,
    submittingLabel: false,
    height: { mobile: 620, desktop: 466 },
  },
  'partner-form': {
    leadType: leadTypeOf('partner-form'),
    botCheck: false,
    outcome: 'modal',
    failure: 'log',
    storeLead: false,
    submittingLabel: true,
    height: { mobile: 337, desktop: 337 },
  },
};

export const isPublicForm = (slug: string | undefined): slug is string => !!slug && Object.hasOwn(PUBLIC_FORMS, slug);

/** What the browser posts to `/submit/<slug>`. */
export interface SubmitRequest {
  data: Record<string, unknown>;
  extra?: Record<string, unknown>;
  /** The bot-check token (reCAPTCHA v3, or "disabled" on the disabled provider). */
  token?: string;
  /** utm_source from browser storage. */
  utmSource?: string;
}

/** What `/submit/<slug>` answers. */
export type SubmitAnswer =
  | { ok: true; lead: Record<string, unknown> }
  | { ok: false; message?: string; errors?: Record<string, string>; botCheck?: boolean };
