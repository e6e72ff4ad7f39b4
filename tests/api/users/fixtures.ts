import { randomUUID } from 'node:crypto';

import type { TestApi } from '../harness.ts';

/** Rows the users list reads, written straight to the database (other domains own their routes). */
export async function addProperty(api: TestApi, landlordId: string, status = 'active'): Promise<string> {
  const id = randomUUID();
  await api.db
    .insertInto('property')
    .values({
      id,
      name: `Flat ${id.slice(0, 4)}`,
      propertyType: 'Studio',
      propertyAddress: JSON.stringify({ city: 'Pune' }),
      expectedRent: 20000,
      landlordId,
      status,
    } as any)
    .execute();
  return id;
}

export async function addBond(
  api: TestApi,
  fields: {
    tenantId: string;
    landlordId: string;
    propertyId: string;
    status: string;
    createdAt?: string;
    tenure?: number;
  },
): Promise<{ id: string; bondId: string }> {
  const id = randomUUID();
  const bondId = `NVB${Math.floor(Math.random() * 1e8)}`;
  await api.db
    .insertInto('bond')
    .values({
      id,
      bondId,
      bondAmount: 60000,
      bondFee: 4200,
      bondEffectiveDate: '2025-01-01',
      tenure: fields.tenure ?? 1,
      ...fields,
    } as any)
    .execute();
  return { id, bondId };
}

export async function addBondRequest(
  api: TestApi,
  fields: { userId: string; landlordId: string; propertyId: string },
): Promise<void> {
  await api.db
    .insertInto('bond_request')
    .values({ id: randomUUID(), type: 'buy', status: 'pending', ...fields } as any)
    .execute();
}

export async function setEligibility(
  api: TestApi,
  userId: string,
  status: string,
  maxEligibilityAmount?: number,
): Promise<void> {
  await api.db
    .insertInto('eligibility')
    .values({ id: randomUUID(), userId, status, ...(maxEligibilityAmount ? { maxEligibilityAmount } : {}) } as any)
    .execute();
}

export async function addClaim(
  api: TestApi,
  fields: { tenantId: string; landlordId: string; bondId: string; claimNumber: string },
): Promise<void> {
  await api.db
    .insertInto('claim')
    .values({ id: randomUUID(), claims: JSON.stringify([]), ...fields } as any)
    .execute();
}

export const ALL = ['create', 'update', 'delete'];

/** A staff role with the given users-module permissions. */
export async function staffRole(api: TestApi, name: string, users: string[]): Promise<void> {
  await api.db
    .insertInto('role')
    .values({
      name,
      userType: 'internal',
      modules: JSON.stringify([
        { module: 'users', label: 'Users', permissions: users },
        { module: 'claims', label: 'Claim', permissions: [] },
      ]),
    } as any)
    .execute();
}
