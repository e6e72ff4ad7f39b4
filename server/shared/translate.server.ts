import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { isLanguage, type Language } from '#engine/runtime/i18n/languages.ts';
import { createTranslator, english, type Translate } from '#engine/runtime/i18n/translator.ts';

const CATALOGUES = join(import.meta.dirname, '../../schemas/_catalogue');
const translators = new Map<Language, Translate>([['en', english]]);

/**
 * The server's translator of a language (decision 062), for what it writes to people outside a page: e-mails and
 * SMS. Its dictionary is the model's (schemas/_catalogue/<code>.json): the catalogue's messages and templates, the
 * schemas' titles. An unknown or empty language is English.
 */
export function translatorFor(language: string | null | undefined): Translate {
  const lang: Language = isLanguage(language) ? language : 'en';
  let translate = translators.get(lang);
  if (!translate) {
    translate = createTranslator(JSON.parse(readFileSync(join(CATALOGUES, `${lang}.json`), 'utf8')));
    translators.set(lang, translate);
  }
  return translate;
}
