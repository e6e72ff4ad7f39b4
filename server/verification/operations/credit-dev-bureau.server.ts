import { randomBytes } from 'node:crypto';

import { Random } from '#engine/runtime/seeded-random.ts';
import type { AccountLine, Enquiry } from '#generated/types/credit-report.ts';

import type { BureauReport, CreditApplicant, CreditBureau } from './credit-bureau.ts';
import { summariseCredit } from './credit-summary.ts';

/**
 * The development credit bureau: answers like a real one (a report number per request, the score, the
 * account lines with their days-past-due history, the enquiries) from the PAN alone, so the same PAN
 * always gets the same report (dates count back from the day asked). Which kind of borrower a PAN stands
 * for is chosen by its last letter, as a payment simulator's test cards choose their outcome:
 * - `Z`: new to credit (no accounts, no score);
 * - `W`, `X`, `Y`: a poor history (score 420-640, overdue accounts, recent days past due, some written off
 *   or settled) that the full eligibility check refuses;
 * - any other letter: a score of 650-900 (three in ten 650-749), a clean recent history.
 * Random PANs thus spread like a population: about one in nine scores low, one in twenty-six has no history.
 */
export const DEV_BUREAU = 'Development bureau (simulated)';

type Profile = 'newToCredit' | 'poor' | 'fair' | 'good';

const PRODUCTS: readonly (readonly [AccountLine['accountType'], number, number, number])[] = [
  // type, weight, smallest and largest amount (₹)
  ['Credit Card', 5, 25_000, 300_000],
  ['Consumer Durable Loan', 3, 10_000, 80_000],
  ['Personal Loan', 3, 50_000, 500_000],
  ['Two-Wheeler Loan', 2, 50_000, 150_000],
  ['Education Loan', 2, 200_000, 1_500_000],
  ['Auto Loan', 1, 300_000, 1_200_000],
  ['Gold Loan', 1, 20_000, 200_000],
  ['Home Loan', 0.5, 1_500_000, 6_000_000],
];
const LENDERS = [
  'Sahyadri Bank',
  'Ganga Finance',
  'Deccan Credit',
  'Indus Cards',
  'Narmada Capital',
  'Konark Finance',
  'Vindhya Bank',
  'Kaveri Finance',
];
const ENQUIRY_PURPOSES = ['Credit Card', 'Personal Loan', 'Consumer Durable Loan', 'Two-Wheeler Loan'];

export const devCreditBureau: CreditBureau = {
  async fetchReport(applicant: CreditApplicant, now: Date): Promise<BureauReport> {
    const pan = applicant.pan.toUpperCase();
    const rng = new Random(`idcra:${pan}`);
    const profile = profileOf(pan, rng);
    const accounts = profile === 'newToCredit' ? [] : accountsFor(rng.fork('accounts'), profile, now);
    const enquiries = enquiriesFor(rng.fork('enquiries'), profile, now);
    const score = scoreFor(rng.fork('score'), profile);
    return {
      bureau: DEV_BUREAU,
      reportId: `DEV-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(5).toString('hex').toUpperCase()}`,
      pan,
      name: applicant.name.toUpperCase(),
      ...(score === undefined ? {} : { score }),
      fetchedAt: now.toISOString(),
      summary: summariseCredit(accounts, enquiries, now),
      accounts,
      enquiries,
    };
  },
};

function profileOf(pan: string, rng: Random): Profile {
  const last = pan.at(-1);
  if (last === 'Z') return 'newToCredit';
  if (last === 'W' || last === 'X' || last === 'Y') return 'poor';
  return rng.chance(0.3) ? 'fair' : 'good';
}

function scoreFor(rng: Random, profile: Profile): number | undefined {
  if (profile === 'newToCredit') return undefined;
  if (profile === 'poor') return rng.int(420, 640);
  if (profile === 'fair') return rng.int(650, 749);
  return rng.chance(0.6) ? rng.int(750, 820) : rng.int(821, 900);
}

/** Day `day` of the month `months` before `now`, as YYYY-MM-DD, never after `now`. */
function monthsBefore(now: Date, months: number, day = 1): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day));
  return (d > now ? now : d).toISOString().slice(0, 10);
}

const roundTo = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

