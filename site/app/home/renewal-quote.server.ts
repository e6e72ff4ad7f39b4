import type { AppLoadContext } from '@remix-run/server-runtime';

import type { RenewalQuoteAnswer } from '#client/renewal-quote.ts';
import type { TenantDashboard } from '#client/tenant-dashboard.ts';

/**
 * The quote of the renewal the dashboard offers (GET /api/v1/bond/renew/quote/{id}), or undefined when it offers none.
 * Server-only: the offer rules stay out of the dashboard's first download (decision 053).
 */
export async function offeredRenewalQuote(
  context: AppLoadContext,
  dashboard: TenantDashboard,
): Promise<RenewalQuoteAnswer | undefined> {
  // Imported where it is needed, as the route's browser code imports it: a static import here would tie the offer
  // rules to the route's module in the server build (Vite warns that the dynamic import cannot split it off).
  const { purchaseOffers } = await import('./purchase/purchase-offers.ts');
  const renew = purchaseOffers(dashboard).find((o) => o.intent.type === 'renew')?.intent;
  if (!renew?.bondId) return undefined;
  const answer = await context.api<RenewalQuoteAnswer>(
    'GET',
    `/api/v1/bond/renew/quote/${encodeURIComponent(renew.bondId)}`,
  );
  return answer.ok ? answer.data : undefined;
}
