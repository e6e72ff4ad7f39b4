import { randomBytes } from 'node:crypto';

import { claimKindOf } from '#domain/claims/claim-types.ts';

import { makeRole, makeUser, type TestApi } from './harness.ts';

/** Test data written straight to the database, so each test states only what it is about. */
export type TestUser = Awaited<ReturnType<typeof makeUser>>;

export const isoDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A claim line of `fields.type` (Unpaid Rent by default) over the last twenty days where its kind asks for a period (decision 061), with any field replaced. */
export const claimLine = (fields: { type?: string } & Record<string, unknown> = {}) => {
  const type = fields.type ?? 'Unpaid Rent';
  const kind = claimKindOf(type);
  const period = kind === 'rent' || kind === 'utilities' || !kind ? { from: isoDay(-20), to: isoDay(-1) } : {};
  return { type, claimAmount: 20_000, ...period, ...fields };
};
const code = () => randomBytes(4).toString('hex').toUpperCase();

export async function makeProperty(
  api: TestApi,
  landlordId: string,
  fields: { name?: string; expectedRent?: number; city?: string } = {},
) {
  return api.db
    .insertInto('property')
    .values({
      name: fields.name ?? `Maple Residency ${code()}`,
      propertyType: 'Private Room',
      status: 'active',
      expectedRent: fields.expectedRent ?? 20_000,
      landlordId,
      propertyAddress: JSON.stringify({
        locality: 'Sector 62',
        city: fields.city ?? 'Noida',
        state: 'Uttar Pradesh',
        pin: '201301',
      }),
    } as any)
    .returning(['id', 'name', 'landlordId', 'expectedRent'])
    .executeTakeFirstOrThrow();
}

export async function makeEligibility(
  api: TestApi,
  userId: string,
  status = 'eligible',
  maxEligibilityAmount = 200_000,
  reasons?: string[],
) {
  await api.db
    .insertInto('eligibility')
    .values({
      userId,
      status,
      maxEligibilityAmount,
      ...(reasons ? { reasonOfIneligibility: JSON.stringify(reasons) } : {}),
    } as any)
    .execute();
}

/** A product whose yearly fee is 5% of the bond value plus a fixed ₹500. */
export async function makeProduct(api: TestApi, fields: Record<string, unknown> = {}) {
  const n = code();
  const category = await api.db
    .insertInto('category')
    .values({ name: `Residential ${n}` } as any)
    .returning('id')
    .executeTakeFirstOrThrow();
  const asset = await api.db
    .insertInto('asset_class')
    .values({ name: `Rent ${n}` } as any)
    .returning('id')
    .executeTakeFirstOrThrow();
  const coverage = await api.db
    .insertInto('coverage')
    .values({ name: `Unpaid Rent ${n}` } as any)
    .returning('id')
    .executeTakeFirstOrThrow();
  const limit = await api.db
    .insertInto('specific_limit')
    .values({ name: `Rent cover ${n}`, limit: 100_000 } as any)
    .returning('id')
    .executeTakeFirstOrThrow();
  const rule = await api.db
    .insertInto('underwriting_rule')
    .values({ name: `Salaried ${n}` } as any)
    .returning('id')
    .executeTakeFirstOrThrow();
  const features = [
    { assetClass: asset.id, coverage: coverage.id, specificlimit: limit.id, feeType: 'weightage', weight: 5 },
    { assetClass: asset.id, coverage: coverage.id, specificlimit: limit.id, feeType: 'fixed', fee: 500 },
  ];
  const product = await api.db
    .insertInto('product')
    .values({
      name: `Nivaas Rent Guarantee ${n}`,
      category: category.id,
      bondAmount: 60_000,
      isValueEditable: true,
      minimumMonths: 2,
      tenures: JSON.stringify([1, 2, 3]),
      features: JSON.stringify(features),
      claimDocument: 'https://files.nivaas.test/claim.pdf',
      underwritinRuleId: rule.id,
      discount: 0,
      discountWomen: 10,
      discountYearly: 0,
      ...fields,
    } as any)
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  return {
    ...product,
    categoryId: category.id,
    assetId: asset.id,
    coverageId: coverage.id,
    limitId: limit.id,
    ruleId: rule.id,
    features,
  };
}

export async function makeBond(
  api: TestApi,
  fields: {
    tenantId: string;
    landlordId: string;
    propertyId: string;
    status?: string;
    checkinDate?: string;
    bondEffectiveDate?: string;
    tenure?: number;
    bondFee?: number;
    bondAmount?: number;
    productId?: string;
  },
) {
  return api.db
    .insertInto('bond')
    .values({
      bondId: `NVB-T-${code()}`,
      status: 'Active',
      bondAmount: 60_000,
      bondFee: 3_500,
      tenure: 1,
      bondEffectiveDate: isoDay(-30),
      ...fields,
    } as any)
    .returning(['id', 'bondId', 'status', 'tenantId', 'landlordId', 'propertyId', 'bondAmount', 'bondFee'])
    .executeTakeFirstOrThrow();
}

/** A tenant, their landlord, a property of that landlord, and an admin. */
export async function makeCast(api: TestApi) {
  const admin = await makeUser(api, { userType: 'internal', role: 'admin' });
  const landlord = await makeUser(api, { userType: 'landlord', name: 'Lata Landlord' });
  const tenant = await makeUser(api, { userType: 'tenant', name: 'Tarun Tenant' });
  const property = await makeProperty(api, landlord.id);
  return { admin, landlord, tenant, property };
}

/** An Active ₹50,000 bond of the cast's tenant on its landlord's property, in effect for 60 days: what a claim is raised on. */
export function makeCastBond(api: TestApi, cast: Awaited<ReturnType<typeof makeCast>>) {
  return makeBond(api, {
    tenantId: cast.tenant.id,
    landlordId: cast.landlord.id,
    propertyId: cast.property.id,
    bondAmount: 50_000,
    bondEffectiveDate: isoDay(-60),
  });
}

let roleCount = 0;
/** An internal user whose role grants exactly `modules`. */
export async function makeStaff(api: TestApi, modules: Record<string, string[]>) {
  const name = `role${++roleCount}${code()}`;
  await makeRole(
    api,
    name,
    Object.entries(modules).map(([module, permissions]) => ({ module, permissions })),
  );
  return makeUser(api, { userType: 'internal', role: name });
}

export async function outboxTo(api: TestApi, email: string) {
  return api.db.selectFrom('outbox_message').selectAll().where('to', '=', email).execute();
}
