/**
 * Money as the screens, texts and documents show it, written once (spec 001 §9, 002 §9). Every function takes
 * a number or a numeric text (numeric columns may arrive as text) and answers '' for a missing or
 * non-numeric value, so each screen shows its own placeholder ('—'). Zero is never shown as "-₹0.00".
 */
export type Amount = number | string | null | undefined;

/** An amount in rupees rounded to paise. */
export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/**
 * The formatters are built on first use, not when the module loads: building an Intl.NumberFormat costs a phone
 * tens of milliseconds, and most pages that import this module (the public front page among them) format nothing
 * before the visitor acts.
 */
function lazyFormat(options?: Intl.NumberFormatOptions): (n: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (n) => (format ??= new Intl.NumberFormat('en-IN', options)).format(n);
}

const WHOLE = lazyFormat({ style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const PAISE = lazyFormat({ style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PLAIN = lazyFormat();
const DIGITS = lazyFormat({ maximumFractionDigits: 0 });

/** The value as a number, or undefined when missing or not a number; an amount that rounds to zero at `digits` is 0 (no "-0"). */
function numberOf(value: Amount, digits: number): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) return undefined;
  return Math.abs(n) < 0.5 / 10 ** digits ? 0 : n;
}

/**
 * ₹ with Indian digit grouping and no decimals (₹1,60,000; -₹1,000): the staff console, the public pages'
 * rents and prices, and the console's documents (spec 002 §9, 000 §9).
 */
export function rupees(amount: Amount): string {
  const n = numberOf(amount, 0);
  return n === undefined ? '' : WHOLE(n);
}

/**
 * ₹ with Indian digit grouping and two decimals (₹1,60,000.00; a wallet credit taken off as -₹1,000.00): the
 * tenant's account area, its documents (certificates, refusal texts) and every payment view (spec 001 §9, 002 §9).
 */
export function rupeesWithPaise(amount: Amount): string {
  const n = numberOf(amount, 2);
  return n === undefined ? '' : PAISE(n);
}

/** Indian digit grouping of a plain number, its decimals kept (up to three): 1234567 → 12,34,567; 2.5 → 2.5. Counts, counters, stats, slider labels. */
export function grouped(value: Amount): string {
  const n = numberOf(value, 3);
  return n === undefined ? '' : PLAIN(n);
}

/** A whole-rupee amount's digits without the sign, for texts that carry their own ₹ (the catalogue's "₹{amount}"): 300000 → 3,00,000. */
export function rupeeDigits(amount: Amount): string {
  const n = numberOf(amount, 0);
  return n === undefined ? '' : DIGITS(n);
}
