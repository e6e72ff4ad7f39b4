/**
 * `npm run bench:load` (issue 14): many visitors at once. Starts `npm start` in production mode as its own
 * process(es) on the demo data — PostgreSQL (a schema of its own, dropped afterwards; one process per
 * core) when DATABASE_URL is set, PGlite otherwise — then drives the home page, the search page, a
 * details page, a college page and the API list with 100 connections for 30 s each. Each path is then
 * driven again as a copy of the same answer held in memory by the same server (/__static-copy, which
 * exists only when this benchmark starts the server): the fastest this machine can send those bytes.
 * Prints pages/s, p50, p99, errors and timeouts per path, the ratio to the copy, and PASS/FAIL per target.
 *
 * Environment: BENCH_DURATION seconds per run (30), BENCH_CONNECTIONS (100), BENCH_PATHS a comma list
 * of paths instead of the five, WEB_CONCURRENCY the server processes on PostgreSQL (one per core).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import autocannon from 'autocannon';

import { connectDatabase } from '#engine/runtime/db/connect.server.ts';

const root = join(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_DURATION ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** The issue's targets: p99 at most 200 ms (stretch 100 ms), no errors or timeouts, pages at least half the copy. */
const P99_MS = 200;
const COPY_RATIO = 0.5;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
}

async function main() {
  const url = process.env.DATABASE_URL;
  const schema = `load_${process.pid}`;
  if (url) {
    const admin = await connectDatabase({ url, poolSize: 1 });
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
    await admin.close();
  }
  const server = await startServer(url ? withSearchPath(url, schema) : undefined);
  try {
    const paths = process.env.BENCH_PATHS?.split(',') ?? [
      '/',
      '/properties?city=Pune',
      `/properties/details/${await someProperty(server.address)}`,
      '/college-dekho/iit-delhi',
      '/api/v1/property?city=Pune&limit=40',
    ];
    console.log(
      `${url ? `postgres, ${server.processes} server processes` : 'pglite, 1 server process'}; ${CONNECTIONS} connections, ${SECONDS} s a run; ${availableParallelism()} cores`,
    );
    const rows: { path: string; page: Figures; copy: Figures; load: number }[] = [];
    for (const path of paths) {
      const page = await drive(server.address + path);
      const copy = await drive(`${server.address}/__static-copy?path=${encodeURIComponent(path)}`);
      rows.push({ path, page, copy, load: loadavg()[0] });
      console.log(line(path, page, copy));
    }
    report(rows);
  } finally {
    await server.stop();
    if (url) {
      const admin = await connectDatabase({ url, poolSize: 1 });
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    }
  }
}

function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

/** `npm start` (seed/start.server.ts) in production mode with the demo data, in a process (or processes) of its own. */
async function startServer(databaseUrl: string | undefined) {
  const port = 4000 + (process.pid % 1000);
  const dataDir = mkdtempSync(join(tmpdir(), 'nivaas-load-'));
  const processes = databaseUrl ? Number(process.env.WEB_CONCURRENCY ?? availableParallelism()) : 1;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'seed/start.server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench'.padEnd(40, '-'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BENCH_STATIC_COPY: '1',
      DATABASE_URL: databaseUrl ?? '',
      WEB_CONCURRENCY: String(processes),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Nivaas is running') && resolve());
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const address = `http://127.0.0.1:${port}`;
  // Workers of a cluster begin listening a moment after the primary says it runs.
  for (
    let i = 0;
    i < 100 &&
    !(await fetch(`${address}/healthz`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 100));
  return {
    address,
    processes,
    stop: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function someProperty(address: string): Promise<string> {
  const answer = (await (await fetch(`${address}/api/v1/property?city=Pune&limit=1`)).json()) as {
    results: { id: string }[];
  };
  return answer.results[0].id;
}

/** One warm-up second, then the measured run; every request asks for gzip, as browsers do. */
async function drive(url: string): Promise<Figures> {
  const options = { url, connections: CONNECTIONS, headers: { 'accept-encoding': 'gzip, deflate, br' }, timeout: 10 };
  await autocannon({ ...options, duration: 1 });
  const r = await autocannon({ ...options, duration: SECONDS });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    timeouts: r.timeouts,
  };
}

const figures = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(6)}/s  p50 ${f.p50.toFixed(0).padStart(5)} ms  p99 ${f.p99.toFixed(0).padStart(5)} ms  ${f.errors} errors  ${f.timeouts} timeouts`;

function line(path: string, page: Figures, copy: Figures): string {
  return `${path}\n  page  ${figures(page)}\n  copy  ${figures(copy)}\n  ratio page/copy ${(page.rps / copy.rps).toFixed(2)}  (load average ${loadavg()[0].toFixed(1)})`;
}

function report(rows: { path: string; page: Figures; copy: Figures; load: number }[]) {
  console.log('\nTargets');
  for (const { path, page, copy } of rows) {
    const clean = page.errors === 0 && page.timeouts === 0;
    const ratio = page.rps / copy.rps;
    console.log(`${clean ? 'PASS' : 'FAIL'} ${path}: ${page.errors} errors, ${page.timeouts} timeouts`);
    console.log(
      `${page.p99 <= P99_MS ? 'PASS' : 'FAIL'} ${path}: p99 ${page.p99.toFixed(0)} ms (target ≤ ${P99_MS} ms, ratio ${(page.p99 / P99_MS).toFixed(2)}; stretch ≤ 100 ms)`,
    );
    if (!path.startsWith('/api/'))
      console.log(
        `${ratio >= COPY_RATIO ? 'PASS' : 'FAIL'} ${path}: ${ratio.toFixed(2)} of the in-memory copy (target ≥ ${COPY_RATIO})`,
      );
  }
}

await main();
