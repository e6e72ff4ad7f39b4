/**
 * `npm run seed`: wipe the database ($DATABASE_URL, else the embedded one in $DATA_DIR) and load the
 * demo data again. Refuses in production.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { connectDatabase, pgliteDir } from '#engine/runtime/db/connect.server.ts';
import { migrate } from '#engine/runtime/db/migrate.server.ts';
import { loadConfig } from '#server/config.server.ts';

import { reseed } from './reseed.server.ts';
import { formatSummary } from './summary.ts';

const config = loadConfig();
if (config.production) {
  console.error('npm run seed wipes the database: it does not run in production.');
  process.exit(1);
}
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const handle = await connectDatabase({ url: config.databaseUrl, dataDir: pgliteDir(config.dataDir) });
try {
  await migrate(handle, root);
  const started = Date.now();
  const summary = await reseed(handle.db, config.dataDir);
  console.log(`demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(formatSummary(summary));
} finally {
  await handle.close();
}
