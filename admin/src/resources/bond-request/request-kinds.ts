import { useQueryState } from '#admin/layout/use-query-state.ts';

import { FOCUS_KEYS } from './focused-request.ts';

export type RequestKind = 'new' | 'transfer' | 'cancel' | 'inspection';

/** The toggle of the landlord's Requests page (spec 001 §2) and the bond request type each one lists. */
export const REQUEST_KINDS: { key: RequestKind; label: string; type: 'buy' | 'transfer' | 'cancel' | 'inspection' }[] =
  [
    { key: 'new', label: 'New Bond', type: 'buy' },
    { key: 'transfer', label: 'Transfer Bond', type: 'transfer' },
    { key: 'cancel', label: 'Cancel Bond', type: 'cancel' },
    { key: 'inspection', label: 'Inspection', type: 'inspection' },
  ];

const isKind = (value: string | null): value is RequestKind => REQUEST_KINDS.some((k) => k.key === value);

/** The chosen kind lives in the address (`?kind=transfer`), so a reload or a shared link keeps it; New Bond by default. */
export function useRequestKind() {
  const { params, update, page, setPage } = useQueryState();
  const asked = params.get('kind');
  const kind: RequestKind = isKind(asked) ? asked : 'new';
  return {
    kind,
    page,
    selectKind: (next: RequestKind) =>
      update(
        {
          kind: next === 'new' ? undefined : next,
          page: undefined,
          ...Object.fromEntries(FOCUS_KEYS.map((k) => [k, undefined])),
        },
        false,
      ),
    setPage,
  };
}
