import fc from 'fast-check';

import { claimLine, isoDay, makeBond, makeEligibility, makeProduct, makeProperty, type TestUser } from '../fixtures.ts';
import { makeUser, type TestApi } from '../harness.ts';

/**
 * The small world one generated run plays in: two landlords, each offering a product of their own (its minimum
 * months, reference value and whether tenants may edit the value drawn), three properties, two tenants with a
 * fixed eligibility each, and for each tenant perhaps a bond to start from (in its renewal window, with or without an
 * open claim the landlord raised, or young, or young with an accepted transfer to the second property), or an accepted
 * request to buy, and perhaps a wallet balance. Everything is drawn by fast-check, so the run's seed replays the world too.
 */
export interface WorldSpec {
  rents: number[];
  products: { minimumMonths: number; bondAmount: number; isValueEditable: boolean }[];
  limits: number[];
  starts: ('none' | 'due' | 'young' | 'accepted' | 'moving' | 'claimed')[];
  balances: number[];
}

export const worldSpec: fc.Arbitrary<WorldSpec> = fc.record({
  rents: fc.array(fc.constantFrom(6_000, 14_000, 25_000, 45_000), { minLength: 3, maxLength: 3 }),
  products: fc.array(
    fc.record({
      minimumMonths: fc.constantFrom(1, 2, 3),
      bondAmount: fc.constantFrom(20_000, 60_000, 150_000),
      isValueEditable: fc.constantFrom(true, true, false),
    }),
    { minLength: 2, maxLength: 2 },
  ),
  limits: fc.array(fc.constantFrom(20_000, 60_000, 150_000, 500_000), { minLength: 2, maxLength: 2 }),
  starts: fc.array(fc.constantFrom('none', 'due', 'young', 'accepted', 'moving', 'claimed'), {
    minLength: 2,
    maxLength: 2,
  }),
  balances: fc.array(fc.constantFrom(0, 0, 750, 200_000), { minLength: 2, maxLength: 2 }),
});

export interface Property {
  id: string;
  landlordId: string;
  rent: number;
  product: { id: string; minimumMonths: number; bondAmount: number; isValueEditable: boolean; claimType: string };
}

export interface World {
  admin: TestUser;
  finance: TestUser;
  landlords: TestUser[];
  tenants: (TestUser & { limit: number })[];
  properties: Property[];
  /** Every user of the world, for the wallet top-ups. */
  users: TestUser[];
}

/** The least value of a bond on `property`: its product's minimum months of the rent, never below ₹1. */
export const minimumOf = (property: Property) => Math.max(1, Math.ceil(property.rent * property.product.minimumMonths));

/** Builds the world: the cast and catalogue straight into the database, the starting requests and balances through the API. */
export async function buildWorld(
  api: TestApi,
  spec: WorldSpec,
  staff: { admin: TestUser; finance: TestUser },
): Promise<World> {
  const landlords = [
    await makeUser(api, { userType: 'landlord', name: 'Lata Landlord' }),
    await makeUser(api, { userType: 'landlord', name: 'Lalit Landlord' }),
  ];
  const products = [];
  for (const [i, p] of spec.products.entries()) {
    const product = await makeProduct(api, {
      minimumMonths: p.minimumMonths,
      bondAmount: p.bondAmount,
      isValueEditable: p.isValueEditable,
    });
    await api.db
      .insertInto('subscription')
      .values({ productId: product.id, landlordId: landlords[i].id, name: product.name } as never)
      .execute();
    const claimType = (
      await api.db.selectFrom('coverage').select('name').where('id', '=', product.coverageId).executeTakeFirstOrThrow()
    ).name!;
    products.push({ id: product.id, ...p, claimType });
  }
  const properties: Property[] = [];
  for (const [i, rent] of spec.rents.entries()) {
    const owner = i < 2 ? 0 : 1;
    const row = await makeProperty(api, landlords[owner].id, { expectedRent: rent });
    properties.push({ id: row.id, landlordId: landlords[owner].id, rent, product: products[owner] });
  }
  const tenants = [];
  for (const [i, limit] of spec.limits.entries()) {
    const tenant = await makeUser(api, { userType: 'tenant', name: i ? 'Tara Tenant' : 'Tarun Tenant' });
    await makeEligibility(api, tenant.id, 'eligible', limit);
    tenants.push({ ...tenant, limit });
    // A starting bond on the tenant's own property (the first for the first tenant, the third for the second),
    // within its limits, or an accepted request to buy there.
    const home = properties[i * 2];
    const start = spec.starts[i];
    const value = Math.max(minimumOf(home), Math.min(home.product.bondAmount, limit));
    if (start !== 'none' && start !== 'accepted' && value <= limit) {
      const bond = await makeBond(api, {
        tenantId: tenant.id,
        landlordId: home.landlordId,
        propertyId: home.id,
        productId: home.product.id,
        bondAmount: value,
        bondFee: 3_000,
        bondEffectiveDate: isoDay(start === 'due' || start === 'claimed' ? -350 : -60),
        ...({ monthlyRent: home.rent } as object),
      });
      if (start === 'claimed')
        await api.v1('POST', '/claims', landlords[i].token, {
          landlordId: home.landlordId,
          tenantId: tenant.id,
          bondId: bond.id,
          claims: [claimLine({ type: home.product.claimType })],
        });
      const next = properties[1];
      const asked =
        start === 'moving'
          ? await api.v1('POST', '/bondrequest', tenant.token, {
              propertyId: next.id,
              type: 'transfer',
              bondId: bond.id,
            })
          : undefined;
      const expectedBondValue = Math.max(minimumOf(next), Math.min(next.product.bondAmount, limit));
      if (asked?.statusCode === 201)
        await api.v1('PATCH', `/bondrequest/${asked.json().id}`, landlords[0].token, {
          status: 'accepted',
          expectedBondValue,
        });
    }
    if (start === 'accepted') {
      const asked = await api.v1('POST', '/bondrequest', tenant.token, { propertyId: home.id, type: 'buy' });
      if (asked.statusCode === 201)
        await api.v1('PATCH', `/bondrequest/${asked.json().id}`, landlords[i].token, { status: 'accepted' });
    }
    if (spec.balances[i] > 0)
      await api.v1('POST', '/wallet/add', staff.finance.token, { amount: spec.balances[i], userId: tenant.id });
  }
  return { ...staff, landlords, tenants, properties, users: [...tenants, ...landlords] };
}
