import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

import type { SimulatorProvider } from '#server/payments/operations/simulator-provider.server.ts';

import { type TestUser } from '../fixtures.ts';
import type { TestApi } from '../harness.ts';
import { minimumOf, type Property, type World } from './world.ts';

/**
 * The doors and the vocabulary of a generated run (actions.ts performs the steps).
 *
 * The actions a generated run takes, each through one of its doors: the tenant's requests and payments (completed by
 * the browser's return, the provider's webhook, or both in either order), the landlord's and staff's answers, claims
 * and releases, staff's manual renewal, claim decisions and wallet top-ups, and check-in. A step names its action and
 * small numbers (`a`, `b`, `door`, `value`, `flag`) that choose, at run time, among what exists then: so a shrunk
 * sequence still means something.
 */
export const ACTIONS = [
  'requestBuy',
  'requestBuy',
  'requestTransfer',
  'requestTransfer',
  'requestCancel',
  'answer',
  'answer',
  'answer',
  'answer',
  'initiate',
  'initiate',
  'initiate',
  'initiate',
  'complete',
  'complete',
  'complete',
  'complete',
  'raiseClaim',
  'raiseClaim',
  'decideClaim',
  'decideClaim',
  'release',
  'manualRenew',
  'manualRenew',
  'topUp',
  'checkIn',
] as const;
export type ActionName = (typeof ACTIONS)[number];

export interface Step {
  action: ActionName;
  a: number;
  b: number;
  door: number;
  value: number;
  flag: boolean;
  /** An order made in this step is also paid in it (through the door `door` names). */
  chain: boolean;
}

export const stepArb: fc.Arbitrary<Step> = fc.record({
  action: fc.constantFrom(...ACTIONS),
  a: fc.nat(5),
  b: fc.nat(5),
  door: fc.nat(3),
  value: fc.nat(9),
  flag: fc.boolean(),
  chain: fc.boolean(),
});

/** What a run keeps beside the database: the world, what was said, what staff valued by hand, and counts of outcomes. */
export interface Run {
  api: TestApi;
  world: World;
  simulator: SimulatorProvider;
  keySecret: string;
  /** Every request of the run and its answer, for the failure report. */
  log: string[];
  /** Bonds whose value staff set by a manual renewal (eligibility does not cap a renewal: domain/bonds, manualRenew). */
  staffValued: Set<string>;
  /** `action door → status` counts over the whole file, printed at the end. */
  tally: Map<string, number>;
}

export class InvariantBroken extends Error {}

export type Answer = LightMyRequestResponse;

/** One request through the HTTP stack; never a 5xx, and every refusal (4xx) says why in `message`. */
export async function send(run: Run, label: string, options: InjectOptions & { token?: string }): Promise<Answer> {
  const res = await run.api.request(options);
  let body: any;
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  run.log.push(
    `${label}: ${options.method} ${options.url} ${options.payload ? JSON.stringify(options.payload) : ''} → ${res.statusCode}${body?.message ? ` "${body.message}"` : ''}`,
  );
  const key = `${label} → ${Math.floor(res.statusCode / 100)}xx`;
  run.tally.set(key, (run.tally.get(key) ?? 0) + 1);
  if (res.statusCode >= 500)
    throw new InvariantBroken(`${label} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  if (res.statusCode >= 400 && !(typeof body?.message === 'string' && body.message.trim())) {
    throw new InvariantBroken(`${label} refused (${res.statusCode}) without a message: ${res.body.slice(0, 300)}`);
  }
  return res;
}

export const v1 = (
  run: Run,
  label: string,
  method: InjectOptions['method'],
  path: string,
  who: TestUser,
  payload?: object,
) => send(run, label, { method, url: `/api/v1${path}`, token: who.token, ...(payload ? { payload } : {}) });
export const admin = (
  run: Run,
  label: string,
  method: InjectOptions['method'],
  path: string,
  who: TestUser,
  payload?: object,
) => send(run, label, { method, url: `/api/admin/${path}`, token: who.token, ...(payload ? { payload } : {}) });

export const pick = <T>(items: readonly T[], n: number): T | undefined =>
  items.length ? items[n % items.length] : undefined;

/** A value for a bond: missing, ₹0, tiny, around the property's minimum, inside, around the tenant's limit, huge. */
export function amountFor(property: Property, limit: number, n: number): number | undefined {
  const min = minimumOf(property);
  const max = Math.max(min, limit);
  return [undefined, 0, 0.5, min - 1, min, Math.round((min + max) / 2), limit, limit + 1, max, 9_000_000][n % 10];
}

export const tenantIds = (run: Run) => run.world.tenants.map((t) => t.id);
export const propertyById = (run: Run, id: string | undefined | null) => run.world.properties.find((p) => p.id === id);
export const userById = (run: Run, id: string | undefined | null) =>
  [...run.world.tenants, ...run.world.landlords].find((u) => u.id === id);

export async function bondsOfWorld(run: Run) {
  return run.api.db
    .selectFrom('bond')
    .selectAll()
    .where('tenantId', 'in', tenantIds(run))
    .orderBy('createdAt')
    .execute();
}
export async function requestsOfWorld(run: Run, status: 'pending' | 'accepted') {
  return run.api.db
    .selectFrom('bond_request')
    .selectAll()
    .where('userId', 'in', tenantIds(run))
    .where('status', '=', status)
    .orderBy('createdAt')
    .execute();
}
