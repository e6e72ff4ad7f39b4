import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Kysely } from 'kysely';

import { resource } from '#engine/runtime/resources/registry.server.ts';
import type { Database } from '#generated/db.ts';

import type { SeedStore } from './seed-store.ts';

/** Inserts seed rows straight into the tables (in batches), as a server-side import would. */
export function dbSeedStore(db: Kysely<Database>, dataDir: string): SeedStore {
  const uploadsDir = join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  return {
    uploadsDir,
    async insert(slug, rows) {
      const r = resource(slug);
      if (!r) throw new Error(`${slug} is not a stored schema`);
      const ids: { id: string }[] = [];
      for (let i = 0; i < rows.length; i += 500) {
        const batch = rows.slice(i, i + 500).map((row) =>
          Object.fromEntries(
            Object.entries(row)
              .filter(([k, v]) => k in r.columns && v !== undefined)
              .map(([k, v]) => [k, r.columns[k] === 'jsonb' && v !== null ? JSON.stringify(v) : v]),
          ),
        );
        if (!batch.length) continue;
        ids.push(...(await (db as Kysely<any>).insertInto(r.table).values(batch).returning('id').execute()));
      }
      return ids;
    },
  };
}

/** True when no user exists yet: the first start of a fresh database. */
export async function databaseIsEmpty(db: Kysely<Database>): Promise<boolean> {
  return !(await db.selectFrom('user').select('id').limit(1).executeTakeFirst());
}
