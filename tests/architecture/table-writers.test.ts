import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/**
 * Tables still written from more than one module (decision 022): each listed with exactly the files that
 * write it today, so the list can only shrink. Any other table has one writing module.
 */
const SHARED_WRITERS: Record<string, string[]> = {
  user: ['server/auth/change-password.server.ts', 'server/auth/password-reset.server.ts', 'server/auth/register.server.ts', 'server/users/invitations.server.ts', 'server/verification/otp-flows.server.ts'],
  profile: ['server/accounts/co-applicant.server.ts', 'server/accounts/eligibility-store.server.ts', 'server/verification/otp-flows.server.ts'],
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Table → the files that insert into, update or delete from it by name (the engine's generic operations write by resource, not by name). */
function writers(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of sources(join(root, 'server'))) {
    const path = relative(root, file);
    if (path.startsWith('server/seed/')) continue; // the demo data loader writes every table, once, into an empty database
    for (const [, table] of readFileSync(file, 'utf8').matchAll(/\.(?:insertInto|updateTable|deleteFrom)\(\s*'([a-z_]+)'/g)) {
      if (!found.has(table)) found.set(table, new Set());
      found.get(table)!.add(path);
    }
  }
  return found;
}

describe('each table has one writing module', () => {
  it('holds every table to one writer, apart from the listed ones, which can only shrink', () => {
    const shared: Record<string, string[]> = {};
    for (const [table, files] of writers()) if (files.size > 1) shared[table] = [...files].sort();
    for (const [table, files] of Object.entries(SHARED_WRITERS)) {
      if (!shared[table]) continue; // fixed since: remove it from the list
      for (const file of shared[table]) expect(files, `${file} writes ${table}: write through its owning module instead`).toContain(file);
    }
    const unexpected = Object.keys(shared).filter((t) => !SHARED_WRITERS[t]);
    expect(unexpected, 'tables written by more than one module').toEqual([]);
  });
});
