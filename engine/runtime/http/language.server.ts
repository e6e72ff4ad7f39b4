import Negotiator from 'negotiator';

import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGE_COOKIE, LANGUAGES } from '../i18n/languages.ts';
import { parseCookies } from './cookies.ts';

type Headers = Record<string, string | string[] | undefined>;

/** The language the request's `Accept-Language` prefers among ours (negotiator reads the q-values), if any. */
export function acceptedLanguage(headers: Headers): Language | undefined {
  const found = new Negotiator({ headers }).language([...LANGUAGES]);
  return isLanguage(found) && headers['accept-language'] ? found : undefined;
}

/** The language the visitor chose on this browser (the switcher's cookie), if any. */
export function chosenLanguage(headers: Headers): Language | undefined {
  const cookie = typeof headers.cookie === 'string' ? parseCookies(headers.cookie)[LANGUAGE_COOKIE] : undefined;
  return isLanguage(cookie) ? cookie : undefined;
}

/**
 * The language a page is shown in (decision 062): the visitor's choice on this browser, else the signed-in
 * account's setting, else the browser's `Accept-Language`, else English.
 */
export function requestLanguage(headers: Headers, account?: string | null): Language {
  return (
    chosenLanguage(headers) ??
    (isLanguage(account) ? account : undefined) ??
    acceptedLanguage(headers) ??
    DEFAULT_LANGUAGE
  );
}
