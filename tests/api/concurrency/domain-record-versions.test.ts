import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { makeProfile } from '../accounts/fixtures.ts';
import { isoDay, makeBond, makeCast, makeEligibility, makeProduct } from '../fixtures.ts';
import { startTestApi, type TestApi } from '../harness.ts';

/**
 * The domains' own record routes carry a record's version like the generic ones (decision 058): ETag on a read and a
 * change, If-Match on a change (an update, a delete, an answer or a withdrawal), 412 `stale_record` with the record as
 * it is now and its version when the one sent is stale. The account's profile and user, a bond's dates, a bond
 * request's answer and withdrawal, a product: two people changing one record, the second is told of the first.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const stale = (title: string) => messages.request.staleRecord.replace('{title}', title);
const call = (
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  ifMatch?: string,
) =>
  api.request({
    method,
    url: `/api/v1${url}`,
    token,
    ...(payload ? { payload } : {}),
    ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
  });
const etagOf = (res: LightMyRequestResponse) => {
  expect(res.headers.etag, res.body).toMatch(/^"[\w-]{27}"$/);
  return res.headers.etag as string;
};
/** The 412 a stale change gets: the catalogue's message, the record as it is now and its version (also its ETag). */
function expectStale(res: LightMyRequestResponse, title: string, current: Record<string, unknown>) {
  expect(res.statusCode, res.body).toBe(412);
  expect(res.json()).toMatchObject({ code: 'stale_record', message: stale(title), current });
  expect(res.json().version).toBe(res.headers.etag);
}

async function pendingRequest() {
  const cast = await makeCast(api);
  await makeEligibility(api, cast.tenant.id);
  const created = await call('POST', '/bondrequest', cast.tenant.token, {
    userId: cast.tenant.id,
    propertyId: cast.property.id,
    type: 'buy',
  });
  expect(created.statusCode, created.body).toBe(201);
  return { ...cast, id: created.json().id as string };
}

