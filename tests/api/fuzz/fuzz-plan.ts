import type fc from 'fast-check';

import { type RequestPlan, type Role, ROLES } from './openapi-arbitraries.ts';
import type { Operation } from './openapi-operations.ts';

/** One operation as one role: its own fast-check property, run `runs` times. */
export interface Pair {
  op: Operation;
  role: Role;
  /** `admin GET /api/admin/user`: what FUZZ_ONLY / --only match. */
  label: string;
  runs: number;
  arbitrary: fc.Arbitrary<RequestPlan>;
}

/**
 * Every operation × role with its share of the requests. The first pass covers each operation once
 * with the roles rotating (so a small budget still reaches every operation); sign-outs run last so
 * they do not end the roles' sessions early. `only` keeps the pair with that exact label, or those
 * whose label contains it.
 */
export function planPairs(
  operations: Operation[],
  requests: number,
  only: string | undefined,
  arbitraryOf: (op: Operation, role: Role) => fc.Arbitrary<RequestPlan>,
): Pair[] {
  const all: Omit<Pair, 'runs' | 'arbitrary'>[] = [];
  for (let pass = 0; pass < ROLES.length; pass++) {
    operations.forEach((op, i) => {
      const role = ROLES[(i + pass) % ROLES.length];
      all.push({ op, role, label: `${role} ${op.key}` });
    });
  }
  const signOut = (p: { op: Operation }) => /logout/.test(p.op.path);
  const ordered = [...all.filter((p) => !signOut(p)), ...all.filter(signOut)];
  const exact = ordered.filter((p) => p.label === only);
  const chosen = !only ? ordered : exact.length ? exact : ordered.filter((p) => p.label.includes(only));
  const base = Math.floor(requests / Math.max(1, chosen.length));
  const extra = requests - base * chosen.length;
  return chosen
    .map((p, i) => ({ ...p, runs: base + (i < extra ? 1 : 0), arbitrary: arbitraryOf(p.op, p.role) }))
    .filter((p) => p.runs > 0);
}
