import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import { makeStaffRoles, type TestUser } from './fixtures.ts';

let api: TestApi;
let tenant: TestUser, otherTenant: TestUser, staff: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  await makeStaffRoles(api);
  tenant = await makeUser(api, { userType: 'tenant' });
  otherTenant = await makeUser(api, { userType: 'tenant' });
  staff = await makeUser(api, { userType: 'internal', role: 'staff' });
}, 60_000);
afterAll(() => api?.close());

const consent = { name: 'Bond terms', text: 'The tenant agrees to the bond terms.', accepted: true };

describe('consent', () => {
  it("records the caller's consent and lists it in their timeline, newest first", async () => {
    const first = await api.request({ method: 'POST', url: '/api/v1/consent', payload: consent, token: tenant.token });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...consent, userId: tenant.id });
    await api.request({
      method: 'POST',
      url: '/api/v1/consent',
      payload: { ...consent, name: 'Privacy policy' },
      token: tenant.token,
    });
    const list = await api.request({ method: 'GET', url: `/api/v1/consent?userId=${tenant.id}`, token: tenant.token });
    expect(list.json()).toMatchObject({ page: 1, totalResults: 2 });
    expect(list.json().results.map((c: any) => c.name)).toEqual(['Privacy policy', 'Bond terms']);
  });

  it("needs the tick 'I accept all the terms and conditions'", async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/consent',
      payload: { ...consent, accepted: false },
      token: tenant.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.accepted).toContain('I accept all the terms and conditions');
  });

  it('never records a consent for someone else, and keeps timelines private', async () => {
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/v1/consent',
          payload: { ...consent, userId: tenant.id },
          token: otherTenant.token,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await api.request({ method: 'GET', url: `/api/v1/consent?userId=${tenant.id}`, token: otherTenant.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await api.request({ method: 'GET', url: '/api/v1/consent', token: otherTenant.token })).json().totalResults,
    ).toBe(0);
    expect(
      (await api.request({ method: 'GET', url: `/api/v1/consent?userId=${tenant.id}`, token: staff.token })).json()
        .totalResults,
    ).toBe(2);
    expect((await api.request({ method: 'POST', url: '/api/v1/consent', payload: consent })).statusCode).toBe(401);
  });

  it('lets staff record their own consent', async () => {
    const res = await api.request({ method: 'POST', url: '/api/v1/consent', payload: consent, token: staff.token });
    expect(res.statusCode).toBe(201);
    expect(res.json().userId).toBe(staff.id);
  });
});

describe('notifications', () => {
  it("lists only the caller's notifications and lets them mark one read", async () => {
    const [note] = await api.db
      .insertInto('notification')
      .values([
        { userId: tenant.id, title: 'Bond request accepted', type: 'requestAccepted', read: false },
        { userId: otherTenant.id, title: 'Not yours', type: 'general', read: false },
      ] as any)
      .returning('id')
      .execute();
    const list = await api.request({
      method: 'GET',
      url: `/api/v1/notification?userId=${tenant.id}`,
      token: tenant.token,
    });
    expect(list.json().results).toEqual([expect.objectContaining({ title: 'Bond request accepted', read: false })]);
    const res = await api.request({
      method: 'PATCH',
      url: `/api/v1/notification/${note.id}`,
      payload: { read: true },
      token: tenant.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: note.id, read: true });
    expect(
      (await api.request({ method: 'GET', url: '/api/v1/notification?read=false', token: tenant.token })).json()
        .totalResults,
    ).toBe(0);
  });

  it("refuses another user's notifications, even to staff marking them", async () => {
    const theirs = await api.db
      .insertInto('notification')
      .values({ userId: otherTenant.id, title: 'Private', read: false } as any)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      (
        await api.request({
          method: 'PATCH',
          url: `/api/v1/notification/${theirs.id}`,
          payload: { read: true },
          token: tenant.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api.request({
          method: 'PATCH',
          url: `/api/v1/notification/${theirs.id}`,
          payload: { read: true },
          token: staff.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api.request({ method: 'GET', url: `/api/v1/notification?userId=${otherTenant.id}`, token: tenant.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await api.request({ method: 'GET', url: `/api/v1/notification?userId=${otherTenant.id}`, token: staff.token })
      ).json().totalResults,
    ).toBe(2);
    const row = await api.db
      .selectFrom('notification')
      .select('read')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(row.read).toBe(false);
  });

  it('changes nothing but read', async () => {
    const mine = await api.db
      .insertInto('notification')
      .values({ userId: tenant.id, title: 'Hello', read: false } as any)
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await api.request({
      method: 'PATCH',
      url: `/api/v1/notification/${mine.id}`,
      payload: { title: 'Hacked' },
      token: tenant.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ title: 'Only read can be changed here' });
  });
});
