import fc from 'fast-check';
import { checkAnswer, requestTextOf, type Violation } from './answer-checks.ts';
import { seedOf } from './fuzz-seeds.ts';
import type { FuzzTarget } from './fuzz-target.ts';
import { materialize, type WireRequest } from './materialize-request.ts';
import { requestArbitrary, ROLES, type RequestPlan, type Role } from './openapi-arbitraries.ts';
import { operationsOf, type Operation } from './openapi-operations.ts';
import { SchemaArbitraries } from './schema-arbitraries.ts';
import type { Wire } from './wire-json.ts';

export interface FuzzOptions {
  /** Base seed: every operation × role derives its own from it. */
  seed: number;
  /** Requests to generate (shrinking sends more), spread evenly over every operation × role. */
  requests: number;
  /** Requests in flight at once. */
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

export interface Sample {
  role: Role;
  wire: WireRequest;
  status: number;
  detail: string;
  plan: RequestPlan;
}

/** One defect class: an operation and a cause (status and error code, or the leaked text). */
export interface Finding {
  op: string;
  cause: string;
  count: number;
  roles: Set<Role>;
  first: Sample;
  /** The fast-check seed and path that replay `first`, and how many requests its pair had sent by then. */
  replay: { seed: number; path: string; runs: number };
  shrunk?: Sample & { steps: number };
  shrinkNote?: string;
}

export interface FuzzReport {
  seed: number;
  stats: FuzzStats;
  findings: Finding[];
  pairs: { label: string; runs: number }[];
  operations: number;
}

class FuzzFailure extends Error {
  constructor(
    readonly violation: Violation,
    readonly sample: Omit<Sample, 'plan'>,
  ) {
    super(`${violation.cause}: ${sample.wire.method} ${sample.wire.url.slice(0, 200)}`);
  }
}

interface Pair {
  op: Operation;
  role: Role;
  label: string;
  runs: number;
  arbitrary: fc.Arbitrary<RequestPlan>;
}

/**
 * Sends generated requests for every operation of the OpenAPI document as every role and checks
 * every answer (answer-checks.ts). Each operation × role is its own fast-check property with a
 * derived seed, run until its share of requests is spent: a failure is recorded and the property
 * continues with the next attempt's seed. Afterwards each distinct finding (operation + cause) is
 * replayed from its seed and path and shrunk, counting only answers with the same cause as failing.
 */
export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzReport> {
  const operations = operationsOf(target.doc);
  const schemas = new SchemaArbitraries(target.doc.components?.schemas ?? {});
  const components = Object.entries<any>(target.doc.components?.schemas ?? {}).filter(([name]) => name !== 'Error' && !name.includes('_'));
  const anyComponent: fc.Arbitrary<Wire> = fc.oneof(...components.map(([, s]) => schemas.value(s)));
  const pairs = planPairs(operations, options, (op, role) => requestArbitrary(op, role, schemas, anyComponent));
  const stats: FuzzStats = { sent: 0, planned: pairs.reduce((n, p) => n + p.runs, 0), shrinkRequests: 0, byStatus: new Map(), failingOps: new Map(), startedAt: Date.now() };
  const findings = new Map<string, Finding>();

  const send = async (plan: RequestPlan, counted: boolean): Promise<Omit<Sample, 'plan'> & { violation?: Violation }> => {
    const wire = materialize(plan, target.tokens[plan.role], (ref) => target.resolve(ref));
    let status = 0;
    let violation: Violation | undefined;
    let detail = '';
    try {
      const res = await withTimeout(target.api.app.inject({ method: wire.method as any, url: wire.url, headers: wire.headers, payload: wire.payload }), options.timeoutMs);
      status = res.statusCode;
      detail = res.body.slice(0, 300);
      violation = checkAnswer({ statusCode: res.statusCode, headers: res.headers, body: res.body }, requestTextOf(wire));
    } catch (error) {
      violation = { cause: error instanceof TimeoutError ? `no answer within ${options.timeoutMs / 1000} s` : `inject failed: ${String((error as Error)?.message ?? error).slice(0, 80)}`, detail: String((error as Error)?.stack ?? error).slice(0, 300) };
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
      const runsSoFar = pair.runs - remaining + details.numRuns;
      remaining -= Math.max(1, details.numRuns);
      if (!details.failed) continue;
      const failure = details.errorInstance as FuzzFailure;
      const key = `${pair.op.key} | ${failure.violation.cause}`;
      const known = findings.get(key);
      if (known) {
        known.count++;
        known.roles.add(pair.role);
      } else {
        findings.set(key, { op: pair.op.key, cause: failure.violation.cause, count: 1, roles: new Set([pair.role]), first: { ...failure.sample, plan: details.counterexample![0] }, replay: { seed, path: details.counterexamplePath!, runs: runsSoFar } });
      }
    }
  };

  const progress = options.onProgress ? setInterval(() => options.onProgress!(stats), 2_000) : undefined;
  try {
    const queue = [...pairs];
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, async () => {
      for (let pair = queue.shift(); pair; pair = queue.shift()) await runPair(pair);
    }));
    const byLabel = new Map(pairs.map((p) => [`${p.role} ${p.op.key}`, p]));
    for (const finding of [...findings.values()].slice(0, options.maxShrinks)) await shrink(finding, byLabel.get(`${finding.first.role} ${finding.op}`)!, options.shrinkMs, send);
  } finally {
    if (progress) clearInterval(progress);
  }
  return { seed: options.seed, stats, findings: [...findings.values()], pairs: pairs.map((p) => ({ label: p.label, runs: p.runs })), operations: operations.length };
}

