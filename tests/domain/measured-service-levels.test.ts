import { describe, expect, it } from 'vitest';

import { measuredServiceLevels, percentile } from '#domain/claims/measured-service-levels.ts';
import { SERVICE_LEVELS } from '#domain/claims/timeline.ts';

/** The public service levels from the claims' own dates (issue 34 item 5). */
const now = new Date('2026-11-27T12:00:00Z');
const at = (day: string, time = '06:00:00') => `${day}T${time}Z`;

describe('percentile', () => {
  it('interpolates between the nearest ranks, as spreadsheets do', () => {
    expect(percentile([4, 1, 3, 2], 50)).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBeCloseTo(9.1);
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([], 50)).toBeUndefined();
  });
});

describe('measuredServiceLevels', () => {
  it('measures time to decision and to payout over the last 90 days only, with the share within the promise', () => {
    const levels = measuredServiceLevels(
      [
        // Raised 01/11, window to 08/11, decided 12/11 (due 13/11): on time; paid 13/11 (due 14/11): on time.
        {
          createdAt: at('2026-11-01'),
          respondBy: '2026-11-08',
          decidedAt: at('2026-11-12'),
          paidOutAt: at('2026-11-13'),
        },
        // Raised 01/10, window to 08/10, decided 20/10 (due 14/10, Sunday 11/10 skipped): late; paid 27/10 (due 22/10): late.
        {
          createdAt: at('2026-10-01'),
          respondBy: '2026-10-08',
          decidedAt: at('2026-10-20'),
          paidOutAt: at('2026-10-27'),
        },
        // Decided 23/11 (due 23/11); paid 26/11: on time only because Guru Nanak's Birthday (24/11) is no working day.
        {
          createdAt: at('2026-11-10'),
          respondBy: '2026-11-17',
          decidedAt: at('2026-11-23'),
          paidOutAt: at('2026-11-26'),
        },
        // Decided, not paid yet.
        { createdAt: at('2026-11-10'), respondBy: '2026-11-17', decidedAt: at('2026-11-19'), paidOutAt: null },
        // Decided before the period, paid out in it (31 days later, late): a payout of the period, not a decision.
        {
          createdAt: at('2026-08-01'),
          respondBy: '2026-08-08',
          decidedAt: at('2026-08-20'),
          paidOutAt: at('2026-09-20'),
        },
        // Not decided.
        { createdAt: at('2026-11-20'), respondBy: '2026-11-27', decidedAt: null, paidOutAt: null },
      ],
      now,
    );
    expect(levels.days).toBe(90);
    expect(levels.from).toBe('2026-08-29T12:00:00.000Z');
    expect(levels.decision).toEqual({ count: 4, medianDays: 12, p90Days: 17.2, onTimeShare: 0.75 });
    expect(levels.payout).toEqual({ count: 4, medianDays: 5, p90Days: 23.8, onTimeShare: 0.5 });
    expect(levels.promise).toEqual({
      responseDays: SERVICE_LEVELS.responseDays,
      decisionWorkingDays: SERVICE_LEVELS.decisionWorkingDays,
      payoutWorkingDays: SERVICE_LEVELS.payoutWorkingDays,
    });
  });

  it('says nothing measured rather than zero when no claim reached a stage', () => {
    const levels = measuredServiceLevels([{ createdAt: at('2026-11-20'), respondBy: '2026-11-27' }], now);
    expect(levels.decision).toEqual({ count: 0, medianDays: null, p90Days: null, onTimeShare: null });
    expect(levels.payout).toEqual({ count: 0, medianDays: null, p90Days: null, onTimeShare: null });
  });
});
