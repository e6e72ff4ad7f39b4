import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import { ALL, staffRole } from './fixtures.ts';

type U = Awaited<ReturnType<typeof makeUser>>;
let api: TestApi;
let admin: U, reader: U, tenant: U, other: U;

beforeAll(async () => {
  api = await startTestApi();
  await staffRole(api, 'admin', ALL);
  await staffRole(api, 'staff', []);
  admin = await makeUser(api, { userType: 'internal', role: 'admin' });
  reader = await makeUser(api, { userType: 'internal', role: 'staff' });
  tenant = await makeUser(api, { userType: 'tenant', name: 'Aditya Sharma' });
  other = await makeUser(api, { userType: 'tenant', name: 'Other Tenant' });
}, 120_000);
afterAll(() => api?.close());

const patch = (id: string, payload: unknown, token: string) =>
  api.request({ method: 'PATCH', url: `/api/v1/users/${id}`, payload: payload as any, token });
const avatarOf = async (id: string) =>
  (await api.db.selectFrom('user').select('avatar').where('id', '=', id).executeTakeFirst())?.avatar;

describe('PATCH /users/{id} with { userobj, Id } (the profile picture update)', () => {
  it('saves userobj.avatar for the user themself and for staff with update permission', async () => {
    const own = await patch(
      tenant.id,
      { userobj: { avatar: '/uploads/profile/own.png' }, Id: tenant.id },
      tenant.token,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().avatar).toBe('/uploads/profile/own.png');
    const byAdmin = await patch(
      tenant.id,
      { userobj: { avatar: '/uploads/profile/by-admin.png' }, Id: tenant.id },
      admin.token,
    );
    expect(byAdmin.statusCode).toBe(200);
    expect(await avatarOf(tenant.id)).toBe('/uploads/profile/by-admin.png');
  });

  it('keeps the same rules as a plain update: read-only staff and other users change nothing', async () => {
    expect(
      (await patch(tenant.id, { userobj: { avatar: '/uploads/profile/x.png' }, Id: tenant.id }, reader.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await patch(tenant.id, { userobj: { avatar: '/uploads/profile/x.png' }, Id: tenant.id }, other.token))
        .statusCode,
    ).toBe(404);
    expect((await patch(tenant.id, { userobj: { role: 'admin' }, Id: tenant.id }, tenant.token)).statusCode).toBe(403);
    expect(await avatarOf(tenant.id)).toBe('/uploads/profile/by-admin.png');
  });

  it('answers 400 when Id names another user or userobj is not an object', async () => {
    const mismatch = await patch(
      tenant.id,
      { userobj: { avatar: '/uploads/profile/y.png' }, Id: other.id },
      admin.token,
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toHaveProperty('Id');
    const notObject = await patch(tenant.id, { userobj: 'avatar', Id: tenant.id }, admin.token);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().errors).toHaveProperty('userobj');
    expect(await avatarOf(tenant.id)).toBe('/uploads/profile/by-admin.png');
  });
});
