import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';
import { makeStaffRoles, type TestUser } from './fixtures.ts';

let api: TestApi;
let tenant: TestUser,
  otherTenant: TestUser,
  landlord: TestUser,
  admin: TestUser,
  financeHead: TestUser,
  underwriter: TestUser,
  staff: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  await makeStaffRoles(api);
  tenant = await makeUser(api, { userType: 'tenant' });
  otherTenant = await makeUser(api, { userType: 'tenant' });
  landlord = await makeUser(api, { userType: 'landlord' });
  admin = await makeUser(api, { userType: 'internal', role: 'admin' });
  financeHead = await makeUser(api, { userType: 'internal', role: 'financeHead' });
  underwriter = await makeUser(api, { userType: 'internal', role: 'underwriter' });
  staff = await makeUser(api, { userType: 'internal', role: 'staff' });
}, 60_000);
afterAll(() => api?.close());

const topUp = (payload: unknown, token?: string) =>
  api.request({ method: 'POST', url: '/api/v1/wallet/add', payload: payload as any, token });
const own = async (token: string) => (await api.request({ method: 'GET', url: '/api/v1/wallet/own', token })).json();

describe('wallet', () => {
  it('shows a balance of 0 to a user without a wallet, creating nothing', async () => {
    expect(await own(tenant.token)).toEqual({ totalAmount: 0 });
    const res = await api.request({ method: 'GET', url: `/api/v1/wallet?userId=${tenant.id}`, token: tenant.token });
    expect(res.json()).toEqual({ userId: tenant.id, totalAmount: 0 });
    expect(await api.db.selectFrom('wallet').select('id').execute()).toEqual([]);
  });

  it('lets the finance head top up (amount), adding to the balance each time, and tells the user', async () => {
    const first = await topUp({ amount: 1500, userId: tenant.id }, financeHead.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ userId: tenant.id, totalAmount: 1500 });
    const second = await topUp({ totalAmount: 500.5, userId: tenant.id }, admin.token);
    expect(second.json()).toMatchObject({ id: first.json().id, totalAmount: 2000.5 });
    expect(await own(tenant.token)).toEqual({ totalAmount: 2000.5 });
    const inbox = (await api.request({ method: 'GET', url: '/api/v1/notification', token: tenant.token })).json();
    expect(inbox.results.map((n: any) => n.message)).toContain('₹1,500.00 was added to your wallet.');
  });

  it('adds concurrent top-ups without losing one', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => topUp({ amount: 100, userId: otherTenant.id }, admin.token)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await own(otherTenant.token)).toEqual({ totalAmount: 500 });
  });

  it('refuses everyone but financeHead and admins, and the balance stays', async () => {
    for (const who of [staff, underwriter, tenant, landlord]) {
      const res = await topUp({ amount: 1000, userId: tenant.id }, who.token);
      expect(res.statusCode).toBe(403);
    }
    expect((await topUp({ amount: 1000, userId: tenant.id })).statusCode).toBe(401);
    expect(await own(tenant.token)).toEqual({ totalAmount: 2000.5 });
  });

  it('needs a positive amount and an existing user', async () => {
    expect((await topUp({ amount: -5, userId: tenant.id }, admin.token)).json().errors).toEqual({
      amount: 'Amount must be between 1 and 10000000',
    });
    expect((await topUp({ amount: 'lots', userId: tenant.id }, admin.token)).json().errors).toEqual({
      amount: 'Amount is not a valid number!',
    });
    expect((await topUp({ userId: tenant.id }, admin.token)).json().errors).toEqual({
      totalAmount: 'Amount is required!',
    });
    expect((await topUp({ amount: 10, userId: '00000000-0000-4000-8000-000000000000' }, admin.token)).statusCode).toBe(
      404,
    );
  });

  it('shows a wallet to its owner and to staff only', async () => {
    expect(
      (await api.request({ method: 'GET', url: `/api/v1/wallet?userId=${tenant.id}`, token: staff.token })).json()
        .totalAmount,
    ).toBe(2000.5);
    expect(
      (await api.request({ method: 'GET', url: `/api/v1/wallet?userId=${tenant.id}`, token: otherTenant.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await api.request({ method: 'GET', url: `/api/v1/wallet?userId=${tenant.id}`, token: landlord.token }))
        .statusCode,
    ).toBe(403);
    expect((await api.request({ method: 'GET', url: '/api/v1/wallet/own' })).statusCode).toBe(401);
  });

  it('never moves or drops a balance through the generic wallet routes', async () => {
    const wallet = await api.db
      .selectFrom('wallet')
      .select('id')
      .where('userId', '=', tenant.id)
      .executeTakeFirstOrThrow();
    expect(
      (
        await api.request({
          method: 'PATCH',
          url: `/api/v1/wallet/${wallet.id}`,
          payload: { userId: otherTenant.id },
          token: admin.token,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await api.request({
          method: 'PATCH',
          url: `/api/v1/wallet/${wallet.id}`,
          payload: { totalAmount: 1e6 },
          token: admin.token,
        })
      ).json().totalAmount,
    ).toBe(2000.5);
    expect(
      (await api.request({ method: 'DELETE', url: `/api/v1/wallet/${wallet.id}`, token: admin.token })).statusCode,
    ).toBe(409);
    expect(await own(tenant.token)).toEqual({ totalAmount: 2000.5 });
  });
});
