import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { HIGHLIGHTS_CACHE_MS } from '#server/dashboard/operations/highlights.server.ts';

import { makeBond, makeCast } from '../fixtures.ts';
import { startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  api = await startTestApi();
  cast = await makeCast(api);
});
afterAll(() => {
  vi.restoreAllMocks();
  return api?.close();
});

const bondsOf = () => ({ tenantId: cast.tenant.id, landlordId: cast.landlord.id, propertyId: cast.property.id });
async function highlights(token = cast.admin.token) {
  const res = await api.v1('GET', '/dashboard/highlights', token);
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json().results as any[]).map((h) => [h.id, h]));
}

describe('GET /dashboard/highlights', () => {
  it('counts the figures from the data, keeps them a minute, then counts again', async () => {
    await makeBond(api, { ...bondsOf(), bondAmount: 60_000 });
    await makeBond(api, { ...bondsOf(), bondAmount: 40_000 });
    await makeBond(api, { ...bondsOf(), bondAmount: 99_000, status: 'Released' });
    const first = await highlights();
    expect(first['active-bonds']).toMatchObject({ value: 2, type: 'plain', title: 'active bonds' });
    expect(first['deposits-replaced']).toMatchObject({
      value: 100_000,
      type: 'currency',
      title: 'in deposits replaced',
    });
    expect(first['live-listings'].value).toBeGreaterThanOrEqual(0);

    await makeBond(api, { ...bondsOf(), bondAmount: 25_000 });
    // Within the cache window the figures stand; after it they follow the data.
    expect((await highlights())['active-bonds'].value).toBe(2);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + HIGHLIGHTS_CACHE_MS + 1);
    const later = await highlights();
    expect(later['active-bonds'].value).toBe(3);
    expect(later['deposits-replaced'].value).toBe(125_000);
    vi.restoreAllMocks();
  });

  it('adds the stored highlights after the figures, as text, and answers landlords but not tenants', async () => {
    await api.db
      .insertInto('highlight')
      .values({ title: 'Cancellation within 72 hours', description: 'Full refund.', order: 0 } as any)
      .execute();
    const res = await api.v1('GET', '/dashboard/highlights', cast.landlord.token);
    expect(res.statusCode).toBe(200);
    const results = res.json().results as any[];
    expect(results.slice(0, 4).map((h) => h.id)).toEqual([
      'active-bonds',
      'deposits-replaced',
      'live-listings',
      'college-partners',
    ]);
    expect(results.at(-1)).toMatchObject({ title: 'Cancellation within 72 hours', description: 'Full refund.' });
    expect(results.at(-1).value).toBeUndefined();
    expect((await api.v1('GET', '/dashboard/highlights', cast.tenant.token)).statusCode).toBe(403);
    expect((await api.v1('GET', '/dashboard/highlights')).statusCode).toBe(401);
  });
});
