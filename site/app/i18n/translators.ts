import type { Language } from '#engine/runtime/i18n/languages.ts';
import { createTranslator, type Dictionary, english, type Translate } from '#engine/runtime/i18n/translator.ts';

/**
 * The site's dictionaries (decision 062): the schemas' and the catalogue's texts (schemas/_catalogue/<code>.json)
 * and the pages' own, one file per area of the site (site/app/i18n/<code>/<area>.json), all keyed by the English
 * text. A language's files are loaded only when a page is shown in it: English pages fetch none.
 */
const pageDictionaries = import.meta.glob<{ default: Dictionary }>('./*/*.json');
const catalogues: Record<Exclude<Language, 'en'>, () => Promise<{ default: Dictionary }>> = {
  hi: () => import('#schemas/_catalogue/hi.json'),
};

const loaded = new Map<Language, Translate>([['en', english]]);

/** Loads a language's dictionaries once; the translator is then `translatorOf(language)`. */
export async function loadTranslator(language: Language): Promise<Translate> {
  const known = loaded.get(language);
  if (known) return known;
  const parts = await Promise.all([
    catalogues[language as Exclude<Language, 'en'>]().then((m) => m.default),
    ...Object.entries(pageDictionaries)
      .filter(([path]) => path.startsWith(`./${language}/`))
      .map(([, load]) => load().then((m) => m.default)),
  ]);
  const translate = createTranslator(Object.assign({}, ...parts));
  loaded.set(language, translate);
  return translate;
}

/** The translator of a language already loaded (loadTranslator); English otherwise. */
export function translatorOf(language: Language): Translate {
  return loaded.get(language) ?? english;
}

/** Whether a language's dictionaries are loaded (translatorOf answers it, not English). */
export function isLoaded(language: Language): boolean {
  return loaded.has(language);
}
