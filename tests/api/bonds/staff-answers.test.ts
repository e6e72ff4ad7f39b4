import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { makeBond, makeCast, makeEligibility, makeProperty, makeStaff } from '../fixtures.ts';
import { startTestApi, type TestApi } from '../harness.ts';

/**
 * Who answers which request (spec 002 §4): staff with bond request update rights approve or reject new bond requests
 * and accept transfers with their new value; a cancellation is its landlord's to decide (spec 001 §1), through the API
 * and the console's generic edit alike.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const call = (method: 'PATCH' | 'POST' | 'PUT', url: string, token: string, payload: object) =>
  api.request({ method, url, token, payload });
const status = async (id: string) =>
  await api.db
    .selectFrom('bond_request')
    .select(['status', 'reasonOfReject'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function request(values: Record<string, unknown>): Promise<string> {
  const row = await api.db
    .insertInto('bond_request')
    .values({ status: 'pending', ...values } as any)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('staff answering bond requests', () => {
  it('approves and rejects (with reasonOfReject) new bond requests, and accepts a transfer only with its new value', async () => {
    const { admin, landlord, tenant, property } = await makeCast(api);
    await makeEligibility(api, tenant.id);
    const approveId = await request({
      type: 'buy',
      userId: tenant.id,
      propertyId: property.id,
      landlordId: landlord.id,
    });
    const approved = await call('PATCH', `/api/v1/bondrequest/${approveId}`, admin.token, { status: 'accepted' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('accepted');

    const other = await makeProperty(api, landlord.id);
    const rejectId = await request({ type: 'buy', userId: tenant.id, propertyId: other.id, landlordId: landlord.id });
    const rejected = await call('PATCH', `/api/v1/bondrequest/${rejectId}`, admin.token, {
      status: 'rejected',
      reasonOfReject: 'Income proof is out of date',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await status(rejectId)).toEqual({ status: 'rejected', reasonOfReject: 'Income proof is out of date' });
    const again = await call('PATCH', `/api/v1/bondrequest/${rejectId}`, admin.token, { status: 'accepted' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.failure.updateBondRequest);

    const bond = await makeBond(api, { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id });
    const transferId = await request({
      type: 'transfer',
      userId: tenant.id,
      propertyId: other.id,
      landlordId: landlord.id,
      bondId: bond.id,
      oldPropertyId: property.id,
    });
    const noValue = await call('PATCH', `/api/v1/bondrequest/${transferId}`, admin.token, { status: 'accepted' });
    expect(noValue.statusCode).toBe(400);
    expect(noValue.json().errors.expectedBondValue).toBeDefined();
    const accepted = await call('PATCH', `/api/v1/bondrequest/${transferId}`, admin.token, {
      status: 'accepted',
      expectedBondValue: 55_000,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', expectedBondValue: 55_000 });
  });

  it("leaves a cancellation to its landlord: staff are refused through the API and the console's edit, the landlord is not", async () => {
    const { admin, landlord, tenant, property } = await makeCast(api);
    const bond = await makeBond(api, { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id });
    const cancelId = await request({
      type: 'cancel',
      userId: tenant.id,
      propertyId: property.id,
      landlordId: landlord.id,
      bondId: bond.id,
      refundType: 'wallet',
    });
    const underwriter = await makeStaff(api, { bondRequests: ['update'] });
    for (const [method, url, token] of [
      ['PATCH', `/api/v1/bondrequest/${cancelId}`, admin.token],
      ['POST', `/api/v1/bondrequest/${cancelId}`, underwriter.token],
      ['PUT', `/api/admin/bond-request/${cancelId}`, admin.token],
    ] as const) {
      const refused = await call(method, url, token, { status: 'rejected', reasonOfReject: 'Tenant checked in' });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toBe(messages.bondRequest.onlyLandlordAnswers);
    }
    expect(await status(cancelId)).toEqual({ status: 'pending', reasonOfReject: null });
    expect(
      (await api.db.selectFrom('bond').select('status').where('id', '=', bond.id).executeTakeFirstOrThrow()).status,
    ).toBe('Active');

    const byLandlord = await call('PATCH', `/api/v1/bondrequest/${cancelId}`, landlord.token, {
      status: 'rejected',
      reasonOfReject: 'Tenant checked in',
    });
    expect(byLandlord.statusCode).toBe(200);
    expect(await status(cancelId)).toEqual({ status: 'rejected', reasonOfReject: 'Tenant checked in' });
  });

  it('keeps read-only staff from answering any request', async () => {
    const { landlord, tenant, property } = await makeCast(api);
    const readOnly = await makeStaff(api, { bondRequests: [] });
    const id = await request({ type: 'buy', userId: tenant.id, propertyId: property.id, landlordId: landlord.id });
    const refused = await call('PATCH', `/api/v1/bondrequest/${id}`, readOnly.token, { status: 'accepted' });
    expect(refused.statusCode).toBe(403);
    expect((await status(id)).status).toBe('pending');
  });
});
