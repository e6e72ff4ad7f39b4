import type { RenewalQuote } from '#domain/bonds/renewal-quote.ts';

/**
 * What GET /api/v1/bond/renew/quote/{id} answers (server/bonds/operations/renewal-quote.server.ts): the dashboard's
 * renewal offer and the renew drawer read it.
 */
export interface RenewalQuoteAnswer {
  id: string;
  bondId?: string;
  productName?: string;
  /** Whether the renewal rule lets the tenant renew now (its last 30 days, no open claims), and why not. */
  renewable: boolean;
  reason?: string;
  /** The price the order charges (its finalAmount is the quote's amountToPay). */
  price: { finalAmount: number; bondEffectiveDate?: string };
  quote: RenewalQuote;
}

export type { RenewalQuote };
