import type { MetaDescriptor } from '@remix-run/react';

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

/** Title, meta description and social preview tags (Open Graph, Twitter) of a page. */
export function pageMeta({
  title,
  description,
  path,
  image = DEFAULT_IMAGE,
  noIndex,
}: PageMetaInput): MetaDescriptor[] {
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
