import { isLiveBond } from '#domain/bonds/status.ts';
import { type BondFacts, expiryDate, MAX_TENURE, RENEW_WINDOW_DAYS } from '#domain/bonds/term.ts';
import { addDays, shownDate } from '#domain/format/dates.ts';
import { allowed, refuse, type Verdict } from '#domain/verdict.ts';
import { fillMessage, messages } from '#generated/messages.ts';

export type { BondFacts };

/** What else the rules need to know about a bond at the moment of asking. */
export interface BondSituation {
  /** Claims on the bond still open (domain/claims/totals.ts claimIsOpen). */
  openClaims: number;
  /** A cancellation request of the bond is pending or accepted. */
  cancellationPending: boolean;
}

/** The day a bond may first be renewed: 30 days before it expires. */
export function renewableFrom(bond: BondFacts): string {
  return addDays(expiryDate(bond), -RENEW_WINDOW_DAYS);
}

/**
 * May this bond be renewed now (spec 001 §1, 002 §1: "A transfer or renewal needs no open claims")? It must be live,
 * have no cancellation under way and no open claims, be within its last 30 days (or past them while still live), and
 * stay within the longest tenure with the years added. The same answer for the tenant's Renew, the dashboard's offer,
 * the payment and its completion, and staff's manual and bulk renewals.
 */
export function mayRenew(bond: BondFacts, situation: BondSituation, today: string, years = 1): Verdict {
  if (!isLiveBond(bond.status))
    return refuse(
      'bond_closed',
      fillMessage(messages.bond.cannotRenew, { bondId: bond.bondId ?? '', status: String(bond.status ?? '') }),
    );
  if (situation.cancellationPending) return refuse('cancellation_pending', messages.bondRules.cancellationPending);
  if (situation.openClaims > 0) return refuse('open_claims', messages.payment.renewalNeedsNoClaims);
  const from = renewableFrom(bond);
  if (today < from) return refuse('not_due', fillMessage(messages.bondRules.renewFrom, { date: shownDate(from) }));
  if (bond.tenure + years > MAX_TENURE)
    return refuse('max_tenure', fillMessage(messages.payment.maxTenure, { max: MAX_TENURE }));
  return allowed;
}

/** May this bond move to another property (a transfer): live, no cancellation under way, no open claims. */
export function mayTransfer(bond: BondFacts, situation: BondSituation): Verdict {
  if (!isLiveBond(bond.status)) return refuse('bond_closed', messages.payment.onlyLiveRenewOrTransfer);
  if (situation.cancellationPending) return refuse('cancellation_pending', messages.bondRules.cancellationPending);
  if (situation.openClaims > 0) return refuse('open_claims', messages.bondRequest.transferNeedsNoClaims);
  return allowed;
}

/** May the tenant ask to cancel this bond: live, and no cancellation already pending or accepted (spec 001 §4). */
export function mayCancel(bond: BondFacts, situation: Pick<BondSituation, 'cancellationPending'>): Verdict {
  if (!isLiveBond(bond.status)) return refuse('bond_closed', messages.bondRequest.onlyLiveChangeable);
  if (situation.cancellationPending) return refuse('request_exists', messages.failure.createBondRequest);
  return allowed;
}

/**
 * May a tenant buy a new bond for a property: one live bond per tenant, so a tenant who has one on this property
 * already has their bond, and one who has one elsewhere transfers it instead of buying a second.
 */
export function mayBuy(
  liveBonds: readonly { bondId?: string | null; propertyId?: string | null; status?: string | null }[],
  propertyId: string,
): Verdict {
  const live = liveBonds.filter((b) => isLiveBond(b.status));
  if (live.some((b) => b.propertyId === propertyId)) return refuse('bond_exists', messages.bondRequest.alreadyHaveBond);
  if (live.length)
    return refuse('live_bond_elsewhere', fillMessage(messages.bondRules.oneLiveBond, { bondId: live[0].bondId ?? '' }));
  return allowed;
}
