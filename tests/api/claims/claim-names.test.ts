import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isoDay, makeBond, makeCast, makeProperty } from '../fixtures.ts';
import { makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const call: TestApi['v1'] = (...args) => api.v1(...args);
const line = { type: 'Unpaid Rent', claimAmount: 20_000, from: isoDay(-20), to: isoDay(-1) };

async function claimOf(landlord: { id: string; token: string }, tenantId: string) {
  const property = await makeProperty(api, landlord.id);
  const bond = await makeBond(api, {
    tenantId,
    landlordId: landlord.id,
    propertyId: property.id,
    bondAmount: 50_000,
    bondEffectiveDate: isoDay(-60),
  });
  const res = await call('POST', '/claims', landlord.token, {
    landlordId: landlord.id,
    tenantId,
    bondId: bond.id,
    claims: [line],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('the names on a claim (GET /claims, GET /claims/{id}: tenantName, landlordName)', () => {
  it('carries the names of the people the caller may see: staff both, the landlord both, the tenant their own', async () => {
    const { admin, landlord, tenant } = await makeCast(api);
    const unnamed = await makeUser(api, { userType: 'tenant', name: '' });
    const first = await claimOf(landlord, tenant.id);
    const second = await claimOf(landlord, unnamed.id);
    const filter = `landlordId=${landlord.id}`;

    const staff = (await call('GET', `/claims?${filter}`, admin.token)).json();
    const byId = new Map(staff.results.map((c: any) => [c.id, c]));
    expect(byId.get(first.id)).toMatchObject({ tenantName: 'Tarun Tenant', landlordName: 'Lata Landlord' });
    // No name: the e-mail, as the console showed before.
    expect(byId.get(second.id)).toMatchObject({ tenantName: unnamed.email, landlordName: 'Lata Landlord' });

    const own = (await call('GET', '/claims', landlord.token)).json();
    expect(own.results.map((c: any) => c.tenantName).sort()).toEqual(['Tarun Tenant', unnamed.email].sort());
    expect(own.results.every((c: any) => c.landlordName === 'Lata Landlord')).toBe(true);

    const tenants = (await call('GET', '/claims', tenant.token)).json();
    expect(tenants.results).toHaveLength(1);
    expect(tenants.results[0].tenantName).toBe('Tarun Tenant');
    expect(tenants.results[0]).not.toHaveProperty('landlordName');

    expect((await call('GET', `/claims/${first.id}`, admin.token)).json()).toMatchObject({
      id: first.id,
      tenantName: 'Tarun Tenant',
      landlordName: 'Lata Landlord',
    });
    expect((await call('GET', `/claims/${first.id}`, tenant.token)).json()).not.toHaveProperty('landlordName');
  });

  it('takes the claim sent back with its names: they are not stored and not refused', async () => {
    const { admin, landlord, tenant } = await makeCast(api);
    const claim = await claimOf(landlord, tenant.id);
    const shown = (await call('GET', `/claims/${claim.id}`, admin.token)).json();
    const byStaff = await call('PATCH', `/claims/${claim.id}`, admin.token, { ...shown, comment: 'Checked' });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    const byLandlord = await call('PATCH', `/claims/${claim.id}`, landlord.token, {
      ...(await call('GET', `/claims/${claim.id}`, landlord.token)).json(),
      comment: 'Receipts attached',
    });
    expect(byLandlord.statusCode, byLandlord.body).toBe(200);
    expect(byLandlord.json()).toMatchObject({ comment: 'Receipts attached' });
  });
});
