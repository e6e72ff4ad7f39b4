import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { validate } from '#engine/runtime/validation/validate.ts';
import type { CreditBureau } from '#server/verification/operations/credit-bureau.ts';
import { devCreditBureau } from '#server/verification/operations/credit-dev-bureau.server.ts';

/**
 * What every CreditBureau answers (decision 027): a report the credit-report schema accepts, for the PAN asked
 * (upper case), fetched when asked, with a report number of its own, a summary that adds up, and the same
 * report for the same PAN. A real bureau's adapter joins the list below, against a local stub of its API.
 */
const BUREAUS: [string, CreditBureau][] = [['development', devCreditBureau]];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const pans = Array.from({ length: 26 * 8 }, (_, i) => `ABCPK${String(1000 + i).padStart(4, '0')}${LETTERS[i % 26]}`);

describe.each(BUREAUS)('the %s bureau', (_name, bureau) => {
  it('answers reports the schema accepts, for the PAN and the time asked, each with its own number, summaries that add up', async () => {
    const now = new Date('2026-03-15T10:00:00Z');
    const numbers = new Set<string>();
    for (const pan of pans) {
      const report = await bureau.fetchReport(
        { pan: pan.toLowerCase(), name: 'Asha Kulkarni', phone: '919876543210', dateOfBirth: '1999-01-12' },
        now,
      );
      const checked = validate('credit-report', { ...report, userId: randomUUID() });
      expect(checked.ok ? {} : checked.errors, pan).toEqual({});
      expect([report.pan, report.fetchedAt]).toEqual([pan, now.toISOString()]);
      numbers.add(report.reportId);
      const { summary, accounts, enquiries } = report;
      expect(summary.totalAccounts).toBe(accounts.length);
      expect(summary.activeAccounts).toBe(accounts.filter((a) => a.status === 'Active').length);
      expect(summary.overdueAccounts).toBe(accounts.filter((a) => (a.amountOverdue ?? 0) > 0).length);
      expect(summary.overdueAmount).toBe(accounts.reduce((sum, a) => sum + (a.amountOverdue ?? 0), 0));
      expect(summary.enquiriesLast6Months).toBeLessThanOrEqual(enquiries.length);
      expect(
        accounts.every(
          (a) =>
            a.openedOn <= '2026-03-15' && (!a.closedOn || (a.closedOn >= a.openedOn && a.closedOn <= '2026-03-15')),
        ),
      ).toBe(true);
      expect(enquiries.every((e) => e.date <= '2026-03-15')).toBe(true);
    }
    expect(numbers.size).toBe(pans.length);
  });

  it('answers the same report for the same PAN, on another day counted back from that day', async () => {
    const a = await bureau.fetchReport({ pan: 'KLMPS4821D', name: 'A' }, new Date('2026-03-15T10:00:00Z'));
    const b = await bureau.fetchReport({ pan: 'KLMPS4821D', name: 'A' }, new Date('2026-03-15T18:00:00Z'));
    expect(b.reportId).not.toBe(a.reportId);
    expect([b.score, b.summary, b.accounts, b.enquiries]).toEqual([a.score, a.summary, a.accounts, a.enquiries]);
  });
});

describe('the development bureau', () => {
  it("picks the borrower by the PAN's last letter: Z new to credit, W, X, Y poor with adverse marks, any other 650 or more", async () => {
    const now = new Date('2026-03-15T10:00:00Z');
    const scores: Record<'none' | 'low' | 'fair' | 'good', number> = { none: 0, low: 0, fair: 0, good: 0 };
    for (const pan of pans) {
      const r = await devCreditBureau.fetchReport({ pan, name: 'A' }, now);
      const last = pan.at(-1)!;
      if (last === 'Z') expect([r.score, r.accounts.length], pan).toEqual([undefined, 0]);
      else if ('WXY'.includes(last)) {
        expect(r.score, pan).toBeLessThan(650);
        expect(r.summary.overdueAccounts, pan).toBeGreaterThan(0);
        expect(r.summary.dpdFlags.length, pan).toBeGreaterThan(0);
      } else {
        expect(r.score, pan).toBeGreaterThanOrEqual(650);
        expect(r.summary.dpdFlags, pan).toEqual([]);
      }
      scores[r.score === undefined ? 'none' : r.score < 650 ? 'low' : r.score < 750 ? 'fair' : 'good']++;
    }
    // A spread like a population's: most score well, some fair, some low, a few have no history.
    expect(scores.good).toBeGreaterThan(scores.fair);
    expect(scores.fair).toBeGreaterThan(scores.low / 2);
    expect(scores.low).toBe(8 * 3);
    expect(scores.none).toBe(8);
  });
});
