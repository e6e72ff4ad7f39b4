/**
 * `npm start`: one process serving the API (and, as they arrive, the console and the site) on the
 * embedded database unless DATABASE_URL is set. Migrates on start; seeds demo data into an empty
 * database outside production. SIGTERM/SIGINT finish in-flight requests, then close the database.
 */
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { connectDatabase, pgliteDir } from '#engine/runtime/db/connect.server.ts';
import { migrate } from '#engine/runtime/db/migrate.server.ts';
import { buildApp } from './app.server.ts';
import { loadConfig } from './config.server.ts';
import { seedIfEmpty } from './seed/seed-on-start.server.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const config = loadConfig();
const handle = await connectDatabase({ url: config.databaseUrl, dataDir: pgliteDir(config.dataDir) });
const { applied } = await migrate(handle, root);
if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
if (config.seedDemo) await seedIfEmpty(handle.db, config.dataDir);
const app = await buildApp({ handle, config, logger: process.env.LOG_LEVEL ?? 'info' });
await app.listen({ port: config.port, host: config.host });
console.log(`Nivaas is running on ${config.publicUrl} (database: ${handle.kind}${handle.kind === 'pglite' ? ` in ${pgliteDir(config.dataDir)}` : ''})`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight`);
    await app.close();
    await handle.close();
    process.exit(0);
  });
}
