import { describe, expect, it } from 'vitest';

import { longDate, nearestSlot, slotHasPassed, visitDateRange } from '#site/visits/visit-slot.ts';

describe('the college booking visit time (spec 000 §9: hourly slots 08:00–22:00, India time)', () => {
  it('books the hourly slot nearest to the typed time, within 08:00–22:00', () => {
    expect(nearestSlot('10:00')).toBe('10:00');
    expect(nearestSlot('10:29')).toBe('10:00');
    expect(nearestSlot('10:30')).toBe('11:00');
    expect(nearestSlot('07:10')).toBe('08:00');
    expect(nearestSlot('06:00')).toBe('08:00');
    expect(nearestSlot('21:45')).toBe('22:00');
    expect(nearestSlot('23:59')).toBe('22:00');
    expect(nearestSlot('22:20')).toBe('22:00');
  });

  it('gives nothing for what is not a time', () => {
    expect(nearestSlot(undefined)).toBeUndefined();
    expect(nearestSlot('')).toBeUndefined();
    expect(nearestSlot('noon')).toBeUndefined();
    expect(nearestSlot('25:00')).toBeUndefined();
  });

  it('offers today to the end of next month, in India (UTC 20:00 is already tomorrow there)', () => {
    expect(visitDateRange(new Date('2025-01-15T06:00:00Z'))).toEqual({ min: '2025-01-15', max: '2025-02-28' });
    expect(visitDateRange(new Date('2024-01-31T20:00:00Z'))).toEqual({ min: '2024-02-01', max: '2024-03-31' });
    expect(visitDateRange(new Date('2025-11-20T06:00:00Z'))).toEqual({ min: '2025-11-20', max: '2025-12-31' });
    expect(visitDateRange(new Date('2025-12-05T06:00:00Z'))).toEqual({ min: '2025-12-05', max: '2026-01-31' });
  });

  it('a slot has passed once its hour has begun in India', () => {
    const now = new Date('2025-03-10T05:00:00Z'); // 10:30 in India
    expect(slotHasPassed('2025-03-10', '10:00', now)).toBe(true);
    expect(slotHasPassed('2025-03-10', '11:00', now)).toBe(false);
    expect(slotHasPassed('2025-03-09', '22:00', now)).toBe(true);
    expect(slotHasPassed('2025-03-11', '08:00', now)).toBe(false);
  });

  it('writes the booked date out in full', () => {
    expect(longDate('2025-08-18')).toBe('Monday, 18 August 2025');
  });
});
