import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import { addBond, addBondRequest, addClaim, addProperty, ALL, setEligibility, staffRole } from './fixtures.ts';

type U = Awaited<ReturnType<typeof makeUser>>;
let api: TestApi;
let admin: U, landlord: U, otherLandlord: U, partner: U;
let bonded: U, requested: U, elsewhere: U, loner: U, invited: U;
let activeBond: { id: string; bondId: string };

beforeAll(async () => {
  api = await startTestApi();
  await staffRole(api, 'admin', ALL);
  admin = await makeUser(api, { userType: 'internal', role: 'admin', name: 'Rohan Mehta' });
  landlord = await makeUser(api, { userType: 'landlord', name: 'Rajesh Khanna' });
  otherLandlord = await makeUser(api, { userType: 'landlord', name: 'Other Landlord' });
  partner = await makeUser(api, { userType: 'partner', name: 'Neha Kapoor' });
  bonded = await makeUser(api, {
    userType: 'tenant',
    name: 'Aditya Sharma',
    email: 'aditya@example.in',
    phone: '919800000001',
  });
  requested = await makeUser(api, {
    userType: 'tenant',
    name: 'Sneha Reddy',
    email: 'sneha@example.in',
    phone: '919800000002',
  });
  elsewhere = await makeUser(api, {
    userType: 'tenant',
    name: 'Karan Verma',
    email: 'karan@example.in',
    phone: '919800000003',
  });
  loner = await makeUser(api, {
    userType: 'tenant',
    name: 'Isha Gupta',
    email: 'isha@example.in',
    phone: '919800000004',
  });
  invited = await makeUser(api, { userType: 'tenant', name: 'Partner Lead', email: 'lead@example.in' });
  await api.db
    .updateTable('user')
    .set({ invitedBy: partner.id, externalId: 'HG-1' })
    .where('id', '=', invited.id)
    .execute();
  await api.db.updateTable('user').set({ createdAt: '2024-03-15T10:00:00.000Z' }).where('id', '=', loner.id).execute();

  const flat = await addProperty(api, landlord.id, 'active');
  await addProperty(api, landlord.id, 'occupied');
  const away = await addProperty(api, otherLandlord.id, 'inactive');
  await addBond(api, {
    tenantId: bonded.id,
    landlordId: landlord.id,
    propertyId: flat,
    status: 'Released',
    createdAt: '2024-01-01T00:00:00.000Z',
  });
  activeBond = await addBond(api, {
    tenantId: bonded.id,
    landlordId: landlord.id,
    propertyId: flat,
    status: 'Active',
    tenure: 2,
  });
  await addBondRequest(api, { userId: requested.id, landlordId: landlord.id, propertyId: flat });
  await addBond(api, {
    tenantId: elsewhere.id,
    landlordId: otherLandlord.id,
    propertyId: away,
    status: 'Pending-Check-in',
  });
  await addClaim(api, { tenantId: bonded.id, landlordId: landlord.id, bondId: activeBond.id, claimNumber: 'CLM-001' });
  await setEligibility(api, bonded.id, 'eligible', 90000);
  await setEligibility(api, requested.id, 'requested');
  await setEligibility(api, elsewhere.id, 'ineligible');
}, 120_000);
afterAll(() => api?.close());

const list = (query: string, token: string) => api.request({ method: 'GET', url: `/api/v1/users?${query}`, token });
const names = (res: { json(): any }) =>
  res
    .json()
    .results.map((r: any) => r.name)
    .sort();

