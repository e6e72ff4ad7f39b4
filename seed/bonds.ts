import { type Random, roundTo } from '#engine/runtime/seeded-random.ts';
import type { BondStatus } from '#generated/enums.ts';

import { addDays, addMonths, isoDate, stamps } from './clock.ts';
import { CodeBook } from './codes.ts';
import { yearlyFee } from './product-fees.ts';
import { type SeededProduct } from './products.ts';
import type { SeededProfiles } from './profiles.ts';
import type { SeededProperty } from './properties.ts';
import type { SeedContext, SeedRow } from './seed-context.ts';
import type { SeededUser, SeededUsers } from './users.ts';

export interface SeededBond {
  id: string;
  bondId: string;
  status: BondStatus;
  tenant: SeededUser;
  property: SeededProperty;
  product: SeededProduct;
  monthlyRent: number;
  bondAmount: number;
  /** The fee over the whole tenure (renewals add theirs). */
  bondFee: number;
  /** The fee charged at purchase, and what the tenant paid for it after the product's discounts. */
  purchaseFee: number;
  finalFee: number;
  /** A renewal by one more year: staff bulk renew (manual) or the tenant online. */
  renewal?: { at: Date; fee: number; mode: 'manual' | 'paymentgateway' };
  tenure: number;
  created: Date;
  effective: Date;
  checkin?: Date;
  checkout?: Date;
  release?: Date;
  /** When the cancellation was accepted (Cancelled bonds). */
  cancelled?: Date;
  /** The bond this one replaced through a transfer. */
  transferredFrom?: SeededBond;
  coApplicants: string[];
}

/** Day ranges (days ago) in which bonds of each status were bought. */
const BOUGHT: Record<BondStatus, [number, number]> = {
  Released: [330, 170],
  Cancelled: [300, 25],
  Active: [320, 35],
  'Pending-Check-in': [24, 1],
};
/** Statuses of the other eligible tenants' bonds, oldest tenants first. */
const PLAN: BondStatus[] = [
  ...Array(6).fill('Released'),
  ...Array(5).fill('Cancelled'),
  ...Array(17).fill('Active'),
  ...Array(6).fill('Pending-Check-in'),
];

type Products = Record<'rent' | 'student' | 'corporate' | 'family', SeededProduct>;

