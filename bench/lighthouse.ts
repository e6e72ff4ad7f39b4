/**
 * `npm run bench:web`: Lighthouse (the npm package, Debian Chromium, the default mobile preset: phone
 * emulation and simulated slow 4G / 4× CPU throttling) on the public site's home page, the property search
 * and one property's details, served by the real server on a seeded in-memory database. Prints the four
 * category scores, the JavaScript transferred and the main metrics per page, then PASS/FAIL and the ratio
 * measured/target per target, and the audits that keep a category below its target. Always exits 0.
 *
 * Environment: SITE_BUILD_DIR serves another site build (skips the stale check of dist/), BENCH_PROPERTIES
 * the number of seeded properties (300), BENCH_RUNS the runs per page (3; the median is reported),
 * BENCH_PAGES a comma-separated list of paths instead of the three, CHROMIUM_PATH another browser,
 * BENCH_LOGIN a demo login's key (tenant, newtenant, landlord...) to measure signed-in pages with its session
 * cookie (the pages default to /home/dashboard then).
 * The full reports go to data/bench/lighthouse/<time>/ (data/ is not committed).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { sessionCookie } from './bench-login.ts';

const root = join(import.meta.dirname, '..');
const LIGHTHOUSE_VERSION = (
  JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
).version;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 300);
/** Lighthouse runs per page; the median (by performance) is reported, as Lighthouse's documentation advises. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** One folder per run (concurrent runs do not overwrite each other's reports). */
const RESULTS = join(root, 'data/bench/lighthouse', new Date().toISOString().replace(/[:.]/g, '-'));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** The issue's targets (scores 0–100) and the JavaScript budget of the home page (gzipped, as transferred). */
const TARGETS: Record<Category, number> = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 };
const JS_BUDGET_KB = 250;
const LABELS: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
};

interface Measured {
  path: string;
  scores: Record<Category, number>;
  jsKb: number;
  /** How many script files the page loaded (each one a request on the simulated slow network). */
  jsFiles: number;
  metrics: { fcp: string; lcp: string; tbt: string; cls: string; si: string };
  failing: Record<Category, string[]>;
  file: string;
  /** The performance score of every run of the page (the median run is reported). */
  runs?: number[];
  /** Lighthouse's measure of the host's CPU speed during the run (higher is faster). */
  benchmarkIndex?: number;
  /** The host's 1-minute load average when the run ended. */
  load: number;
}

/** Minimal shapes of the Lighthouse result (LH.Result) this report reads. */
interface Lhr {
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      displayValue?: string;
      explanation?: string;
      numericValue?: number;
      details?: { items?: Record<string, unknown>[] };
    }
  >;
}

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
 */
let ownBuild: string | undefined;

function prepareBuild(): void {
  if (process.env.SITE_BUILD_DIR) {
    if (isDevelopmentBuild(process.env.SITE_BUILD_DIR))
      console.log(`warning: ${process.env.SITE_BUILD_DIR} is a development build; the figures do not show production`);
    return;
  }
  execFileSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'tools/build-if-stale.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (!isDevelopmentBuild(join(root, 'dist/site'))) return;
  // Per process (several developers may measure at once); removed when the run ends.
  const out = join(root, 'data/bench', `site-${process.pid}`);
  ownBuild = out;
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
}

async function startServer(): Promise<{ baseUrl: string; detailsPath: string; stop: () => Promise<void> }> {
  prepareBuild();
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
    },
  };
}

