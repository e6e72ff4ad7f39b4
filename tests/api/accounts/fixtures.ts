import { randomUUID } from 'node:crypto';

import { API_TOKEN_PREFIX, hashToken, newSecretToken } from '#server/auth/operations/tokens.server.ts';

import { makeRole, makeUser, type TestApi } from '../harness.ts';

/** Records the account tests need, written straight to the database (as the seed would). */

export type TestUser = Awaited<ReturnType<typeof makeUser>>;

/** The staff roles of spec 002 §6: admin, underwriter, financeHead, and 'staff' with no permissions. */
export async function makeStaffRoles(api: TestApi): Promise<void> {
  await makeRole(api, 'admin', []);
  await makeRole(api, 'underwriter', [{ module: 'users', permissions: ['update'] }]);
  await makeRole(api, 'financeHead', [
    { module: 'wallet', permissions: ['create', 'update'] },
    { module: 'payments', permissions: ['create', 'update'] },
  ]);
  await makeRole(api, 'staff', [
    { module: 'users', permissions: [] },
    { module: 'eligibility', permissions: [] },
    { module: 'wallet', permissions: [] },
  ]);
  await makeRole(api, 'eligibilityOfficer', [{ module: 'eligibility', permissions: ['update'] }]);
}

export async function makeProfile(
  api: TestApi,
  userId: string,
  userType: string,
  fields: Record<string, unknown> = {},
) {
  const values: Record<string, unknown> = { userId, userType, ...fields };
  for (const k of ['employmentDetails', 'coApplicants']) if (k in values) values[k] = JSON.stringify(values[k]);
  return api.db
    .insertInto('profile')
    .values(values as any)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A tenant whose profile passes the full check: salaried, ₹60,000 a month, everything verified. */
export async function makeReadyTenant(api: TestApi, income = 60_000) {
  const tenant = await makeUser(api, { userType: 'tenant' });
  const profile = await makeProfile(api, tenant.id, 'tenant', {
    pan: 'ABCDE1234F',
    isPhoneVerified: true,
    isAdhaarVerified: true,
    isWorkEmailVerified: true,
    employmentDetails: {
      employment: 'Salaried',
      monthlyIncome: income,
      additionalMonthlyIncome: 0,
      workEmail: 'me@work.example',
      isWorkEmailVerified: true,
    },
  });
  return { ...tenant, profile };
}

export async function makeCoApplicant(api: TestApi, tenantId: string, fields: Record<string, unknown> = {}) {
  return api.db
    .insertInto('co_applicant')
    .values({ tenantId, name: 'Meera Rao', relation: 'mother', ...fields } as any)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function makeEligibility(api: TestApi, userId: string, fields: Record<string, unknown> = {}) {
  const values: Record<string, unknown> = { userId, status: 'none', ...fields };
  if (values.reasonOfIneligibility) values.reasonOfIneligibility = JSON.stringify(values.reasonOfIneligibility);
  return api.db
    .insertInto('eligibility')
    .values(values as any)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An API token of `userId`, stored as its hash like the tokens endpoint does. */
export async function makeApiToken(api: TestApi, userId: string): Promise<string> {
  const { token, hash } = newSecretToken(API_TOKEN_PREFIX);
  await api.db
    .insertInto('api_token')
    .values({ userId, description: 'test token', tokenHash: hash } as any)
    .execute();
  if (hashToken(token) !== hash) throw new Error('token hash mismatch');
  return token;
}

/** A landlord's property, and optionally a bond for a tenant on it. */
export async function makeProperty(api: TestApi, landlordId: string, name = 'Lake View PG') {
  return api.db
    .insertInto('property')
    .values({
      name,
      landlordId,
      propertyType: 'Private Room',
      expectedRent: 15000,
      status: 'active',
      propertyAddress: JSON.stringify({ locality: 'Baner', city: 'Pune', state: 'Maharashtra', pin: '411045' }),
    } as any)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function makeBond(api: TestApi, tenantId: string, landlordId: string, propertyId: string) {
  return api.db
    .insertInto('bond')
    .values({
      bondId: `NV-${randomUUID().slice(0, 8)}`,
      status: 'Active',
      tenantId,
      landlordId,
      propertyId,
      bondAmount: 45000,
      bondFee: 3200,
      bondEffectiveDate: '2025-01-01',
      tenure: 1,
    } as any)
    .returningAll()
    .executeTakeFirstOrThrow();
}
