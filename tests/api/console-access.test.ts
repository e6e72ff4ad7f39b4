import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeProperty } from './accounts/fixtures.ts';
import { makeUser, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('who may use the console dialect (/api/admin)', () => {
  it("lets a landlord page through their own properties (the console's owner filter), with Content-Range", async () => {
    const landlord = await makeUser(api, { userType: 'landlord' });
    const other = await makeUser(api, { userType: 'landlord' });
    const mine = (await makeProperty(api, landlord.id, 'Kiran Residency')).id;
    await makeProperty(api, other.id, 'Someone Else Flats');
    const filter = encodeURIComponent(JSON.stringify({ landlordId: landlord.id }));
    const res = await api.request({
      method: 'GET',
      url: `/api/admin/property?filter=${filter}`,
      token: landlord.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { id: string }) => p.id)).toEqual([mine]);
    expect(res.headers['content-range']).toBe('property 0-0/1');
  });

  it("refuses a landlord changes to another landlord's property and resources they have no self access to", async () => {
    const landlord = await makeUser(api, { userType: 'landlord' });
    const other = await makeUser(api, { userType: 'landlord' });
    const theirs = await makeProperty(api, other.id, 'Not Yours Towers');
    const { id, createdAt, updatedAt, ...body } = theirs as Record<string, unknown>;
    const put = await api.request({
      method: 'PUT',
      url: `/api/admin/property/${id}`,
      token: landlord.token,
      payload: { ...body, name: 'Mine Now' },
    });
    expect([403, 404]).toContain(put.statusCode);
    expect(
      (await api.db.selectFrom('property').select('name').where('id', '=', String(id)).executeTakeFirstOrThrow()).name,
    ).toBe('Not Yours Towers');
    expect((await api.request({ method: 'GET', url: '/api/admin/role', token: landlord.token })).statusCode).toBe(403);
  });

  it('sends tenants to the site: the console dialect answers 403 with its reason', async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    const res = await api.request({ method: 'GET', url: '/api/admin/faq', token: tenant.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('The console is for Nivaas staff, landlords and partners');
  });
});
