import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ListPage } from '#client/list-page.ts';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';

/**
 * Anonymous lists keep their count a few seconds (decision 024): asked again, the same filter is not
 * counted again; a write through the app drops the count at once; a signed-in list always counts exactly.
 */
let api: TestApi;
let landlord: Awaited<ReturnType<typeof makeUser>>;
let staff: Awaited<ReturnType<typeof makeUser>>;

const values = (name: string) => ({
  name,
  propertyType: 'Studio',
  status: 'active',
  expectedRent: 9000,
  landlordId: landlord.id,
  propertyAddress: JSON.stringify({
    house: '1',
    street: 'Hill Road',
    locality: 'Bandra',
    city: 'Nagpur',
    state: 'State',
    pin: '440001',
  }),
});

const total = async (token?: string) => {
  const res = await api.request({ method: 'GET', url: '/api/v1/property?city=Nagpur&limit=10', token });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json() as ListPage<{ name: string }>;
  return { total: page.totalResults, shown: page.results.length };
};

beforeAll(async () => {
  // The page cache, which also keeps anonymous property lists, is off: this is the count memo's own test.
  api = await startTestApi({ pageCache: false });
  landlord = await makeUser(api, { userType: 'landlord' });
  staff = await makeUser(api, { userType: 'internal', role: 'admin' });
  await api.db
    .insertInto('property')
    .values(values('Nagpur One') as any)
    .execute();
}, 120_000);
afterAll(() => api?.close());

describe('the count of an anonymous list', () => {
  it('is kept for the same filter until the table is written through the app', async () => {
    expect(await total()).toEqual({ total: 1, shown: 1 });
    // Written by another process (a handle without this app's memo): the rows show, the kept count does not move yet.
    await api.handle.db
      .insertInto('property')
      .values(values('Nagpur Two') as any)
      .execute();
    expect(await total()).toEqual({ total: 1, shown: 2 });
    // A signed-in list counts exactly.
    expect(await total(staff.token)).toEqual({ total: 2, shown: 2 });
    // A write through the app drops the kept counts of that table at once.
    await api.db
      .updateTable('property')
      .set({ expectedRent: 9500 } as any)
      .where('name', '=', 'Nagpur One')
      .execute();
    expect(await total()).toEqual({ total: 2, shown: 2 });
  });
});
