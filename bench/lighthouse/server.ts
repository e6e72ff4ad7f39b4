/** bench:web's server: the production site build and the real app on a seeded in-memory database. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 300);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** True when a site build carries React's development bundle (built with NODE_ENV other than production). */
function isDevelopmentBuild(dir: string): boolean {
  const assets = join(dir, 'client/assets');
  if (!existsSync(assets)) return false;
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  return files.some(
    (f) =>
      f.includes('.development.') ||
      readFileSync(join(assets, f), 'utf8').includes('Each child in a list should have a unique'),
  );
}

/**
 * The site build to measure: SITE_BUILD_DIR as given, else dist/site brought up to date (tools/build-if-stale.ts).
 * A development bundle (dist/site built by a test run under NODE_ENV=test before tools/build-if-stale.ts forced
 * production) would make every figure wrong: then a production copy is built into data/bench/site-<pid> and measured.
 * Returns that copy's folder (removed when the bench ends), if one was built.
 */
function prepareBuild(): string | undefined {
  if (process.env.SITE_BUILD_DIR) {
    if (isDevelopmentBuild(process.env.SITE_BUILD_DIR))
      console.log(`warning: ${process.env.SITE_BUILD_DIR} is a development build; the figures do not show production`);
    return undefined;
  }
  execFileSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'tools/build-if-stale.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (!isDevelopmentBuild(join(root, 'dist/site'))) return undefined;
  // Per process (several developers may measure at once); removed when the run ends.
  const out = join(root, 'data/bench', `site-${process.pid}`);
  console.log(`dist/site is a development build: building a production copy into ${out}…`);
  execFileSync(
    join(root, 'node_modules/.bin/remix'),
    ['vite:build', '--config', 'site/vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', SITE_OUT: out },
    },
  );
  process.env.SITE_BUILD_DIR = out;
  return out;
}

export interface BenchServer {
  baseUrl: string;
  detailsPath: string;
  stop: () => Promise<void>;
}

export async function startServer(): Promise<BenchServer> {
  const ownBuild = prepareBuild();
  // Imported after the build check: the site's route module reads SITE_BUILD_DIR when it loads.
  const { connectDatabase } = await import('#engine/runtime/db/connect.server.ts');
  const { migrate } = await import('#engine/runtime/db/migrate.server.ts');
  const { buildApp } = await import('#server/app.server.ts');
  const { loadConfig } = await import('#server/config.server.ts');
  const { dbSeedStore } = await import('#seed/db-seed-store.server.ts');
  const { seedDemoData } = await import('#seed/seed.server.ts');

  const t0 = Date.now();
  const handle = await connectDatabase({ dataDir: 'memory' });
  await migrate(handle, root);
  const dataDir = mkdtempSync(join(tmpdir(), 'nivaas-lighthouse-'));
  await handle.db.transaction().execute((trx) => seedDemoData(dbSeedStore(trx, dataDir), { properties: PROPERTIES }));
  // The address is known before the app is built, so the pages' absolute links (canonical, og:url) name it.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'lighthouse-'.padEnd(40, 'x'),
      PORT: String(port),
      PUBLIC_URL: baseUrl,
    }),
    seedDemo: false,
  };
  const app = await buildApp({ handle, config });
  await app.listen({ port, host: '127.0.0.1' });
  // A details page worth measuring: an active property with pictures (the first by name, so runs compare).
  const property = await handle.db
    .selectFrom('property')
    .select('id')
    .where('status', '=', 'active')
    .orderBy('name')
    .limit(1)
    .executeTakeFirst();
  if (!property) throw new Error('the seed has no active property');
  console.log(
    `server: ${baseUrl}, ${PROPERTIES} properties seeded, ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  return {
    baseUrl,
    detailsPath: `/properties/details/${property.id}`,
    stop: async () => {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (ownBuild) rmSync(ownBuild, { recursive: true, force: true });
    },
  };
}
