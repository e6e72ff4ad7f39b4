/**
 * `npm run bench:api`: GET /api/v1/property (city, minRent, maxRent, a page of 40 sorted by rent) at
 * 32 concurrent connections through the whole API, against the same query sent straight through the
 * database driver at the same concurrency. Prints requests/s, p50/p99 and the ratio api/raw.
 * The two sides take turns in short slices (BENCH_ROUNDS of each, BENCH_SECONDS in all per side), so a
 * load that comes and goes on the machine weighs on both alike; the load average is printed with the figures.
 * PostgreSQL when DATABASE_URL is set (in a schema of its own, dropped afterwards); PGlite otherwise.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import autocannon from 'autocannon';
import { sql } from 'kysely';

import { connectDatabase, type DatabaseHandle } from '#engine/runtime/db/connect.server.ts';
import { migrate } from '#engine/runtime/db/migrate.server.ts';
import { listColumns } from '#server/properties/operations/list-properties.server.ts';

import { loadProperties } from './load-properties.server.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const QUERY = { city: 'Pune', minRent: 10000, maxRent: 20000, limit: 40 };
const root = join(import.meta.dirname, '..');

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

async function main() {
  const url = process.env.DATABASE_URL;
  const schema = `bench_${process.pid}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'nivaas-bench-'));
  if (url) {
    const admin = await connectDatabase({ url, poolSize: 1 });
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
    await admin.close();
  }
  const open = () =>
    connectDatabase(url ? { url, searchPath: schema, poolSize: 10 } : { dataDir: join(dataDir, 'db') });
  let handle = await open();
  try {
    await migrate(handle, root);
    const t0 = Date.now();
    await loadProperties(handle, ROWS);
    console.log(
      `${handle.kind}: loaded ${ROWS.toLocaleString('en-IN')} properties in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    // The embedded database is one process's folder: the server has it to itself, the driver's turn opens it again.
    if (handle.kind === 'pglite') await handle.close();
    const server = await startServer(url ? withSearchPath(url, schema) : undefined, dataDir);
    try {
      const api = await apiSide(server.address);
      const raw = rawSide(() => handle);
      // PGlite: the driver's turn needs the folder back, so its slices come after the API's.
      const handOver = async () => {
        await server.stop();
        handle = await open();
      };
      if (handle.kind === 'postgres') await raw.warm();
      report(handle.kind, await measure(api.slice, raw, handle.kind === 'pglite' ? handOver : undefined));
    } finally {
      await server.stop();
    }
  } finally {
    if (url) await handle.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await handle.close();
  }
}

function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

/**
 * The server as production runs it (`server/main.server.ts`, no demo data loader), in a process of its own, on
 * the loaded database, with the page cache off: the anonymous search is otherwise answered from the server's copy (bench:load measures that), and
 * this benchmark compares the API's own work (parse, query, shape, serialise) with the driver's.
 */
