import type { AppLoadContext } from '@remix-run/server-runtime';

import type { RenewalQuoteAnswer } from '#client/renewal-quote.ts';
import type { TenantDashboard } from '#client/tenant-dashboard.ts';

import { purchaseOffers } from './purchase/purchase-offers.ts';

/**
 * The quote of the renewal the dashboard offers (GET /api/v1/bond/renew/quote/{id}), or undefined when it offers none.
 * Server-only: the offer rules stay out of the dashboard's first download (decision 053).
 */
export async function offeredRenewalQuote(
  context: AppLoadContext,
  dashboard: TenantDashboard,
): Promise<RenewalQuoteAnswer | undefined> {
  const renew = purchaseOffers(dashboard).find((o) => o.intent.type === 'renew')?.intent;
  if (!renew?.bondId) return undefined;
  const answer = await context.api<RenewalQuoteAnswer>(
    'GET',
    `/api/v1/bond/renew/quote/${encodeURIComponent(renew.bondId)}`,
  );
  return answer.ok ? answer.data : undefined;
}
