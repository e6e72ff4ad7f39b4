import type { MetaDescriptor } from '@remix-run/react';

import { DEFAULT_LANGUAGE, isLanguage } from '#engine/runtime/i18n/languages.ts';

import { translatorOf } from '../i18n/translators.ts';

export const SITE_NAME = 'Nivaas';
const DEFAULT_IMAGE = '/social-preview.png';

export interface PageMetaInput {
  title: string;
  description: string;
  /** The page's path, for the canonical address and og:url. */
  path: string;
  image?: string;
  /** Keep the page out of search results (not-found, account pages). */
  noIndex?: boolean;
}

/** A route's `matches` as `meta` receives them: the root's data says the page's language. */
type Matches = readonly { id: string; data?: unknown }[];

/**
 * Title, meta description and social preview tags (Open Graph, Twitter) of a page, in the page's language when the
 * route hands its `matches` (decision 062): a title or description marked with `msg` is in the dictionaries.
 */
export function pageMeta(
  { title: english, description: englishDescription, path, image = DEFAULT_IMAGE, noIndex }: PageMetaInput,
  matches?: Matches,
): MetaDescriptor[] {
  const language = (matches?.find((m) => m.id === 'root')?.data as { language?: unknown } | undefined)?.language;
  const t = translatorOf(isLanguage(language) ? language : DEFAULT_LANGUAGE);
  const title = t(english);
  const description = t(englishDescription);
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: path },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: path },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
