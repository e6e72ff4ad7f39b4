import type { Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';
import { databaseIsEmpty, dbSeedStore } from './db-seed-store.server.ts';
import { seedDemoData } from './seed.server.ts';
import { formatSummary } from './summary.ts';

/** The first start of an empty database fills it with the demo data. */
export async function seedIfEmpty(db: Kysely<Database>, dataDir: string): Promise<void> {
  if (!(await databaseIsEmpty(db))) return;
  const started = Date.now();
  const summary = await db.transaction().execute((trx) => seedDemoData(dbSeedStore(trx, dataDir)));
  console.log(`demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(formatSummary(summary));
}
