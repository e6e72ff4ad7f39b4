import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { Form, useLocation, useRouteLoaderData } from '@remix-run/react';

import { DEFAULT_LANGUAGE, type Language, LANGUAGE_NAMES, LANGUAGES } from '#engine/runtime/i18n/languages.ts';
import { useT } from '#forms/i18n.tsx';

/**
 * The language switcher (decision 062): a button for each other language, named in itself ("हिन्दी" on an English
 * page, "English" on a Hindi one). It posts to /language, which remembers the choice and comes back here; it
 * works before the page's script has loaded.
 */
export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const t = useT();
  const location = useLocation();
  const current = (useRouteLoaderData('root') as { language?: Language } | undefined)?.language ?? DEFAULT_LANGUAGE;
  return LANGUAGES.filter((l) => l !== current).map((other) => (
    <Form key={other} method="post" action="/language" reloadDocument>
      <input type="hidden" name="language" value={other} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <Button
        type="submit"
        color={color}
        size="small"
        startIcon={<TranslateIcon fontSize="small" />}
        lang={other}
        aria-label={t('Read this site in {language}', { language: LANGUAGE_NAMES[other] })}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {LANGUAGE_NAMES[other]}
      </Button>
    </Form>
  ));
}
