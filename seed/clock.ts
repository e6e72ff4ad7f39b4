import type { Random } from '#engine/runtime/seeded-random.ts';

const DAY = 86_400_000;

/**
 * Dates of the demo data, all relative to one "now" so dashboards always have the last 12 months of
 * history. Timestamps fall in Indian working hours; nothing is later than now.
 */
export class SeedClock {
  readonly now: Date;

  constructor(now: Date) {
    this.now = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  }

  /** A moment between `maxDays` and `minDays` days ago, between 08:30 and 23:00 IST. */
  ago(rng: Random, minDays: number, maxDays: number): Date {
    const day = rng.int(Math.min(minDays, maxDays), Math.max(minDays, maxDays));
    const base = new Date(this.now.getTime() - day * DAY);
    base.setUTCHours(3, 0, 0, 0);
    const moment = new Date(base.getTime() + rng.int(0, 14 * 60 + 30) * 60_000 + rng.int(0, 59) * 1000);
    return this.notAfterNow(rng, moment);
  }

  /** A moment between two others (or now when `to` is later). */
  between(rng: Random, from: Date, to: Date): Date {
    const end = Math.min(to.getTime(), this.now.getTime());
    const start = Math.min(from.getTime(), end);
    return new Date(start + Math.floor(rng.next() * (end - start)));
  }

  /** A moment shortly after `from` (minutes to `maxDays` days), never after now. */
  after(rng: Random, from: Date, maxDays: number, minDays = 0): Date {
    const moment = new Date(
      from.getTime() + minDays * DAY + Math.floor(rng.next() * (maxDays - minDays) * DAY) + rng.int(5, 240) * 60_000,
    );
    return this.notAfterNow(rng, moment);
  }

  daysAgo(days: number): Date {
    return new Date(this.now.getTime() - days * DAY);
  }

  /** Whole days from `date` to now. */
  daysSince(date: Date): number {
    return Math.floor((this.now.getTime() - date.getTime()) / DAY);
  }

  private notAfterNow(rng: Random, moment: Date): Date {
    if (moment.getTime() < this.now.getTime() - 60_000) return moment;
    return new Date(this.now.getTime() - rng.int(2, 180) * 60_000);
  }
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}

export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/** `YYYY-MM-DD` (UTC). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `YYYY-MM-DDTHH:mm:ss.sssZ`. */
export function isoTime(date: Date): string {
  return date.toISOString();
}

/** createdAt and updatedAt of a row: updatedAt defaults to createdAt. */
export function stamps(created: Date, updated: Date = created): { createdAt: string; updatedAt: string } {
  return { createdAt: isoTime(created), updatedAt: isoTime(updated.getTime() < created.getTime() ? created : updated) };
}
