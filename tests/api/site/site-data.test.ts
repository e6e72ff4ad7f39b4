import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearerAuthenticator } from '#server/auth/operations/authenticate.server.ts';
import { siteData } from '#server/site/site-data.server.ts';

import { makeRole, makeUser, startTestApi, type TestApi } from '../harness.ts';

/**
 * The site's loaders read through `context.data` (decision 023): the same operations as the API's GET
 * routes, for the same caller. Each read here is compared with the HTTP answer for the same caller.
 */
let api: TestApi;
let tokens: Record<'landlord' | 'other' | 'staff', string>;
let hidden: string;
let open: string;

const address = {
  house: '12',
  street: 'MG Road',
  locality: 'Kothrud',
  city: 'Pune',
  state: 'Maharashtra',
  pin: '411001',
};

async function insert(name: string, status: string, landlordId: string) {
  const row = await api.db
    .insertInto('property')
    .values({
      name,
      propertyType: 'Private Room',
      status,
      expectedRent: 10000,
      landlordId,
      propertyAddress: JSON.stringify(address),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The site's data as the API would recognise the caller holding `token` (none: an anonymous visitor). */
async function dataFor(token?: string) {
  const request = { headers: token ? { authorization: `Bearer ${token}` } : {} } as FastifyRequest;
  // api.db is the app's own handle: the one its operations run on, carrying the domains' hooks (decision 022).
  return siteData(api.db, await bearerAuthenticator(api.db, api.config.authSecret)(request));
}

beforeAll(async () => {
  api = await startTestApi();
  await makeRole(api, 'admin', [{ module: 'property', permissions: ['read', 'create', 'update', 'delete'] }]);
  const landlord = await makeUser(api, { userType: 'landlord' });
  const other = await makeUser(api, { userType: 'landlord' });
  const staff = await makeUser(api, { userType: 'internal', role: 'admin' });
  tokens = { landlord: landlord.token, other: other.token, staff: staff.token };
  open = await insert('Site Data Open', 'active', landlord.id);
  hidden = await insert('Site Data Hidden', 'inactive', landlord.id);
}, 120_000);
afterAll(() => api?.close());

describe('the site reads as the API answers, caller for caller', () => {
  it('shows one property to exactly those the API shows it to', async () => {
    for (const token of [undefined, tokens.other, tokens.landlord, tokens.staff]) {
      const data = await dataFor(token);
      for (const id of [open, hidden]) {
        const http = await api.request({ method: 'GET', url: `/api/v1/property/${id}`, token });
        const read = await data.property(id).then(
          (p) => ({ status: 200, name: p.name }),
          (e: { status: number }) => ({ status: e.status, name: undefined }),
        );
        expect(read, `${token ? 'signed in' : 'anonymous'} ${id}`).toEqual({
          status: http.statusCode,
          name: http.statusCode === 200 ? http.json().name : undefined,
        });
      }
    }
  });

  it('hides an inactive property from an anonymous visitor but shows it to its landlord and to staff', async () => {
    await expect((await dataFor()).property(hidden)).rejects.toMatchObject({ status: 404 });
    await expect((await dataFor(tokens.other)).property(hidden)).rejects.toMatchObject({ status: 404 });
    expect((await (await dataFor(tokens.landlord)).property(hidden)).name).toBe('Site Data Hidden');
    expect((await (await dataFor(tokens.staff)).property(hidden)).name).toBe('Site Data Hidden');
    expect((await (await dataFor()).property(open)).name).toBe('Site Data Open');
  });

  it('searches properties with the same filters and visibility', async () => {
    for (const token of [undefined, tokens.landlord]) {
      const http = (
        await api.request({ method: 'GET', url: '/api/v1/property?city=Pune&status=inactive', token })
      ).json();
      const read = await (await dataFor(token)).properties({ city: 'Pune', status: 'inactive' });
      expect(read.results.map((p) => p.name)).toEqual(http.results.map((p: { name: string }) => p.name));
      expect(read.totalResults).toBe(http.totalResults);
    }
  });

  it('lists a resource with the API’s parameters and refuses what the API refuses, with its message', async () => {
    await api.db
      .insertInto('faq')
      .values({ title: 'Is there a deposit?', description: 'No.', audience: 'tenant', order: 1 } as never)
      .execute();
    const data = await dataFor();
    const page = await data.list('faq', { audience: 'tenant', sortBy: 'order:asc', limit: 4 });
    const http = (
      await api.request({ method: 'GET', url: '/api/v1/faq?audience=tenant&sortBy=order:asc&limit=4' })
    ).json();
    expect(page).toEqual(http);
    const refused = await api.request({ method: 'GET', url: '/api/v1/faq?colour=blue' });
    await expect(data.list('faq', { colour: 'blue' })).rejects.toMatchObject({
      status: refused.statusCode,
      message: refused.json().message,
    });
  });
});
