/**
 * Address parameters that never change a page: campaign and click identifiers (the site reads
 * `utm_source` in the browser and keeps it in storage). Dropping them lets a campaign's thousands of
 * distinct links share one cached copy.
 */
const TRACKING = /^(utm_[a-z_]+|gclid|fbclid|msclkid|dclid|gbraid|wbraid|yclid|mc_[a-z]+|_ga|_gl|ref_src)$/i;

/**
 * The key of a cached answer: the path, the remaining parameters in a stable order (`?b=1&a=2` and
 * `?a=2&b=1` are one page), and whether the copy is gzipped.
 */
export function pageKey(url: string, gzip: boolean): string {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const params = at === -1 ? [] : [...new URLSearchParams(url.slice(at + 1))].filter(([name]) => !TRACKING.test(name));
  params.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  return `${gzip ? 'gzip' : 'identity'} ${path}${query}`;
}
