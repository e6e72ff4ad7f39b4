import { type BondStatus, bondStatusGroups, type BondStatusLive } from '#generated/enums.ts';

/**
 * A bond's status groups, from schemas/_defs/bond-status.schema.json (`x-groups`): a live bond still covers its
 * tenant (Pending-Check-in, Active) and is the only kind that can be renewed, transferred, cancelled, downloaded or
 * claimed on; a closed one (Released, Cancelled) is history.
 */
export const LIVE_BOND_STATUSES: readonly BondStatusLive[] = bondStatusGroups.live;

export function isLiveBond(status: unknown): status is BondStatusLive {
  return (LIVE_BOND_STATUSES as readonly unknown[]).includes(status);
}

export type { BondStatus, BondStatusLive };
