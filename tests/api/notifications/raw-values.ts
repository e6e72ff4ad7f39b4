import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What no text sent to or stored for a person may show (issue 30): a date as the database keeps it, an amount
 * without Indian grouping and paise, a bare phone number, a code-like enum value, or a program's placeholder.
 * Links are not read: an address may carry ids and dates.
 */
const SCHEMAS = join(import.meta.dirname, '../../../generated/schemas');

/** Enum values that read as code, not words (OFFER_LETTER, requestAccepted, paymentgateway is not caught: one word). */
const codeLike = (value: string) =>
  /^[A-Z0-9]+(?:_[A-Z0-9]+)+$/.test(value) ||
  /^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(value) ||
  /^[a-z]+(?:[-_][a-z0-9]+)+$/.test(value);

function enumValues(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) node.forEach((n) => enumValues(n, into));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'enum' && Array.isArray(value))
        value.filter((v): v is string => typeof v === 'string' && codeLike(v)).forEach((v) => into.add(v));
      else enumValues(value, into);
    }
  }
}

let codes: Set<string> | undefined;
/** Every code-like value of an enum of the generated schemas. */
export function codeLikeEnumValues(): Set<string> {
  if (codes) return codes;
  codes = new Set();
  for (const file of readdirSync(SCHEMAS).filter((f) => f.endsWith('.json')))
    enumValues(JSON.parse(readFileSync(join(SCHEMAS, file), 'utf8')), codes);
  return codes;
}

/** ₹ then Indian grouping and two decimals: ₹500.00, ₹18,480.00, ₹1,15,500.00 (a minus before the sign allowed). */
const SHOWN_AMOUNT = /^₹(?:\d{1,3}|\d{1,2}(?:,\d{2})*,\d{3})\.\d{2}$/;

/** The raw values found in a text, each named ("ISO date 2028-10-03"); [] when it reads as people read. */
export function rawValuesIn(text: string): string[] {
  const prose = text.replace(/https?:\/\/\S+/g, ' ').replace(/(?<=\s|^)\/[\w/?=&%.-]+/g, ' ');
  const found: string[] = [];
  for (const m of prose.matchAll(/\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?/g)) found.push(`ISO date ${m[0]}`);
  for (const m of prose.matchAll(/₹\s*[\d,]+(?:\.\d+)?/g))
    if (!SHOWN_AMOUNT.test(m[0])) found.push(`unformatted amount ${m[0]}`);
  for (const m of prose.matchAll(/(?<![\d+])(?:91)?[6-9]\d{9}(?!\d)/g)) found.push(`bare phone ${m[0]}`);
  for (const m of prose.matchAll(/\b(undefined|null|NaN)\b|\[object Object\]|\{\w+\}/g))
    found.push(`placeholder ${m[0]}`);
  const enums = codeLikeEnumValues();
  for (const word of prose.match(/[A-Za-z][\w-]*[A-Za-z0-9]/g) ?? [])
    if (enums.has(word)) found.push(`raw enum ${word}`);
  return found;
}
