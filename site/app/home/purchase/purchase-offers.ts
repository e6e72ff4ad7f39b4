import type { TenantDashboard } from '#client/tenant-dashboard.ts';

export type PurchaseType = 'buy' | 'renew' | 'transfer';
export interface PurchaseIntent {
  type: PurchaseType;
  propertyId: string;
  bondId?: string;
}

const LIVE = ['Active', 'Pending-Check-in'];

/**
 * What the dashboard offers to pay for (001 §2, §4): the bond of an accepted buy request, the transfer the landlord
 * accepted (the highlight), and the renewal of a live bond. The server decides in the end (GET /payment/plan).
 */
export function purchaseOffers({ state, bond, request }: Pick<TenantDashboard, 'state' | 'bond' | 'request'>): { label: string; intent: PurchaseIntent }[] {
  const offers: { label: string; intent: PurchaseIntent }[] = [];
  if (request?.status === 'accepted' && request.propertyId) {
    if (request.type === 'buy') offers.push({ label: 'Pay for your bond', intent: { type: 'buy', propertyId: request.propertyId } });
    if (request.type === 'transfer' && bond) offers.push({ label: 'Transfer Bond', intent: { type: 'transfer', propertyId: request.propertyId, bondId: request.bondId ?? bond.id } });
  }
  if (state === 'bond' && bond && LIVE.includes(bond.status ?? '') && bond.propertyId) offers.push({ label: 'Renew Bond', intent: { type: 'renew', propertyId: bond.propertyId, bondId: bond.id } });
  return offers;
}

/** The offer a link asks for: `#renew` (001 §2) or the accepted request an e-mail links to (`?bondRequestId=`). */
export function offerFromLink(dashboard: Pick<TenantDashboard, 'state' | 'bond' | 'request'>, hash: string, bondRequestId: string | null): PurchaseIntent | undefined {
  const offers = purchaseOffers(dashboard);
  if (hash === '#renew') return offers.find((o) => o.intent.type === 'renew')?.intent;
  if (bondRequestId && dashboard.request?.id === bondRequestId) return offers.find((o) => o.intent.type !== 'renew')?.intent;
  return undefined;
}