/** Bonds in every status; tenant@ holds an Active bond on a landlord@ property; some tenants moved with a transfer. */
export async function seedBonds(
  ctx: SeedContext,
  users: SeededUsers,
  profiles: SeededProfiles,
  properties: SeededProperty[],
  products: Products,
): Promise<SeededBond[]> {
  const rng = ctx.rng.fork('bonds');
  const listed = properties.filter((p) => p.status === 'active' || p.status === 'occupied');
  const demoLandlordListings = listed.filter((p) => p.landlordId === users.demo.landlord.id);
  const taken = new Set<string>();
  const bonds: Omit<SeededBond, 'id' | 'bondId'>[] = [];

  const choose = (tenant: SeededUser, preferDemoLandlord: boolean): SeededProperty => {
    const cap = profiles.finances.get(tenant.id)?.maxEligibilityAmount ?? 100_000;
    const free = (pool: SeededProperty[]) => pool.filter((p) => !taken.has(p.id));
    const affordable = (pool: SeededProperty[]) => free(pool).filter((p) => p.expectedRent * 3 <= cap);
    const home = (pool: SeededProperty[]) => affordable(pool).filter((p) => p.city === tenant.city);
    const first = preferDemoLandlord ? demoLandlordListings : listed;
    const candidates = [home(first), affordable(first), affordable(listed), free(listed), listed].find(
      (c) => c.length > 0,
    );
    if (!candidates) throw new Error('No listed property to put a bond on');
    const chosen = rng.pick(candidates);
    taken.add(chosen.id);
    return chosen;
  };

  const plan = (
    tenant: SeededUser,
    status: BondStatus,
    bought: Date,
    property: SeededProperty,
    transferredFrom?: SeededBond,
    years?: number,
  ) => {
    const product = productFor(rng, property, products);
    const months = product === products.corporate ? 3 : Math.max(product.minimumMonths, rng.pick([2, 3]));
    const bondAmount = property.expectedRent * months;
    const picked = rng.pick(product.tenures.filter((t) => t <= 2));
    const tenure = years ?? picked;
    const bondFee = yearlyFee(product, bondAmount) * tenure;
    const discount = product.discount + (tenant.gender === 'female' ? product.discountWomen : 0);
    const effective = addDays(bought, rng.int(2, status === 'Pending-Check-in' ? 20 : 9));
    const b: Omit<SeededBond, 'id' | 'bondId'> = {
      status,
      tenant,
      property,
      product,
      monthlyRent: property.expectedRent,
      bondAmount,
      bondFee,
      purchaseFee: bondFee,
      finalFee: roundTo(bondFee * (1 - discount / 100), 1),
      tenure,
      created: bought,
      effective,
      coApplicants: profiles.coApplicants.get(tenant.id) ?? [],
      transferredFrom,
    };
    if (status !== 'Pending-Check-in') b.checkin = effective;
    if (status === 'Active') b.checkout = addDays(addMonths(effective, 12 * tenure), -1);
    if (status === 'Released') {
      b.checkout = ctx.clock.between(rng, addDays(effective, 90), ctx.clock.daysAgo(12));
      b.release = addDays(b.checkout, rng.int(1, 7));
    }
    if (status === 'Cancelled') b.cancelled = ctx.clock.after(rng, effective, 3);
    bonds.push(b);
    return b;
  };

  const boughtAt = (tenant: SeededUser, status: BondStatus) => {
    const [oldest, newest] = BOUGHT[status];
    const from = new Date(Math.max(addDays(tenant.created, 3).getTime(), ctx.clock.daysAgo(oldest).getTime()));
    return ctx.clock.between(rng, from, ctx.clock.daysAgo(newest));
  };

  const demoTenant = users.demo.tenant;
  // The demo tenant's one-year bond is in its last month: the dashboard and Bond Details offer its renewal (which
  // opens 30 days before expiry).
  plan(demoTenant, 'Active', ctx.clock.ago(rng, 355, 348), choose(demoTenant, true), undefined, 1);
  const others = users.tenants
    .filter((t) => t.eligibility === 'eligible' && !t.demo)
    .sort((a, b) => a.created.getTime() - b.created.getTime());
  others.forEach((tenant, i) => {
    const planned = PLAN[Math.min(i, PLAN.length - 1)];
    // A tenant who registered too recently for the planned history gets a bond awaiting check-in.
    const status = ctx.clock.daysSince(tenant.created) > BOUGHT[planned][1] + 3 ? planned : 'Pending-Check-in';
    plan(tenant, status, boughtAt(tenant, status), choose(tenant, i % 3 === 0 || rng.chance(0.2)));
  });
  // Tenants who moved: their Released bond was transferred to a new property.
  for (const old of bonds.filter((b) => b.status === 'Released').slice(0, 3)) {
    const moved = addDays(old.release!, rng.int(0, 3));
    const status: BondStatus = ctx.clock.daysSince(moved) > 14 ? 'Active' : 'Pending-Check-in';
    plan(old.tenant, status, moved, choose(old.tenant, rng.chance(0.5)), old as SeededBond);
  }

  // Two one-year Active bonds were renewed for a second year: one by staff (bulk renew), one online.
  const renewable = bonds.filter(
    (b) => b.status === 'Active' && b.tenure === 1 && b.tenant.demo !== 'tenant' && !b.transferredFrom,
  );
  renewable
    .sort((a, b) => a.effective.getTime() - b.effective.getTime())
    .slice(0, 2)
    .forEach((b, i) => {
      const fee = yearlyFee(b.product, b.bondAmount);
      b.renewal = {
        at: ctx.clock.between(rng, addDays(b.created, 20), ctx.clock.daysAgo(1)),
        fee,
        mode: i === 0 ? 'manual' : 'paymentgateway',
      };
      b.tenure += 1;
      b.bondFee += fee;
      b.checkout = addDays(addMonths(b.effective, 12 * b.tenure), -1);
    });

  const codes = new CodeBook(rng.fork('codes'));
  const rows: SeedRow<'bond'>[] = bonds.map((b) => bondRow(ctx, rng, b, codes.next('NVB', b.created)));
  const ids = await ctx.writer.insert('bond', rows);
  const seeded = bonds.map((b, i) => Object.assign(b, { id: ids[i], bondId: rows[i].bondId! }) as SeededBond);
  return seeded;
}

/** Corporate Cover carries a fixed fee, so it is offered only on larger bonds. */
const CORPORATE_MIN_BOND = 60_000;

function productFor(rng: Random, property: SeededProperty, products: Products): SeededProduct {
  if (property.college || property.city === 'Kota') return products.student;
  const corporate = property.expectedRent * 3 >= CORPORATE_MIN_BOND && rng.chance(property.family ? 0.3 : 0.1);
  if (corporate) return products.corporate;
  return property.family ? products.family : products.rent;
}

function bondRow(ctx: SeedContext, rng: Random, b: Omit<SeededBond, 'id' | 'bondId'>, bondId: string): SeedRow<'bond'> {
  const last = b.release ?? b.cancelled ?? b.renewal?.at ?? b.checkin ?? b.created;
  const row: SeedRow<'bond'> = {
    bondId,
    status: b.status,
    tenantId: b.tenant.id,
    landlordId: b.property.landlordId,
    propertyId: b.property.id,
    productId: b.product.id,
    bondAmount: b.bondAmount,
    bondFee: b.bondFee,
    monthlyRent: b.monthlyRent,
    bondEffectiveDate: isoDate(b.effective),
    tenure: b.tenure,
    agreement: { docId: `AGR-${bondId}`, docType: 'RENT_AGREEMENT', docUrl: ctx.files.docs['rent-agreement'] },
    ...stamps(b.created, ctx.clock.between(rng, last, addDays(last, 1))),
  };
  if (b.checkin) row.checkinDate = isoDate(b.checkin);
  if (b.checkout) row.checkoutDate = isoDate(b.checkout);
  if (b.release) row.releaseDate = isoDate(b.release);
  if (b.status === 'Active' || b.status === 'Released')
    row.moveInReport = { docId: `MIR-${bondId}`, docType: 'MOVE_IN_REPORT', docUrl: ctx.files.docs['move-in-report'] };
  if (b.coApplicants.length) row.coApplicants = b.coApplicants;
  return row;
}
