import { describe, expect, it } from 'vitest';

import { moneyFor } from '#domain/format/audience.ts';
import { indiaDay, shownDate, shownDateTime } from '#domain/format/dates.ts';
import { shownEnum, shownName } from '#domain/format/labels.ts';
import { grouped, round2, rupeeDigits, rupees, rupeesWithPaise } from '#domain/format/money.ts';
import { shownPhone } from '#domain/format/phone.ts';

describe('money as the screens show it (spec 001 §9, 002 §9)', () => {
  it('rupees: ₹ with Indian grouping and no decimals, rounded to the rupee (the console, the public pages)', () => {
    expect(rupees(160000)).toBe('₹1,60,000');
    expect(rupees(12345678)).toBe('₹1,23,45,678');
    expect(rupees(999)).toBe('₹999');
    expect(rupees(0)).toBe('₹0');
    expect(rupees(18500.5)).toBe('₹18,501');
    expect(rupees(18500.49)).toBe('₹18,500');
    expect(rupees(-1000)).toBe('-₹1,000');
    expect(rupees(-0.4)).toBe('₹0');
    expect(rupees('45000')).toBe('₹45,000');
  });

  it('rupeesWithPaise: ₹ with Indian grouping and two decimals (the account area, documents, payment views)', () => {
    expect(rupeesWithPaise(160000)).toBe('₹1,60,000.00');
    expect(rupeesWithPaise(2185.95)).toBe('₹2,185.95');
    expect(rupeesWithPaise(235.405)).toBe('₹235.41');
    expect(rupeesWithPaise(1.005)).toBe('₹1.01');
    expect(rupeesWithPaise(-1000)).toBe('-₹1,000.00');
    expect(rupeesWithPaise(-0)).toBe('₹0.00');
    expect(rupeesWithPaise(-0.001)).toBe('₹0.00');
    expect(rupeesWithPaise('3200')).toBe('₹3,200.00');
  });

  it('grouped: plain Indian digit grouping, decimals kept (counts, counters, slider labels)', () => {
    expect(grouped(300000)).toBe('3,00,000');
    expect(grouped(1234567)).toBe('12,34,567');
    expect(grouped(100)).toBe('100');
    expect(grouped(2.5)).toBe('2.5');
    expect(grouped(1234.5678)).toBe('1,234.568');
    expect(`Rs. ${grouped(50000)}`).toBe('Rs. 50,000');
  });

  it('rupeeDigits: whole rupees without the sign, for texts that carry their own ₹', () => {
    expect(rupeeDigits(20000)).toBe('20,000');
    expect(rupeeDigits(300000)).toBe('3,00,000');
    expect(rupeeDigits(1000.5)).toBe('1,001');
  });

  it("shows nothing for a missing or non-numeric value (each screen writes its own '—')", () => {
    for (const missing of [null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(rupees(missing)).toBe('');
      expect(rupeesWithPaise(missing)).toBe('');
      expect(grouped(missing)).toBe('');
      expect(rupeeDigits(missing)).toBe('');
    }
  });

  it('round2 rounds an amount to paise', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(235.4049)).toBe(235.4);
  });
});

describe('dates as the screens show them: DD/MM/YYYY', () => {
  it('writes a stored day as it is, never shifted by a time zone', () => {
    expect(shownDate('2026-11-23')).toBe('23/11/2026');
    expect(shownDate('2025-01-01')).toBe('01/01/2025');
    expect(shownDate('10000-01-01')).toBe('01/01/10000');
    expect(indiaDay('2026-11-23')).toBe('2026-11-23');
  });

  it("writes a moment's date in India (UTC+05:30), whatever the machine's zone", () => {
    expect(shownDate('2026-11-22T18:29:00.000Z')).toBe('22/11/2026');
    expect(shownDate('2026-11-22T18:30:00.000Z')).toBe('23/11/2026');
    expect(shownDate(new Date('2026-03-31T20:00:00Z'))).toBe('01/04/2026');
    expect(indiaDay(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
  });

  it('shownDateTime adds the time in India, 24-hour; a stored day stays a date', () => {
    expect(shownDateTime('2026-11-22T18:45:00.000Z')).toBe('23/11/2026 00:15');
    expect(shownDateTime('2026-11-23T08:35:00Z')).toBe('23/11/2026 14:05');
    expect(shownDateTime('2026-11-23')).toBe('23/11/2026');
  });

  it("shows nothing for a missing or unreadable value (each screen writes its own '—')", () => {
    for (const missing of [null, undefined, '', 'not a date']) {
      expect(shownDate(missing)).toBe('');
      expect(shownDateTime(missing)).toBe('');
      expect(indiaDay(missing)).toBe('');
    }
  });
});

describe('phones, money by audience and names as people read them (issue 30)', () => {
  it('shows an Indian mobile as +91 98765 43210 however it is kept, anything else as given', () => {
    for (const kept of ['919876543210', '9876543210', '+91 98765 43210', '+919876543210'])
      expect(shownPhone(kept)).toBe('+91 98765 43210');
    expect(shownPhone('0120-4567890')).toBe('0120-4567890');
    expect(shownPhone(undefined)).toBe('');
  });

  it('gives customers and payment views paise, staff whole rupees', () => {
    expect(moneyFor('customer', 115500)).toBe('₹1,15,500.00');
    expect(moneyFor('staff', 115500)).toBe('₹1,15,500');
    expect(moneyFor('staff', 115500, { payment: true })).toBe('₹1,15,500.00');
  });

  it('shows enum values by their schema titles and identifiers as words', () => {
    expect(shownEnum('eligibilityStatus', 'basiceligible')).toBe('Basic Eligible');
    expect(shownEnum('eligibilityStatus', 'unknown')).toBe('unknown');
    expect(shownName('financeHead')).toBe('Finance Head');
    expect(shownName('admin')).toBe('Admin');
    expect(shownName(undefined)).toBe('');
  });
});
