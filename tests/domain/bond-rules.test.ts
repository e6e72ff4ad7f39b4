import { describe, expect, it } from 'vitest';

import { mayBuy, mayCancel, mayRenew, mayTransfer, renewableFrom } from '#domain/bonds/actions.ts';
import { bondPrice, checkTenure } from '#domain/bonds/price.ts';
import { bondValueLimits, checkBondValue, mayAskForBond, startingBondValue } from '#domain/bonds/value.ts';
import { addDays } from '#domain/format/dates.ts';
import { fillMessage, messages } from '#generated/messages.ts';
import { purchaseOffers } from '#site/home/purchase/purchase-offers.ts';

/** The bond rules on their own (the API tests try them through every door): facts in, a verdict out. */
const today = '2026-11-27';
const clear = { openClaims: 0, cancellationPending: false };
/** A live one-year bond whose last day is `daysLeft` days from today. */
const bond = (daysLeft: number, fields: object = {}) => ({
  bondId: 'NVB-1',
  status: 'Active',
  bondEffectiveDate: addDays(today, daysLeft - 364),
  tenure: 1,
  ...fields,
});

describe('mayRenew', () => {
  it('opens 30 days before expiry, for a live bond without open claims or a cancellation, within five years', () => {
    expect(mayRenew(bond(30), clear, today)).toEqual({ ok: true });
    expect(mayRenew(bond(-3), clear, today).ok).toBe(true);
    const early = mayRenew(bond(540), clear, today);
    const from = renewableFrom(bond(540));
    expect(from > addDays(today, 500) && from < addDays(today, 520)).toBe(true);
    const [y, m, d] = from.split('-');
    expect(early).toMatchObject({
      ok: false,
      code: 'not_due',
      message: fillMessage(messages.bondRules.renewFrom, { date: `${d}/${m}/${y}` }),
    });
    expect(mayRenew(bond(10), { ...clear, openClaims: 1 }, today)).toMatchObject({
      ok: false,
      message: messages.payment.renewalNeedsNoClaims,
    });
    expect(mayRenew(bond(10), { ...clear, cancellationPending: true }, today)).toMatchObject({
      ok: false,
      message: messages.bondRules.cancellationPending,
    });
    expect(mayRenew(bond(10, { status: 'Released' }), clear, today)).toMatchObject({ ok: false, code: 'bond_closed' });
    expect(
      mayRenew(bond(10, { tenure: 5, bondEffectiveDate: addDays(today, 10 - 5 * 365) }), clear, today),
    ).toMatchObject({ ok: false, code: 'max_tenure' });
  });
});

describe('mayTransfer, mayCancel, mayBuy', () => {
  it('moves a live bond without open claims or a cancellation; cancels once; buys only without a live bond', () => {
    expect(mayTransfer(bond(200), clear).ok).toBe(true);
    expect(mayTransfer(bond(200), { ...clear, openClaims: 2 })).toMatchObject({
      ok: false,
      message: messages.bondRequest.transferNeedsNoClaims,
    });
    expect(mayCancel(bond(200), { cancellationPending: true })).toMatchObject({
      ok: false,
      message: messages.failure.createBondRequest,
    });
    expect(mayBuy([{ bondId: 'NVB-9', propertyId: 'p1', status: 'Active' }], 'p1')).toMatchObject({
      ok: false,
      message: messages.bondRequest.alreadyHaveBond,
    });
    expect(mayBuy([{ bondId: 'NVB-9', propertyId: 'p1', status: 'Pending-Check-in' }], 'p2')).toMatchObject({
      ok: false,
      message: fillMessage(messages.bondRules.oneLiveBond, { bondId: 'NVB-9' }),
    });
    expect(mayBuy([{ bondId: 'NVB-9', propertyId: 'p1', status: 'Released' }], 'p2').ok).toBe(true);
  });
});

