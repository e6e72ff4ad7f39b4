/**
 * Canonical links and social preview tags must carry absolute addresses; pages write them as paths
 * (`pageMeta`), and the server prefixes its public address once the page is rendered.
 */
const TAGS =
  /(<link rel="canonical" href="|<meta property="og:(?:url|image)" content="|<meta name="twitter:image" content=")(\/(?!\/))/g;

export function absoluteMetaUrls(html: string, origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return html.replace(TAGS, (_m, start: string, slash: string) => `${start}${base}${slash}`);
}
