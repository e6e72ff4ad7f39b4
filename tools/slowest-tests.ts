/**
 * `npx tsx tools/slowest-tests.ts <vitest JSON report> [count]`: the slowest test files of a run, so a
 * suite that grows shows where its time goes (issue 14). Used by .ci/run after `npm test`.
 */
import { existsSync, readFileSync } from 'node:fs';

interface Report {
  startTime?: number;
  testResults: { name: string; startTime?: number; endTime?: number; assertionResults?: unknown[] }[];
}

const [file = 'data/test-results.json', count = '10'] = process.argv.slice(2);
// `npm test` writes one report per tier (<file>.domain.json, .units, .api, .e2e); a plain run writes <file>.
const parts = existsSync(file)
  ? [file]
  : ['domain', 'units', 'api', 'e2e']
      .map((part) => file.replace(/\.json$/, `.${part}.json`))
      .filter((f) => existsSync(f));
const results = parts.flatMap((f) => (JSON.parse(readFileSync(f, 'utf8')) as Report).testResults);
const files = results
  .map((r) => ({
    name: r.name.replace(`${process.cwd()}/`, ''),
    ms: (r.endTime ?? 0) - (r.startTime ?? 0),
    tests: r.assertionResults?.length ?? 0,
  }))
  .sort((a, b) => b.ms - a.ms);
const total = files.reduce((sum, f) => sum + f.ms, 0);
console.log(
  `== the ${Math.min(Number(count), files.length)} slowest of ${files.length} test files (${(total / 1000).toFixed(0)} s of file time in all)`,
);
for (const f of files.slice(0, Number(count))) {
  console.log(`${(f.ms / 1000).toFixed(1).padStart(7)} s  ${String(f.tests).padStart(4)} tests  ${f.name}`);
}
