import { useEffect, useState } from 'react';

import type { Language } from '#engine/runtime/i18n/languages.ts';
import type { Translate } from '#engine/runtime/i18n/translator.ts';

import { isLoaded, loadTranslator, translatorOf } from './translators.ts';

/**
 * The translator of the page's language. The first page's dictionaries are loaded before it renders (root's loader,
 * entry.client); a language that changes without a new document (signing in to an account that reads Hindi) shows
 * once its dictionaries have arrived.
 */
export function usePageTranslator(language: Language): Translate {
  const [, arrived] = useState(0);
  useEffect(() => {
    if (!isLoaded(language)) void loadTranslator(language).then(() => arrived((n) => n + 1));
  }, [language]);
  return translatorOf(language);
}
