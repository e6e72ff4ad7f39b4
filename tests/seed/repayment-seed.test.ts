import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { amountToRecover } from '#domain/claims/instalments.ts';
import { seedDemoData } from '#seed/seed.server.ts';

import { MemoryStore } from './memory-store.ts';

let dir: string;
let store: MemoryStore;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nivaas-seed-'));
  store = new MemoryStore(join(dir, 'uploads'));
  await seedDemoData(store, { properties: 200 });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('seeds one tenant repaying a claim in 6 instalments, the third failed then retried, with its wallet entries', () => {
  const [plan] = store.rows('repayment-plan') as any[];
  expect(store.rows('repayment-plan')).toHaveLength(1);
  expect(plan.instalments.map((i: any) => [i.status, i.attempts])).toEqual([
    ['paid', 1],
    ['paid', 1],
    ['paid', 2],
    ['due', 0],
    ['due', 0],
    ['due', 0],
  ]);
  const claim = store.tables.get('claim')!.find((c) => c.id === plan.claimId)!.row as any;
  expect(amountToRecover(claim)).toBe(plan.amount);
  expect(Math.round(plan.instalments.reduce((s: number, i: any) => s + i.amount * 100, 0))).toBe(
    Math.round(plan.amount * 100),
  );
  expect(plan.instalments[3].dueDate > new Date().toISOString().slice(0, 10)).toBe(true);
  const entries = (store.rows('wallet-entry') as any[]).filter((e) => e.userId === plan.tenantId);
  expect(entries.map((e) => e.reason)).toEqual([
    'instalment',
    'payment',
    'instalment',
    'payment',
    'instalment',
    'payment',
  ]);
  expect(entries.reduce((s, e) => s + e.amount, 0)).toBeCloseTo(0, 6);
  expect(store.rows('wallet').find((w) => w.userId === plan.tenantId)?.totalAmount).toBe(0);
});
