import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { claimLine, isoDay, makeBond, makeCast, makeProduct, makeStaff } from '../fixtures.ts';
import { makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const call: TestApi['v1'] = (...args) => api.v1(...args);
const line = claimLine;

async function setting() {
  const cast = await makeCast(api);
  const product = await makeProduct(api);
  await api.db.updateTable('specific_limit').set({ breachWindowDays: 60 }).where('id', '=', product.limitId).execute();
  const bond = await makeBond(api, {
    tenantId: cast.tenant.id,
    landlordId: cast.landlord.id,
    propertyId: cast.property.id,
    bondAmount: 50_000,
    bondEffectiveDate: isoDay(-60),
    productId: product.id,
  });
  await api.db.updateTable('bond').set({ monthlyRent: 25_000 }).where('id', '=', bond.id).execute();
  const { name: coverage } = await api.db
    .selectFrom('coverage')
    .select('name')
    .where('id', '=', product.coverageId)
    .executeTakeFirstOrThrow();
  const created = await call('POST', '/claims', cast.landlord.token, {
    landlordId: cast.landlord.id,
    tenantId: cast.tenant.id,
    bondId: bond.id,
    claims: [line({ type: coverage })],
  });
  expect(created.statusCode, created.body).toBe(201);
  return { ...cast, product, bond, coverage, claim: created.json() };
}

describe('GET /claims/{id}/terms', () => {
  it("gives staff, the landlord and the tenant the bond's value, rent and effective date and the product's coverages with their breach windows", async () => {
    const { admin, landlord, tenant, product, bond, coverage, claim } = await setting();
    for (const who of [admin, landlord, tenant]) {
      const res = await call('GET', `/claims/${claim.id}/terms`, who.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        bond: {
          id: bond.id,
          bondId: bond.bondId,
          status: 'Active',
          bondAmount: 50_000,
          monthlyRent: 25_000,
          bondEffectiveDate: isoDay(-60),
          tenantId: tenant.id,
          landlordId: landlord.id,
        },
        product: { id: product.id, name: product.name },
        // The product's two features share one coverage: it is listed once.
        coverages: [{ name: coverage, limit: 100_000, breachWindowDays: 60 }],
        claimTypes: [coverage],
        claimsOnBond: 1,
        viewer: { id: who.id, internal: who === admin, admin: who === admin },
      });
    }
    // Before a claim is raised: the same terms by bond, for those who may read the bond.
    const byBond = await call('GET', `/claims/terms?bondId=${bond.id}`, landlord.token);
    expect(byBond.statusCode, byBond.body).toBe(200);
    expect(byBond.json()).toMatchObject({
      bond: { id: bond.id, bondEffectiveDate: isoDay(-60) },
      claimTypes: [coverage],
      claimsOnBond: 1,
      viewer: { id: landlord.id, internal: false },
    });
    const outsider = await makeUser(api, { userType: 'landlord' });
    expect((await call('GET', `/claims/terms?bondId=${bond.id}`, outsider.token)).statusCode).toBe(404);
    const stranger = await makeUser(api, { userType: 'tenant' });
    expect((await call('GET', `/claims/${claim.id}/terms`, stranger.token)).statusCode).toBe(404);
    expect((await call('GET', `/claims/${claim.id}/terms`, undefined)).statusCode).toBe(401);
  });
});

describe('claim rules on update', () => {
  it("stores an empty comment as 'No comment', and zeroes the approved amount of a line whose status carries none", async () => {
    const { admin, landlord, claim } = await setting();
    const cleared = await call('PATCH', `/claims/${claim.id}`, landlord.token, { comment: '  ' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().comment).toBe(messages.claim.noComment);
    const staff = await call('PATCH', `/claims/${claim.id}`, admin.token, {
      comment: '',
      claims: [{ ...claim.claims[0], status: 'onhold', approvedAmount: 5_000 }],
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({
      comment: messages.claim.noComment,
      claims: [{ status: 'onhold', approvedAmount: 0 }],
    });
    const kept = await call('PATCH', `/claims/${claim.id}`, admin.token, { comment: 'Ledger checked' });
    expect(kept.json().comment).toBe('Ledger checked');
  });

  it("takes from staff only line types among the bond's product coverages; a stored line keeps its type", async () => {
    const { admin, product, claim } = await setting();
    const coverage = (await call('GET', `/claims/${claim.id}/terms`, admin.token)).json().coverages[0].name;
    const stray = await call('PATCH', `/claims/${claim.id}`, admin.token, {
      claims: [claim.claims[0], line({ type: 'Garden Gnomes', claimAmount: 100 })],
    });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().errors['claims.1.type']).toBe(messages.claim.typeNotCovered.replace('{coverages}', coverage));
    expect(coverage).toContain(product.name.split(' ').pop());
    const covered = await call('PATCH', `/claims/${claim.id}`, admin.token, {
      claims: [claim.claims[0], line({ type: coverage.toUpperCase(), claimAmount: 100 })],
    });
    expect(covered.statusCode, covered.body).toBe(200);
  });

  it('refuses a line status outside the configured list, and staff without claims rights', async () => {
    const { admin, claim } = await setting();
    const bad = await call('PATCH', `/claims/${claim.id}`, admin.token, {
      claims: [{ ...claim.claims[0], status: 'settled' }],
    });
    expect(bad.statusCode).toBe(400);
    const reader = await makeStaff(api, { claims: [] });
    expect((await call('PATCH', `/claims/${claim.id}`, reader.token, { comment: 'x' })).statusCode).toBe(403);
  });
});
