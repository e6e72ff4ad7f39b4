/** bench:web's measuring: Chromium, Lighthouse's runs of a page, and what a report keeps of each. */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { awaitQuietHost } from './load-guard.ts';
import { CATEGORIES, type Category, type Lhr, type Measured, TARGETS } from './targets.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse runs per page; the median (by performance) is reported, as Lighthouse's documentation advises. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

export function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
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
}

export interface RunContext {
  port: number;
  baseUrl: string;
  results: string;
  cookie?: string;
}

/**
 * RUNS runs of a page, each after the load rule (load-guard.ts), and the median one by performance: simulated
 * throttling still varies a few points from run to run. A page is invalid when any of its runs was.
 */
export async function measurePage(ctx: RunContext, path: string): Promise<Measured | undefined> {
  const runs: Measured[] = [];
  let invalid: string | undefined;
  for (let i = 0; i < RUNS; i++) {
    const run = RUNS > 1 ? i + 1 : undefined;
    const reason = await awaitQuietHost(`${path}${run ? ` (run ${run})` : ''}`);
    invalid ??= reason;
    try {
      const r = await measure(ctx, path, run);
      if (r) runs.push({ ...r, invalid: reason });
    } catch (e) {
      console.log(`${path}: Lighthouse failed: ${(e as Error).message}`);
    }
  }
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  if (!runs.length) return undefined;
  return { ...runs[Math.floor((runs.length - 1) / 2)], runs: runs.map((r) => r.scores.performance), invalid };
}

async function measure(ctx: RunContext, path: string, run?: number): Promise<Measured | undefined> {
  const t0 = Date.now();
  const result = await lighthouse(ctx.baseUrl + path, {
    port: ctx.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(ctx.cookie ? { extraHeaders: { Cookie: ctx.cookie } } : {}),
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
  const file = join(ctx.results, `${name}${run ? `-run${run}` : ''}.json`);
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
    // A missing figure counts as failing the target, not as zero blocking.
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.POSITIVE_INFINITY,
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
