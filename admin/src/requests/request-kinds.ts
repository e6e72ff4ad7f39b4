import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type RequestKind = 'new' | 'transfer' | 'cancel' | 'inspection';

/** The toggle of the landlord's Requests page (001 §2) and the bond request type each one lists. */
export const REQUEST_KINDS: { key: RequestKind; label: string; type: 'buy' | 'transfer' | 'cancel' | 'inspection' }[] = [
  { key: 'new', label: 'New Bond', type: 'buy' },
  { key: 'transfer', label: 'Transfer Bond', type: 'transfer' },
  { key: 'cancel', label: 'Cancel Bond', type: 'cancel' },
  { key: 'inspection', label: 'Inspection', type: 'inspection' },
];

const isKind = (value: string | null): value is RequestKind => REQUEST_KINDS.some((k) => k.key === value);

/** The chosen kind lives in the address (`?kind=transfer`), so a reload or a shared link keeps it; New Bond by default. */
export function useRequestKind() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const kind: RequestKind = isKind(asked) ? asked : 'new';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = useCallback(
    (change: Record<string, string | undefined>, replace: boolean) =>
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
  return {
    kind,
    page,
    selectKind: (next: RequestKind) => update({ kind: next === 'new' ? undefined : next, page: undefined }, false),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }, true),
  };
}
