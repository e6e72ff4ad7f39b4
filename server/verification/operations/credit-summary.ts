import type { AccountLine, CreditReport, Enquiry } from '#generated/types/credit-report.ts';

/**
 * The accounts summary of a credit report, from its lines: what a bureau prints on its first page
 * (accounts active, overdue and their amount, enquiries in the last six months, the worst days past due
 * of the last twelve months, the age of the oldest account) and the adverse flags an underwriter looks for.
 */
export function summariseCredit(accounts: AccountLine[], enquiries: Enquiry[], now: Date): CreditReport['summary'] {
  const sixMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 6, now.getUTCDate()))
    .toISOString()
    .slice(0, 10);
  const maxDpd = Math.max(0, ...accounts.flatMap((a) => (a.paymentHistory ?? []).slice(0, 12)));
  const oldest = accounts.reduce<string | undefined>(
    (min, a) => (!min || a.openedOn < min ? a.openedOn : min),
    undefined,
  );
  const flags: CreditReport['summary']['dpdFlags'] = [];
  if (maxDpd >= 90) flags.push('90+ DPD in 12 months');
  else if (maxDpd >= 60) flags.push('60+ DPD in 12 months');
  else if (maxDpd >= 30) flags.push('30+ DPD in 12 months');
  if (accounts.some((a) => a.status === 'Written Off')) flags.push('Written off');
  if (accounts.some((a) => a.status === 'Settled')) flags.push('Settled');
  if (accounts.some((a) => a.status === 'Suit Filed')) flags.push('Suit filed');
  const overdue = accounts.filter((a) => (a.amountOverdue ?? 0) > 0);
  return {
    totalAccounts: accounts.length,
    activeAccounts: accounts.filter((a) => a.status === 'Active').length,
    closedAccounts: accounts.filter((a) => a.status === 'Closed').length,
    overdueAccounts: overdue.length,
    overdueAmount: overdue.reduce((sum, a) => sum + (a.amountOverdue ?? 0), 0),
    totalOutstanding: accounts
      .filter((a) => a.status !== 'Closed')
      .reduce((sum, a) => sum + (a.currentBalance ?? 0), 0),
    enquiriesLast6Months: enquiries.filter((e) => e.date >= sixMonthsAgo).length,
    maxDpdLast12Months: maxDpd,
    ...(oldest ? { oldestAccountMonths: monthsBetween(oldest, now) } : {}),
    dpdFlags: flags,
  };
}

function monthsBetween(day: string, now: Date): number {
  const [y, m] = day.split('-').map(Number);
  return Math.max(0, (now.getUTCFullYear() - y) * 12 + (now.getUTCMonth() + 1 - m));
}
