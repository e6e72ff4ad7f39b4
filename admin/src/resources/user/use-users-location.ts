import { useQueryState } from '#admin/layout/use-query-state.ts';

/**
 * The users page's state in the query string (spec 002 §2): `type` (the tab), `id` (the user
 * whose drawer is open) and `page`. A tab change is pushed to history; paging and closing replace.
 */
export function useUsersLocation(tabs: string[]) {
  const { params, update, page, setPage } = useQueryState();
  const asked = params.get('type') ?? '';
  const type = tabs.includes(asked) ? asked : tabs[0];
  const id = params.get('id') ?? undefined;

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
