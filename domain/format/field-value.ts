import { shownDate, shownDateTime } from './dates.ts';
import { type Amount, grouped } from './money.ts';
import { shownPhone } from './phone.ts';

/**
 * A field's value as a person reads it, from its schema node alone (both front ends: the console's generated
 * screens and the shared details view). Pure: the schema node and the value in, one line of text out.
 */
type Node = Record<string, any>;

/** How the viewer reads an amount (the console: staff whole rupees, landlords and partners paise). */
export type MoneyText = (amount: Amount) => string;

const MONEY = /(amount|rent|fee|price|income|deposit|value)$/i;
const ADDRESS_LINE = ['house', 'street', 'locality', 'city', 'state'];

/** An amount of rupees: `x-ui.shown: "money"`, or a number field named for one (rent, fee, bondAmount...). */
export function isMoney(name: string, node: Node): boolean {
  if (node['x-ui']?.shown === 'money') return true;
  return (node.type === 'number' || node.type === 'integer') && MONEY.test(name);
}

/** A stored phone field: the shared phone's pattern (91 + 10 digits), or a field named for one. */
export function isPhone(name: string, node: Node): boolean {
  return node['x-ui']?.shown === 'phone' || node.pattern === '^91[0-9]{10}$' || /(phone|mobile)(number)?$/i.test(name);
}

/**
 * A stored code in words, for people: 'pending-verification' → 'Pending verification', 'financeHead' → 'Finance Head'.
 * Values already written for people ('Rent-O-Cash', 'Double Shared') are returned as they are.
 */
export function humanize(value: unknown): string {
  const text = String(value ?? '');
  if (!/^[a-z][a-zA-Z0-9_-]*$/.test(text)) return text;
  return text
    .replace(/[-_]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());
}

/** A choice by the title its schema gives it (x-enumTitles, or a labelled enum's oneOf); other codes in words. */
export function titleOfValue(node: Node, value: unknown): string {
  const titles: Record<string, string> | undefined = node['x-enumTitles'];
  const choice = Array.isArray(node.oneOf) ? node.oneOf.find((o: Node) => o?.const === value) : undefined;
  return titles?.[String(value)] ?? choice?.title ?? humanize(value);
}

/** Is the value empty as a person sees it (nothing, an empty text, an empty list)? */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * A field's value as one line of text, as its schema says: money for the viewer, grouped numbers, DD/MM/YYYY
 * dates (moments with their time in India), phones as +91 98765 43210, choices by their titles, yes/no,
 * addresses as an address reads, other objects as "Title: value" pairs. Never JSON. Missing is '—'.
 */
export function valueText(value: unknown, name: string, node: Node, money: MoneyText): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (isMoney(name, node) && (typeof value === 'number' || typeof value === 'string'))
    return money(value) || String(value);
  if (typeof value === 'number') return grouped(value);
  if (Array.isArray(value)) {
    if (!value.length) return '—';
    if (value.every((v) => typeof v !== 'object' || v === null))
      return value.map((v) => titleOfValue(node.items ?? {}, v)).join(', ');
    return `${value.length} item${value.length === 1 ? '' : 's'}`;
  }
  if (typeof value === 'object') return objectText(value as Node, node, money);
  const text = String(value);
  const shown = node['x-ui']?.shown;
  if (node.format === 'date-time' || shown === 'datetime') return shownDateTime(text) || text;
  if (node.format === 'date' || shown === 'date') return shownDate(text) || text;
  if (node.enum || node.oneOf) return titleOfValue(node, text);
  if (isPhone(name, node)) return shownPhone(text);
  return text;
}

function objectText(value: Node, node: Node, money: MoneyText): string {
  const props: Node = node.properties ?? {};
  if ('pin' in value || 'city' in value) {
    const line = ADDRESS_LINE.map((k) => value[k])
      .filter((v) => typeof v === 'string' && v.trim())
      .join(', ');
    return [line, value.pin].filter(Boolean).join(' ') || '—';
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (!entries.length) return '—';
  return entries
    .map(([k, v]) => `${props[k]?.title ?? humanize(k)}: ${valueText(v, k, props[k] ?? {}, money)}`)
    .join('; ');
}
