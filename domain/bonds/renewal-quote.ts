import { type BondPrice, type PriceProduct } from '#domain/bonds/price.ts';
import { shownDate } from '#domain/format/dates.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import { tenureFee } from '#domain/products/fee.ts';
import { fillMessage, messages } from '#generated/messages.ts';

const text = messages.renewalQuote;

/** What the tenant paid for the bond's last term: the newest payment of the bond (its order, when it has one). */
export interface LastPayment {
  /** The day it was paid (YYYY-MM-DD). */
  paidOn: string;
  bondAmount: number;
  /** The years it paid for. */
  tenure: number;
  /** The bond fee it paid, after the product's discounts and before GST. */
  fee: number;
}

export interface RenewalQuoteFacts {
  product: PriceProduct;
  /** The renewal's price (bondPrice, as the order charges it). */
  price: BondPrice;
  woman: boolean;
  last?: LastPayment;
  /** The day the product was last changed (YYYY-MM-DD), named when its rate differs from the one last paid. */
  productChangedOn?: string;
}

export type QuotePartKey =
  'fixedFees' | 'weightage' | 'yearlyReduction' | 'productDiscount' | 'womenDiscount' | 'gst' | 'walletCredit';

/** One line of the quote: what it is, in words, and its amount (a discount or a credit is negative). */
export interface QuotePart {
  key: QuotePartKey;
  label: string;
  amount: number;
}

/** A line that changed since the last payment (`amount`: its effect on the fee), or a note on this price. */
export interface QuoteChange {
  key: 'rate' | 'bondValue' | 'tenure' | 'womenDiscount' | 'walletCredit';
  kind: 'change' | 'note';
  text: string;
  amount: number;
}

export interface RenewalQuote {
  bondAmount: number;
  tenure: number;
  /** The product's yearly rate as the tenant reads it: fixed fees plus weightage percent of the bond value. */
  rate: { fixedFees: number; weightagePercent: number; weightage: number; yearly: number };
  /** The lines of the price, in order; their amounts add up exactly to `amountToPay`. */
  parts: QuotePart[];
  fee: number;
  gst: number;
  walletCredit: number;
  amountToPay: number;
  /** What was paid last time, in words (absent for a bond without a payment). */
  lastPaid?: string;
  /** The fee's changes since the last payment (their amounts add up to fee - last fee), then the notes. */
  changes: QuoteChange[];
  /** Set when nothing in the fee changed since the last payment. */
  unchanged?: string;
}

const paise = (n: number) => Math.round(n * 100);
const rupees = (p: number) => p / 100;
const years = (n: number) => fillMessage(n === 1 ? text.years : text.yearsPlural, { years: n });
const percent = (n: number) => String(Math.round(n * 1000) / 1000);

/**
 * The renewal quote explained (issue 34): the price's parts, from the product's rate (its fixed fees and weightage
 * percent of the bond value, each a year, times the tenure) through the yearly reduction, the product discount and the
 * discount for women to the fee, then GST and the wallet credit, adding up to the amount the order charges to the
 * paisa; and, against the last payment, each line that changed with its reason in plain words: the product's rate
 * (at the last value and tenure), the bond value, the tenure. The steps are taken in that order, so the changes' amounts
 * add up to the difference between the two fees. Notes say what lowers this payment: the discount for women, the wallet.
 */
