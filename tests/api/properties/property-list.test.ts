import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ListPage } from '#client/list-page.ts';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
let landlord: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;
let staff: Awaited<ReturnType<typeof makeUser>>;

const address = (city: string, locality: string, street = 'MG Road') => ({
  house: '12',
  street,
  locality,
  city,
  state: 'State',
  pin: '411001',
});

/** A property inserted as stored data (status and dates as the test needs them). */
async function insert(fields: Record<string, unknown>) {
  const row = await api.db
    .insertInto('property')
    .values({
      name: 'Listing',
      propertyType: 'Private Room',
      status: 'active',
      expectedRent: 10000,
      landlordId: landlord.id,
      propertyAddress: JSON.stringify(address('Pune', 'Kothrud')),
      ...fields,
    } as any)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const list = async (query: string, token?: string) => {
  const res = await api.request({ method: 'GET', url: `/api/v1/property?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListPage<any>;
};
const names = async (query: string, token?: string) => (await list(query, token)).results.map((r) => r.name).sort();

beforeAll(async () => {
  api = await startTestApi();
  landlord = await makeUser(api, { userType: 'landlord' });
  other = await makeUser(api, { userType: 'landlord' });
  staff = await makeUser(api, { userType: 'internal', role: 'admin' });
  const day = (n: number) => new Date(Date.UTC(2024, 0, n)).toISOString();
  await insert({
    name: 'Pune Cheap Studio',
    propertyType: 'Studio',
    expectedRent: 6000,
    roomTypes: JSON.stringify(['Studio']),
    genderPreference: 'female',
    No_of_Bedrooms: 1,
    createdAt: day(1),
    collegePartnerName: 'coep',
  });
  await insert({
    name: 'Pune Mid Double',
    propertyType: 'Double Shared',
    expectedRent: 12000,
    roomTypes: JSON.stringify(['Double Shared', 'Private Room']),
    genderPreference: 'male',
    No_of_Bedrooms: 2,
    createdAt: day(2),
    propertyAddress: JSON.stringify(address('Pune', 'Baner', 'Baner Road')),
  });
  await insert({
    name: 'Pune Dear Villa',
    propertyType: 'Villa',
    expectedRent: 45000,
    No_of_Bedrooms: 4,
    createdAt: day(3),
    eqaroId: 'NV-PR-900001',
  });
  await insert({
    name: 'Mumbai Private',
    propertyType: 'Private Room',
    expectedRent: 15000,
    createdAt: day(4),
    propertyAddress: JSON.stringify(address('Mumbai', 'Andheri')),
  });
  await insert({
    name: 'Mumbai Hidden',
    status: 'inactive',
    expectedRent: 9000,
    createdAt: day(5),
    propertyAddress: JSON.stringify(address('Mumbai', 'Bandra')),
  });
  await insert({
    name: 'Other Landlord Draft',
    status: 'pending-verification',
    landlordId: other.id,
    createdAt: day(6),
  });
}, 120_000);
afterAll(() => api?.close());

describe('GET /api/v1/property', () => {
  it('shows visitors only active listings, newest first, in the pagination envelope', async () => {
    const page1 = await list('limit=2&page=1&sortBy=_id:desc');
    expect(page1).toMatchObject({ page: 1, limit: 2, totalPages: 2, totalResults: 4 });
    expect(page1.results.map((r) => r.name)).toEqual(['Mumbai Private', 'Pune Dear Villa']);
    const page2 = await list('limit=2&page=2&sortBy=_id:desc');
    expect(page2.results.map((r) => r.name)).toEqual(['Pune Mid Double', 'Pune Cheap Studio']);
    expect(page1.results[0]).not.toHaveProperty('description');
  });

  it('uses 10 as the default page size and refuses more than 100', async () => {
    expect((await list('')).limit).toBe(10);
    expect((await api.request({ method: 'GET', url: '/api/v1/property?limit=101' })).statusCode).toBe(400);
  });

  it('lets a landlord see their own listings in any status, and staff everything', async () => {
    expect(await names('city=Mumbai', landlord.token)).toEqual(['Mumbai Hidden', 'Mumbai Private']);
    expect(await names('city=Mumbai', other.token)).toEqual(['Mumbai Private']);
    expect((await list('', staff.token)).totalResults).toBe(6);
    expect(await names(`landlordId=${other.id}`)).toEqual([]);
    expect(await names(`landlordId=${other.id}`, other.token)).toEqual(['Other Landlord Draft']);
  });

  it('filters by city and rent range as the public site asks, sorted by rent', async () => {
    const res = await list(
      'source=zd&city=Pune&expectedRentMin=5000&expectedRentMax=20000&limit=40&sortBy=expectedRent:desc',
    );
    expect(res.results.map((r) => r.name)).toEqual(['Pune Mid Double', 'Pune Cheap Studio']);
    expect(await names('minRent=10000&maxRent=20000')).toEqual(['Mumbai Private', 'Pune Mid Double']);
    expect((await list('city=pune&sortBy=expectedRent:asc')).results.map((r) => r.expectedRent)).toEqual([
      6000, 12000, 45000,
    ]);
  });

  it('filters by name, address text, type lists, room type, bedrooms, gender, college and code', async () => {
    expect(await names('name=villa')).toEqual(['Pune Dear Villa']);
    expect(await names('address=baner')).toEqual(['Pune Mid Double']);
    expect(await names('address=andheri')).toEqual(['Mumbai Private']);
    expect(await names('propertyType=Studio,Villa')).toEqual(['Pune Cheap Studio', 'Pune Dear Villa']);
    expect(await names('propertyType=private-room')).toEqual(['Mumbai Private']);
    expect(await names('roomType=Private Room')).toEqual(['Pune Mid Double']);
    expect(await names('roomType=Studio,Double Shared')).toEqual(['Pune Cheap Studio', 'Pune Mid Double']);
    expect(await names('No_of_Bedrooms=4')).toEqual(['Pune Dear Villa']);
    expect(await names('genderPreference=female')).toEqual(['Pune Cheap Studio']);
    expect(await names('collegePartnerName=coep')).toEqual(['Pune Cheap Studio']);
    expect(await names('eqaroId=NV-PR-900001')).toEqual(['Pune Dear Villa']);
    expect(await names('status=inactive')).toEqual([]);
    expect(await names('status=inactive', staff.token)).toEqual(['Mumbai Hidden']);
  });

  it('refuses unknown filters, bad numbers and unknown types with 400', async () => {
    for (const q of ['colour=red', 'minRent=cheap', 'propertyType=Castle', 'sortBy=password:asc']) {
      const res = await api.request({ method: 'GET', url: `/api/v1/property?${q}` });
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('GET /api/v1/property/{id}', () => {
  it('shows an active property to anyone and hides an inactive one from others', async () => {
    const { results } = await list('name=Mumbai Private');
    const open = await api.request({ method: 'GET', url: `/api/v1/property/${results[0].id}` });
    expect(open.statusCode).toBe(200);
    expect(open.json().name).toBe('Mumbai Private');
    const hidden = (await list('name=Hidden', landlord.token)).results[0];
    expect((await api.request({ method: 'GET', url: `/api/v1/property/${hidden.id}` })).statusCode).toBe(404);
    expect(
      (await api.request({ method: 'GET', url: `/api/v1/property/${hidden.id}`, token: other.token })).statusCode,
    ).toBe(404);
    expect(
      (await api.request({ method: 'GET', url: `/api/v1/property/${hidden.id}`, token: landlord.token })).statusCode,
    ).toBe(200);
  });
});

describe('GET /api/v1/property/localities', () => {
  it('lists the localities of a city from its listings, curated ones first, [] for an unknown city', async () => {
    const pune = await api.request({ method: 'GET', url: '/api/v1/property/localities?city=Pune' });
    expect(pune.json()).toEqual(['Baner', 'Kothrud']);
    expect((await api.request({ method: 'GET', url: '/api/v1/property/localities?city=Atlantis' })).json()).toEqual([]);
    await api.db
      .insertInto('city_localities')
      .values({ city: 'Pune', localities: JSON.stringify(['Aundh', 'Wakad']) } as any)
      .execute();
    expect((await api.request({ method: 'GET', url: '/api/v1/property/localities?city=Pune' })).json()).toEqual([
      'Aundh',
      'Wakad',
    ]);
  });
});
