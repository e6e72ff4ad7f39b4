import { shownDate, shownDateTime } from '#domain/format/dates.ts';
import { grouped, type Amount } from '#domain/format/money.ts';
import { shownPhone } from '#domain/format/phone.ts';
import { humanize, isMoney, titleOfValue } from './resource-meta';

type Node = Record<string, any>;

/** 919876500001 → +91 98765 00001, through the one phone format (#domain/format/phone.ts). */
export function formatPhone(phone?: string): string {
  return shownPhone(phone);
}

/** How the viewer reads an amount (useMoney: staff whole rupees, landlords and partners paise). */
export type MoneyText = (amount: Amount) => string;

/** A stored phone field: the shared phone's pattern (91 + 10 digits), or a field named for one. */
export function isPhone(name: string, node: Node): boolean {
  return node.pattern === '^91[0-9]{10}$' || /(phone|mobile)(number)?$/i.test(name);
}

const ADDRESS_LINE = ['house', 'street', 'locality', 'city', 'state'];

/**
 * A field's value as one line of text, as its schema says: money for the viewer, grouped numbers, DD/MM/YYYY
 * dates (moments with their time in India), phones as +91 98765 43210, choices by their titles, yes/no,
 * addresses as an address reads, other objects as "Title: value" pairs. Never JSON. Missing is '—'.
 */
export function valueText(value: unknown, name: string, node: Node, money: MoneyText): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (isMoney(name, node) && (typeof value === 'number' || typeof value === 'string')) return money(value) || String(value);
  if (typeof value === 'number') return grouped(value);
  if (Array.isArray(value)) {
    if (!value.length) return '—';
    if (value.every((v) => typeof v !== 'object' || v === null)) return value.map((v) => titleOfValue(node.items ?? {}, v)).join(', ');
    return `${value.length} item${value.length === 1 ? '' : 's'}`;
  }
  if (typeof value === 'object') return objectText(value as Node, node, money);
  const text = String(value);
  if (node.format === 'date-time') return shownDateTime(text) || text;
  if (node.format === 'date') return shownDate(text) || text;
  if (node.enum || node.oneOf) return titleOfValue(node, text);
  if (isPhone(name, node)) return shownPhone(text);
  return text;
}

function objectText(value: Node, node: Node, money: MoneyText): string {
  const props: Node = node.properties ?? {};
  if ('pin' in value || 'city' in value) {
    const line = ADDRESS_LINE.map((k) => value[k]).filter((v) => typeof v === 'string' && v.trim()).join(', ');
    return [line, value.pin].filter(Boolean).join(' ') || '—';
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (!entries.length) return '—';
  return entries.map(([k, v]) => `${props[k]?.title ?? humanize(k)}: ${valueText(v, k, props[k] ?? {}, money)}`).join('; ');
}
