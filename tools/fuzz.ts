/**
 * `npm run fuzz`: the long malformed-input run. Starts the app in-process as the API tests do (embedded
 * PGlite in memory, or a schema of its own on PostgreSQL), sends generated requests to every operation
 * of the OpenAPI document as every role, and prints a summary and every finding with a request that
 * reproduces it. Exits 1 when there is any finding.
 *
 *   npm run fuzz -- [--requests 100000] [--seed 1] [--database-url postgres://...] [--concurrency 4]
 *                   [--only 'admin GET /api/admin/user'] [--shrink-ms 2000] [--max-shrinks 40]
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100000' },
    seed: { type: 'string' },
    'database-url': { type: 'string' },
    concurrency: { type: 'string', default: '4' },
    only: { type: 'string' },
    'shrink-ms': { type: 'string', default: '2000' },
    'max-shrinks': { type: 'string', default: '40' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(
    'npm run fuzz -- [--requests N] [--seed S] [--database-url URL] [--concurrency C] [--only TEXT] [--shrink-ms MS] [--max-shrinks N]',
  );
  process.exit(0);
}
if (values['database-url']) process.env.DATABASE_URL = values['database-url'];

const number = (name: keyof typeof values) => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number`);
  return n;
};
const seed = values.seed !== undefined ? number('seed') : Math.floor(Math.random() * 2 ** 31);

const { startFuzzTarget } = await import('#tests/api/fuzz/fuzz-target.ts');
const { runFuzz } = await import('#tests/api/fuzz/run-fuzz.ts');
const { findingsText, progressLine, summaryText } = await import('#tests/api/fuzz/fuzz-report.ts');

console.log(
  `fuzzing on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite (in memory)'}, seed ${seed} (replay with --seed ${seed})`,
);
const target = await startFuzzTarget();
let exitCode = 0;
try {
  const report = await runFuzz(target, {
    seed,
    requests: number('requests'),
    concurrency: Math.max(1, number('concurrency')),
    only: values.only,
    shrinkMs: number('shrink-ms'),
    maxShrinks: number('max-shrinks'),
    timeoutMs: 30_000,
    onProgress: (stats) => console.log(progressLine(stats)),
  });
  console.log(`\n${summaryText(report)}`);
  if (report.findings.length) {
    console.log(`\nfindings (seed ${seed}):\n\n${findingsText(report)}`);
    exitCode = 1;
  }
} finally {
  await target.close();
}
process.exit(exitCode);
