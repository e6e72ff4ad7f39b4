import { existsSync, readFileSync } from 'node:fs';

import { TS_BANNER } from './gen-types.ts';
import { ModelError, type Problem } from './model.ts';

export type Catalogue = Record<string, Record<string, string>>;

/** Reads `schemas/_catalogue/messages.json`: groups of camelCase keys → message. */
export function loadCatalogue(path: string, file: string): Catalogue {
  if (!existsSync(path)) return {};
  const problems: Problem[] = [];
  let json: any;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new ModelError([{ file, path: '', message: `not valid JSON: ${(e as Error).message}` }]);
  }
  const camel = /^[a-z][A-Za-z0-9]*$/;
  for (const [group, messages] of Object.entries<any>(json)) {
    if (group === '$comment') continue;
    if (!camel.test(group)) problems.push({ file, path: `/${group}`, message: 'group names are camelCase' });
    if (!messages || typeof messages !== 'object' || Array.isArray(messages)) {
      problems.push({ file, path: `/${group}`, message: 'a group is an object of key → message' });
      continue;
    }
    for (const [key, message] of Object.entries(messages)) {
      if (!camel.test(key)) problems.push({ file, path: `/${group}/${key}`, message: 'message keys are camelCase' });
      if (typeof message !== 'string' || !message)
        problems.push({ file, path: `/${group}/${key}`, message: 'a message is a non-empty string' });
    }
  }
  if (problems.length) throw new ModelError(problems);
  const { $comment, ...catalogue } = json;
  return catalogue;
}

export function catalogueModule(catalogue: Catalogue): string {
  return [
    TS_BANNER,
    '',
    '/** Messages that no schema rule produces (uploads, server answers, toasts), from schemas/_catalogue/messages.json. */',
    `export const messages = ${JSON.stringify(catalogue, null, 2)} as const;`,
    '',
    'export type MessageGroup = keyof typeof messages;',
    '',
    '/**',
    ' * Fills the `{name}` placeholders of a catalogue message with the given values; a placeholder without a value',
    ' * stays as written. Here, beside the catalogue, so that the browser-safe domain layer (which imports only',
    ' * generated/) and the engine share one.',
    ' */',
    'export function fillMessage(template: string, values: Record<string, string | number>): string {',
    '  return template.replace(/\\{(\\w+)\\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));',
    '}',
    '',
  ].join('\n');
}
