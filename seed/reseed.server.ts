import { type Kysely, sql } from 'kysely';

import { allResources } from '#engine/runtime/resources/registry.server.ts';
import type { Database } from '#generated/db.ts';

import { dbSeedStore } from './db-seed-store.server.ts';
import { seedDemoData } from './seed.server.ts';
import type { SeedSummary } from './summary.ts';

/** Tables the migrations fill (the roles and their grants): the server's data, which the demo data only uses. */
const MIGRATED_DATA = new Set(['role']);

/** Empties every table of the model but the roles, and loads the demo data again, in one transaction. */
export async function reseed(db: Kysely<Database>, dataDir: string): Promise<SeedSummary> {
  const tables = allResources()
    .filter((r) => !MIGRATED_DATA.has(r.table))
    .map((r) => sql.id(r.table));
  return db.transaction().execute(async (trx) => {
    await sql`TRUNCATE ${sql.join(tables)}`.execute(trx);
    return seedDemoData(dbSeedStore(trx, dataDir));
  });
}
