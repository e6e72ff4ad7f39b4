import {
  makeApiToken,
  makeBond,
  makeCoApplicant,
  makeEligibility,
  makeProfile,
  makeProperty,
  makeStaffRoles,
} from '../accounts/fixtures.ts';
import { makeUser, type TestApi } from '../harness.ts';

/** Every role of the matrix, and records owned by two tenants and two landlords, written straight to the database. */
export const ROLES = [
  'anonymous',
  'tenant',
  'otherTenant',
  'landlord',
  'otherLandlord',
  'partner',
  'staff',
  'underwriter',
  'financeHead',
  'admin',
  'tenantToken',
] as const;
export type RoleKey = (typeof ROLES)[number];

export type World = Awaited<ReturnType<typeof buildWorld>>;

export async function buildWorld(api: TestApi) {
  await makeStaffRoles(api);
  const tenant = await makeUser(api, { userType: 'tenant', name: 'Tara Tenant' });
  const otherTenant = await makeUser(api, { userType: 'tenant', name: 'Omar Tenant' });
  const landlord = await makeUser(api, { userType: 'landlord', name: 'Lata Landlord' });
  const otherLandlord = await makeUser(api, { userType: 'landlord', name: 'Luis Landlord' });
  const partner = await makeUser(api, { userType: 'partner', name: 'Pooja Partner' });
  const staff = await makeUser(api, { userType: 'internal', role: 'staff', name: 'Sam Staff' });
  const underwriter = await makeUser(api, { userType: 'internal', role: 'underwriter', name: 'Uma Underwriter' });
  const financeHead = await makeUser(api, { userType: 'internal', role: 'financeHead', name: 'Farah Finance' });
  const admin = await makeUser(api, { userType: 'internal', role: 'admin', name: 'Arun Admin' });
  const tenantToken = await makeApiToken(api, tenant.id);

  const property = await makeProperty(api, landlord.id, 'Tara PG');
  const otherProperty = await makeProperty(api, otherLandlord.id, 'Omar Flats');
  const bond = await makeBond(api, tenant.id, landlord.id, property.id);
  const otherBond = await makeBond(api, otherTenant.id, otherLandlord.id, otherProperty.id);
  const profile = await makeProfile(api, tenant.id, 'tenant', { tenantCode: 'TN-1' });
  const otherProfile = await makeProfile(api, otherTenant.id, 'tenant', { tenantCode: 'TN-2' });
  const eligibility = await makeEligibility(api, tenant.id, {
    status: 'ineligible',
    reasonOfIneligibility: ['PAN is missing'],
  });
  await makeEligibility(api, otherTenant.id, { status: 'eligible', maxEligibilityAmount: 90_000 });
  const wallet = await api.db
    .insertInto('wallet')
    .values({ userId: tenant.id, totalAmount: 1000 } as any)
    .returningAll()
    .executeTakeFirstOrThrow();
  const otherWallet = await api.db
    .insertInto('wallet')
    .values({ userId: otherTenant.id, totalAmount: 500 } as any)
    .returningAll()
    .executeTakeFirstOrThrow();
  const coApplicant = await makeCoApplicant(api, tenant.id);
  await makeCoApplicant(api, otherTenant.id);
  const consent = { name: 'Bond terms', text: 'I agree.', accepted: true };
  await api.db
    .insertInto('consent')
    .values([
      { userId: tenant.id, ...consent },
      { userId: otherTenant.id, ...consent },
    ] as any)
    .execute();
  const notification = await api.db
    .insertInto('notification')
    .values({ userId: tenant.id, title: 'Welcome', read: false } as any)
    .returningAll()
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('notification')
    .values({ userId: otherTenant.id, title: 'Welcome', read: false } as any)
    .execute();
  await api.db
    .insertInto('document')
    .values([
      { userId: tenant.id, docType: 'SALARY_SLIP', docId: 'S-1', docUrl: '/uploads/a.pdf', isVerified: false },
      { userId: otherTenant.id, docType: 'SALARY_SLIP', docId: 'S-2', docUrl: '/uploads/b.pdf', isVerified: false },
    ] as any)
    .execute();
  await api.db
    .insertInto('address')
    .values({
      userId: tenant.id,
      addressType: 'current',
      pin: '411045',
      street: 'Main',
      house: '1',
      locality: 'Baner',
      city: 'Pune',
      state: 'Maharashtra',
    } as any)
    .execute();
  await api.db
    .insertInto('bond_request')
    .values([
      { type: 'buy', status: 'pending', propertyId: property.id, userId: tenant.id, landlordId: landlord.id },
      {
        type: 'buy',
        status: 'pending',
        propertyId: otherProperty.id,
        userId: otherTenant.id,
        landlordId: otherLandlord.id,
      },
    ] as any)
    .execute();
  const claim = await api.db
    .insertInto('claim')
    .values({
      claimNumber: 'CL-1',
      landlordId: landlord.id,
      tenantId: tenant.id,
      bondId: bond.id,
      claims: JSON.stringify([{ type: 'Unpaid rent', claimAmount: 15000 }]),
    } as any)
    .returningAll()
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('payment')
    .values({ tenantId: tenant.id, finalFee: 3200, bondFee: 3200, orderId: 'order_1' } as any)
    .execute()
    .catch(() => undefined);

  const tokens: Record<RoleKey, string | undefined> = {
    anonymous: undefined,
    tenant: tenant.token,
    otherTenant: otherTenant.token,
    landlord: landlord.token,
    otherLandlord: otherLandlord.token,
    partner: partner.token,
    staff: staff.token,
    underwriter: underwriter.token,
    financeHead: financeHead.token,
    admin: admin.token,
    tenantToken,
  };
  return {
    tokens,
    tenant,
    otherTenant,
    landlord,
    otherLandlord,
    partner,
    property,
    otherProperty,
    bond,
    otherBond,
    profile,
    otherProfile,
    eligibility,
    wallet,
    otherWallet,
    coApplicant,
    notification,
    claim,
  };
}
