import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { DEFAULT_MESSAGES } from './messages/default-messages.ts';

type Node = Record<string, any>;

/** x-ui hints a person reads. */
const UI_TEXTS = ['submitLabel', 'help', 'placeholder', 'section'] as const;

function collect(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((item) => collect(item, out));
  if (!node || typeof node !== 'object') return;
  const n = node as Node;
  if (typeof n.title === 'string') out.add(n.title);
  const errorMessage = n.errorMessage;
  if (typeof errorMessage === 'string') out.add(errorMessage);
  else if (errorMessage && typeof errorMessage === 'object') {
    for (const value of Object.values<unknown>(errorMessage)) {
      if (typeof value === 'string') out.add(value);
      else if (value && typeof value === 'object')
        for (const inner of Object.values<unknown>(value as Record<string, unknown>))
          if (typeof inner === 'string') out.add(inner);
    }
  }
  const titles = n['x-enumTitles'];
  if (titles && typeof titles === 'object')
    for (const t of Object.values<unknown>(titles)) if (typeof t === 'string') out.add(t);
  const ui = n['x-ui'];
  if (ui && typeof ui === 'object') {
    for (const key of UI_TEXTS) if (typeof ui[key] === 'string') out.add(ui[key]);
  }
  for (const [key, value] of Object.entries(n)) {
    if (key === 'errorMessage' || key === 'x-enumTitles' || key === 'description' || key === '$comment') continue;
    collect(value, out);
  }
}

/**
 * Every English text of the model a person may read (decision 062): the schemas' titles, messages, choice titles
 * and x-ui texts, the catalogue's messages and the engine's default messages. Each language's catalogue
 * (schemas/_catalogue/<code>.json) holds all of them; `tests/units/i18n/dictionaries.test.ts` fails on one missing.
 */
export function modelTexts(schemasDir: string): Set<string> {
  const out = new Set<string>(Object.values(DEFAULT_MESSAGES));
  const files = [
    ...readdirSync(schemasDir).filter((f) => f.endsWith('.schema.json')),
    ...readdirSync(join(schemasDir, '_defs'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => join('_defs', f)),
  ];
  for (const file of files) collect(JSON.parse(readFileSync(join(schemasDir, file), 'utf8')), out);
  const catalogue = JSON.parse(readFileSync(join(schemasDir, '_catalogue', 'messages.json'), 'utf8'));
  for (const [group, messages] of Object.entries<Record<string, string>>(catalogue)) {
    if (group === '$comment') continue;
    for (const message of Object.values(messages)) out.add(message);
  }
  return out;
}
