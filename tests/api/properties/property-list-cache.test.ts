import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ListPage } from '#client/list-page.ts';
import { buildApp } from '#server/app.server.ts';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';

/**
 * The anonymous property search and details are the same for every visitor without a session (issue 14,
 * decision 024): they say a shared cache may keep them, the server's page cache answers repeats from its
 * copy, and a write to a property through the API empties that copy at once. Signed-in callers always get
 * their own answer.
 */
const PUBLIC = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
let api: TestApi;
let landlord: Awaited<ReturnType<typeof makeUser>>;
let propertyId: string;

const search = (token?: string) => api.request({ method: 'GET', url: '/api/v1/property?city=Pune&limit=10', token });
const rentsOf = (body: string) =>
  (JSON.parse(body) as ListPage<{ expectedRent: number }>).results.map((p) => p.expectedRent);

beforeAll(async () => {
  api = await startTestApi();
  landlord = await makeUser(api, { userType: 'landlord' });
  const row = await api.db
    .insertInto('property')
    .values({
      name: 'Deccan Studio',
      propertyType: 'Private Room',
      status: 'active',
      expectedRent: 9000,
      landlordId: landlord.id,
      propertyAddress: JSON.stringify({
        house: '4',
        street: 'FC Road',
        locality: 'Deccan',
        city: 'Pune',
        state: 'Maharashtra',
        pin: '411004',
      }),
    } as any)
    .returning('id')
    .executeTakeFirstOrThrow();
  propertyId = row.id;
}, 120_000);
afterAll(() => api?.close());

describe('the anonymous property search', () => {
  it('may be kept by shared caches, and repeats are answered from the server’s copy', async () => {
    const first = await search();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC);
    expect(first.headers.vary).toBe('Authorization');
    expect(first.headers.age).toBeUndefined();
    const again = await search();
    expect(again.headers.age).toBe('0');
    expect(again.body).toBe(first.body);
    const details = await api.request({ method: 'GET', url: `/api/v1/property/${propertyId}` });
    expect(details.headers['cache-control']).toBe(PUBLIC);
  });

  it('is personal for a signed-in caller, and fresh after a write through the API', async () => {
    expect(rentsOf((await search()).body)).toEqual([9000]);
    const mine = await search(landlord.token);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers.age).toBeUndefined();
    const edit = await api.request({
      method: 'PATCH',
      url: `/api/v1/property/${propertyId}`,
      token: landlord.token,
      payload: { expectedRent: 9500 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await search();
    expect(after.headers.age).toBeUndefined();
    expect(rentsOf(after.body)).toEqual([9500]);
  });
});

describe('several server processes on one database', () => {
  it('an edit through one empties the copies of the others within a second (LISTEN/NOTIFY)', async () => {
    // Another process's server: its own page cache, the same database.
    const other: FastifyInstance = await buildApp({ handle: api.handle, config: api.config });
    try {
      const otherSearch = () => other.inject({ method: 'GET', url: '/api/v1/property?city=Pune&limit=10' });
      await otherSearch();
      const kept = await otherSearch();
      expect(kept.headers.age).toBe('0');
      const before = rentsOf(kept.body)[0];
      const edit = await api.request({
        method: 'PATCH',
        url: `/api/v1/property/${propertyId}`,
        token: landlord.token,
        payload: { expectedRent: before + 250 },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const started = Date.now();
      await expect
        .poll(async () => rentsOf((await otherSearch()).body)[0], { timeout: 1_000, interval: 20 })
        .toBe(before + 250);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await other.close();
    }
  });
});
