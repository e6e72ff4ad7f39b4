import { describe, expect, it } from 'vitest';

import { bondValueDays, breachCalculation, spanDays } from '#domain/claims/breach-days.ts';

describe('the breach-day calculation (spec 002 §9)', () => {
  it('counts whole months as 30 days and the remaining days as they fall', () => {
    expect(spanDays('2026-01-10', '2026-03-15')).toBe(65);
    expect(spanDays('2026-01-31', '2026-03-01')).toBe(31);
    expect(spanDays('2026-02-01', '2026-03-01')).toBe(30);
    expect(spanDays('2026-03-01', '2026-02-01')).toBe(0);
    expect(spanDays('nope', '2026-02-01')).toBeUndefined();
  });

  it('reads the bond value as days of rent: bond amount / rent × 30', () => {
    expect(bondValueDays(60_000, 20_000)).toBe(90);
    expect(bondValueDays(50_000, 0)).toBeUndefined();
  });

  it('a notice breach: the days of the window not stayed, paid at rent / 30 a day, at most the bond value in days', () => {
    const stay = breachCalculation({
      checkinDate: '2026-01-01',
      checkoutDate: '2026-02-16',
      rentAmount: 30_000,
      bondAmount: 90_000,
    });
    expect(stay).toMatchObject({
      basis: 'stay',
      counted: 45,
      windowDays: 90,
      breachDays: 45,
      bondValueDays: 90,
      payableDays: 45,
      dailyRent: 1_000,
      amount: 45_000,
    });
    const capped = breachCalculation({
      checkinDate: '2026-01-01',
      checkoutDate: '2026-01-11',
      rentAmount: 30_000,
      bondAmount: 30_000,
      windowDays: 60,
    });
    expect(capped).toMatchObject({ breachDays: 50, bondValueDays: 30, payableDays: 30, amount: 30_000 });
  });

  it('unpaid rent over a period (both days included), up to the window', () => {
    expect(
      breachCalculation({ from: '2026-01-01', to: '2026-01-31', rentAmount: 12_000, bondAmount: 100_000 }),
    ).toMatchObject({ basis: 'period', counted: 30, breachDays: 30, amount: 12_000 });
    expect(
      breachCalculation({
        from: '2026-01-01',
        to: '2026-06-30',
        rentAmount: 12_000,
        bondAmount: 100_000,
        windowDays: 45,
      }),
    ).toMatchObject({ counted: 180, breachDays: 45, amount: 18_000 });
    expect(breachCalculation({ from: '2026-01-01', to: '2026-01-31' })).toBeUndefined();
  });
});
