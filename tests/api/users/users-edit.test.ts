import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import { ALL, staffRole } from './fixtures.ts';

type U = Awaited<ReturnType<typeof makeUser>>;
let api: TestApi;
let admin: U, reader: U, editor: U, tenant: U, neighbour: U;

beforeAll(async () => {
  api = await startTestApi();
  await staffRole(api, 'admin', ALL);
  await staffRole(api, 'staff', []);
  await staffRole(api, 'underwriter', ['update']);
  admin = await makeUser(api, { userType: 'internal', role: 'admin' });
  reader = await makeUser(api, { userType: 'internal', role: 'staff' });
  editor = await makeUser(api, { userType: 'internal', role: 'underwriter' });
  tenant = await makeUser(api, { userType: 'tenant', name: 'Aditya Sharma', phone: '919811111111' });
  neighbour = await makeUser(api, { userType: 'tenant', name: 'Neighbour', phone: '919822222222' });
}, 120_000);
afterAll(() => api?.close());

const patch = (id: string, payload: unknown, token: string) =>
  api.request({ method: 'PATCH', url: `/api/v1/users/${id}`, payload: payload as any, token });
const stored = (id: string) => api.db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();

describe('PATCH /users/{id}', () => {
  it('lets users edit their own record, but not their user type or role', async () => {
    const res = await patch(tenant.id, { name: 'Aditya S.', gender: 'male' }, tenant.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Aditya S.', gender: 'male' });
    for (const change of [
      { userType: 'internal' },
      { role: 'admin' },
      { userType: 'landlord' },
      { invitedBy: admin.id },
    ]) {
      expect((await patch(tenant.id, change, tenant.token)).statusCode, JSON.stringify(change)).toBe(403);
    }
    expect((await stored(tenant.id))!.userType).toBe('tenant');
    // Echoing the unchanged type back is not a change.
    expect((await patch(tenant.id, { userType: 'tenant', name: 'Aditya Sharma' }, tenant.token)).statusCode).toBe(200);
    expect((await patch(neighbour.id, { name: 'Hacked' }, tenant.token)).statusCode).toBe(404);
  });

  it('hashes a new password, never stores it as given', async () => {
    const res = await patch(tenant.id, { password: 'Brand#New1' }, tenant.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('password');
    expect((await stored(tenant.id))!.password).toMatch(/^scrypt\$/);
    const login = await api.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: tenant.email, password: 'Brand#New1' },
    });
    expect(login.statusCode).toBe(200);
    // An edit form's empty password field leaves the password as it is.
    expect((await patch(tenant.id, { password: '', name: 'Aditya Sharma' }, tenant.token)).statusCode).toBe(200);
    expect((await stored(tenant.id))!.password).toMatch(/^scrypt\$/);
  });

  it("answers 409 Phone Number is Taken for another account's number, and resets verification on a change", async () => {
    await api.db.updateTable('user').set({ isPhoneVerified: true }).where('id', '=', tenant.id).execute();
    const taken = await patch(tenant.id, { phone: '919822222222' }, tenant.token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: messages.phone.taken, errors: { phone: 'Phone Number is Taken' } });
    expect((await patch(tenant.id, { phone: '919811111111' }, tenant.token)).statusCode).toBe(200);
    expect((await stored(tenant.id))!.isPhoneVerified).toBe(true);
    expect((await patch(tenant.id, { phone: '919833333333' }, tenant.token)).statusCode).toBe(200);
    expect((await stored(tenant.id))!.isPhoneVerified).toBe(false);
  });

  it('lets staff edit others only with the users update permission; only an admin grants an admin role', async () => {
    expect((await patch(neighbour.id, { name: 'By Reader' }, reader.token)).statusCode).toBe(403);
    expect((await patch(neighbour.id, { name: 'By Editor' }, editor.token)).statusCode).toBe(200);
    expect((await patch(reader.id, { role: 'admin' }, editor.token)).statusCode).toBe(403);
    expect((await patch(editor.id, { role: 'admin' }, editor.token)).statusCode).toBe(403);
    expect((await patch(admin.id, { role: 'staff' }, admin.token)).statusCode).toBe(403);
    const promoted = await patch(reader.id, { role: 'underwriter' }, admin.token);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().role).toBe('underwriter');
  });
});

describe('creating users through the generic resource', () => {
  it('hashes the password and enforces the phone rule', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/users',
      token: admin.token,
      payload: {
        userType: 'landlord',
        email: 'New.Landlord@example.in',
        name: 'New Landlord',
        password: 'Landlord#1',
        phone: '919844444444',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).not.toHaveProperty('password');
    const row = (await stored(res.json().id))!;
    expect(row.email).toBe('new.landlord@example.in');
    expect(row.password).toMatch(/^scrypt\$/);
    expect(row.type).toBe('landlord');
    const dupPhone = await api.request({
      method: 'POST',
      url: '/api/v1/users',
      token: admin.token,
      payload: { userType: 'tenant', email: 'other@example.in', phone: '919844444444' },
    });
    expect(dupPhone.statusCode).toBe(409);
    expect(dupPhone.json().message).toBe('Phone Number is Taken');
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/v1/users',
          token: tenant.token,
          payload: { userType: 'tenant', email: 'x@example.in' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('POST /users/isphonetaken', () => {
  it('tells whether another account holds the number', async () => {
    const ask = (phone: unknown, token?: string) =>
      api.request({ method: 'POST', url: '/api/v1/users/isphonetaken', payload: { phone } as any, token });
    expect((await ask('919822222222', tenant.token)).json()).toEqual({ isPhoneTaken: true });
    expect((await ask('9822222222', tenant.token)).json()).toEqual({ isPhoneTaken: true });
    expect((await ask('919899999999', tenant.token)).json()).toEqual({ isPhoneTaken: false });
    expect((await ask('919822222222', neighbour.token)).json()).toEqual({ isPhoneTaken: false });
    expect((await ask('12ab', tenant.token)).statusCode).toBe(400);
    expect((await ask('919822222222')).statusCode).toBe(401);
  });
});

describe('DELETE /users/{id}', () => {
  it('needs the users delete permission; answers 204 and removes the account with its sessions and tokens', async () => {
    const victim = await makeUser(api, { userType: 'tenant' });
    const created = await api.request({
      method: 'POST',
      url: '/api/v1/auth/tokens',
      token: victim.token,
      payload: { description: 'x' },
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await api.request({ method: 'DELETE', url: `/api/v1/users/${victim.id}`, token: victim.token })).statusCode,
    ).toBe(403);
    expect(
      (await api.request({ method: 'DELETE', url: `/api/v1/users/${victim.id}`, token: editor.token })).statusCode,
    ).toBe(403);
    expect(
      (await api.request({ method: 'DELETE', url: `/api/v1/users/${admin.id}`, token: admin.token })).statusCode,
    ).toBe(403);
    expect(
      (await api.request({ method: 'DELETE', url: `/api/v1/users/${victim.id}`, token: admin.token })).statusCode,
    ).toBe(204);
    expect(await stored(victim.id)).toBeUndefined();
    expect(await api.db.selectFrom('api_token').select('id').where('userId', '=', victim.id).execute()).toHaveLength(0);
    expect(
      (await api.request({ method: 'GET', url: '/api/v1/auth/tokens', token: created.json().token })).statusCode,
    ).toBe(401);
    expect(
      (await api.request({ method: 'GET', url: `/api/v1/users/${victim.id}`, token: admin.token })).statusCode,
    ).toBe(404);
  });
});
