/**
 * How long a shared cache (a CDN, and the server's own page cache, decision 024) may keep an answer that
 * is the same for every caller without a session: 30 s fresh, then served stale for up to 60 s while one
 * request refreshes it. Browsers always ask again (`max-age=0`). Public pages and the anonymous property
 * search of the API say this; personal answers never do.
 */
export const PUBLIC_SHARED_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
