import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { modelTexts } from '#engine/codegen/translatable.ts';
import { LANGUAGES } from '#engine/runtime/i18n/languages.ts';
import { placeholdersOf } from '#engine/runtime/i18n/translator.ts';

/**
 * Every text in every language (issue 35, decision 062): the model's texts (schemas and catalogue) each have their
 * translation in schemas/_catalogue/<code>.json, and every text the site marks (`t('…')`, `msg('…')`) is in the
 * site's or the model's dictionary of each language; no dictionary keeps a text nothing uses; a translation has
 * the placeholders of its English.
 */
const ROOT = join(import.meta.dirname, '../..');
const SITE = join(ROOT, 'site/app');
const others = LANGUAGES.filter((l) => l !== 'en');

const readJson = (path: string): Record<string, string> => JSON.parse(readFileSync(path, 'utf8'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The string literals the site hands to t() or msg() first: the texts its dictionaries must hold. */
function siteTexts(): Map<string, string> {
  const found = new Map<string, string>();
  const call = /(?<![\w.$])(?:t|msg)\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1\s*[,)]/g;
  // The site's own code, the schema-form kit it shows (its read-only views' and forms' own words) and the code both
  // front ends share (client/: the move-in report's rooms and items).
  for (const file of [
    ...sourceFiles(SITE),
    ...sourceFiles(join(ROOT, 'forms')),
    ...sourceFiles(join(ROOT, 'client')),
  ]) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(call)) {
      const text = m[2]!.replace(/\\(.)/g, (_, c: string) => ({ n: '\n', t: '\t' })[c] ?? c);
      if (!found.has(text)) found.set(text, relative(ROOT, file));
    }
  }
  return found;
}

function siteDictionary(language: string): Record<string, string> {
  const dir = join(SITE, 'i18n', language);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => readJson(join(dir, f))),
  );
}

const model = modelTexts(join(ROOT, 'schemas'));
const site = siteTexts();

describe.each(others)('the %s dictionaries', (language) => {
  const catalogue = readJson(join(ROOT, 'schemas/_catalogue', `${language}.json`));
  const pages = siteDictionary(language);

  it('translate every text of the schemas and the catalogue', () => {
    const missing = [...model].filter((text) => !catalogue[text]);
    expect(missing, `add these to schemas/_catalogue/${language}.json`).toEqual([]);
  });

  it('translate every text the site marks with t() or msg()', () => {
    const missing = [...site]
      .filter(([text]) => !pages[text] && !catalogue[text])
      .map(([text, file]) => `${file}: ${text}`);
    expect(missing, `add these to site/app/i18n/${language}/<area>.json`).toEqual([]);
  });

  it('keep no text nothing uses', () => {
    expect(Object.keys(catalogue).filter((text) => !model.has(text))).toEqual([]);
    expect(Object.keys(pages).filter((text) => !site.has(text))).toEqual([]);
  });

  // A language may leave out a placeholder it has no use for (English's plural `{plural}` "s"), never invent one.
  it('use only the placeholders of the English', () => {
    const wrong = Object.entries({ ...catalogue, ...pages }).filter(([english, translated]) => {
      const own = new Set(placeholdersOf(english));
      return placeholdersOf(translated).some((name) => !own.has(name));
    });
    expect(wrong).toEqual([]);
  });
});
