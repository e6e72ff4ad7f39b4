/** bench:web's printed report: the table of the median runs, a PASS/FAIL/INVALID line per target, the audits losing points. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { CATEGORIES, JS_BUDGET_KB, LABELS, type Measured, TARGETS, TBT_TARGET_MS } from './targets.ts';

const LIGHTHOUSE_VERSION = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../node_modules/lighthouse/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** A details page's address, shortened for the table (the id is in the heading of its audits). */
const short = (path: string) => (path.length > 40 ? `${path.slice(0, 39)}…` : path);

/** A target's verdict: a page measured on a busy host is INVALID whatever its figures, never PASS. */
const verdict = (r: Measured, ok: boolean) => (r.invalid ? 'INVALID' : ok ? 'PASS' : 'FAIL');

export function report(results: Measured[], resultsDir: string): void {
  const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  console.log(`\nLighthouse ${LIGHTHOUSE_VERSION} mobile preset (simulated throttling), ${when}`);
  console.log(
    `${'page'.padEnd(40)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'b.p.'.padStart(5)} ${'seo'.padStart(5)} ${'JS KB'.padStart(7)} ${'files'.padStart(5)}   FCP / LCP / TBT / CLS / SI`,
  );
  for (const r of results) {
    const s = CATEGORIES.map((c) => String(r.scores[c]).padStart(5)).join(' ');
    console.log(
      `${short(r.path).padEnd(40)} ${s} ${r.jsKb.toFixed(1).padStart(7)} ${String(r.jsFiles).padStart(5)}   ${r.metrics.fcp} / ${r.metrics.lcp} / ${r.metrics.tbt} / ${r.metrics.cls} / ${r.metrics.si}${r.runs && r.runs.length > 1 ? `   (performance of the runs: ${r.runs.join(', ')})` : ''}${r.invalid ? `   INVALID: ${r.invalid}` : ''}`,
    );
  }
  console.log('\ntargets');
  let failures = 0;
  let invalid = 0;
  const line = (r: Measured, ok: boolean, text: string) => {
    if (r.invalid) invalid++;
    else if (!ok) failures++;
    console.log(`${verdict(r, ok)}  ${r.path}  ${text}`);
  };
  for (const r of results) {
    for (const c of CATEGORIES) {
      // A signed-in page is personal and kept out of search results on purpose (noindex): no SEO target.
      if (c === 'seo' && process.env.BENCH_LOGIN) {
        console.log(`n/a   ${r.path}  ${LABELS[c]} ${r.scores[c]} (a personal page, noindex by design)`);
        continue;
      }
      line(
        r,
        r.scores[c] >= TARGETS[c],
        `${LABELS[c]} ${r.scores[c]} ≥ ${TARGETS[c]}  (ratio ${(r.scores[c] / TARGETS[c]).toFixed(2)})`,
      );
    }
    // For a time or a budget the ratio is measured/target too, so there lower is better (≤ 1.00 passes).
    line(
      r,
      r.tbtMs <= TBT_TARGET_MS,
      `TBT ${Math.round(r.tbtMs)} ms ≤ ${TBT_TARGET_MS} ms  (ratio ${(r.tbtMs / TBT_TARGET_MS).toFixed(2)}, ≤ 1.00 passes)`,
    );
    if (r.path === '/') {
      line(
        r,
        r.jsKb <= JS_BUDGET_KB,
        `JavaScript ${r.jsKb.toFixed(1)} KB ≤ ${JS_BUDGET_KB} KB  (ratio ${(r.jsKb / JS_BUDGET_KB).toFixed(2)}, ≤ 1.00 passes; bench/budgets.json)`,
      );
    }
  }
  for (const r of results) {
    for (const c of CATEGORIES) {
      if (!r.failing[c].length) continue;
      console.log(`\n${r.path}: ${LABELS[c]} ${r.scores[c]} < ${TARGETS[c]}; audits losing points:`);
      for (const audit of r.failing[c]) console.log(`  - ${audit}`);
    }
  }
  const invalidPages = results.filter((r) => r.invalid);
  const verdicts = failures
    ? `${failures} target(s) missed`
    : invalidPages.length === results.length
      ? 'no valid measurement'
      : invalid
        ? 'every valid target met'
        : 'every target met';
  console.log(
    `\n${verdicts}${invalid ? `; ${invalid} target(s) INVALID (a busy host)` : ''}; full reports in ${resultsDir}/`,
  );
  for (const r of invalidPages) console.log(`INVALID  ${r.path}: ${r.invalid}`);
}