describe('GET /users for staff', () => {
  it('lists tenants with eligibility, latest bond and claim, in the specification envelope', async () => {
    const res = await list('userType=tenant&limit=10&page=1', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, limit: 10, totalPages: 1, totalResults: 5 });
    const row = res.json().results.find((r: any) => r.id === bonded.id);
    expect(row).toMatchObject({
      _id: bonded.id,
      name: 'Aditya Sharma',
      email: 'aditya@example.in',
      phone: '919800000001',
      createdAt: expect.any(String),
      eligibility: 'eligible',
      maxEligibilityAmount: 90000,
      bondStatus: 'Active',
      bondId: activeBond.bondId,
      tenure: 2,
      bondPurchasedate: expect.any(String),
      claim: 'CLM-001',
    });
    expect(row).not.toHaveProperty('password');
    const none = res.json().results.find((r: any) => r.id === loner.id);
    expect(none).toMatchObject({ eligibility: 'none', bondStatus: 'None', claim: 'None' });
    expect(none).not.toHaveProperty('bondId');
  });

  it('pages with limit and page', async () => {
    const res = await list('userType=tenant&limit=2&page=3', admin.token);
    expect(res.json()).toMatchObject({ page: 3, limit: 2, totalPages: 3, totalResults: 5 });
    expect(res.json().results).toHaveLength(1);
  });

  it('filters by name, email, phone, registration dates, eligibility and bond status', async () => {
    expect(names(await list('userType=tenant&name=aDiT', admin.token))).toEqual(['Aditya Sharma']);
    expect(names(await list('userType=tenant&email=sneha@', admin.token))).toEqual(['Sneha Reddy']);
    expect(names(await list('userType=tenant&phone=00000003', admin.token))).toEqual(['Karan Verma']);
    expect(names(await list('userType=tenant&from=2024-03-01&to=2024-03-15', admin.token))).toEqual(['Isha Gupta']);
    expect(names(await list('userType=tenant&to=2024-03-14', admin.token))).toEqual([]);
    expect(names(await list('userType=tenant&eligibility=requested', admin.token))).toEqual(['Sneha Reddy']);
    expect(names(await list('userType=tenant&eligibility=none', admin.token))).toEqual(['Isha Gupta', 'Partner Lead']);
    expect(names(await list('userType=tenant&bondStatus=Active', admin.token))).toEqual(['Aditya Sharma']);
    expect(names(await list('userType=tenant&bondstatus=Pending-check-in', admin.token))).toEqual(['Karan Verma']);
    expect(names(await list('userType=tenant&bondStatus=Released', admin.token))).toEqual([]);
    const none = await list('userType=tenant&bondStatus=None', admin.token);
    expect(names(none)).toEqual(['Isha Gupta', 'Partner Lead', 'Sneha Reddy']);
    expect(none.json().totalResults).toBe(3);
  });

  it('lists landlords with the number of properties listed, filterable by property status', async () => {
    const res = await list('userType=landlord', admin.token);
    expect(res.json().results.find((r: any) => r.id === landlord.id)).toMatchObject({
      name: 'Rajesh Khanna',
      properties: 2,
    });
    expect(names(await list('userType=landlord&propertyStatus=occupied', admin.token))).toEqual(['Rajesh Khanna']);
    expect(names(await list('userType=landlord&propertyStatus=inactive', admin.token))).toEqual(['Other Landlord']);
  });

  it('refuses unknown filters and malformed values with 400', async () => {
    for (const q of [
      'colour=red',
      'userType=wizard',
      'from=15-03-2024',
      'bondStatus=Lost',
      'eligibility=maybe',
      'limit=0',
      'sortBy=password:asc',
    ]) {
      expect((await list(q, admin.token)).statusCode, q).toBe(400);
    }
    expect((await list('userType=tenant', '')).statusCode).toBe(401);
  });
});

describe('GET /users for landlords, partners and tenants', () => {
  it('shows a landlord only their tenants (bond or bond request on their properties), without eligibility', async () => {
    const res = await list('userType=tenant', landlord.token);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Aditya Sharma', 'Sneha Reddy']);
    const row = res.json().results.find((r: any) => r.id === bonded.id);
    expect(row).toMatchObject({ bondStatus: 'Active', bondId: activeBond.bondId, claim: 'CLM-001' });
    expect(row).not.toHaveProperty('eligibility');
    expect(row).not.toHaveProperty('maxEligibilityAmount');
    expect(names(await list('userType=tenant', otherLandlord.token))).toEqual(['Karan Verma']);
    expect(names(await list('userType=landlord', landlord.token))).toEqual(['Rajesh Khanna']);
  });

  it("lets a landlord open their tenant but not another landlord's, nor edit or delete them", async () => {
    const mine = await api.request({ method: 'GET', url: `/api/v1/users/${bonded.id}`, token: landlord.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).not.toHaveProperty('dob');
    expect(mine.json()).not.toHaveProperty('isPhoneVerified');
    expect(
      (await api.request({ method: 'GET', url: `/api/v1/users/${elsewhere.id}`, token: landlord.token })).statusCode,
    ).toBe(404);
    expect(
      (
        await api.request({
          method: 'PATCH',
          url: `/api/v1/users/${bonded.id}`,
          token: landlord.token,
          payload: { name: 'Renamed' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await api.request({ method: 'DELETE', url: `/api/v1/users/${bonded.id}`, token: landlord.token })).statusCode,
    ).toBe(403);
    expect(
      (await api.db.selectFrom('user').select('name').where('id', '=', bonded.id).executeTakeFirstOrThrow()).name,
    ).toBe('Aditya Sharma');
  });

  it('shows a partner only the users they invited, and themself', async () => {
    const res = await list('', partner.token);
    expect(names(res)).toEqual(['Neha Kapoor', 'Partner Lead']);
    expect(res.json().results.find((r: any) => r.id === invited.id).externalId).toBe('HG-1');
  });

  it('shows a tenant only themself; another user is 404', async () => {
    expect(names(await list('userType=tenant', loner.token))).toEqual(['Isha Gupta']);
    expect(
      (await api.request({ method: 'GET', url: `/api/v1/users/${bonded.id}`, token: loner.token })).statusCode,
    ).toBe(404);
    expect((await api.request({ method: 'GET', url: '/api/v1/users/not-a-uuid', token: loner.token })).statusCode).toBe(
      404,
    );
    const me = await api.request({ method: 'GET', url: `/api/v1/users/${loner.id}`, token: loner.token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ _id: loner.id, id: loner.id, email: 'isha@example.in' });
    expect(me.json()).not.toHaveProperty('password');
  });
});
