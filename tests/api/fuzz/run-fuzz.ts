import fc from 'fast-check';

import { checkAnswer, requestTextOf, type Violation } from './answer-checks.ts';
import { suspectsOf } from './finding-suspects.ts';
import { type Finding, FuzzFailure, mergeFindings, type Send, shrinkFinding } from './findings.ts';
import { type Pair, planPairs } from './fuzz-plan.ts';
import { seedOf } from './fuzz-seeds.ts';
import type { FuzzTarget } from './fuzz-target.ts';
import { materialize } from './materialize-request.ts';
import { requestArbitrary } from './openapi-arbitraries.ts';
import { operationsOf } from './openapi-operations.ts';
import { SchemaArbitraries } from './schema-arbitraries.ts';
import type { Wire } from './wire-json.ts';

export interface FuzzOptions {
  /** Base seed: every operation × role derives its own from it. */
  seed: number;
  /** Requests to generate (shrinking sends more), spread evenly over every operation × role. */
  requests: number;
  /** Operation × role pairs fuzzed at once. */
  concurrency: number;
  /** Only the operation × role pair with this label (`admin GET /api/admin/user`), or those whose label contains it. */
  only?: string;
  /** Time to shrink one finding to a smaller request, and at most how many findings to shrink. */
  shrinkMs: number;
  maxShrinks: number;
  /** A request without an answer after this long is a finding. */
  timeoutMs: number;
  onProgress?: (stats: FuzzStats) => void;
}

export interface FuzzStats {
  sent: number;
  planned: number;
  shrinkRequests: number;
  byStatus: Map<number, number>;
  failingOps: Map<string, number>;
  startedAt: number;
}

export interface FuzzReport {
  seed: number;
  stats: FuzzStats;
  findings: Finding[];
  pairs: { label: string; runs: number }[];
  operations: number;
}

/**
 * Sends generated requests for every operation of the OpenAPI document as every role and checks
 * every answer (answer-checks.ts). Each operation × role is its own fast-check property with a
 * derived seed, run until its share of requests is spent: a failure is recorded and the property
 * continues with the next attempt's seed. Afterwards each distinct finding (operation + cause +
 * hostile classes) is replayed from its seed and path and shrunk, counting only answers with the
 * same cause as failing.
 */
export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzReport> {
  const operations = operationsOf(target.doc);
  const schemas = new SchemaArbitraries(target.doc.components?.schemas ?? {});
  const components = Object.entries<any>(target.doc.components?.schemas ?? {}).filter(
    ([name]) => name !== 'Error' && !name.includes('_'),
  );
  const anyComponent: fc.Arbitrary<Wire> = fc.oneof(...components.map(([, s]) => schemas.value(s)));
  const pairs = planPairs(operations, options.requests, options.only, (op, role) =>
    requestArbitrary(op, role, schemas, anyComponent),
  );
  const stats: FuzzStats = {
    sent: 0,
    planned: pairs.reduce((n, p) => n + p.runs, 0),
    shrinkRequests: 0,
    byStatus: new Map(),
    failingOps: new Map(),
    startedAt: Date.now(),
  };
  const findings = new Map<string, Finding>();

  const send: Send = async (plan, counted) => {
    const wire = materialize(plan, target.tokens[plan.role], target.pool);
    let status = 0;
    let violation: Violation | undefined;
    let detail = '';
    try {
      const res = await withTimeout(
        target.api.app.inject({
          method: wire.method as any,
          url: wire.url,
          headers: wire.headers,
          payload: wire.payload,
        }),
        options.timeoutMs,
      );
      status = res.statusCode;
      detail = res.body.slice(0, 300);
      violation = checkAnswer(
        { statusCode: res.statusCode, headers: res.headers, body: res.body },
        requestTextOf(wire),
      );
    } catch (error) {
      const message =
        error instanceof TimeoutError
          ? `no answer within ${options.timeoutMs / 1000} s`
          : `inject failed: ${String((error as Error)?.message ?? error).slice(0, 80)}`;
      violation = { cause: message, detail: String((error as Error)?.stack ?? error).slice(0, 300) };
    }
    if (counted) {
      stats.sent++;
      stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);
      if (violation) stats.failingOps.set(plan.op, (stats.failingOps.get(plan.op) ?? 0) + 1);
    } else stats.shrinkRequests++;
    return { role: plan.role, wire, status, detail: violation?.detail ?? detail, violation };
  };

  const runPair = async (pair: Pair) => {
    let remaining = pair.runs;
    for (let attempt = 0; remaining > 0; attempt++) {
      const seed = seedOf(options.seed, pair.op.key, pair.role, attempt);
      const property = fc.asyncProperty(pair.arbitrary, async (plan) => {
        const result = await send(plan, true);
        if (result.violation) throw new FuzzFailure(result.violation, result);
      });
      const details = await fc.check(property, { seed, numRuns: remaining, endOnFailure: true });
      const runs = pair.runs - remaining + details.numRuns;
      remaining -= Math.max(1, details.numRuns);
      if (!details.failed) continue;
      const failure = details.errorInstance as FuzzFailure;
      const suspects = suspectsOf(failure.sample.wire);
      const key = `${pair.op.key} | ${failure.violation.cause} | ${suspects.join(', ')}`;
      const known = findings.get(key);
      if (known) {
        known.count++;
        known.roles.add(pair.role);
      } else {
        const first = { ...failure.sample, plan: details.counterexample![0] };
        findings.set(key, {
          op: pair.op.key,
          cause: failure.violation.cause,
          suspects,
          count: 1,
          roles: new Set([pair.role]),
          first,
          replay: { seed, path: details.counterexamplePath!, runs },
        });
      }
    }
  };

  const progress = options.onProgress ? setInterval(() => options.onProgress!(stats), 2_000) : undefined;
  try {
    const queue = [...pairs];
    await Promise.all(
      Array.from({ length: Math.max(1, options.concurrency) }, async () => {
        for (let pair = queue.shift(); pair; pair = queue.shift()) await runPair(pair);
      }),
    );
    const byLabel = new Map(pairs.map((p) => [p.label, p]));
    for (const finding of [...findings.values()].slice(0, options.maxShrinks))
      await shrinkFinding(finding, byLabel.get(`${finding.first.role} ${finding.op}`)!, options.shrinkMs, send);
  } finally {
    if (progress) clearInterval(progress);
  }
  return {
    seed: options.seed,
    stats,
    findings: mergeFindings([...findings.values()]),
    pairs: pairs.map((p) => ({ label: p.label, runs: p.runs })),
    operations: operations.length,
  };
}

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new TimeoutError()), ms))),
  ]).finally(() => clearTimeout(timer));
}
