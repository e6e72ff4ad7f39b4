import '../layout/ui.css';
import './language-switcher.css';

import { Form, useLocation, useRouteLoaderData } from '@remix-run/react';

import { DEFAULT_LANGUAGE, type Language, LANGUAGE_NAMES, LANGUAGES } from '#engine/runtime/i18n/languages.ts';
import { useT } from '#forms/i18n.tsx';

import { TranslateIcon } from '../layout/icons.tsx';

/**
 * The language switcher (decision 062): a button for each other language, named in itself ("हिन्दी" on an English
 * page, "English" on a Hindi one). It posts to /language, which remembers the choice and comes back here; it
 * works before the page's script has loaded. Plain elements and static classes: the front page's header draws it
 * in its first load without MUI's button.
 */
export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const t = useT();
  const location = useLocation();
  const current = (useRouteLoaderData('root') as { language?: Language } | undefined)?.language ?? DEFAULT_LANGUAGE;
  return LANGUAGES.filter((l) => l !== current).map((other) => (
    <Form key={other} method="post" action="/language" reloadDocument>
      <input type="hidden" name="language" value={other} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        className={`plain-button language-switcher ${color}`}
        lang={other}
        aria-label={t('Read this site in {language}', { language: LANGUAGE_NAMES[other] })}
      >
        <TranslateIcon />
        <span className="language-switcher-name">{LANGUAGE_NAMES[other]}</span>
      </button>
    </Form>
  ));
}
