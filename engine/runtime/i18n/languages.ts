/**
 * The languages people may read the site, the account area, e-mails and SMS in (decision 062). English is the
 * source: the schemas, the catalogue and the pages are written in it; every other language is a dictionary
 * from English texts (schemas/_catalogue/<code>.json, site/app/i18n/<code>/*.json). The console stays English.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The cookie that remembers a visitor's choice (a year; not `nv_`, so a public page stays cacheable per language). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 86_400;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
