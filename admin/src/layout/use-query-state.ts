import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A change of the address's query: a value sets its key, `undefined` removes it. */
export type QueryChange = Record<string, string | undefined>;

/**
 * A screen's state kept in the query string (a tab, an open drawer, a page), so a reload or a shared link shows the
 * same: the current parameters, `update` (pushed to history unless `replace`) and the page number (`?page=`, 1 when
 * absent or not a number) with `setPage`.
 */
export function useQueryState() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: QueryChange, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value === undefined) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  /** Another page of the list replaces the entry in history (Back leaves the screen, not the page). */
  const setPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : undefined }, true), [update]);
  return { params, update, page, setPage };
}
