import { claimIsOpen } from '#domain/claims/totals.ts';

import type { TestApi } from '../harness.ts';
import type { Run } from './actions.ts';

/** Live bonds, as the specification says: in force or awaiting check-in. */
const LIVE = ['Active', 'Pending-Check-in'] as const;
/** A product without its own minimum asks two months' rent (spec 001 §1: the minimum guarantee is 2-3 months' rent). */
const DEFAULT_MONTHS = 2;
const cents = (n: number) => Math.round(n * 100);

/** What the claim invariant compares across a step: each bond's status, tenure and open claims, and each tenant's bond count. */
export interface Snapshot {
  bonds: Map<string, { tenantId: string; status: string; tenure: number; openClaims: number }>;
  bondsPerTenant: Map<string, number>;
}

export async function snapshot(api: TestApi): Promise<Snapshot> {
  const [bonds, claims] = await Promise.all([
    api.db.selectFrom('bond').select(['id', 'tenantId', 'status', 'tenure']).execute(),
    api.db.selectFrom('claim').select(['bondId', 'claims', 'recoveries']).execute(),
  ]);
  const open = new Map<string, number>();
  for (const c of claims) if (c.bondId && claimIsOpen(c)) open.set(c.bondId, (open.get(c.bondId) ?? 0) + 1);
  const perTenant = new Map<string, number>();
  for (const b of bonds) perTenant.set(b.tenantId!, (perTenant.get(b.tenantId!) ?? 0) + 1);
  return {
    bonds: new Map(
      bonds.map((b) => [
        b.id,
        { tenantId: b.tenantId!, status: String(b.status), tenure: Number(b.tenure), openClaims: open.get(b.id) ?? 0 },
      ]),
    ),
    bondsPerTenant: perTenant,
  };
}

/**
 * The invariants, read from the database after a step; answers what is broken (empty when all hold):
 * - no live bond below its product's minimum (minimum months × the property's rent, at least ₹1), nor above its
 *   tenant's maximum eligibility (fixed in a run), unless staff set its value by a manual renewal, which eligibility
 *   does not cap;
 * - no renewal (the tenure grew) or transfer (the bond released as a new bond of its tenant appeared) in a step that
 *   began with an open claim on the bond;
 * - at most one live bond per tenant (and so per tenant and property);
 * - every wallet's balance is the sum of its entries, and its last entry's balance; nobody without a wallet has
 *   entries that do not sum to nothing;
 * - a paid order the rules refused was credited to the wallet exactly once, for its amount; a paid order never was.
 */
