import type { Finding, Sample } from './findings.ts';
import type { FuzzReport, FuzzStats } from './run-fuzz.ts';
import { excerpt } from './wire-json.ts';

/** One progress line: requests sent, rate, 5xx so far. */
export function progressLine(stats: FuzzStats): string {
  const seconds = (Date.now() - stats.startedAt) / 1000;
  const fives = [...stats.byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  return `${stats.sent.toLocaleString('en')} / ${stats.planned.toLocaleString('en')} requests  ${Math.round(stats.sent / Math.max(seconds, 0.001))}/s  5xx: ${fives}  failing operations: ${stats.failingOps.size}`;
}

/** Counts by status class and code, and the operations with the most failing answers. */
export function summaryText(report: FuzzReport): string {
  const { stats } = report;
  const seconds = (Date.now() - stats.startedAt) / 1000;
  const classes = new Map<string, number>();
  for (const [status, n] of stats.byStatus) {
    const name = status === 0 ? 'no answer' : `${Math.floor(status / 100)}xx`;
    classes.set(name, (classes.get(name) ?? 0) + n);
  }
  const lines = [
    `fuzz seed ${report.seed}: ${stats.sent.toLocaleString('en')} requests (+${stats.shrinkRequests} while shrinking) over ${report.operations} operations, ${report.pairs.length} operation × role pairs, in ${seconds.toFixed(1)} s`,
    `by class:  ${[...classes]
      .sort()
      .map(([c, n]) => `${c} ${n}`)
      .join('  ')}`,
    `by status: ${[...stats.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join('  ')}`,
  ];
  const failing = [...stats.failingOps].sort(([, a], [, b]) => b - a).slice(0, 15);
  if (failing.length)
    lines.push('top failing operations:', ...failing.map(([op, n]) => `  ${String(n).padStart(6)}  ${op}`));
  lines.push(
    report.findings.length ? `${report.findings.length} distinct findings (operation + cause)` : 'no findings',
  );
  return lines.join('\n');
}

/** Every finding with a request to reproduce it (shrunk when shrinking succeeded) and how to replay it. */
export function findingsText(report: FuzzReport): string {
  return report.findings.map((f, i) => findingText(f, i + 1, report.seed)).join('\n\n');
}

function findingText(f: Finding, n: number, seed: number): string {
  const sample = f.shrunk ?? f.first;
  return [
    `${n}. ${f.op} → ${f.cause}${f.suspects.length ? ` [${f.suspects.join(', ')}]` : ''}  (${f.count}× as ${[...f.roles].join(', ')})`,
    `   ${f.shrunk ? `shrunk in ${f.shrunk.steps} steps` : `not shrunk${f.shrinkNote ? `: ${f.shrinkNote}` : ''}`}`,
    ...requestLines(sample),
    `   replay: FUZZ_SEED=${seed} FUZZ_ONLY='${f.first.role} ${f.op}' FUZZ_RUNS=${f.replay.runs} npx vitest run tests/api/no-server-errors.test.ts`,
    `       or: npm run fuzz -- --seed ${seed} --only '${f.first.role} ${f.op}' --requests ${f.replay.runs}  (fast-check seed ${f.replay.seed}, path "${f.replay.path}")`,
  ].join('\n');
}

function requestLines(sample: Sample): string[] {
  const { wire } = sample;
  const headers = Object.entries(wire.headers).map(([k, v]) =>
    k === 'authorization' && sample.plan.authorization === undefined
      ? `${k}: Bearer <${sample.role}'s token>`
      : `${k}: ${excerpt(v, 120)}`,
  );
  return [
    `   as ${sample.role}: ${wire.method} ${excerpt(wire.url, 400)}`,
    ...headers.map((h) => `     ${h}`),
    ...(wire.payload !== undefined ? [`     body: ${excerpt(wire.payload, 700)}`] : []),
    `   → ${sample.status || 'no answer'} ${excerpt(sample.detail, 300)}`,
  ];
}
