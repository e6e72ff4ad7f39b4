/**
 * The first-load JavaScript budgets of bench/budgets.json (KB gzipped), checked on the build in dist/ by every
 * `npm test` (a check of the build output, not a timed test): for each site page listed there, what the browser
 * loads before anything is lazily imported, and the console's entry with its static imports (first-load-size.ts).
 * CI builds dist/ when installing (postinstall), before the tests run; a missing or stale build fails here with
 * the command to run rather than measuring old output.
 */
import { join, relative } from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { BUDGETS_FILE, readBudgets } from '#bench/budgets.ts';
import { staleBuilds } from '#tools/build-if-stale.ts';

import { consoleFirstLoad, type FirstLoad, siteFirstLoad } from './first-load-size.ts';

const ROOT = join(import.meta.dirname, '../..');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** One measured first load against its budget: a printed line, and a sentence when it is over. */
function check(label: string, load: FirstLoad, budgetKb: number): string | undefined {
  const ratio = load.bytes / 1024 / budgetKb;
  console.log(
    `first load of ${label}: ${kb(load.bytes)} KB gzipped in ${load.files.length} files (budget ${budgetKb} KB, ratio ${ratio.toFixed(2)})`,
  );
  if (ratio <= 1) return undefined;
  const largest = Object.entries(load.sizes)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([file, bytes]) => `${relative(ROOT, file)} ${kb(bytes)} KB`)
    .join(', ');
  return `${label}: ${kb(load.bytes)} KB is ${kb(load.bytes - budgetKb * 1024)} KB over its budget of ${budgetKb} KB (largest: ${largest})`;
}

describe(`first-load JavaScript within ${relative(ROOT, BUDGETS_FILE)}`, () => {
  beforeAll(() => {
    const stale = staleBuilds();
    if (stale.length)
      throw new Error(
        `${stale.map((b) => b.outDir).join(' and ')} missing or older than the sources: run \`npm run build\` (or \`npx tsx tools/build-if-stale.ts\`) before this check`,
      );
  });

  it('each site page and the console load no more than their budgets', () => {
    const budgets = readBudgets();
    const over = [
      ...Object.entries(budgets.site).map(([page, budget]) =>
        check(`the site's ${page}`, siteFirstLoad(join(ROOT, 'dist/site/client'), page), budget),
      ),
      check('the console', consoleFirstLoad(join(ROOT, 'dist/admin')), budgets.console),
    ].filter(Boolean);
    expect(over, `over budget (${relative(ROOT, BUDGETS_FILE)})`).toEqual([]);
  });
});
