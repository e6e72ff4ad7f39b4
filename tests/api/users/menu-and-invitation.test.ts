import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import { ALL, staffRole } from './fixtures.ts';

type U = Awaited<ReturnType<typeof makeUser>>;
let api: TestApi;
let admin: U, reader: U, tenant: U, landlord: U;

beforeAll(async () => {
  api = await startTestApi();
  await staffRole(api, 'admin', ALL);
  await staffRole(api, 'staff', []);
  await api.db
    .insertInto('role')
    .values({
      name: 'landlord',
      userType: 'landlord',
      modules: JSON.stringify([
        { module: 'properties', label: 'Properties', permissions: ALL },
        { module: 'tokens', label: 'API Tokens', permissions: ALL },
      ]),
    } as any)
    .execute();
  admin = await makeUser(api, { userType: 'internal', role: 'admin' });
  reader = await makeUser(api, { userType: 'internal', role: 'staff' });
  tenant = await makeUser(api, { userType: 'tenant' });
  landlord = await makeUser(api, { userType: 'landlord' });
}, 120_000);
afterAll(() => api?.close());

const get = (url: string, token: string) => api.request({ method: 'GET', url: `/api/v1/users/${url}`, token });

describe('GET /users/config, /users/permission, /users/roles', () => {
  it('gives each user type its settings pages', async () => {
    const paths = async (token: string) => (await get('config', token)).json().settings.map((s: any) => s.key);
    expect(await paths(tenant.token)).toEqual(['changepassword', 'bonddetails']);
    expect(await paths(landlord.token)).toEqual(['changepassword', 'tokens', 'webhooks', 'downloadreport']);
    expect(await paths(admin.token)).toEqual(['changepassword', 'downloadreport', 'images', 'bondrenew', 'webhooks']);
    // Staff without report rights or the webhooks module are not offered those pages.
    expect(await paths(reader.token)).toEqual(['changepassword', 'images', 'bondrenew']);
  });

  it("gives the menu modules and permissions of the caller's role", async () => {
    const config = (await get('config', admin.token)).json();
    expect(config.modules.map((m: any) => m.label)).toEqual(['Users', 'Claim']);
    expect(config.userModules.map((m: any) => m.userType)).toEqual(['tenant', 'landlord', 'partner', 'internal']);
    expect((await get('permission', reader.token)).json()).toEqual({ users: [], claims: [] });
    expect((await get('permission', landlord.token)).json()).toEqual({ properties: ALL, tokens: ALL });
    expect((await get('config', tenant.token)).json().modules).toEqual([]);
  });

  it('lists the roles of a user type', async () => {
    const res = await get('roles?userType=internal', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: any) => r.name)).toEqual(['admin', 'staff']);
    expect((await get('roles?userType=landlord', landlord.token)).json().results).toEqual([
      expect.objectContaining({ name: 'landlord', userType: 'landlord' }),
    ]);
    expect((await get('roles?userType=landlord', landlord.token)).json().results[0]).not.toHaveProperty('modules');
    expect((await get('roles?userType=wizard', admin.token)).statusCode).toBe(400);
  });
});

describe('POST /invitation', () => {
  it('stores the invitation, lists the invitee nameless, and e-mails a registration link', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/invitation',
      token: admin.token,
      payload: { inviteeEmail: 'Vikram.Ops@Nivaas.test', role: 'staff', userType: 'internal' },
    });
    expect(res.statusCode).toBe(201);
    const invite = res.json();
    expect(invite).toMatchObject({
      inviteeEmail: 'vikram.ops@nivaas.test',
      role: 'staff',
      userType: 'internal',
      invitedBy: admin.id,
      status: 'sent',
    });
    const mail = await api.db
      .selectFrom('outbox_message')
      .selectAll()
      .where('to', '=', 'vikram.ops@nivaas.test')
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain(`${api.config.publicUrl}/register?invite=${invite.id}&email=vikram.ops%40nivaas.test`);
    const employees = (
      await api.request({ method: 'GET', url: '/api/v1/users?userType=internal&email=vikram', token: admin.token })
    ).json();
    expect(employees.results).toHaveLength(1);
    expect(employees.results[0]).not.toHaveProperty('name');

    // Without the link the address is taken; with it the account is completed with the invited role.
    const plain = await api.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'vikram.ops@nivaas.test', password: 'Invited#123', userType: 'tenant' },
    });
    expect(plain.statusCode).toBe(409);
    const joined = await api.request({
      method: 'POST',
      url: `/api/v1/auth/register?invite=${invite.id}`,
      payload: { email: 'vikram.ops@nivaas.test', password: 'Invited#123', userType: 'tenant' },
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().user).toMatchObject({ userType: 'internal', role: 'staff', type: 'employee' });
    const stored = await api.db
      .selectFrom('invite')
      .select('status')
      .where('id', '=', invite.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('accepted');
    const reused = await api.request({
      method: 'POST',
      url: `/api/v1/auth/register?invite=${invite.id}`,
      payload: { email: 'vikram.ops@nivaas.test', password: 'Again#1234', userType: 'tenant' },
    });
    expect(reused.statusCode).toBe(409);
  });

  it('needs staff with the users create permission; only an admin invites to an admin role', async () => {
    const payload = { inviteeEmail: 'someone@nivaas.test', role: 'staff', userType: 'internal' };
    expect((await api.request({ method: 'POST', url: '/api/v1/invitation', payload })).statusCode).toBe(401);
    expect(
      (await api.request({ method: 'POST', url: '/api/v1/invitation', token: landlord.token, payload })).statusCode,
    ).toBe(403);
    expect(
      (await api.request({ method: 'POST', url: '/api/v1/invitation', token: reader.token, payload })).statusCode,
    ).toBe(403);
    expect(
      (await api.request({ method: 'POST', url: '/api/v1/invitation', token: admin.token, payload: { role: 'staff' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/v1/invitation',
          token: admin.token,
          payload: { ...payload, role: 'wizard' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      await api.db.selectFrom('outbox_message').select('id').where('to', '=', 'someone@nivaas.test').execute(),
    ).toHaveLength(0);
  });

  it('refuses to invite an address that already has an account', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/invitation',
      token: admin.token,
      payload: { inviteeEmail: tenant.email, role: 'staff', userType: 'internal' },
    });
    expect(res.statusCode).toBe(409);
  });
});
