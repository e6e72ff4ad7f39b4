import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { sql } from 'kysely';

import type { DatabaseHandle } from './connect.server.ts';

export interface MigrationReport {
  applied: string[];
}

/**
 * Applies generated/migrations and db/migrations (hand-written) in the order of their numbers. Each
 * file runs in one transaction together with its row in the `_migrations` table (one simple-protocol
 * string: PGlite and pg both run it whole), so a failed file leaves nothing half-done. Safe on every start.
 */
export async function migrate(handle: DatabaseHandle, root: string): Promise<MigrationReport> {
  await handle.exec(
    'CREATE TABLE IF NOT EXISTS "_migrations" (name text PRIMARY KEY, "appliedAt" timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await sql<{ name: string }>`SELECT name FROM "_migrations"`.execute(handle.db)).rows.map((r) => r.name),
  );
  const files = [join(root, 'generated', 'migrations'), join(root, 'db', 'migrations')]
    .filter(existsSync)
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => /^\d{4}_.+\.sql$/.test(f))
        .map((f) => ({ name: f, path: join(dir, f) })),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file.name)) continue;
    const body = readFileSync(file.path, 'utf8').replace(/^\s*(BEGIN|COMMIT);\s*$/gim, '');
    const name = file.name.replace(/'/g, "''");
    try {
      await handle.exec(`BEGIN;\n${body}\nINSERT INTO "_migrations" (name) VALUES ('${name}');\nCOMMIT;`);
    } catch (e) {
      await handle.exec('ROLLBACK').catch(() => undefined);
      throw new Error(`migration ${file.name} failed: ${(e as Error).message}`);
    }
    applied.push(file.name);
  }
  return { applied };
}
