/**
 * A calendar day as people type and read it (DD/MM/YYYY, spec 001 §9, 002 §9) and as the schemas store it
 * (YYYY-MM-DD). The date field of both front ends shows and takes the first and keeps the second.
 */

/** '2026-11-27' → '27/11/2026'; anything that is not a stored day → ''. */
export function dayText(iso: string | null | undefined): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : '';
}

/**
 * The stored day of what was typed: DD/MM/YYYY (one-digit days and months, and '-' or '.' between them,
 * taken too); undefined when it is not a whole, real day (31/02/2026, 12/13/2026, a two-digit year).
 */
export function dayOfText(text: string): string | undefined {
  const parts = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!parts) return undefined;
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return undefined;
  const check = new Date(0);
  check.setUTCFullYear(year, month - 1, day);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Typing shaped as DD/MM/YYYY: digits only, the slashes put in as the day and month are complete; a slash the
 * person typed after a one-digit day or month pads it ('3/' → '03/'). At most 10 characters.
 */
export function maskDayText(typed: string): string {
  let text = typed.replace(/[.-]/g, '/').replace(/[^\d/]/g, '');
  // A one-digit day or month closed with a slash: pad it.
  text = text.replace(/^(\d)\//, '0$1/').replace(/^(\d{2})\/(\d)\//, '$1/0$2/');
  const digits = text.replace(/\//g, '').slice(0, 8);
  if (digits.length <= 2) return digits + (text.endsWith('/') && digits.length === 2 ? '/' : '');
  if (digits.length <= 4)
    return `${digits.slice(0, 2)}/${digits.slice(2)}${text.endsWith('/') && digits.length === 4 ? '/' : ''}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** A DateField's value a filter acts on: a whole day (YYYY-MM-DD) or emptied, not the digits typed so far. */
export function isWholeDay(value: string | undefined): boolean {
  return !value || /^\d{4,}-\d{2}-\d{2}$/.test(value);
}
