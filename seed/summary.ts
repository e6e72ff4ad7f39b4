import type { EntitySlug } from '#generated/manifest.ts';

import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins.ts';

/** What a seed run wrote: rows per stored schema, the files, and the demo logins to print. */
export interface SeedSummary {
  /** Rows inserted, by slug (only slugs with rows). */
  counts: Partial<Record<EntitySlug, number>>;
  /** Files written under uploadsDir (relative paths, e.g. `seed/room-bedroom-1.svg`). */
  files: string[];
  /** The password of every demo login. */
  password: string;
  logins: { email: string; name: string; userType: string; role?: string; note: string }[];
}

export function summarize(counts: SeedSummary['counts'], files: string[]): SeedSummary {
  return {
    counts: { ...counts },
    files,
    password: DEMO_PASSWORD,
    logins: DEMO_LOGINS.map(({ email, name, userType, role, note }) => ({
      email,
      name,
      userType,
      ...(role ? { role } : {}),
      note,
    })),
  };
}

/** The summary as lines of text for the console. */
export function formatSummary(summary: SeedSummary): string {
  const width = Math.max(...Object.keys(summary.counts).map((s) => s.length));
  const counts = Object.entries(summary.counts).map(([slug, n]) => `  ${slug.padEnd(width)}  ${n}`);
  const logins = summary.logins.map((l) => `  ${l.email.padEnd(24)} ${(l.role ?? l.userType).padEnd(12)} ${l.note}`);
  return [
    `Demo data: ${summary.files.length} files`,
    ...counts,
    `Demo logins (password ${summary.password}):`,
    ...logins,
  ].join('\n');
}