async function measure(
  port: number,
  baseUrl: string,
  path: string,
  run?: number,
  cookie?: string,
): Promise<Measured | undefined> {
  const t0 = Date.now();
  const result = await lighthouse(baseUrl + path, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const lhr = result?.lhr as unknown as Lhr | undefined;
  if (!lhr) {
    console.log(`${path}: Lighthouse gave no result`);
    return undefined;
  }
  const name =
    path === '/'
      ? 'home'
      : path
          .replace(/^\/+/, '')
          .replace(/[^a-z0-9]+/gi, '-')
          .slice(0, 60);
  const file = join(RESULTS, `${name}${run ? `-run${run}` : ''}.json`);
  writeFileSync(file, typeof result!.report === 'string' ? result!.report : JSON.stringify(lhr, null, 2));
  if (lhr.runtimeError)
    console.log(`${path}: Lighthouse runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  for (const w of lhr.runWarnings ?? []) console.log(`${path}: warning: ${w}`);

  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  // JavaScript as transferred (gzipped on the wire): every script request of the page load.
  const listed = lhr.audits['network-requests']?.details?.items;
  const requests = (Array.isArray(listed) ? listed : []) as {
    resourceType?: string;
    transferSize?: number;
    url?: string;
  }[];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const jsBytes = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
  const failing = Object.fromEntries(
    CATEGORIES.map((c) => [c, scores[c] >= TARGETS[c] ? [] : failingAudits(lhr, c)]),
  ) as Record<Category, string[]>;
  console.log(
    `${path}${run ? ` (run ${run})` : ''}: performance ${scores.performance}, measured in ${((Date.now() - t0) / 1000).toFixed(0)} s (load average ${loadavg()[0].toFixed(1)}, benchmarkIndex ${lhr.environment?.benchmarkIndex ?? 'n/a'})`,
  );
  return {
    path,
    scores,
    jsKb: jsBytes / 1024,
    jsFiles: scripts.length,
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
    },
    failing,
    file,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    load: loadavg()[0],
  };
}

/** The audits of a category that lose points, heaviest first: title, and the figure Lighthouse shows. */
function failingAudits(lhr: Lhr, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit &&
        audit.score !== null &&
        audit.score < 0.9 &&
        !['notApplicable', 'informative', 'manual', 'error'].includes(audit.scoreDisplayMode),
    )
    .sort((a, b) => b.ref.weight - a.ref.weight || (a.audit.score ?? 0) - (b.audit.score ?? 0))
    .map(({ ref, audit }) => {
      const items = (Array.isArray(audit.details?.items) ? audit.details.items : [])
        .slice(0, 3)
        .map(describeItem)
        .filter(Boolean);
      return `[${ref.id}${ref.weight ? `, weight ${+ref.weight.toFixed(1)}` : ''}, score ${Math.round((audit.score ?? 0) * 100)}] ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}${audit.explanation ? ` — ${audit.explanation}` : ''}${items.length ? `\n        e.g. ${items.join('\n        e.g. ')}` : ''}`;
    });
}

/** One offending element or resource of an audit, briefly (selector, snippet, URL or explanation). */
function describeItem(item: Record<string, unknown>): string {
  // Sections of an insight (e.g. the network dependency tree) are prose and trees, not an offender to name.
  if (item.type === 'list-section' || item.type === 'network-tree') return '';
  const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
  if (node?.snippet)
    return `${node.snippet.slice(0, 140)}${node.explanation ? ` (${node.explanation.split('\n').slice(0, 2).join(' ').slice(0, 160)})` : ''}`;
  if (typeof item.href === 'string') return `<a href="${item.href}">${String(item.text ?? '')}</a>`;
  if (typeof item.url === 'string')
    return `${item.url}${typeof item.wastedBytes === 'number' ? ` (${(item.wastedBytes / 1024).toFixed(1)} KB)` : ''}${typeof item.wastedMs === 'number' ? ` (${Math.round(item.wastedMs)} ms)` : ''}`;
  if (typeof item.description === 'string') return item.description.slice(0, 160);
  if (typeof item.source === 'object' && item.source && 'url' in item.source)
    return String((item.source as { url: string }).url);
  return '';
}

/** A details page's address, shortened for the table (the id is in the heading of its audits). */
const short = (path: string) => (path.length > 40 ? `${path.slice(0, 39)}…` : path);

function report(results: Measured[]) {
  const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  console.log(`\nLighthouse ${LIGHTHOUSE_VERSION} mobile preset (simulated throttling), ${when}`);
  console.log(
    `${'page'.padEnd(40)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'b.p.'.padStart(5)} ${'seo'.padStart(5)} ${'JS KB'.padStart(7)} ${'files'.padStart(5)}   FCP / LCP / TBT / CLS / SI`,
  );
  for (const r of results) {
    const s = CATEGORIES.map((c) => String(r.scores[c]).padStart(5)).join(' ');
    console.log(
      `${short(r.path).padEnd(40)} ${s} ${r.jsKb.toFixed(1).padStart(7)} ${String(r.jsFiles).padStart(5)}   ${r.metrics.fcp} / ${r.metrics.lcp} / ${r.metrics.tbt} / ${r.metrics.cls} / ${r.metrics.si}${r.runs && r.runs.length > 1 ? `   (performance of the runs: ${r.runs.join(', ')})` : ''}`,
    );
  }
  const load = Math.max(...results.map((r) => r.load));
  if (load > cpus().length) {
    console.log(
      `\nnote: the host was busy (load average up to ${load.toFixed(1)} on ${cpus().length} cores): simulated throttling multiplies the CPU time it observes, so Performance reads low; run again on a quiet machine before acting on it.`,
    );
  }
  console.log('\ntargets');
  let failures = 0;
  for (const r of results) {
    for (const c of CATEGORIES) {
      // A signed-in page is personal and kept out of search results on purpose (noindex): no SEO target.
      if (c === 'seo' && process.env.BENCH_LOGIN) {
        console.log(`n/a   ${r.path}  ${LABELS[c]} ${r.scores[c]} (a personal page, noindex by design)`);
        continue;
      }
      const ok = r.scores[c] >= TARGETS[c];
      if (!ok) failures++;
      console.log(
        `${ok ? 'PASS' : 'FAIL'}  ${r.path}  ${LABELS[c]} ${r.scores[c]} ≥ ${TARGETS[c]}  (ratio ${(r.scores[c] / TARGETS[c]).toFixed(2)})`,
      );
    }
    if (r.path === '/') {
      const ok = r.jsKb <= JS_BUDGET_KB;
      if (!ok) failures++;
      // For a budget the ratio is measured/target too, so here lower is better (≤ 1.00 passes).
      console.log(
        `${ok ? 'PASS' : 'FAIL'}  /  JavaScript ${r.jsKb.toFixed(1)} KB ≤ ${JS_BUDGET_KB} KB  (ratio ${(r.jsKb / JS_BUDGET_KB).toFixed(2)}, ≤ 1.00 passes)`,
      );
    }
  }
  for (const r of results) {
    for (const c of CATEGORIES) {
      if (!r.failing[c].length) continue;
      console.log(`\n${r.path}: ${LABELS[c]} ${r.scores[c]} < ${TARGETS[c]}; audits losing points:`);
      for (const line of r.failing[c]) console.log(`  - ${line}`);
    }
  }
  console.log(`\n${failures ? `${failures} target(s) missed` : 'every target met'}; full reports in ${RESULTS}/`);
}

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
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    // Warm the server (first renders, the database's caches) so the measurement shows steady state.
    for (const p of paths)
      await fetch(server.baseUrl + p, { headers: cookie ? { cookie } : {} }).then((r) => r.arrayBuffer());
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
      logLevel: 'error',
    });
    const results: Measured[] = [];
    for (const p of paths) {
      const runs: Measured[] = [];
      for (let i = 0; i < RUNS; i++) {
        try {
          const r = await measure(chrome.port, server.baseUrl, p, RUNS > 1 ? i + 1 : undefined, cookie);
          if (r) runs.push(r);
        } catch (e) {
          console.log(`${p}: Lighthouse failed: ${(e as Error).message}`);
        }
      }
      // Simulated throttling still varies a few points from run to run: the run with the median performance stands for the page.
      runs.sort((a, b) => a.scores.performance - b.scores.performance);
      if (runs.length)
        results.push({ ...runs[Math.floor((runs.length - 1) / 2)], runs: runs.map((r) => r.scores.performance) });
    }
    report(results);
  } finally {
    chrome?.kill();
    await server.stop();
    if (ownBuild) rmSync(ownBuild, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (e) {
  console.error(`bench:web could not run: ${(e as Error).stack ?? e}`);
}
process.exit(0);
