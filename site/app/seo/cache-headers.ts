import type { HeadersFunction } from '@remix-run/server-runtime';

import { PUBLIC_SHARED_CACHE } from '#engine/runtime/http/shared-cache.ts';

/**
 * How long a shared cache — a CDN, and the server's own page cache (decision 024) — may keep a public
 * page: 30 s fresh, then served stale for up to 60 s while one render refreshes it. Browsers always ask
 * again (`max-age=0`). Only pages that are the same for every visitor without a session say this; an
 * error answer (a missing property, a failed load) is never kept.
 */
export const PUBLIC_PAGE_CACHE = PUBLIC_SHARED_CACHE;

export const publicPageHeaders: HeadersFunction = ({ errorHeaders }) =>
  errorHeaders ? { 'Cache-Control': 'no-cache' } : { 'Cache-Control': PUBLIC_PAGE_CACHE };

/** What a public page says when its loader made it for one signed-in viewer: no shared cache may keep it. */
export const PERSONAL_PAGE_CACHE = 'private, no-cache';

/** A public page that a signed-in viewer sees with their own part (the loader says so): public for everyone else. */
export const publicOrPersonalHeaders: HeadersFunction = (args) =>
  args.loaderHeaders.get('Cache-Control') === PERSONAL_PAGE_CACHE
    ? { 'Cache-Control': PERSONAL_PAGE_CACHE }
    : publicPageHeaders(args);
