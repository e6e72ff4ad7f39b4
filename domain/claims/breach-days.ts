import { addDays } from '#domain/format/dates.ts';
import { round2 } from '#domain/format/money.ts';

/**
 * The breach-day calculation staff see on a claim line (spec 002 §6, §9). The breach window comes from the limit
 * of the product feature covering the line (90 days when it says nothing); months count as 30 days each and
 * the remaining days as given. "Bond value" is read as the bond's value in days of rent: the bond amount
 * over the monthly rent, times 30 days. A line is paid for at most that many days.
 *
 * - A notice or lock-in breach (check-in and check-out dates): the days of the window the tenant did not
 *   stay, window − days stayed.
 * - Unpaid rent for a period (from and to, both days included): the days of the period, up to the window.
 */
export const DEFAULT_BREACH_WINDOW_DAYS = 90;
export const DAYS_PER_MONTH = 30;

const DAY_MS = 86_400_000;
const parse = (iso: string | undefined) =>
  iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? new Date(`${iso.slice(0, 10)}T00:00:00Z`) : undefined;

/** `date` moved by whole months, kept in its month's last day when shorter (31 Jan + 1 month = 28 Feb). */
function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return target;
}

/** Days from `from` to `to` (YYYY-MM-DD): whole months as 30 days each, then the remaining days as they fall. 0 when `to` is not after `from`. */
export function spanDays(from: string | undefined, to: string | undefined): number | undefined {
  const a = parse(from);
  const b = parse(to);
  if (!a || !b) return undefined;
  if (b <= a) return 0;
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  if (addMonths(a, months) > b) months -= 1;
  const rest = Math.round((b.getTime() - addMonths(a, months).getTime()) / DAY_MS);
  return months * DAYS_PER_MONTH + rest;
}

/** The day after an ISO date: a period's last day is included. */
const dayAfter = (iso: string) => addDays(iso.slice(0, 10), 1);

/** The bond value in days of rent: bond amount / monthly rent × 30 (spec 002 §9). */
export function bondValueDays(bondAmount: number | undefined, monthlyRent: number | undefined): number | undefined {
  if (!bondAmount || !monthlyRent || monthlyRent <= 0) return undefined;
  return Math.floor((bondAmount / monthlyRent) * DAYS_PER_MONTH);
}

export interface BreachInput {
  from?: string;
  to?: string;
  checkinDate?: string;
  checkoutDate?: string;
  rentAmount?: number;
  /** The breach window of the feature covering the line, in days (default 90). */
  windowDays?: number;
  /** The bond amount (its value in rupees). */
  bondAmount?: number;
}

export interface BreachResult {
  /** stay: a notice or lock-in breach from the days stayed; period: unpaid rent over a period. */
  basis: 'stay' | 'period';
  /** Days stayed (stay) or days of the period (period). */
  counted: number;
  windowDays: number;
  /** Days in breach, within the window. */
  breachDays: number;
  bondValueDays?: number;
  /** Breach days the bond pays: no more than the bond value in days. */
  payableDays: number;
  dailyRent: number;
  /** payableDays × rent / 30, in rupees. */
  amount: number;
}

/** The calculation for one line, or undefined without a rent and either the stay's dates or the period's. */
export function breachCalculation(input: BreachInput): BreachResult | undefined {
  const rent = input.rentAmount;
  if (!rent || rent <= 0) return undefined;
  const windowDays = input.windowDays && input.windowDays > 0 ? input.windowDays : DEFAULT_BREACH_WINDOW_DAYS;
  let basis: BreachResult['basis'];
  let counted: number | undefined;
  let breachDays: number;
  if (input.checkinDate && input.checkoutDate) {
    basis = 'stay';
    counted = spanDays(input.checkinDate, input.checkoutDate);
    if (counted === undefined) return undefined;
    breachDays = Math.max(0, windowDays - counted);
  } else if (input.from && input.to) {
    basis = 'period';
    counted = parse(input.to) ? spanDays(input.from, dayAfter(input.to)) : undefined;
    if (counted === undefined) return undefined;
    breachDays = Math.min(counted, windowDays);
  } else return undefined;
  const valueDays = bondValueDays(input.bondAmount, rent);
  const payableDays = valueDays === undefined ? breachDays : Math.min(breachDays, valueDays);
  const dailyRent = round2(rent / DAYS_PER_MONTH);
  return {
    basis,
    counted,
    windowDays,
    breachDays,
    bondValueDays: valueDays,
    payableDays,
    dailyRent,
    amount: round2((rent * payableDays) / DAYS_PER_MONTH),
  };
}
