import type { AppLoadContext } from '@remix-run/server-runtime';

import { isTenantType } from '#client/account-types.ts';
import { isLiveBond } from '#domain/bonds/status.ts';

/** What a signed-in tenant can do about a bond for one property (the property page's card). */
export interface BondOffer {
  /** The newest buy or transfer request of the tenant for this property. */
  request?: { id: string; type: string; status: string };
  /** The tenant's bond on this property, if live. */
  bondHere?: { bondId?: string };
  /** The tenant's live bond elsewhere, which a transfer would move here. */
  movable?: { id: string; bondId?: string; propertyName?: string };
  /** The tenant's live bonds: the facts the buy rule (domain/bonds/actions.ts mayBuy) asks. */
  liveBonds: { bondId?: string; propertyId?: string; status?: string }[];
}

type Bond = { id: string; bondId?: string; status?: string; propertyId?: string; propertyName?: string };

/** For a signed-in tenant only (undefined otherwise): their requests and bonds as they concern this property. */
export async function bondOfferFor(context: AppLoadContext, propertyId: string): Promise<BondOffer | undefined> {
  const viewer = context.viewer;
  if (!viewer || !isTenantType(viewer.userType)) return undefined;
  const [requests, bonds] = await Promise.all([
    context.api<{ results: { id: string; type: string; status: string }[] }>(
      'GET',
      `/api/v1/bondrequest?propertyId=${encodeURIComponent(propertyId)}&limit=20&sortBy=createdAt:desc`,
    ),
    context.api<{ bonds: Bond[] }>('POST', '/api/v1/bond/bondata', { tenantId: viewer.id }),
  ]);
  const request = requests.ok
    ? requests.data.results.find((r) => r.type === 'buy' || r.type === 'transfer')
    : undefined;
  const live = bonds.ok ? bonds.data.bonds.filter((b) => isLiveBond(b.status)) : [];
  const here = live.find((b) => b.propertyId === propertyId);
  const elsewhere = live.find((b) => b.propertyId !== propertyId);
  return {
    ...(request ? { request: { id: request.id, type: request.type, status: request.status } } : {}),
    ...(here ? { bondHere: { bondId: here.bondId } } : {}),
    ...(elsewhere
      ? { movable: { id: elsewhere.id, bondId: elsewhere.bondId, propertyName: elsewhere.propertyName } }
      : {}),
    liveBonds: live.map((b) => ({ bondId: b.bondId, propertyId: b.propertyId, status: b.status })),
  };
}