/** Replays a finding from its seed and path and shrinks it, failing only on answers with the same cause. */
async function shrink(finding: Finding, pair: Pair, ms: number, send: (plan: RequestPlan, counted: boolean) => Promise<Omit<Sample, 'plan'> & { violation?: Violation }>) {
  let replayed: string | undefined;
  const property = fc.asyncProperty(pair.arbitrary, async (plan) => {
    const result = await send(plan, false);
    replayed ??= `${result.status} ${result.violation?.cause ?? ''} ${result.detail.slice(0, 80)}`;
    if (result.violation?.cause === finding.cause) throw new FuzzFailure(result.violation, result);
  });
  const details = await fc.check(property, { seed: finding.replay.seed, path: finding.replay.path, numRuns: 1, plugins: [fc.interruptAfterTimeLimit(ms)] });
  if (details.failed && details.errorInstance instanceof FuzzFailure) finding.shrunk = { ...details.errorInstance.sample, plan: (details.counterexample as [RequestPlan])[0], steps: details.numShrinks };
  else finding.shrinkNote = details.interrupted ? 'replay interrupted before it failed' : `did not fail again on replay (depends on what ran before it): ${replayed}`;
}

/** Every operation × role, the first pass covering each operation once with the roles rotating; sign-outs last. */
function planPairs(operations: Operation[], options: FuzzOptions, arbitraryOf: (op: Operation, role: Role) => fc.Arbitrary<RequestPlan>): Pair[] {
  const all: Omit<Pair, 'runs' | 'arbitrary'>[] = [];
  for (let pass = 0; pass < ROLES.length; pass++) {
    operations.forEach((op, i) => {
      const role = ROLES[(i + pass) % ROLES.length];
      all.push({ op, role, label: `${role} ${op.key}` });
    });
  }
  const signOut = (p: { op: Operation }) => /logout/.test(p.op.path);
  const ordered = [...all.filter((p) => !signOut(p)), ...all.filter(signOut)];
  const exact = ordered.filter((p) => p.label === options.only);
  const chosen = !options.only ? ordered : exact.length ? exact : ordered.filter((p) => p.label.includes(options.only!));
  const base = Math.floor(options.requests / Math.max(1, chosen.length));
  const extra = options.requests - base * chosen.length;
  return chosen.map((p, i) => ({ ...p, runs: base + (i < extra ? 1 : 0), arbitrary: arbitraryOf(p.op, p.role) })).filter((p) => p.runs > 0);
}

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new TimeoutError()), ms)))]).finally(() => clearTimeout(timer));
}
