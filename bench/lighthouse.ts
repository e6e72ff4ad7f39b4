/**
 * `npm run bench:web`: Lighthouse (the npm package, Debian Chromium, the default mobile preset: phone
 * emulation and simulated slow 4G / 4× CPU throttling) on the public site's home page, the property search
 * and one property's details, served by the real server on a seeded in-memory database. Prints the four
 * category scores, the JavaScript transferred and the main metrics per page, then PASS/FAIL and the ratio
 * measured/target per target, and the audits that keep a category below its target. Always exits 0.
 * Targets: Performance ≥ 90 (≥ 85 with BENCH_LOGIN), the other categories ≥ 95, TBT ≤ 200 ms per page, and on `/`
 * the JavaScript budget of bench/budgets.json (the file the units tier's first-load check reads).
 *
 * The load rule (bench/lighthouse/load-guard.ts): before each run the host's 1-minute load average is printed;
 * above BENCH_MAX_LOAD (1.5) the bench waits, polling every 10 s, up to BENCH_LOAD_WAIT seconds (300) per run for
 * it to fall. If it does not, the run goes ahead but its page is marked INVALID ("host load 3.2 > 1.5: not a valid
 * measurement") in the table, on every target line and in the summary: simulated throttling multiplies the CPU
 * time it observes, so a busy host's figures say nothing about the pages.
 *
 * Environment: SITE_BUILD_DIR serves another site build (skips the stale check of dist/), BENCH_PROPERTIES
 * the number of seeded properties (300), BENCH_RUNS the runs per page (3; the median is reported),
 * BENCH_PAGES a comma-separated list of paths instead of the three, CHROMIUM_PATH another browser,
 * BENCH_LOGIN a demo login's key (tenant, newtenant, landlord...) to measure signed-in pages with its session
 * cookie (the pages default to /home/dashboard then), BENCH_MAX_LOAD and BENCH_LOAD_WAIT the load rule above.
 * The full reports go to data/bench/lighthouse/<time>/ (data/ is not committed).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { LaunchedChrome } from 'chrome-launcher';

import { sessionCookie } from './bench-login.ts';
import { report } from './lighthouse/report.ts';
import { launchChromium, measurePage } from './lighthouse/run.ts';
import { startServer } from './lighthouse/server.ts';
import type { Measured } from './lighthouse/targets.ts';

/** One folder per run (concurrent runs do not overwrite each other's reports). */
const RESULTS = join(import.meta.dirname, '../data/bench/lighthouse', new Date().toISOString().replace(/[:.]/g, '-'));

async function main() {
  mkdirSync(RESULTS, { recursive: true });
  const server = await startServer();
  const cookie = await sessionCookie(server.baseUrl);
  const fallback = cookie ? ['/home/dashboard'] : ['/', '/properties', server.detailsPath];
  const paths = process.env.BENCH_PAGES
    ? process.env.BENCH_PAGES.split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : fallback;
  let chrome: LaunchedChrome | undefined;
  try {
    // Warm the server (first renders, the database's caches) so the measurement shows steady state.
    for (const p of paths)
      await fetch(server.baseUrl + p, { headers: cookie ? { cookie } : {} }).then((r) => r.arrayBuffer());
    chrome = await launchChromium();
    const results: Measured[] = [];
    for (const p of paths) {
      const measured = await measurePage({ port: chrome.port, baseUrl: server.baseUrl, results: RESULTS, cookie }, p);
      if (measured) results.push(measured);
    }
    report(results, RESULTS);
  } finally {
    chrome?.kill();
    await server.stop();
  }
}

try {
  await main();
} catch (e) {
  console.error(`bench:web could not run: ${(e as Error).stack ?? e}`);
}
process.exit(0);
