import fc from 'fast-check';

import type { Violation } from './answer-checks.ts';
import { suspectsOf } from './finding-suspects.ts';
import type { Pair } from './fuzz-plan.ts';
import type { WireRequest } from './materialize-request.ts';
import type { RequestPlan, Role } from './openapi-arbitraries.ts';

/** One request sent and what came back. */
export interface Sample {
  role: Role;
  wire: WireRequest;
  status: number;
  detail: string;
  plan: RequestPlan;
}

export type Sent = Omit<Sample, 'plan'> & { violation?: Violation };
export type Send = (plan: RequestPlan, counted: boolean) => Promise<Sent>;

/** One defect class: an operation, a cause (status and error code, or the leaked text) and the hostile classes of its request. */
export interface Finding {
  op: string;
  cause: string;
  /** The hostile classes the (shrunk) request carries: nesting, NUL, impossible date... */
  suspects: string[];
  count: number;
  roles: Set<Role>;
  first: Sample;
  /** The fast-check seed and path that replay `first`, and how many requests its pair had sent by then. */
  replay: { seed: number; path: string; runs: number };
  shrunk?: Sample & { steps: number };
  shrinkNote?: string;
}

/** Thrown by a property on a broken answer: fast-check keeps it with the counterexample. */
export class FuzzFailure extends Error {
  constructor(
    readonly violation: Violation,
    readonly sample: Sent,
  ) {
    super(`${violation.cause}: ${sample.wire.method} ${sample.wire.url.slice(0, 200)}`);
  }
}

/** Replays a finding from its seed and path and shrinks it, failing only on answers with the same cause. */
export async function shrinkFinding(finding: Finding, pair: Pair, ms: number, send: Send): Promise<void> {
  let replayed: string | undefined;
  const property = fc.asyncProperty(pair.arbitrary, async (plan) => {
    const result = await send(plan, false);
    replayed ??= `${result.status} ${result.violation?.cause ?? ''} ${result.detail.slice(0, 80)}`;
    if (result.violation?.cause === finding.cause) throw new FuzzFailure(result.violation, result);
  });
  const details = await fc.check(property, {
    seed: finding.replay.seed,
    path: finding.replay.path,
    numRuns: 1,
    plugins: [fc.interruptAfterTimeLimit(ms)],
  });
  if (details.failed && details.errorInstance instanceof FuzzFailure) {
    finding.shrunk = {
      ...details.errorInstance.sample,
      plan: (details.counterexample as [RequestPlan])[0],
      steps: details.numShrinks,
    };
    finding.suspects = suspectsOf(finding.shrunk.wire);
  } else {
    finding.shrinkNote = details.interrupted
      ? 'replay interrupted before it failed'
      : `did not fail again on replay (depends on what ran before it): ${replayed}`;
  }
}

/** Findings that shrank to the same operation, cause and hostile classes are one. */
export function mergeFindings(findings: Finding[]): Finding[] {
  const byKey = new Map<string, Finding>();
  for (const f of findings) {
    const key = `${f.op} | ${f.cause} | ${f.suspects.join(', ')}`;
    const known = byKey.get(key);
    if (!known) byKey.set(key, f);
    else {
      known.count += f.count;
      for (const role of f.roles) known.roles.add(role);
      if (!known.shrunk && f.shrunk)
        Object.assign(known, { first: f.first, replay: f.replay, shrunk: f.shrunk, shrinkNote: undefined });
    }
  }
  return [...byKey.values()];
}
