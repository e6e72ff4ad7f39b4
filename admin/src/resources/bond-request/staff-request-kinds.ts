import { useQueryState } from '#admin/layout/use-query-state.ts';

import type { RequestKind } from './request-kinds.ts';

export interface StaffKind {
  key: RequestKind;
  /** The card's and the drawer's title (spec 002 §2 Bond requests). */
  title: string;
  /** The bond request type listed; inspection lists the move-in reports. */
  type: 'buy' | 'transfer' | 'cancel' | 'inspection';
  /** The statuses the drawer filters by, the first shown first. */
  statuses: string[];
  noun: string;
}

/** The four kinds of spec 002 §2, each a card opening its drawer. */
export const STAFF_KINDS: StaffKind[] = [
  {
    key: 'new',
    title: 'New Bond Requests',
    type: 'buy',
    statuses: ['pending', 'accepted', 'rejected'],
    noun: 'new bond requests',
  },
  {
    key: 'cancel',
    title: 'Cancel Request',
    type: 'cancel',
    statuses: ['pending', 'accepted', 'rejected'],
    noun: 'cancellation requests',
  },
  {
    key: 'transfer',
    title: 'Transfer Requests',
    type: 'transfer',
    statuses: ['pending', 'accepted', 'rejected'],
    noun: 'transfer requests',
  },
  {
    key: 'inspection',
    title: 'Inspection Request',
    type: 'inspection',
    statuses: ['pending', 'resolved'],
    noun: 'move-in reports',
  },
];

/**
 * The open drawer, its status and page live in the address (`?kind=transfer&status=accepted&page=2`), so a reload
 * or a shared link opens the same list; no `kind` means every drawer is closed.
 */
export function useStaffRequestsLocation() {
  const { params, update, page, setPage } = useQueryState();
  const open = STAFF_KINDS.find((k) => k.key === params.get('kind'));
  const asked = params.get('status');
  const status = open && asked && open.statuses.includes(asked) ? asked : (open?.statuses[0] ?? 'pending');
  return {
    open,
    status,
    page,
    openKind: (kind: RequestKind) => update({ kind, status: undefined, page: undefined }),
    close: () => update({ kind: undefined, status: undefined, page: undefined }),
    setStatus: (next: string) =>
      update({ status: next === open?.statuses[0] ? undefined : next, page: undefined }, true),
    setPage,
  };
}
