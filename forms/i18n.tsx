import { createContext, type ReactNode, useContext } from 'react';

import { english, type Translate } from '#engine/runtime/i18n/translator.ts';

const TranslateContext = createContext<Translate>(english);

/**
 * The language a front end shows (decision 062): the site hands its translator here once (root); the console hands
 * none and stays English. Every text a person reads goes through `t`, written as a literal the dictionaries' test
 * finds (a page's heading, a `{count}` template with its values), and a message from a schema, the catalogue or the
 * API as it came (`t(answer.message)`).
 */
export function TranslateProvider({ translate, children }: { translate: Translate; children: ReactNode }) {
  return <TranslateContext.Provider value={translate}>{children}</TranslateContext.Provider>;
}

/** The translator of the language the page is shown in (English when none was given). */
export function useT(): Translate {
  return useContext(TranslateContext);
}
