import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, startTestApi, type TestApi } from '../harness';

let api: TestApi;

const address = (city: string, locality: string, pin: string) => ({ house: '7', street: 'Station Road', locality, city, state: 'State', pin });

beforeAll(async () => {
  api = await startTestApi();
  const landlord = await makeUser(api, { userType: 'landlord' });
  const insert = (fields: Record<string, unknown>) =>
    api.db
      .insertInto('property')
      .values({ propertyType: 'Private Room', status: 'active', expectedRent: 10000, landlordId: landlord.id, ...fields } as any)
      .execute();
  await insert({ name: 'Gulmohar Residency', eqaroId: 'NV-PR-700001', propertyAddress: JSON.stringify(address('Pune', 'Kothrud', '411038')) });
  await insert({ name: 'Lotus Nest', eqaroId: 'NV-PR-700002', propertyAddress: JSON.stringify(address('Delhi', 'Gulmohar Park', '110049')) });
  await insert({ name: 'Skyline Suites', eqaroId: 'NV-PR-700003', propertyAddress: JSON.stringify(address('Kota', 'Talwandi', '324005')) });
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
