import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { rupeesWithPaise } from '#domain/format/money.ts';
import { shownDate } from '#domain/format/dates.ts';
import { shownPhone } from '#domain/format/phone.ts';

/** Label and value pairs, two columns from 768 px; an empty value shows as '—'. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2, m: 0 }}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Box component="dt" sx={{ fontSize: 13, color: 'text.secondary', fontWeight: 600 }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 700, color: 'text.primary', overflowWrap: 'anywhere' }}>
            {value === '' || value === null || value === undefined ? '—' : value}
          </Box>
        </div>
      ))}
    </Box>
  );
}

type Property = { title?: string; type?: string | string[]; format?: string; readOnly?: boolean; enum?: unknown[]; 'x-enumTitles'?: Record<string, string>; 'x-ui'?: { hidden?: boolean } };

/** Fields no card shows: ids, owners, record times. */
const NEVER = new Set(['id', '_id', 'userId', 'tenantId', 'createdAt', 'updatedAt']);

/** One value as the account area shows it: dates DD/MM/YYYY, amounts in rupees with two decimals, phones +91 98765 43210, choices by their schema titles, yes/no. */
export function shownValue(key: string, value: unknown, p: Property): string {
  if (value === undefined || value === null || value === '') return '—';
  if (p.format === 'date' || key === 'dob') return shownDate(String(value)) || '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && /income|amount/i.test(key)) return rupeesWithPaise(value);
  if (/phone|mobile/i.test(key) && (typeof value === 'string' || typeof value === 'number')) return shownPhone(value) || String(value);
  if (p.enum && typeof value === 'string') return p['x-enumTitles']?.[value] ?? value.charAt(0).toUpperCase() + value.slice(1);
  return String(value);
}

/**
 * A record's facts in its schema's order and titles (a field an analyst adds shows here too), without the ids,
 * the record's times, the fields the schema hides and those named in `hide`.
 */
export function schemaFacts(schema: unknown, record: Record<string, unknown>, { hide = [], shown = {} }: { hide?: string[]; shown?: Record<string, (value: unknown) => string> } = {}): [string, string][] {
  const s = schema as { properties: Record<string, Property>; 'x-ui'?: { order?: string[] } };
  const order = s['x-ui']?.order ?? [];
  const keys = [...order.filter((k) => k in s.properties), ...Object.keys(s.properties).filter((k) => !order.includes(k))];
  return keys
    .filter((key) => !NEVER.has(key) && !hide.includes(key) && !s.properties[key]['x-ui']?.hidden)
    .map((key) => [s.properties[key].title ?? key, shown[key] ? shown[key](record[key]) : shownValue(key, record[key], s.properties[key])]);
}
