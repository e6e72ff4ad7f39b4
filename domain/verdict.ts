/**
 * A rule's answer: yes, or no with the reason in the specification's words (a catalogue message) and what kind of
 * no it is, so every door refuses alike: the server turns a refusal into its HTTP error (`conflict` 409, `invalid`
 * 400 on a field, `forbidden` 403, `ineligible` 422), a screen hides or disables what it would refuse and shows the
 * message.
 */
export type Refusal = {
  ok: false;
  /** A stable machine code (the API error's `code`). */
  code: string;
  message: string;
  kind: 'conflict' | 'invalid' | 'forbidden' | 'ineligible';
  /** For `invalid`: the field the message belongs under. */
  field?: string;
  /** For `ineligible`: every reason (the message is the first). */
  reasons?: readonly string[];
};

export type Verdict = { ok: true } | Refusal;

export const allowed: Verdict = Object.freeze({ ok: true });

export function refuse(code: string, message: string, kind: Refusal['kind'] = 'conflict', field?: string): Refusal {
  return { ok: false, code, message, kind, ...(field ? { field } : {}) };
}

/** An 'ineligible' refusal with all its reasons (the account area lists them). */
export function ineligible(reasons: readonly string[]): Refusal {
  return { ok: false, code: 'ineligible', message: reasons[0], kind: 'ineligible', reasons };
}

/** The first refusal of several rules asked in order, or yes. */
export function firstRefusal(...verdicts: Verdict[]): Verdict {
  return verdicts.find((v) => !v.ok) ?? allowed;
}

/** Field path → message, as a form shows them under its fields (the engine's FieldErrors has the same shape). */
export type FieldMessages = Record<string, string>;
