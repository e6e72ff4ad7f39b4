/**
 * `npm start` and `npm run dev`: the server (server/main.server.ts) with the demo data loaded into an empty
 * database first, unless SEED_DEMO=false (the default in production). The server never imports seed/
 * (dependency-cruiser: server-does-not-import-the-seed); this entry point hands it the loader (decision 047).
 */
import type { Kysely } from 'kysely';

import type { Database } from '#generated/db.ts';
import { startServer } from '#server/main.server.ts';

import { databaseIsEmpty, dbSeedStore } from './db-seed-store.server.ts';
import { seedDemoData } from './seed.server.ts';
import { formatSummary } from './summary.ts';

/** The first start of an empty database (no user yet) fills it with the demo data. */
async function seedIfEmpty(db: Kysely<Database>, dataDir: string): Promise<void> {
  if (!(await databaseIsEmpty(db))) return;
  const started = Date.now();
  const summary = await db.transaction().execute((trx) => seedDemoData(dbSeedStore(trx, dataDir)));
  console.log(`demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(formatSummary(summary));
}

await startServer({
  prepareData: async (handle, config) => {
    if (config.seedDemo) await seedIfEmpty(handle.db, config.dataDir);
  },
});