function accountsFor(rng: Random, profile: Exclude<Profile, 'newToCredit'>, now: Date): AccountLine[] {
  const count = profile === 'poor' ? rng.int(2, 7) : rng.int(1, 6);
  const lines: AccountLine[] = [];
  for (let i = 0; i < count; i++) {
    const [accountType, , min, max] = rng.weighted(PRODUCTS.map((p) => [p, p[1]] as const));
    const opened = rng.int(4, 96);
    const closedAgo =
      accountType !== 'Credit Card' && opened > 12 && rng.chance(0.35) ? rng.int(1, opened - 3) : undefined;
    const sanctioned = roundTo(rng.int(min, max), 1_000);
    const history = Array.from({ length: Math.min(36, opened - (closedAgo ?? 0)) }, () => 0);
    // An old 30-day slip a fair history may carry: older than a year, so no flag.
    if (profile === 'fair' && history.length > 13 && rng.chance(0.4)) history[rng.int(12, history.length - 1)] = 30;
    lines.push({
      accountType,
      lender: rng.pick(LENDERS),
      accountNumber: `XXXXXXXX${rng.int(1000, 9999)}`,
      ownership: rng.chance(0.9) ? 'Individual' : 'Joint',
      status: closedAgo === undefined ? 'Active' : 'Closed',
      openedOn: monthsBefore(now, opened, rng.int(1, 28)),
      ...(closedAgo === undefined ? {} : { closedOn: monthsBefore(now, closedAgo, rng.int(1, 28)) }),
      sanctionedAmount: sanctioned,
      currentBalance: closedAgo === undefined ? roundTo(sanctioned * rng.next() * 0.9, 100) : 0,
      amountOverdue: 0,
      paymentHistory: history,
    });
  }
  if (profile === 'poor') worsen(rng, lines);
  return lines.sort((a, b) => b.openedOn.localeCompare(a.openedOn));
}

/** A poor history: one to three active accounts behind on payments, and perhaps one written off, settled or taken to court. */
function worsen(rng: Random, lines: AccountLine[]): void {
  if (!lines.some((l) => l.status === 'Active')) reopen(lines[0]);
  const late = rng.sample(
    lines.filter((l) => l.status === 'Active'),
    rng.int(1, 3),
  );
  for (const line of late) {
    const dpd = rng.pick([30, 60, 90, 120]);
    const history = line.paymentHistory ?? [];
    // Falling behind month by month up to the latest report: ..., 0, 30, 60, 90 (latest first: 90, 60, 30, 0).
    for (let m = 0; m < history.length && dpd - m * 30 > 0; m++) history[m] = dpd - m * 30;
    line.amountOverdue = roundTo(
      (line.currentBalance ?? line.sanctionedAmount ?? 10_000) * (0.05 + rng.next() * 0.2),
      100,
    );
  }
  const bad = rng.weighted([
    ['Written Off', 35],
    ['Settled', 25],
    ['Suit Filed', 10],
    [undefined, 30],
  ] as const);
  if (!bad) return;
  const others = lines.filter((l) => !late.includes(l));
  const line = rng.pick(others.length ? others : lines);
  line.status = bad;
  line.paymentHistory = (line.paymentHistory ?? []).map((d, m) => (m < 6 ? Math.max(d, 180 - m * 30) : d));
  if (bad === 'Settled') {
    line.currentBalance = 0;
    line.amountOverdue = 0;
  } else {
    line.amountOverdue = roundTo((line.sanctionedAmount ?? 50_000) * 0.4, 100);
    line.currentBalance = Math.max(line.currentBalance ?? 0, line.amountOverdue);
  }
}

/** A closed line made active again: a poor history always has an account still running. */
function reopen(line: AccountLine): void {
  delete line.closedOn;
  line.status = 'Active';
  line.currentBalance = roundTo((line.sanctionedAmount ?? 50_000) * 0.6, 100);
}

function enquiriesFor(rng: Random, profile: Profile, now: Date): Enquiry[] {
  const [min, max, recentMonths] = profile === 'poor' ? [4, 9, 6] : profile === 'fair' ? [1, 4, 12] : [0, 2, 12];
  return Array.from({ length: rng.int(min, max) }, (): Enquiry => ({
    date: monthsBefore(now, rng.int(0, recentMonths - 1), rng.int(1, 28)),
    member: rng.pick(LENDERS),
    purpose: rng.pick(ENQUIRY_PURPOSES),
    amount: roundTo(rng.int(20_000, 300_000), 5_000),
  })).sort((a, b) => b.date.localeCompare(a.date));
}
