import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { makeRole, makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
type User = Awaited<ReturnType<typeof makeUser>>;
let landlord: User, other: User, tenant: User, admin: User, viewer: User;

const listing = (extra: Record<string, unknown> = {}) => ({
  name: 'Sunrise PG',
  propertyType: 'Private Room',
  expectedRent: 9000,
  propertyAddress: {
    house: '4',
    street: 'FC Road',
    locality: 'Deccan',
    city: 'Pune',
    state: 'Maharashtra',
    pin: '411004',
  },
  ...extra,
});
const create = (token: string, body: Record<string, unknown>) =>
  api.request({ method: 'POST', url: '/api/v1/property', token, payload: body });

beforeAll(async () => {
  api = await startTestApi();
  landlord = await makeUser(api, { userType: 'landlord' });
  other = await makeUser(api, { userType: 'landlord' });
  tenant = await makeUser(api, { userType: 'tenant' });
  admin = await makeUser(api, { userType: 'internal', role: 'admin' });
  await makeRole(api, 'viewer', [{ module: 'properties', permissions: [] }]);
  viewer = await makeUser(api, { userType: 'internal', role: 'viewer' });
}, 120_000);
afterAll(() => api?.close());

describe('creating a property', () => {
  it('gives a landlord the listing whoever they name as landlord, with a fresh NV-PR code, awaiting verification', async () => {
    const res = await create(landlord.token, listing({ landlordId: other.id }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.landlordId).toBe(landlord.id);
    expect(body.eqaroId).toMatch(/^NV-PR-\d{6}$/);
    expect(body.status).toBe('pending-verification');
    const second = (await create(landlord.token, listing({ name: 'Sunrise PG II' }))).json();
    expect(second.eqaroId).toMatch(/^NV-PR-\d{6}$/);
    expect(second.eqaroId).not.toBe(body.eqaroId);
  });

  it('ignores a property code sent by the client', async () => {
    const res = await create(landlord.token, listing({ name: 'Coded', eqaroId: 'HACKED-1' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().eqaroId).not.toBe('HACKED-1');
  });

  it('refuses visitors (401), tenants and staff without the create permission (403)', async () => {
    expect(
      (await api.request({ method: 'POST', url: '/api/v1/property', payload: listing({ landlordId: landlord.id }) }))
        .statusCode,
    ).toBe(401);
    expect((await create(tenant.token, listing())).statusCode).toBe(403);
    expect((await create(viewer.token, listing({ landlordId: landlord.id }))).statusCode).toBe(403);
  });

  it('lets staff with the permission list a property for a landlord, active at once, and refuses a non-landlord owner', async () => {
    const res = await create(admin.token, listing({ landlordId: other.id, status: 'active' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ landlordId: other.id, status: 'active' });
    const bad = await create(admin.token, listing({ landlordId: tenant.id }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.landlordId).toBeDefined();
  });

  it('answers missing fields with the schema messages', async () => {
    const res = await create(landlord.token, { name: 'No rent' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ expectedRent: expect.any(String), propertyType: expect.any(String) });
  });
});

describe('changing and deleting a property', () => {
  it("lets a landlord edit their own listing but not another landlord's", async () => {
    const mine = (await create(landlord.token, listing({ name: 'Editable' }))).json();
    const ok = await api.request({
      method: 'PATCH',
      url: `/api/v1/property/${mine.id}`,
      token: landlord.token,
      payload: { expectedRent: 9500 },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().expectedRent).toBe(9500);
    const theirs = await api.request({
      method: 'PATCH',
      url: `/api/v1/property/${mine.id}`,
      token: other.token,
      payload: { expectedRent: 1 },
    });
    expect([403, 404]).toContain(theirs.statusCode);
    const stored = await api.db
      .selectFrom('property')
      .select('expectedRent')
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow();
    expect(stored.expectedRent).toBe(9500);
  });

  it('deletes with 204 for the owner, refuses others and staff without delete', async () => {
    const mine = (await create(landlord.token, listing({ name: 'Doomed' }))).json();
    expect(
      (await api.request({ method: 'DELETE', url: `/api/v1/property/${mine.id}`, token: other.token })).statusCode,
    ).toBe(404);
    expect(
      (await api.request({ method: 'DELETE', url: `/api/v1/property/${mine.id}`, token: viewer.token })).statusCode,
    ).toBe(403);
    expect(
      (await api.request({ method: 'DELETE', url: `/api/v1/property/${mine.id}`, token: landlord.token })).statusCode,
    ).toBe(204);
    expect(
      (await api.request({ method: 'GET', url: `/api/v1/property/${mine.id}`, token: landlord.token })).statusCode,
    ).toBe(404);
  });
});

describe("a listing's status: staff decide it, a landlord never sets or changes it, at any door", () => {
  const refusal = { status: 403, message: messages.properties.statusByStaff };
  const answer = (res: Awaited<ReturnType<TestApi['request']>>) => ({
    status: res.statusCode,
    message: res.json().message,
  });
  /** The console's data provider (ra-data-simple-rest), which a landlord's property form calls. */
  const viaConsole = (token: string, method: 'POST' | 'PUT', payload: object, id = '') =>
    api.request({ method, url: `/api/admin/property${id && `/${id}`}`, token, payload });

  it('refuses a landlord a listing created in a status of their choosing (POST /api/v1/property, POST /api/admin/property)', async () => {
    for (const status of ['active', 'inactive', 'occupied']) {
      expect(await answer(await create(landlord.token, listing({ status }))), status).toEqual(refusal);
      expect(await answer(await viaConsole(landlord.token, 'POST', listing({ status }))), status).toEqual(refusal);
    }
    // Naming the status every listing starts in changes nothing.
    expect((await viaConsole(landlord.token, 'POST', listing({ status: 'pending-verification' }))).statusCode).toBe(
      201,
    );
  });

  it('refuses a landlord a change of status (PATCH /api/v1/property, PUT /api/admin/property), which staff make', async () => {
    const mine = (await create(landlord.token, listing({ name: 'Awaiting' }))).json();
    expect(await answer(await api.v1('PATCH', `/property/${mine.id}`, landlord.token, { status: 'active' }))).toEqual(
      refusal,
    );
    expect(await answer(await viaConsole(landlord.token, 'PUT', { ...mine, status: 'active' }, mine.id))).toEqual(
      refusal,
    );
    // The console's form sends the whole record back: the same status is no change.
    expect((await viaConsole(landlord.token, 'PUT', { ...mine, expectedRent: 9900 }, mine.id)).statusCode).toBe(200);
    const verified = await api.v1('PATCH', `/property/${mine.id}`, admin.token, { status: 'active' });
    expect(verified.json().status).toBe('active');
    for (const status of ['inactive', 'pending-verification', null]) {
      expect(
        await answer(await api.v1('PATCH', `/property/${mine.id}`, landlord.token, { status })),
        String(status),
      ).toEqual(refusal);
    }
    expect((await api.v1('GET', `/property/${mine.id}`, landlord.token)).json()).toMatchObject({
      status: 'active',
      expectedRent: 9900,
    });
  });
});

describe('rights on properties', () => {
  it('tells each caller what they may do, in general and on one property', async () => {
    expect((await api.request({ method: 'GET', url: '/api/v1/property/permission' })).statusCode).toBe(401);
    const get = async (url: string, token: string) => (await api.request({ method: 'GET', url, token })).json();
    expect(await get('/api/v1/property/permission', landlord.token)).toMatchObject({
      create: true,
      update: true,
      delete: true,
    });
    expect(await get('/api/v1/property/permission', tenant.token)).toMatchObject({ permissions: [], create: false });
    expect(await get('/api/v1/property/permission', viewer.token)).toMatchObject({ permissions: [], update: false });
    expect((await get('/api/v1/property/permission', admin.token)).permissions).toEqual(['create', 'update', 'delete']);
    const theirs = (
      await create(admin.token, listing({ landlordId: other.id, status: 'active', name: 'Theirs' }))
    ).json();
    expect(await get(`/api/v1/property/getPermission/${theirs.id}`, landlord.token)).toMatchObject({
      create: true,
      update: false,
      delete: false,
    });
    expect(await get(`/api/v1/property/getPermission/${theirs.id}`, other.token)).toMatchObject({
      update: true,
      delete: true,
    });
    const missing = await api.request({
      method: 'GET',
      url: '/api/v1/property/getPermission/8a6e0804-2bd0-4672-b79d-d97027f9071a',
      token: admin.token,
    });
    expect(missing.statusCode).toBe(404);
  });
});
