import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { validate } from '#engine/runtime/validation/validate.ts';
import type { Slug } from '#generated/manifest.ts';
import { messages } from '#generated/messages.ts';

import { handWrittenMessages } from './model-text.ts';
import { GENERIC_TEMPLATES, QUOTED_CATALOGUE_MESSAGES, QUOTED_FIELD_MESSAGES } from './quoted.ts';
import type { SpecMessageRow } from './row.ts';

const rowFiles = ['site-leads', 'site-contact', 'site-booking', 'account', 'bonds'];
const rows: SpecMessageRow[] = [];
for (const name of rowFiles) {
  if (existsSync(join(import.meta.dirname, `${name}.rows.ts`))) rows.push(...(await import(`./${name}.rows.ts`)).rows);
}

describe('every validation message the specification quotes', () => {
  it.each(rows.map((r) => [`${r.doc} ${r.slug}.${r.path}: ${r.message}`, r] as const))('%s', (_, row) => {
    const result = validate(row.slug as Slug, row.input);
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : result.errors).toHaveProperty([row.path], row.message);
  });

  it.each(Object.entries(QUOTED_FIELD_MESSAGES).flatMap(([doc, list]) => list.map((m) => [doc, m] as const)))(
    '%s "%s" is written in schemas/ and proved by a row',
    (doc, message) => {
      expect(handWrittenMessages().some((p) => p.message === message && p.file.startsWith('schemas/'))).toBe(true);
      expect(rows.some((r) => r.message === message)).toBe(true);
    },
  );

  it.each(GENERIC_TEMPLATES.map((t) => [String(t), t] as const))(
    'the generic message %s is proved by a row',
    (_, template) => {
      expect(rows.filter((r) => template.test(r.message)).length).toBeGreaterThan(0);
    },
  );

  it.each(QUOTED_CATALOGUE_MESSAGES)('"%s" is in the message catalogue', (message) => {
    const all = Object.values(messages).flatMap((group) => Object.values(group as Record<string, string>));
    expect(all).toContain(message);
  });
});
