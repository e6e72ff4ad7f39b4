import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDemoData } from '#seed/seed.server.ts';
import { MemoryStore } from '#tests/seed/memory-store.ts';

/** The demo data keeps the wallet invariant too: each seeded wallet's balance is the sum of its ledger (decision 040). */
type Row = Record<string, any>;
let dir: string;
let store: MemoryStore;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nivaas-seed-wallets-'));
  store = new MemoryStore(join(dir, 'uploads'));
  await seedDemoData(store, { properties: 200 });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const rows = (slug: 'wallet' | 'wallet-entry' | 'bond-request' | 'user'): Row[] => store.rows(slug);
const cents = (n: number) => Math.round(n * 100);

describe('the seeded wallets', () => {
  it('hold the sum of their entries, each entry carrying the running balance', () => {
    const entries = rows('wallet-entry');
    expect(entries.length).toBeGreaterThan(0);
    for (const wallet of rows('wallet')) {
      const own = entries
        .filter((e) => e.userId === wallet.userId)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      expect(cents(own.reduce((sum, e) => sum + e.amount, 0)), wallet.userId).toBe(cents(wallet.totalAmount));
      let balance = 0;
      for (const e of own) expect(cents(e.balance)).toBe(cents((balance += e.amount)));
      if (own.length) expect(wallet.updatedAt >= own[own.length - 1].createdAt).toBe(true);
    }
    const withWallet = new Set(rows('wallet').map((w) => w.userId));
    expect(entries.filter((e) => !withWallet.has(e.userId))).toEqual([]);
  });

  it('say why: refunds reference the accepted cancellation, top-ups the finance head, instalments their claim', () => {
    const entries = rows('wallet-entry');
    const cancellations = new Set(
      store.tables
        .get('bond-request')!
        .filter((r) => r.row.type === 'cancel' && r.row.status === 'accepted')
        .map((r) => r.id),
    );
    const refunds = entries.filter((e) => e.reason === 'refund');
    expect(refunds.length).toBeGreaterThan(0);
    expect(refunds.every((e) => cancellations.has(e.referenceId) && e.amount > 0)).toBe(true);
    const finance = store.tables.get('user')!.find((u) => u.row.email === 'finance@nivaas.test')!.id;
    const topUps = entries.filter((e) => e.reason === 'topup');
    expect(topUps.length).toBeGreaterThan(0);
    expect(topUps.every((e) => e.referenceId === finance && e.amount > 0)).toBe(true);
    // A claim repaid in instalments (decision 056): each charge received, then taken for the claim.
    const instalments = entries.filter((e) => e.reason === 'instalment' || e.reason === 'payment');
    expect(instalments.every((e) => /^CLM-\d{4}-\w+\/\d+$/.test(e.referenceId))).toBe(true);
    expect(new Set(entries.map((e) => e.reason))).toEqual(new Set(['refund', 'topup', 'instalment', 'payment']));
  });
});
