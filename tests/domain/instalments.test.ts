import { describe, expect, it } from 'vitest';

import {
  amountToRecover,
  dueDate,
  INSTALMENT_COUNTS,
  isMissed,
  mayChooseCount,
  splitPaise,
} from '#domain/claims/instalments.ts';

describe('repayment in instalments (decision 056)', () => {
  it('allows the configured counts only', () => {
    expect(INSTALMENT_COUNTS).toEqual([1, 3, 6, 12]);
    expect([1, 3, 6, 12].every(mayChooseCount)).toBe(true);
    expect([0, 2, 4, 24, '6', 6.5, undefined].some(mayChooseCount)).toBe(false);
  });

  it('splits awkward amounts into equal instalments that add up to the paisa', () => {
    for (const total of [100, 101, 1_000_01, 33_333_33, 12_345_67, 99_999_99, 7]) {
      for (const count of INSTALMENT_COUNTS) {
        if (total < count) continue;
        const parts = splitPaise(total, count);
        expect(parts).toHaveLength(count);
        expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
        expect(parts.every(Number.isInteger)).toBe(true);
        expect(new Set(parts.slice(1)).size).toBeLessThanOrEqual(1);
        expect(parts[0] - parts[count - 1]).toBeLessThan(count);
      }
    }
    expect(splitPaise(1_000_00, 3)).toEqual([33_334, 33_333, 33_333]);
    expect(splitPaise(12_345_67, 6)).toEqual([205_762, 205_761, 205_761, 205_761, 205_761, 205_761]);
    expect(() => splitPaise(10.5, 3)).toThrow(RangeError);
    expect(() => splitPaise(100, 0)).toThrow(RangeError);
  });

  it('falls due monthly from the mandate start, on the month’s last day when it is shorter', () => {
    expect([0, 1, 2, 3].map((i) => dueDate('2026-01-31', i))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    expect(dueDate('2027-12-31', 2)).toBe('2028-02-29');
    expect(dueDate('2026-11-15', 11)).toBe('2027-10-15');
    expect(dueDate('2026-08-30', 6)).toBe('2027-02-28');
  });

  it('misses an unpaid instalment 7 days after its due date, or when the provider stops retrying', () => {
    const due = { status: 'due' as const, dueDate: '2026-03-01' };
    expect(isMissed(due, '2026-03-08')).toBe(false);
    expect(isMissed(due, '2026-03-09')).toBe(true);
    expect(isMissed({ ...due, status: 'paid' }, '2027-01-01')).toBe(false);
    expect(isMissed({ ...due, status: 'failed' }, '2026-03-02', true)).toBe(true);
    expect(isMissed(due, '2026-03-02', true)).toBe(false);
  });

  it('recovers what was paid out less what was recovered, once every line is decided', () => {
    const lines = [
      { type: 'Unpaid Rent', claimAmount: 30_000, status: 'approved', approvedAmount: 25_000 },
      { type: 'Damage', claimAmount: 5_000, status: 'rejected', approvedAmount: 0 },
    ];
    const paid = [{ utr_checkNumber: 'U1', authAmount: 25_000, paymentDate: '2026-01-01' }];
    const recovered = [{ utr_checkNumber: 'R1', receiptAmount: 5_000.5, receiptDate: '2026-01-05' }];
    expect(amountToRecover({ claims: lines, payments: paid, recoveries: recovered })).toBe(19_999.5);
    expect(amountToRecover({ claims: [{ ...lines[0], status: 'pending' }], payments: paid })).toBe(0);
    expect(amountToRecover({ claims: lines })).toBe(0);
  });
});
