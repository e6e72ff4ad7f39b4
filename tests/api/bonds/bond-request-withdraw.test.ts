import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { makeBond, makeCast, makeEligibility, makeProperty } from '../fixtures.ts';
import { startTestApi, type TestApi } from '../harness.ts';

/**
 * A tenant withdraws a request the landlord has not answered (POST /bondrequest/{id}/withdraw): it becomes withdrawn,
 * leaves the landlord's pending list and the tenant's dashboard, is final, and the landlord hears of it. Nobody else
 * withdraws it, and an answered request stays as answered.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const withdraw = (id: string, token: string) =>
  api.request({ method: 'POST', url: `/api/v1/bondrequest/${id}/withdraw`, token });
const statusOf = async (id: string) =>
  (await api.db.selectFrom('bond_request').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('withdrawing a bond request', () => {
  it('lets the tenant withdraw their pending buy request: withdrawn, out of the pending lists, final, the landlord told, audited', async () => {
    const { landlord, tenant, property } = await makeCast(api);
    await makeEligibility(api, tenant.id);
    const created = await api.request({
      method: 'POST',
      url: '/api/v1/bondrequest',
      token: tenant.token,
      payload: { userId: tenant.id, propertyId: property.id, type: 'buy' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const pendingOfLandlord = async () =>
      (await api.request({ method: 'GET', url: '/api/v1/bondrequest?status=pending&limit=50', token: landlord.token }))
        .json()
        .results.map((r: { id: string }) => r.id);
    expect(await pendingOfLandlord()).toContain(id);

    const done = await withdraw(id, tenant.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, status: 'withdrawn' });
    expect(await statusOf(id)).toBe('withdrawn');
    expect(await pendingOfLandlord()).not.toContain(id);
    const dashboard = (
      await api.request({ method: 'GET', url: '/api/v1/dashboard/tenant', token: tenant.token })
    ).json();
    expect(dashboard.request?.id).not.toBe(id);

    // Final: neither the tenant again nor the landlord's answer changes it.
    const again = await withdraw(id, tenant.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.bondRequest.onlyPendingWithdrawn);
    const answer = await api.request({
      method: 'PATCH',
      url: `/api/v1/bondrequest/${id}`,
      token: landlord.token,
      payload: { status: 'accepted' },
    });
    expect(answer.statusCode).toBe(409);
    expect(await statusOf(id)).toBe('withdrawn');

    const notice = await api.db
      .selectFrom('notification')
      .select(['title', 'message'])
      .where('userId', '=', landlord.id)
      .where('title', '=', messages.bondRequest.withdrawnTitle)
      .executeTakeFirst();
    expect(notice?.message).toContain('Tarun Tenant');
    const audit = await api.db
      .selectFrom('audit_entry')
      .select('action')
      .where('recordId', '=', id)
      .where('action', '=', 'withdraw')
      .executeTakeFirst();
    expect(audit).toBeDefined();

    // The tenant may ask again for the same property.
    const anew = await api.request({
      method: 'POST',
      url: '/api/v1/bondrequest',
      token: tenant.token,
      payload: { userId: tenant.id, propertyId: property.id, type: 'buy' },
    });
    expect(anew.statusCode).toBe(201);
  });

  it('refuses others: another tenant gets 404, the landlord and staff 403; an answered request stays answered', async () => {
    const { admin, landlord, tenant, property } = await makeCast(api);
    const other = await makeCast(api);
    const insert = async (values: Record<string, unknown>) =>
      (
        await api.db
          .insertInto('bond_request')
          .values({
            type: 'buy',
            userId: tenant.id,
            propertyId: property.id,
            landlordId: landlord.id,
            status: 'pending',
            ...values,
          } as any)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const id = await insert({});
    expect((await withdraw(id, other.tenant.token)).statusCode).toBe(404);
    for (const token of [landlord.token, admin.token]) {
      const refused = await withdraw(id, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.bondRequest.onlyTenantWithdraws);
    }
    expect(await statusOf(id)).toBe('pending');

    const accepted = await insert({ propertyId: (await makeProperty(api, landlord.id)).id, status: 'accepted' });
    expect((await withdraw(accepted, tenant.token)).statusCode).toBe(409);
    expect(await statusOf(accepted)).toBe('accepted');

    // A pending cancellation is the tenant's to take back too.
    const bond = await makeBond(api, { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id });
    const cancel = await insert({ type: 'cancel', bondId: bond.id, refundType: 'wallet' });
    expect((await withdraw(cancel, tenant.token)).statusCode).toBe(200);
    expect(
      (await api.db.selectFrom('bond').select('status').where('id', '=', bond.id).executeTakeFirstOrThrow()).status,
    ).toBe('Active');
  });

  it("keeps withdrawn out of the generic edit: staff cannot set it, only the tenant's operation does", async () => {
    const { admin, landlord, tenant, property } = await makeCast(api);
    const id = (
      await api.db
        .insertInto('bond_request')
        .values({
          type: 'buy',
          userId: tenant.id,
          propertyId: property.id,
          landlordId: landlord.id,
          status: 'pending',
        } as any)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const edit = await api.request({
      method: 'PUT',
      url: `/api/admin/bond-request/${id}`,
      token: admin.token,
      payload: { status: 'withdrawn' },
    });
    expect(edit.statusCode).toBe(400);
    expect(await statusOf(id)).toBe('pending');
  });
});
