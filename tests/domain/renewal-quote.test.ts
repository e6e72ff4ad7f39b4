import { describe, expect, it } from 'vitest';

import { bondPrice, type PriceProduct } from '#domain/bonds/price.ts';
import { renewalQuote } from '#domain/bonds/renewal-quote.ts';

/** The renewal quote on its own: a price and the last payment in, the parts and the changes out (issue 34 item 4). */
const today = '2026-11-27';
const rent: PriceProduct = {
  bondAmount: 60_000,
  isValueEditable: true,
  tenures: [1, 2, 3],
  discount: 0,
  discountWomen: 10,
  discountYearly: 0,
  features: [
    { feeType: 'weightage', weight: 4.5 },
    { feeType: 'weightage', weight: 1.5 },
    { feeType: 'fixed', fee: 250 },
  ],
};
const renewing = { bondId: 'NVB-1', status: 'Active', bondEffectiveDate: '2025-12-10', tenure: 1, bondFee: 1_000 };
const price = (product: PriceProduct, bondAmount: number, tenure: number, woman = false, walletBalance = 0) =>
  bondPrice({ product, bondAmount, tenure, woman, walletBalance, renewing, today });
const paise = (n: number) => Math.round(n * 100);
/** The parts add up exactly (in paise) to the amount to pay, which is the price the order charges. */
const addsUp = (quote: ReturnType<typeof renewalQuote>, charged: number) => {
  expect(quote.parts.reduce((s, p) => s + paise(p.amount), 0)).toBe(paise(charged) + 0);
  expect(quote.amountToPay + 0).toBe(charged + 0);
};

describe('renewalQuote', () => {
  it('shows the rate as fixed fees and weightage per year times the tenure, GST and the amount to pay', () => {
    const p = price(rent, 25_000, 1);
    const quote = renewalQuote({ product: rent, price: p, woman: false });
    expect(quote.rate).toEqual({ fixedFees: 250, weightagePercent: 6, weightage: 1_500, yearly: 1_750 });
    expect(quote.parts.map((x) => [x.key, x.amount])).toEqual([
      ['fixedFees', 250],
      ['weightage', 1_500],
      ['gst', 315],
    ]);
    expect(quote.parts[0].label).toBe('Fixed fees: ₹250.00 a year × 1 year');
    expect(quote.parts[1].label).toBe('Weightage: 6% of your bond value ₹25,000.00 = ₹1,500.00 a year × 1 year');
    addsUp(quote, p.finalAmount);
    expect(quote.changes).toEqual([]);
    expect(quote.lastPaid).toBeUndefined();
  });

  it('adds up to the paisa with the yearly reduction, both discounts, GST and the wallet, at awkward values', () => {
    const product = { ...rent, discount: 5, discountYearly: 2.5, features: [{ feeType: 'weightage', weight: 3.33 }] };
    for (const value of [10_001, 33_333, 47_777, 99_999])
      for (const tenure of [1, 2, 3])
        for (const woman of [false, true])
          for (const wallet of [0, 123.45, 1_000_000]) {
            const p = price(product as PriceProduct, value, tenure, woman, wallet);
            const quote = renewalQuote({ product: product as PriceProduct, price: p, woman });
            addsUp(quote, p.finalAmount);
            expect(quote.fee).toBe(p.fee);
            expect(quote.parts.some((x) => x.key === 'womenDiscount')).toBe(woman);
          }
  });

  it('names the bond value that changed, and why the fee rose', () => {
    const p = price(rent, 30_000, 1);
    const quote = renewalQuote({
      product: rent,
      price: p,
      woman: false,
      last: { paidOn: '2025-12-01', bondAmount: 25_000, tenure: 1, fee: 1_750 },
    });
    expect(quote.lastPaid).toBe('Last time you paid a bond fee of ₹1,750.00 for 1 year (on 01/12/2025).');
    expect(quote.changes).toEqual([
      {
        key: 'bondValue',
        kind: 'change',
        text: 'The bond value went from ₹25,000.00 to ₹30,000.00, so the weightage part of the fee rose by ₹300.00.',
        amount: 300,
      },
    ]);
    expect(quote.unchanged).toBeUndefined();
  });

  it("names the product's rate change with its date, the tenure and the notes; the changes add up to the fee's move", () => {
    const p = price(rent, 30_000, 2, true, 1_000);
    const last = { paidOn: '2025-12-01', bondAmount: 25_000, tenure: 1, fee: 1_500 };
    const quote = renewalQuote({ product: rent, price: p, woman: true, last, productChangedOn: '2026-10-18' });
    expect(quote.changes.map((c) => [c.key, c.kind])).toEqual([
      ['rate', 'change'],
      ['bondValue', 'change'],
      ['tenure', 'change'],
      ['womenDiscount', 'note'],
      ['walletCredit', 'note'],
    ]);
    expect(quote.changes[0].text).toBe(
      "The product's rate changed on 18/10/2026: at your last bond value and tenure the fee rose from ₹1,500.00 to ₹1,575.00.",
    );
    expect(quote.changes[2].text).toMatch(
      /^Last time you paid for 1 year; this renewal is for 2 years, so the fee rises by ₹/,
    );
    expect(quote.changes[3].text).toBe('Your discount for women applies: ₹410.00 less.');
    expect(quote.changes[4].text).toBe(`₹1,000.00 of wallet credit is used, so you pay ${fmt(p.finalAmount)}.`);
    const moved = quote.changes.filter((c) => c.kind === 'change').reduce((s, c) => s + paise(c.amount), 0);
    expect(moved).toBe(paise(p.fee) - paise(last.fee));
    addsUp(quote, p.finalAmount);
  });

  it('says nothing changed when the fee is what was paid, and names no date it does not know', () => {
    const p = price(rent, 25_000, 1);
    const same = renewalQuote({
      product: rent,
      price: p,
      woman: false,
      last: { paidOn: '2025-12-01', bondAmount: 25_000, tenure: 1, fee: 1_750 },
    });
    expect(same.changes).toEqual([]);
    expect(same.unchanged).toBe('Nothing in the fee changed since your last payment.');
    const lower = renewalQuote({
      product: rent,
      price: p,
      woman: false,
      last: { paidOn: '2025-12-01', bondAmount: 25_000, tenure: 1, fee: 2_000 },
      productChangedOn: '2025-01-01',
    });
    expect(lower.changes[0].text).toBe(
      "The product's rate changed since your last payment: at your last bond value and tenure the fee fell from ₹2,000.00 to ₹1,750.00.",
    );
  });
});

const fmt = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