async function startServer(
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<{ address: string; stop: () => Promise<void> }> {
  const port = 4000 + (process.pid % 1000);
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench'.padEnd(40, '-'),
      SEED_DEMO: 'false',
      PAGE_CACHE: 'off',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Nivaas is running') && resolve());
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return {
    address: `http://127.0.0.1:${port}`,
    // Stopped once, asked maybe twice (PGlite's hand-over, then the clean-up).
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A slice of one side: how many answers came in and each one's time (ms). */
type Slice = (seconds: number) => Promise<{ latencies: number[]; errors: number }>;

/** The API's side: checks one answer, warms up, then drives autocannon for a slice at a time. */
async function apiSide(address: string): Promise<{ slice: Slice }> {
  const path = `/api/v1/property?city=${QUERY.city}&minRent=${QUERY.minRent}&maxRent=${QUERY.maxRent}&limit=${QUERY.limit}&page=1&sortBy=expectedRent:asc`;
  const check = await fetch(address + path);
  const body = (await check.json()) as { results?: unknown[]; totalResults?: number };
  if (check.status !== 200 || !body.results?.length)
    throw new Error(`the API answered ${check.status}: ${JSON.stringify(body).slice(0, 200)}`);
  console.log(`api: ${body.totalResults} matches, ${body.results.length} on the page`);
  await autocannon({ url: address + path, connections: CONNECTIONS, duration: 2 }); // warm-up
  return {
    slice: async (seconds) => {
      const latencies: number[] = [];
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const run = autocannon({ url: address + path, connections: CONNECTIONS, duration: seconds }, (error, r) =>
          error ? reject(error) : resolve(r),
        );
        run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
      });
      return { latencies, errors: result.errors + result.non2xx };
    },
  };
}

/**
 * Both sides in turns (api then raw, then raw then api, ...), BENCH_SECONDS per side in all. With `handOver`
 * (PGlite, one process's folder) the API's slices all come first, then it hands the database to the driver.
 */
async function measure(
  api: Slice,
  raw: { warm: () => Promise<void>; slice: Slice },
  handOver?: () => Promise<void>,
): Promise<{ api: Figures; raw: Figures; load: string }> {
  const slice = SECONDS / ROUNDS;
  const sides = { api: { latencies: [] as number[], errors: 0 }, raw: { latencies: [] as number[], errors: 0 } };
  const load = [loadavg()[0]];
  const run = async (side: keyof typeof sides) => {
    const r = await (side === 'api' ? api : raw.slice)(slice);
    for (const ms of r.latencies) sides[side].latencies.push(ms);
    sides[side].errors += r.errors;
  };
  if (handOver) {
    for (let round = 0; round < ROUNDS; round++) await run('api');
    load.push(loadavg()[0]);
    await handOver();
    await raw.warm();
    for (let round = 0; round < ROUNDS; round++) await run('raw');
    load.push(loadavg()[0]);
  } else {
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of round % 2 ? (['raw', 'api'] as const) : (['api', 'raw'] as const)) await run(side);
      load.push(loadavg()[0]);
    }
  }
  return {
    api: figures(sides.api.latencies, sides.api.errors),
    raw: figures(sides.raw.latencies, sides.raw.errors),
    load: load.map((l) => l.toFixed(1)).join(' → '),
  };
}

function figures(latencies: number[], errors: number): Figures {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { rps: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99), requests: latencies.length, errors };
}

/** The page and the count, as the API asks them (same columns, conditions and order), at the same concurrency, straight through the driver. */
function rawSide(handle: () => DatabaseHandle): { warm: () => Promise<void>; slice: Slice } {
  const columns = listColumns();
  const where = sql`status = 'active' AND city = ${QUERY.city} AND "expectedRent" >= ${QUERY.minRent} AND "expectedRent" <= ${QUERY.maxRent}`;
  const once = () =>
    Promise.all([
      sql`SELECT ${sql.join(columns.map((c) => sql.ref(c)))} FROM property WHERE ${where} ORDER BY "expectedRent" ASC, id ASC LIMIT ${QUERY.limit} OFFSET 0`.execute(
        handle().db,
      ),
      sql`SELECT count(*) AS total FROM property WHERE ${where}`.execute(handle().db),
    ]);
  return {
    warm: async () => {
      for (let i = 0; i < 50; i++) await once();
    },
    slice: async (seconds) => {
      const latencies: number[] = [];
      const end = Date.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (Date.now() < end) {
            const t = performance.now();
            await once();
            latencies.push(performance.now() - t);
          }
        }),
      );
      return { latencies, errors: 0 };
    },
  };
}

function report(kind: string, { api, raw, load }: { api: Figures; raw: Figures; load: string }) {
  const row = (name: string, f: Figures) =>
    `${name.padEnd(6)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${f.p50.toFixed(1).padStart(7)} ms   p99 ${f.p99.toFixed(1).padStart(7)} ms   (${f.requests} requests, ${f.errors} errors)`;
  console.log(
    `\n${kind}, ${ROWS.toLocaleString('en-IN')} properties, ${CONNECTIONS} connections, ${SECONDS} s a side in ${ROUNDS} turns`,
  );
  console.log(row('api', api));
  console.log(row('raw', raw));
  console.log(`load average (1 min) before and after each turn: ${load}`);
  console.log(`ratio api/raw: ${(api.rps / raw.rps).toFixed(2)} (target ≥ 0.85 on PostgreSQL, p99 ≤ 50 ms)`);
}

await main();
