import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signAccessToken } from '#server/auth/operations/tokens.server.ts';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
let landlord: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  api = await startTestApi();
  landlord = await makeUser(api, { userType: 'landlord', name: 'Rajesh Khanna' });
  other = await makeUser(api, { userType: 'tenant', name: 'Other Tenant' });
}, 120_000);
afterAll(() => api?.close());

const tokens = (method: string, token?: string, payload?: unknown, id = '') =>
  api.request({
    method: method as any,
    url: `/api/v1/auth/tokens${id ? `/${id}` : ''}`,
    token,
    payload: payload as any,
  });

describe('API tokens', () => {
  it('shows the token value once on creation and stores only its hash', async () => {
    const res = await tokens('POST', landlord.token, { description: 'Accounting sync' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      id: expect.any(String),
      description: 'Accounting sync',
      createdAt: expect.any(String),
    });
    expect(created.token).toMatch(/^nv_/);
    const row = await api.db.selectFrom('api_token').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.tokenHash).not.toContain(created.token);
    const list = await tokens('GET', landlord.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().results).toEqual([expect.objectContaining({ id: created.id, description: 'Accounting sync' })]);
    expect(JSON.stringify(list.json())).not.toContain(created.token);
    expect(list.json().results[0]).not.toHaveProperty('tokenHash');
    expect((await tokens('POST', landlord.token, {})).statusCode).toBe(400);
  });

  it("authenticates as its owner with exactly the owner's rights", async () => {
    const { token } = (await tokens('POST', landlord.token, { description: 'Integration' })).json();
    const own = await api.request({ method: 'GET', url: `/api/v1/users/${landlord.id}`, token });
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toBe(landlord.email);
    expect((await api.request({ method: 'GET', url: `/api/v1/users/${other.id}`, token })).statusCode).toBe(404);
    expect((await api.request({ method: 'DELETE', url: `/api/v1/users/${other.id}`, token })).statusCode).toBe(404);
    const consoleUsers = await api.request({ method: 'GET', url: '/api/admin/user', token });
    expect(consoleUsers.json().map((u: { id: string }) => u.id)).toEqual([landlord.id]);
    const escalate = await api.request({
      method: 'PATCH',
      url: `/api/v1/users/${landlord.id}`,
      token,
      payload: { userType: 'internal', role: 'admin' },
    });
    expect(escalate.statusCode).toBe(403);
    const after = await api.db
      .selectFrom('api_token')
      .select('lastUsedAt')
      .where('userId', '=', landlord.id)
      .where('description', '=', 'Integration')
      .executeTakeFirstOrThrow();
    expect(after.lastUsedAt).toEqual(expect.any(String));
  });

  it("deletes only the caller's own tokens; a deleted token stops working", async () => {
    const { id, token } = (await tokens('POST', landlord.token, { description: 'Short-lived' })).json();
    expect((await tokens('DELETE', other.token, undefined, id)).statusCode).toBe(404);
    expect((await tokens('GET', other.token)).json().results).toEqual([]);
    expect((await tokens('DELETE', landlord.token, undefined, 'not-an-id')).statusCode).toBe(404);
    expect((await tokens('DELETE', landlord.token, undefined, id)).statusCode).toBe(204);
    expect((await api.request({ method: 'GET', url: `/api/v1/users/${landlord.id}`, token })).statusCode).toBe(401);
    expect((await tokens('DELETE', landlord.token, undefined, id)).statusCode).toBe(404);
  });

  it('cannot be planted through the console with a chosen hash', async () => {
    await api.db
      .insertInto('role')
      .values({
        name: 'admin',
        userType: 'internal',
        modules: JSON.stringify([
          { module: 'tokens', label: 'API Tokens', permissions: ['create', 'update', 'delete'] },
        ]),
      } as any)
      .execute();
    const admin = await makeUser(api, { userType: 'internal', role: 'admin' });
    const res = await api.request({
      method: 'POST',
      url: '/api/admin/api-token',
      token: admin.token,
      payload: { userId: landlord.id, description: 'x', tokenHash: 'a'.repeat(64) },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('signed-in routes refuse missing, garbage and expired tokens', () => {
  const routes = [
    { method: 'GET', url: '/api/v1/auth/tokens' },
    { method: 'POST', url: '/api/v1/auth/tokens', payload: { description: 'x' } },
    { method: 'POST', url: '/api/v1/auth/change-password', payload: { password: 'Whatever#1' } },
    { method: 'GET', url: '/api/v1/users' },
    { method: 'GET', url: '/api/v1/users/config' },
    { method: 'GET', url: '/api/v1/users/permission' },
    { method: 'POST', url: '/api/v1/users/isphonetaken', payload: { phone: '919876543210' } },
  ];
  it.each(routes)('$method $url → 401', async ({ method, url, payload }) => {
    const expired = (
      await signAccessToken(landlord.id, randomUUID(), api.config.authSecret, Date.now() - 2 * 60 * 60 * 1000)
    ).token;
    const forged = (await signAccessToken(landlord.id, randomUUID(), 'another-secret-'.padEnd(40, 'y'))).token;
    for (const token of [undefined, 'garbage', expired, forged, 'nv_not-a-real-token']) {
      const res = await api.request({ method: method as any, url, token, payload: payload as any });
      expect(res.statusCode, `${token}`).toBe(401);
    }
  });
});
