import { isLiveBond } from '#domain/bonds/status.ts';
import { type BondFacts, expiryDate } from '#domain/bonds/term.ts';
import { addDays, daysBetween } from '#domain/format/dates.ts';
import { round2 } from '#domain/format/money.ts';
import { type FeeTerms, tenureFee } from '#domain/products/fee.ts';
import { allowed, refuse, type Verdict } from '#domain/verdict.ts';
import { fillMessage, messages } from '#generated/messages.ts';

/** GST on the bond fee. */
export const GST_RATE = 0.18;

/** What a price reads of a bond being moved or renewed. */
export type PricedBond = BondFacts & { bondFee: number };

/** What a price reads of a product. */
export type PriceProduct = FeeTerms & {
  tenures?: readonly number[] | null;
  bondAmount: number;
  isValueEditable?: boolean | null;
};

export interface PriceFacts {
  product: PriceProduct;
  bondAmount: number;
  tenure: number;
  /** A woman tenant gets the product's discount for women. */
  woman: boolean;
  /** The bond being transferred: its unused fee is deducted and the new bond starts today. */
  transferring?: PricedBond;
  /** The bond being renewed: the renewal starts the day after it expires. */
  renewing?: PricedBond;
  /** The wallet credit available (0 when the price is recomputed at completion). */
  walletBalance: number;
  today: string;
}

export interface BondPrice {
  bondAmount: number;
  tenure: number;
  /** The bond fee for the whole tenure, after the product's discounts. */
  fee: number;
  /** What the tenant already paid for the bond being transferred and does not use (deducted). */
  alreadyPaid: number;
  gst: number;
  /** Wallet credit applied to this payment. */
  wallet: number;
  finalAmount: number;
  /** Set when the purchase fixes the date (a transfer: today; a renewal: the day after the bond expires). */
  bondEffectiveDate?: string;
}

/** The product's tenures (years), one of which a purchase takes. */
export function tenuresOf(product: Pick<PriceProduct, 'tenures'>): number[] {
  return product.tenures?.length ? [...product.tenures] : [1];
}

/** Whether the tenure is one the product offers (the field message names them). */
export function checkTenure(product: Pick<PriceProduct, 'tenures'>, tenure: number): Verdict {
  const tenures = tenuresOf(product);
  return tenures.includes(tenure)
    ? allowed
    : refuse('tenure', fillMessage(messages.payment.tenureOneOf, { tenures: tenures.join(', ') }), 'invalid', 'tenure');
}

/** The unused share of a bond's fee on a day: its fee times the days it still runs over the days it runs. */
export function unusedFee(bond: PricedBond, on: string): number {
  const end = addDays(expiryDate(bond), 1);
  const total = daysBetween(bond.bondEffectiveDate, end);
  const left = Math.min(
    total,
    Math.max(0, daysBetween(on < bond.bondEffectiveDate ? bond.bondEffectiveDate : on, end)),
  );
  return total > 0 ? round2((bond.bondFee * left) / total) : 0;
}

/**
 * The price of a bond (spec 001 §3), for a buy, a renewal and a transfer alike: the product's fee for the value and
 * tenure (fixed fees plus weightage percent per year, the yearly reduction, the product discount and the discount for
 * women), less what was already paid for a bond being transferred, plus 18% GST, less the wallet credit. A product that
 * is not editable by tenants prices its own value.
 */
export function bondPrice(facts: PriceFacts): BondPrice {
  const { product, tenure } = facts;
  const bondAmount = product.isValueEditable ? facts.bondAmount : product.bondAmount;
  const { fee } = tenureFee(product, bondAmount, tenure, facts.woman);
  const alreadyPaid =
    facts.transferring && isLiveBond(facts.transferring.status)
      ? Math.min(fee, unusedFee(facts.transferring, facts.today))
      : 0;
  const taxable = round2(fee - alreadyPaid);
  const gst = round2(taxable * GST_RATE);
  const wallet = round2(Math.max(0, Math.min(facts.walletBalance, taxable + gst)));
  const fixed = facts.transferring ? facts.today : facts.renewing ? addDays(expiryDate(facts.renewing), 1) : undefined;
  return {
    bondAmount,
    tenure,
    fee,
    alreadyPaid,
    gst,
    wallet,
    finalAmount: round2(taxable + gst - wallet),
    ...(fixed ? { bondEffectiveDate: fixed } : {}),
  };
}
