import { type Amount, rupees, rupeesWithPaise } from './money.ts';

/**
 * Who reads an amount decides how it is shown (spec 001 §9, 002 §9): the customers (tenants, landlords and partners),
 * in their screens, e-mails, SMS and documents, see rupees and paise (₹1,15,500.00); staff screens show whole
 * rupees (₹1,15,500) except payment views, where every reader sees paise.
 */
export type Audience = 'staff' | 'customer';

export interface MoneyView {
  /** A payment view (orders, payments, refunds, wallet entries): two decimals for every reader. */
  payment?: boolean;
}

export function moneyFor(audience: Audience, amount: Amount, view: MoneyView = {}): string {
  return audience === 'customer' || view.payment ? rupeesWithPaise(amount) : rupees(amount);
}
