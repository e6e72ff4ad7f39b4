import type { TenantDashboard } from '#client/tenant-dashboard.ts';
import { mayRenew, mayTransfer } from '#domain/bonds/actions.ts';
import { today as todayUtc } from '#domain/format/dates.ts';
import { msg } from '#engine/runtime/i18n/translator.ts';

export type PurchaseType = 'buy' | 'renew' | 'transfer';
export interface PurchaseIntent {
  type: PurchaseType;
  propertyId: string;
  bondId?: string;
}

const NO_SITUATION = { openClaims: 0, cancellationPending: false };

/**
 * What the dashboard offers to pay for (spec 001 §2, §4): the bond of an accepted buy request not yet paid for, the
 * transfer the landlord accepted (the highlight) while the bond may move, and the renewal of a bond the renewal rule
 * allows today (its last 30 days, no open claims, no cancellation under way): the very rules of domain/bonds that
 * the order and its completion ask.
 */
export function purchaseOffers(
  { state, bond, request }: Pick<TenantDashboard, 'state' | 'bond' | 'request'>,
  today = todayUtc(),
): { label: string; intent: PurchaseIntent }[] {
  const offers: { label: string; intent: PurchaseIntent }[] = [];
  const facts =
    bond && bond.bondEffectiveDate && bond.tenure
      ? { ...bond, bondEffectiveDate: bond.bondEffectiveDate, tenure: bond.tenure }
      : undefined;
  if (request?.status === 'accepted' && request.propertyId) {
    if (request.type === 'buy')
      offers.push({ label: msg('Pay for your bond'), intent: { type: 'buy', propertyId: request.propertyId } });
    if (request.type === 'transfer' && bond && facts && mayTransfer(facts, bond.situation ?? NO_SITUATION).ok) {
      offers.push({
        label: msg('Transfer Bond'),
        intent: { type: 'transfer', propertyId: request.propertyId, bondId: request.bondId ?? bond.id },
      });
    }
  }
  if (
    state === 'bond' &&
    bond &&
    facts &&
    bond.propertyId &&
    mayRenew(facts, bond.situation ?? NO_SITUATION, today).ok
  ) {
    offers.push({ label: msg('Renew Bond'), intent: { type: 'renew', propertyId: bond.propertyId, bondId: bond.id } });
  }
  return offers;
}

/** The offer a link asks for: `#renew` (spec 001 §2) or the accepted request an e-mail links to (`?bondRequestId=`). */
export function offerFromLink(
  dashboard: Pick<TenantDashboard, 'state' | 'bond' | 'request'>,
  hash: string,
  bondRequestId: string | null,
): PurchaseIntent | undefined {
  const offers = purchaseOffers(dashboard);
  if (hash === '#renew') return offers.find((o) => o.intent.type === 'renew')?.intent;
  if (bondRequestId && dashboard.request?.id === bondRequestId)
    return offers.find((o) => o.intent.type !== 'renew')?.intent;
  return undefined;
}