export function renewalQuote(facts: RenewalQuoteFacts): RenewalQuote {
  const { product, price, woman, last } = facts;
  const { bondAmount, tenure } = price;
  const terms = tenureFee(product, bondAmount, tenure, woman);
  let fixedFees = 0;
  let weightagePercent = 0;
  for (const f of product.features ?? []) {
    if (f.feeType === 'fixed') fixedFees += f.fee ?? 0;
    else if (f.feeType === 'weightage') weightagePercent += f.weight ?? 0;
  }
  const yearlyP = paise(terms.yearly);
  const fixedP = Math.min(yearlyP, paise(fixedFees));
  const weightageP = yearlyP - fixedP;
  const grossP = paise(terms.gross);
  const feeP = paise(price.fee);
  const productPercent = Math.min(100, product.discount ?? 0);
  const womenPercent = terms.discountPercent - productPercent;
  const discountP = grossP - feeP;
  const productDiscountP = womenPercent > 0 ? Math.round((grossP * productPercent) / 100) : discountP;
  const womenDiscountP = discountP - productDiscountP;
  const gstP = paise(price.gst);
  const walletP = paise(price.wallet);
  const value = rupeesWithPaise(bondAmount);
  const parts: QuotePart[] = [];
  const part = (key: QuotePartKey, label: string, amountP: number, always = false) => {
    if (amountP !== 0 || always) parts.push({ key, label, amount: rupees(amountP) });
  };
  part(
    'fixedFees',
    fillMessage(text.fixedFees, { amount: rupeesWithPaise(rupees(fixedP)), years: years(tenure) }),
    fixedP * tenure,
    fixedP > 0,
  );
  part(
    'weightage',
    fillMessage(text.weightage, {
      percent: percent(weightagePercent),
      value,
      amount: rupeesWithPaise(rupees(weightageP)),
      years: years(tenure),
    }),
    weightageP * tenure,
    weightagePercent > 0,
  );
  part(
    'yearlyReduction',
    fillMessage(text.yearlyReduction, { percent: percent(product.discountYearly ?? 0) }),
    grossP - yearlyP * tenure,
  );
  part('productDiscount', fillMessage(text.productDiscount, { percent: percent(productPercent) }), -productDiscountP);
  part('womenDiscount', fillMessage(text.womenDiscount, { percent: percent(womenPercent) }), -womenDiscountP);
  part('gst', text.gst, gstP, true);
  part('walletCredit', text.walletCredit, -walletP);
  const amountToPayP = parts.reduce((sum, p) => sum + paise(p.amount), 0);

  const changes: QuoteChange[] = last ? feeChanges(facts, last) : [];
  if (womenDiscountP > 0)
    changes.push({
      key: 'womenDiscount',
      kind: 'note',
      text: fillMessage(text.womenDiscountApplies, { amount: rupeesWithPaise(rupees(womenDiscountP)) }),
      amount: rupees(-womenDiscountP),
    });
  if (walletP > 0)
    changes.push({
      key: 'walletCredit',
      kind: 'note',
      text: fillMessage(text.walletUsed, {
        amount: rupeesWithPaise(rupees(walletP)),
        pay: rupeesWithPaise(rupees(amountToPayP)),
      }),
      amount: rupees(-walletP),
    });
  const changed = changes.some((c) => c.kind === 'change');
  return {
    bondAmount,
    tenure,
    rate: {
      fixedFees: rupees(fixedP),
      weightagePercent,
      weightage: rupees(weightageP),
      yearly: rupees(yearlyP),
    },
    parts,
    fee: rupees(feeP),
    gst: rupees(gstP),
    walletCredit: rupees(walletP),
    amountToPay: rupees(amountToPayP),
    ...(last
      ? {
          lastPaid: fillMessage(text.lastPaid, {
            fee: rupeesWithPaise(last.fee),
            years: years(last.tenure),
            date: shownDate(last.paidOn),
          }),
        }
      : {}),
    changes,
    ...(last && !changed ? { unchanged: text.sameAsLast } : {}),
  };
}

/**
 * The fee's way from the last payment to this one, one step at a time: today's rate at the last value and tenure,
 * then this value, then this tenure. A step that moves the fee is a change; its amount is how far it moved it.
 */
function feeChanges({ product, price, woman, productChangedOn }: RenewalQuoteFacts, last: LastPayment): QuoteChange[] {
  const fee = (value: number, tenure: number) => paise(tenureFee(product, value, tenure, woman).fee);
  const changes: QuoteChange[] = [];
  const lastP = paise(last.fee);
  const atToday = fee(last.bondAmount, last.tenure);
  const withValue = fee(price.bondAmount, last.tenure);
  const nowP = paise(price.fee);
  if (atToday !== lastP) {
    const when =
      productChangedOn && productChangedOn >= last.paidOn
        ? fillMessage(text.changedOn, { date: shownDate(productChangedOn) })
        : text.changedSince;
    changes.push({
      key: 'rate',
      kind: 'change',
      text: fillMessage(atToday > lastP ? text.rateRose : text.rateFell, {
        when,
        from: rupeesWithPaise(last.fee),
        to: rupeesWithPaise(rupees(atToday)),
      }),
      amount: rupees(atToday - lastP),
    });
  }
  if (price.bondAmount !== last.bondAmount) {
    const from = rupeesWithPaise(last.bondAmount);
    const to = rupeesWithPaise(price.bondAmount);
    const moved = withValue - atToday;
    const message = moved > 0 ? text.valueRose : moved < 0 ? text.valueFell : text.valueNoEffect;
    changes.push({
      key: 'bondValue',
      kind: 'change',
      text: fillMessage(message, { from, to, amount: rupeesWithPaise(rupees(Math.abs(moved))) }),
      amount: rupees(moved),
    });
  }
  if (price.tenure !== last.tenure)
    changes.push({
      key: 'tenure',
      kind: 'change',
      text: fillMessage(nowP >= withValue ? text.tenureLonger : text.tenureShorter, {
        from: years(last.tenure),
        to: years(price.tenure),
        amount: rupeesWithPaise(rupees(Math.abs(nowP - withValue))),
      }),
      amount: rupees(nowP - withValue),
    });
  return changes;
}
