/**
 * `npm start`: serves the API, the console and the site on the embedded database unless DATABASE_URL is
 * set. Migrates on start; seeds demo data into an empty database outside production. On PostgreSQL in
 * production it runs one server process per core (decision 024): this primary process migrates and
 * seeds once, then forks the workers that serve HTTP on the same port and replaces any that dies.
 * SIGTERM/SIGINT finish in-flight requests, then close the database.
 */
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { connectDatabase, pgliteDir, type DatabaseHandle } from '#engine/runtime/db/connect.server.ts';
import { migrate } from '#engine/runtime/db/migrate.server.ts';
import { buildApp } from './app.server.ts';
import { loadConfig, type AppConfig } from './config.server.ts';
import { registerStaticCopy } from './static-copy.server.ts';
import { superviseWorkers } from './processes.server.ts';
import { seedIfEmpty } from '../seed/seed-on-start.server.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const config = loadConfig();
const open = () => connectDatabase({ url: config.databaseUrl, dataDir: pgliteDir(config.dataDir), poolSize: config.poolSize });

/** Migrations and the demo data, once, before anything serves. */
async function prepare(handle: DatabaseHandle): Promise<void> {
  const { applied } = await migrate(handle, root);
  if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
  if (config.seedDemo) await seedIfEmpty(handle.db, config.dataDir);
}

async function serve(handle: DatabaseHandle, settings: AppConfig): Promise<void> {
  const app = await buildApp({ handle, config: settings, logger: process.env.LOG_LEVEL ?? 'info' });
  if (process.env.BENCH_STATIC_COPY === '1') registerStaticCopy(app);
  await app.listen({ port: settings.port, host: settings.host });
  if (cluster.isPrimary) {
    console.log(`Nivaas is running on ${settings.publicUrl} (database: ${handle.kind}${handle.kind === 'pglite' ? ` in ${pgliteDir(settings.dataDir)}` : ''})`);
  }
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      if (cluster.isPrimary) console.log(`${signal}: finishing requests in flight`);
      await app.close();
      await handle.close();
      process.exit(0);
    });
  }
}

if (cluster.isPrimary && config.processes > 1) {
  const handle = await open();
  await prepare(handle);
  await handle.close();
  await superviseWorkers(config.processes);
  console.log(`Nivaas is running on ${config.publicUrl} (database: postgres, ${config.processes} processes)`);
} else {
  const handle = await open();
  if (cluster.isPrimary) await prepare(handle);
  await serve(handle, config);
}
