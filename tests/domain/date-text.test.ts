import { describe, expect, it } from 'vitest';

import { dayOfText, dayText, maskDayText } from '#forms/date/date-text.ts';

describe('the date field: DD/MM/YYYY shown and typed, YYYY-MM-DD kept', () => {
  it('shows a stored day as DD/MM/YYYY, and nothing for anything else', () => {
    expect(dayText('2026-11-27')).toBe('27/11/2026');
    expect(dayText('2024-02-29')).toBe('29/02/2024');
    expect(dayText('')).toBe('');
    expect(dayText(undefined)).toBe('');
    expect(dayText('2026-11-27T06:03:37.990Z')).toBe('');
  });

  it('reads a typed day, one-digit parts and other separators included', () => {
    expect(dayOfText('27/11/2026')).toBe('2026-11-27');
    expect(dayOfText('3/4/2025')).toBe('2025-04-03');
    expect(dayOfText('03-04-2025')).toBe('2025-04-03');
    expect(dayOfText(' 29.02.2024 ')).toBe('2024-02-29');
  });

  it('refuses days that do not exist, month-first dates past 12, and short years', () => {
    expect(dayOfText('31/02/2026')).toBeUndefined();
    expect(dayOfText('29/02/2025')).toBeUndefined();
    expect(dayOfText('11/27/2026')).toBeUndefined();
    expect(dayOfText('27/11/26')).toBeUndefined();
    expect(dayOfText('27/11')).toBeUndefined();
    expect(dayOfText('')).toBeUndefined();
    expect(dayOfText('00/01/2026')).toBeUndefined();
  });

  it('shapes typing as DD/MM/YYYY', () => {
    expect(maskDayText('2')).toBe('2');
    expect(maskDayText('27')).toBe('27');
    expect(maskDayText('271')).toBe('27/1');
    expect(maskDayText('2711')).toBe('27/11');
    expect(maskDayText('27112026')).toBe('27/11/2026');
    expect(maskDayText('271120261')).toBe('27/11/2026');
    expect(maskDayText('3/')).toBe('03/');
    expect(maskDayText('03/4/')).toBe('03/04/');
    expect(maskDayText('27/')).toBe('27/');
    expect(maskDayText('27-11-2026')).toBe('27/11/2026');
    expect(maskDayText('ab27')).toBe('27');
  });

  it('round-trips', () => {
    for (const iso of ['2026-01-01', '1990-12-31', '2028-10-03']) expect(dayOfText(dayText(iso))).toBe(iso);
  });
});
