import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useT } from '#forms/i18n.tsx';

import { ShortlistScope } from '../shortlist/shortlist-scope.tsx';
import type { PropertyPage } from './format.ts';
import { type ListView, PropertyCard, RESULT_LIST_SX } from './property-card.tsx';

/** Cards given eager images (the first row or two on a wide screen); the rest load lazily. */
const EAGER = 4;

/**
 * The result list: the first page comes from the server, later pages from the browser (40 at a time) when
 * the sentinel under the list comes near the viewport, or when "Load more" is pressed (keyboards, no
 * IntersectionObserver). Mounted with `key={query}`, so a new search starts over from its first page.
 */
export function PropertyResults({ first, query, view }: { first: PropertyPage; query: string; view: ListView }) {
  const t = useT();
  const [items, setItems] = useState(first.results);
  const [page, setPage] = useState(first.page || 1);
  const [totalPages, setTotalPages] = useState(first.totalPages);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = page < totalPages;

  const loadMore = useCallback(async () => {
    if (busy.current || page >= totalPages) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    try {
      const res = await fetch(`/api/v1/property?${query}&page=${page + 1}`, {
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(String(res.status));
      const next = (await res.json()) as PropertyPage;
      setItems((current) => {
        const seen = new Set(current.map((p) => p.id));
        return [...current, ...next.results.filter((p) => !seen.has(p.id))];
      });
      setPage(next.page);
      setTotalPages(next.totalPages);
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [page, totalPages, query]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !more || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void loadMore(), {
      rootMargin: '600px 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, failed, loadMore]);

  return (
    <ShortlistScope>
      <Box component="ul" data-view={view} aria-label={t('Properties')} sx={RESULT_LIST_SX}>
        {items.map((p, i) => (
          <PropertyCard key={p.id} property={p} eager={i < EAGER} />
        ))}
      </Box>
      <div ref={sentinel} aria-hidden="true" />
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 4 }}>
        <Box component="p" role="status" sx={{ m: 0, color: 'text.secondary', fontSize: 14 }}>
          {failed
            ? t('The next properties could not be loaded.')
            : loading
              ? t('Loading more properties…')
              : t('Showing {shown} of {total} properties', {
                  shown: items.length,
                  total: Math.max(first.totalResults, items.length),
                })}
        </Box>
        {more ? (
          <Button variant="outlined" onClick={() => void loadMore()} disabled={loading}>
            {failed ? t('Try again') : t('Load more')}
          </Button>
        ) : null}
      </Box>
    </ShortlistScope>
  );
}
