import type { RenewalQuote } from '#domain/bonds/renewal-quote.ts';

/**
 * What GET /api/v1/bond/renew/quote/{id} answers (server/bonds/operations/renewal-quote.server.ts): the dashboard's
 * renewal offer and the renew drawer read it.
 */
export interface RenewalQuoteAnswer<P extends RenewalPrice = RenewalPrice> {
  id: string;
  bondId?: string;
  productName?: string;
  /** Whether the renewal rule lets the tenant renew now (its last 30 days, no open claims), and why not. */
  renewable: boolean;
  reason?: string;
  /** The price the order charges (its finalAmount is the quote's amountToPay); the server fills in every part. */
  price: P;
  quote: RenewalQuote;
}

/** What the front ends read of the price: the server's answer carries the whole Price (pricing.server.ts). */
export interface RenewalPrice {
  finalAmount: number;
  bondEffectiveDate?: string;
}

export type { RenewalQuote };
