/**
 * The server's start: serves the API, the console and the site on the embedded database unless
 * DATABASE_URL is set. Migrates on start. On PostgreSQL in production it runs one server process per
 * core (decision 024): this primary process migrates once, then forks the workers that serve HTTP on
 * the same port and replaces any that dies. SIGTERM/SIGINT finish in-flight requests, then close the
 * database.
 *
 * `tsx server/main.server.ts` serves what the database holds. `npm start` runs seed/start.server.ts,
 * which calls startServer with the demo data loader (decision 047): the server never imports seed/.
 */
import cluster from 'node:cluster';
import { realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { connectDatabase, type DatabaseHandle, pgliteDir } from '#engine/runtime/db/connect.server.ts';
import { migrate } from '#engine/runtime/db/migrate.server.ts';

import { buildApp } from './app.server.ts';
import { type AppConfig, loadConfig } from './config.server.ts';
import { superviseWorkers } from './processes.server.ts';
import { registerStaticCopy } from './static-copy.server.ts';

export interface StartOptions {
  /**
   * Runs once, in the primary process, after the migrations and before anything serves: seed/ passes
   * the loader that fills an empty database with the demo data.
   */
  prepareData?: (handle: DatabaseHandle, config: AppConfig) => Promise<void>;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Migrations, then the caller's data (the demo data), once, before anything serves. */
async function prepare(handle: DatabaseHandle, config: AppConfig, options: StartOptions): Promise<void> {
  const { applied } = await migrate(handle, root);
  if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
  await options.prepareData?.(handle, config);
}

async function serve(handle: DatabaseHandle, settings: AppConfig): Promise<void> {
  const app = await buildApp({ handle, config: settings, logger: process.env.LOG_LEVEL ?? 'info' });
  if (process.env.BENCH_STATIC_COPY === '1') registerStaticCopy(app);
  await app.listen({ port: settings.port, host: settings.host });
  if (cluster.isPrimary) {
    console.log(
      `Nivaas is running on ${settings.publicUrl} (database: ${handle.kind}${handle.kind === 'pglite' ? ` in ${pgliteDir(settings.dataDir)}` : ''})`,
    );
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

/** Serves until SIGTERM/SIGINT; the primary of a multi-process start supervises the workers instead. */
export async function startServer(options: StartOptions = {}): Promise<void> {
  const config = loadConfig();
  const open = () =>
    connectDatabase({ url: config.databaseUrl, dataDir: pgliteDir(config.dataDir), poolSize: config.poolSize });
  if (cluster.isPrimary && config.processes > 1) {
    const handle = await open();
    await prepare(handle, config, options);
    await handle.close();
    await superviseWorkers(config.processes);
    console.log(`Nivaas is running on ${config.publicUrl} (database: postgres, ${config.processes} processes)`);
  } else {
    const handle = await open();
    if (cluster.isPrimary) await prepare(handle, config, options);
    await serve(handle, config);
  }
}

/** Run as the entry point (not imported by seed/start.server.ts): no demo data. */
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await startServer();
