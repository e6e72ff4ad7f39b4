import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The users page's state in the query string (document 002 §2): `type` (the tab), `id` (the user
 * whose drawer is open) and `page`. A tab change is pushed to history; paging and closing replace.
 */
export function useUsersLocation(tabs: string[]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('type') ?? '';
  const type = tabs.includes(asked) ? asked : tabs[0];
  const id = params.get('id') ?? undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const update = useCallback(
    (change: Record<string, string | undefined>, replace = false) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }, { replace }),
    [setParams],
  );

  const setPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : undefined }, true), [update]);

  return {
    type,
    id,
    page,
    selectTab: (userType: string) => update({ type: userType, id: undefined, page: undefined }),
    openUser: (userId: string) => update({ type, id: userId }),
    closeUser: () => update({ id: undefined }, true),
    setPage,
  };
}