describe('the bond value', () => {
  const product = { bondAmount: 40_000, isValueEditable: true, minimumMonths: 2 };
  const eligible = { status: 'eligible' as const, maxEligibilityAmount: 160_000 };
  it('lies between the minimum months of rent and the eligibility; never ₹0; a fixed product fixes it', () => {
    const limits = bondValueLimits(product, 14_000, eligible);
    expect(limits).toEqual({ min: 28_000, max: 160_000, months: 2 });
    expect(checkBondValue(28_000, limits).ok).toBe(true);
    expect(checkBondValue(1_000, limits)).toMatchObject({
      ok: false,
      field: 'bondAmount',
      message: fillMessage(messages.bondRules.valueBelowMinimum, { minimum: '₹28,000.00', months: 2 }),
    });
    expect(checkBondValue(0, limits)).toMatchObject({ ok: false, message: messages.bondRules.valueMissing });
    expect(checkBondValue(undefined, limits)).toMatchObject({ ok: false, message: messages.bondRules.valueMissing });
    expect(checkBondValue(900_000, limits)).toMatchObject({
      ok: false,
      message: fillMessage(messages.bondRules.valueAboveEligibility, { max: '₹1,60,000.00' }),
    });
    expect(bondValueLimits({ ...product, minimumMonths: 0 }, 0, null)).toEqual({ min: 1, months: 2 });
    const fixed = bondValueLimits({ bondAmount: 150_000, isValueEditable: false, minimumMonths: 3 }, 60_000, eligible);
    expect(checkBondValue(1, fixed)).toMatchObject({ ok: false, code: 'value_below_minimum' });
    expect(startingBondValue(product, { min: 50_000, months: 2 })).toBe(50_000);
    expect(startingBondValue(product, { min: 10_000, max: 30_000, months: 2 })).toBe(30_000);
  });

  it('asks an eligible tenant, eligible for at least the minimum guarantee', () => {
    const limits = bondValueLimits(product, 14_000, { status: 'eligible', maxEligibilityAmount: 20_000 });
    expect(mayAskForBond({ status: 'eligible', maxEligibilityAmount: 20_000 }, limits)).toMatchObject({
      ok: false,
      kind: 'ineligible',
    });
    expect(mayAskForBond({ status: 'ineligible', reasonOfIneligibility: ['A', 'B'] }, limits)).toMatchObject({
      ok: false,
      reasons: ['A', 'B'],
    });
    expect(mayAskForBond({ status: 'requested' }, limits)).toMatchObject({ message: messages.eligibility.underReview });
    expect(
      mayAskForBond(
        { status: 'basiceligible', maxEligibilityAmount: 60_000 },
        bondValueLimits(product, 14_000, { status: 'basiceligible', maxEligibilityAmount: 60_000 }),
      ).ok,
    ).toBe(true);
  });
});

describe("the dashboard's offers ask the same rules", () => {
  const shown = (daysLeft: number, situation = clear) => ({ id: 'b1', propertyId: 'p1', ...bond(daysLeft), situation });
  it('offers Renew only in the window, and no transfer of a bond with an open claim', () => {
    expect(purchaseOffers({ state: 'bond', bond: shown(540) }, today)).toEqual([]);
    expect(purchaseOffers({ state: 'bond', bond: shown(20) }, today).map((o) => o.label)).toEqual(['Renew Bond']);
    expect(
      purchaseOffers({ state: 'bond', bond: shown(20, { openClaims: 0, cancellationPending: true }) }, today),
    ).toEqual([]);
    const transfer = { id: 'r1', type: 'transfer', status: 'accepted', propertyId: 'p2', bondId: 'b1' };
    expect(purchaseOffers({ state: 'bond', bond: shown(540), request: transfer }, today).map((o) => o.label)).toEqual([
      'Transfer Bond',
    ]);
    expect(
      purchaseOffers(
        { state: 'bond', bond: shown(540, { openClaims: 1, cancellationPending: false }), request: transfer },
        today,
      ),
    ).toEqual([]);
  });
});

describe('the price', () => {
  const product = {
    bondAmount: 60_000,
    isValueEditable: true,
    tenures: [1, 2, 3],
    features: [
      { feeType: 'weightage' as const, weight: 5 },
      { feeType: 'fixed' as const, fee: 500 },
    ],
    discountWomen: 10,
  };
  it('adds GST to the fee, deducts the unused fee of a moved bond and the wallet, and fixes the dates a purchase fixes', () => {
    const buy = bondPrice({ product, bondAmount: 60_000, tenure: 2, woman: false, walletBalance: 1_000, today });
    expect(buy).toEqual({
      bondAmount: 60_000,
      tenure: 2,
      fee: 7_000,
      alreadyPaid: 0,
      gst: 1_260,
      wallet: 1_000,
      finalAmount: 7_260,
    });
    expect(bondPrice({ product, bondAmount: 60_000, tenure: 2, woman: true, walletBalance: 0, today }).fee).toBe(6_300);
    const moved = { ...bond(200), bondFee: 3_650 };
    const transfer = bondPrice({
      product,
      bondAmount: 60_000,
      tenure: 1,
      woman: false,
      transferring: moved,
      walletBalance: 0,
      today,
    });
    expect(transfer.bondEffectiveDate).toBe(today);
    expect(transfer.alreadyPaid).toBeGreaterThan(1_950);
    expect(transfer.alreadyPaid).toBeLessThan(2_050);
    const renewal = bondPrice({
      product,
      bondAmount: 60_000,
      tenure: 1,
      woman: false,
      renewing: { ...bond(20), bondFee: 3_500 },
      walletBalance: 0,
      today,
    });
    expect(renewal.bondEffectiveDate).toBe(addDays(today, 21));
    expect(checkTenure(product, 5)).toMatchObject({ ok: false, field: 'tenure' });
  });
});