describe('record versions on the domains’ own routes', () => {
  it('the tenant’s profile and account: the second of two saves made on one version is refused, then reapplied', async () => {
    const { tenant } = await makeCast(api);
    const profile = await makeProfile(api, tenant.id, 'tenant', { education: 'Graduate' });
    const read = await call('GET', `/profile/tenant?userId=${tenant.id}`, tenant.token);
    const opened = etagOf(read);
    expect(etagOf(await call('GET', `/profile/${profile.id}`, tenant.token))).toBe(opened);

    const first = await call('PATCH', `/profile/tenant/${profile.id}`, tenant.token, { pan: 'ABCDE1234F' }, opened);
    expect(first.statusCode, first.body).toBe(200);
    expect(etagOf(first)).not.toBe(opened);
    const second = await call(
      'PATCH',
      `/profile/tenant/${profile.id}`,
      tenant.token,
      { education: 'Post Graduate' },
      opened,
    );
    expectStale(second, 'Profile', { id: profile.id, pan: 'ABCDE1234F', education: 'Graduate' });
    const again = await call(
      'PATCH',
      `/profile/tenant/${profile.id}`,
      tenant.token,
      { education: 'Post Graduate' },
      second.headers.etag as string,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ pan: 'ABCDE1234F', education: 'Post Graduate' });
    // Without If-Match a change goes through as before.
    expect(
      (await call('PATCH', `/profile/tenant/${profile.id}`, tenant.token, { education: 'Graduate' })).statusCode,
    ).toBe(200);

    const user = etagOf(await call('GET', `/users/${tenant.id}`, tenant.token));
    expect((await call('PATCH', `/users/${tenant.id}`, tenant.token, { name: 'Tarun T' }, user)).statusCode).toBe(200);
    expectStale(await call('PATCH', `/users/${tenant.id}`, tenant.token, { name: 'Tarun K' }, user), 'User', {
      id: tenant.id,
      name: 'Tarun T',
    });
  });

  it('a user deleted on a stale version stays; a weak or wrong tag never matches, `*` always does', async () => {
    const { admin, landlord } = await makeCast(api);
    const opened = etagOf(await call('GET', `/users/${landlord.id}`, admin.token));
    await call('PATCH', `/users/${landlord.id}`, admin.token, { name: 'Lata L' });
    expectStale(await call('DELETE', `/users/${landlord.id}`, admin.token, undefined, opened), 'User', {
      name: 'Lata L',
    });
    const now = etagOf(await call('GET', `/users/${landlord.id}`, admin.token));
    expect((await call('PATCH', `/users/${landlord.id}`, admin.token, { name: 'X' }, `W/${now}`)).statusCode).toBe(412);
    expect((await call('PATCH', `/users/${landlord.id}`, admin.token, { name: 'Lata' }, '*')).statusCode).toBe(200);
  });

  it('a bond request answered by a colleague meanwhile: the later answer is told, with the request as answered', async () => {
    const { admin, landlord, id } = await pendingRequest();
    const opened = etagOf(await call('GET', `/bondrequest/${id}`, landlord.token));
    const accepted = await call('PATCH', `/bondrequest/${id}`, admin.token, { status: 'accepted' }, opened);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(etagOf(accepted)).not.toBe(opened);
    const rejected = await call(
      'PATCH',
      `/bondrequest/${id}`,
      landlord.token,
      { status: 'rejected', reasonOfReject: 'Not this tenant' },
      opened,
    );
    expectStale(rejected, 'Bond Request', { id, status: 'accepted' });
    const stored = await api.db
      .selectFrom('bond_request')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('accepted');
  });

  it('a withdrawal made on the version the landlord has since answered is told so; on the current one it goes through', async () => {
    const { tenant, landlord, id } = await pendingRequest();
    const opened = etagOf(await call('GET', `/bondrequest/${id}`, tenant.token));
    // The same version twice: the first withdrawal lands, the second is stale.
    const done = await call('POST', `/bondrequest/${id}/withdraw`, tenant.token, undefined, opened);
    expect(done.statusCode, done.body).toBe(200);
    expect(etagOf(done)).not.toBe(opened);
    expectStale(await call('POST', `/bondrequest/${id}/withdraw`, tenant.token, undefined, opened), 'Bond Request', {
      status: 'withdrawn',
    });
    const other = await pendingRequest();
    const version = etagOf(await call('GET', `/bondrequest/${other.id}`, other.tenant.token));
    await call('PATCH', `/bondrequest/${other.id}`, other.landlord.token, { status: 'accepted' });
    expectStale(
      await call('POST', `/bondrequest/${other.id}/withdraw`, other.tenant.token, undefined, version),
      'Bond Request',
      { status: 'accepted' },
    );
    expect(landlord.id).not.toBe(other.landlord.id);
  });

  it('a bond’s dates and a product through /api/v1: stale changes are refused', async () => {
    const cast = await makeCast(api);
    const bond = await makeBond(api, {
      tenantId: cast.tenant.id,
      landlordId: cast.landlord.id,
      propertyId: cast.property.id,
      bondAmount: 50_000,
      bondEffectiveDate: isoDay(-60),
    });
    const opened = etagOf(await call('GET', `/bond/${bond.id}`, cast.admin.token));
    const dates = { checkinDate: isoDay(-30), checkoutDate: isoDay(300) };
    const first = await call('PATCH', `/bond/${bond.id}`, cast.landlord.token, dates, opened);
    expect(first.statusCode, first.body).toBe(200);
    expect(etagOf(first)).toBe(etagOf(await call('GET', `/bond/${bond.id}`, cast.admin.token)));
    expectStale(
      await call('PATCH', `/bond/${bond.id}`, cast.admin.token, { ...dates, checkoutDate: isoDay(200) }, opened),
      'Bond',
      { id: bond.id, checkoutDate: isoDay(300) },
    );

    const product = (await makeProduct(api)).id;
    const version = etagOf(await call('GET', `/products/${product}`, cast.admin.token));
    const renamed = await call('PATCH', `/products/${product}`, cast.admin.token, { name: 'Renamed once' }, version);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expectStale(
      await call('PATCH', `/products/${product}`, cast.admin.token, { name: 'Renamed twice' }, version),
      'Product',
      { name: 'Renamed once' },
    );
  });

  it('is documented on each of these routes', async () => {
    const doc = (await api.request({ method: 'GET', url: '/api/docs/json' })).json();
    const changes: [string, string][] = [
      ['/api/v1/profile/{userType}/{profileId}', 'patch'],
      ['/api/v1/users/{id}', 'patch'],
      ['/api/v1/users/{id}', 'delete'],
      ['/api/v1/bondrequest/{id}', 'patch'],
      ['/api/v1/bondrequest/{id}', 'post'],
      ['/api/v1/bondrequest/{id}/withdraw', 'post'],
      ['/api/v1/bond/{id}', 'patch'],
      ['/api/v1/products/{id}', 'patch'],
    ];
    for (const [path, method] of changes) {
      const op = doc.paths[path][method];
      expect(
        op.parameters.map((p: { name: string }) => p.name),
        `${method} ${path}`,
      ).toContain('If-Match');
      expect(op.responses, `${method} ${path}`).toHaveProperty('412');
    }
    for (const path of [
      '/api/v1/profile/{id}',
      '/api/v1/users/{id}',
      '/api/v1/bondrequest/{id}',
      '/api/v1/products/{id}',
    ])
      expect(doc.paths[path].get.responses['200'].headers, path).toHaveProperty('ETag');
    // A create is not a change of a record: no If-Match.
    expect(doc.paths['/api/v1/bondrequest'].post.parameters ?? []).toEqual([]);
  });
});
