import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
let landlord: Awaited<ReturnType<typeof makeUser>>;

const address = (city: string, locality: string, pin: string) => ({
  house: '7',
  street: 'Station Road',
  locality,
  city,
  state: 'State',
  pin,
});

beforeAll(async () => {
  api = await startTestApi();
  landlord = await makeUser(api, { userType: 'landlord' });
  const insert = (fields: Record<string, unknown>) =>
    api.db
      .insertInto('property')
      .values({
        propertyType: 'Private Room',
        status: 'active',
        expectedRent: 10000,
        landlordId: landlord.id,
        ...fields,
      } as any)
      .execute();
  await insert({
    name: 'Gulmohar Residency',
    eqaroId: 'NV-PR-700001',
    propertyAddress: JSON.stringify(address('Pune', 'Kothrud', '411038')),
  });
  await insert({
    name: 'Lotus Nest',
    eqaroId: 'NV-PR-700002',
    propertyAddress: JSON.stringify(address('Delhi', 'Gulmohar Park', '110049')),
  });
  await insert({
    name: 'Skyline Suites',
    eqaroId: 'NV-PR-700003',
    propertyType: 'Villa',
    expectedRent: 42000,
    propertyAddress: JSON.stringify(address('Kota', 'Talwandi', '324005')),
  });
}, 120_000);
afterAll(() => api?.close());

describe('GET /api/v1/property?text= (the public search box)', () => {
  const names = async (query: string) => {
    const res = await api.request({ method: 'GET', url: `/api/v1/property?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: { name: string }[] }).results.map((r) => r.name).sort();
  };

  it('matches the name, any part of the address or the reference code, ignoring case', async () => {
    expect(await names('text=gulmohar')).toEqual(['Gulmohar Residency', 'Lotus Nest']);
    expect(await names('text=324005')).toEqual(['Skyline Suites']);
    expect(await names('text=nv-pr-700002')).toEqual(['Lotus Nest']);
    expect(await names('text=gulmohar&city=Delhi')).toEqual(['Lotus Nest']);
    expect(await names('text=50%25')).toEqual([]);
  });
});

describe("GET /api/admin/property (the console's property list and its filter dialog)", () => {
  const names = async (filter: Record<string, unknown>) => {
    const res = await api.request({
      method: 'GET',
      url: `/api/admin/property?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      token: landlord.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { name: string }[]).map((r) => r.name).sort();
  };

  it('searches the name, city, locality and pincode, and not the rest of the address', async () => {
    expect(await names({ q: 'kothrud' })).toEqual(['Gulmohar Residency']);
    expect(await names({ q: 'kota' })).toEqual(['Skyline Suites']);
    expect(await names({ q: '1100' })).toEqual(['Lotus Nest']);
    expect(await names({ q: 'gulmohar' })).toEqual(['Gulmohar Residency', 'Lotus Nest']);
    expect(await names({ q: 'station road' })).toEqual([]);
  });

  it('narrows by a rent range and any of several types', async () => {
    expect(await names({ expectedRent_gte: 20000, expectedRent_lte: 50000 })).toEqual(['Skyline Suites']);
    expect(await names({ propertyType: ['Villa', 'Double Shared'] })).toEqual(['Skyline Suites']);
    expect(await names({ propertyType: ['Private Room'], expectedRent_lte: 10000, q: 'pune' })).toEqual([
      'Gulmohar Residency',
    ]);
  });
});
