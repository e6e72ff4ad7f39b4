import { messages } from '#generated/messages.ts';

/** The account domain's texts, from the message catalogue (schemas/_catalogue/messages.json). */
export const eligibilityReasons = messages.eligibilityReasons;
export const accountTexts = messages.accounts;

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Indian grouping, no decimals: 300000 → 3,00,000. */
export const rupees = (n: number) => Math.round(n).toLocaleString('en-IN');