export async function brokenInvariants(run: Run, before: Snapshot): Promise<string[]> {
  const { db } = run.api;
  const broken: string[] = [];
  const live = await db
    .selectFrom('bond')
    .leftJoin('product', 'product.id', 'bond.productId')
    .leftJoin('property', 'property.id', 'bond.propertyId')
    .leftJoin('eligibility', 'eligibility.userId', 'bond.tenantId')
    .select([
      'bond.id',
      'bond.bondId',
      'bond.tenantId',
      'bond.propertyId',
      'bond.status',
      'bond.bondAmount',
      'product.minimumMonths',
      'property.expectedRent',
      'eligibility.maxEligibilityAmount',
    ])
    .where('bond.status', 'in', LIVE)
    .execute();
  const perTenant = new Map<string, string[]>();
  for (const b of live) {
    const months = b.minimumMonths && b.minimumMonths > 0 ? b.minimumMonths : DEFAULT_MONTHS;
    const min = Math.max(1, Math.ceil(Number(b.expectedRent ?? 0) * months));
    const value = Number(b.bondAmount ?? 0);
    if (!(value >= min))
      broken.push(
        `live bond ${b.bondId} is worth ₹${value}, below its minimum ₹${min} (${months} months of ₹${b.expectedRent})`,
      );
    if (b.maxEligibilityAmount != null && value > b.maxEligibilityAmount && !run.staffValued.has(b.id)) {
      broken.push(
        `live bond ${b.bondId} is worth ₹${value}, above its tenant's eligibility ₹${b.maxEligibilityAmount}`,
      );
    }
    perTenant.set(b.tenantId!, [...(perTenant.get(b.tenantId!) ?? []), String(b.bondId)]);
  }
  for (const [tenant, codes] of perTenant)
    if (codes.length > 1) broken.push(`tenant ${tenant} has ${codes.length} live bonds: ${codes.join(', ')}`);

  const after = await snapshot(run.api);
  for (const [id, was] of before.bonds) {
    if (!was.openClaims) continue;
    const now = after.bonds.get(id);
    if (!now) continue;
    if (now.tenure > was.tenure)
      broken.push(`bond ${id} was renewed (tenure ${was.tenure} → ${now.tenure}) with ${was.openClaims} open claim(s)`);
    const moved =
      (LIVE as readonly string[]).includes(was.status) &&
      now.status === 'Released' &&
      (after.bondsPerTenant.get(was.tenantId) ?? 0) > (before.bondsPerTenant.get(was.tenantId) ?? 0);
    if (moved) broken.push(`bond ${id} was transferred to a new bond with ${was.openClaims} open claim(s)`);
  }

  const [wallets, sums, lastEntries] = await Promise.all([
    db.selectFrom('wallet').select(['userId', 'totalAmount']).execute(),
    db
      .selectFrom('wallet_entry')
      .select(['userId', (eb) => eb.fn.sum<number>('amount').as('total'), (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('userId')
      .execute(),
    db.selectFrom('wallet_entry').select(['userId', 'balance', 'createdAt']).orderBy('createdAt', 'desc').execute(),
  ]);
  const sumOf = new Map(sums.map((s) => [s.userId!, Number(s.total ?? 0)]));
  const lastOf = new Map<string, number>();
  for (const e of lastEntries) if (!lastOf.has(e.userId!)) lastOf.set(e.userId!, Number(e.balance));
  for (const w of wallets) {
    const balance = Number(w.totalAmount ?? 0);
    const total = sumOf.get(w.userId!) ?? 0;
    if (cents(balance) !== cents(total))
      broken.push(`wallet of ${w.userId} holds ₹${balance}, its entries sum to ₹${total}`);
    if (lastOf.has(w.userId!) && cents(lastOf.get(w.userId!)!) !== cents(balance))
      broken.push(`wallet of ${w.userId} holds ₹${balance}, its last entry says ₹${lastOf.get(w.userId!)}`);
  }
  const withWallet = new Set(wallets.map((w) => w.userId));
  for (const [userId, total] of sumOf)
    if (!withWallet.has(userId) && cents(total) !== 0)
      broken.push(`user ${userId} has no wallet but entries summing to ₹${total}`);

  const orders = await db
    .selectFrom('payment_order')
    .select(['eqaroOrderId', 'status', 'amount'])
    .where('status', 'in', ['refused', 'paid'])
    .where('type', '!=', 'token')
    .execute();
  const credits = await db
    .selectFrom('wallet_entry')
    .select(['referenceId', 'amount'])
    .where('reason', '=', 'refused-payment')
    .execute();
  const creditsOf = new Map<string, number[]>();
  for (const c of credits) creditsOf.set(c.referenceId!, [...(creditsOf.get(c.referenceId!) ?? []), Number(c.amount)]);
  for (const o of orders) {
    const got = creditsOf.get(o.eqaroOrderId!) ?? [];
    const amount = Number(o.amount ?? 0);
    if (o.status === 'refused' && amount > 0 && (got.length !== 1 || cents(got[0]) !== cents(amount))) {
      broken.push(
        `refused order ${o.eqaroOrderId} of ₹${amount} was credited to the wallet ${got.length} time(s): ${got.join(', ') || 'never'}`,
      );
    }
    if (o.status === 'paid' && got.length)
      broken.push(`paid order ${o.eqaroOrderId} was also credited to the wallet as refused: ${got.join(', ')}`);
  }
  return broken;
}
