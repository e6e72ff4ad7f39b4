import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { isoDay, makeBond, makeCast, makeEligibility, makeProperty, makeStaff, outboxTo } from '../fixtures.ts';
import { makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const post = (url: string, token: string, payload: object) =>
  api.request({ method: 'POST', url: `/api/v1${url}`, token, payload });
const patch = (url: string, token: string, payload: object) =>
  api.request({ method: 'PATCH', url: `/api/v1${url}`, token, payload });
const get = (url: string, token: string) => api.request({ method: 'GET', url: `/api/v1${url}`, token });

describe('POST /bondrequest', () => {
  it('lets an eligible tenant request a bond: pending, seen by the landlord with tenant and property details, who is told by e-mail', async () => {
    const { tenant, landlord, property } = await makeCast(api);
    await makeEligibility(api, tenant.id);
    const res = await post('/bondrequest', tenant.token, { propertyId: property.id, type: 'buy', status: 'accepted' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'buy',
      status: 'pending',
      userId: tenant.id,
      landlordId: landlord.id,
      propertyId: property.id,
    });
    const list = await get(`/bondrequest?status=pending&type=buy`, landlord.token);
    expect(list.json().totalResults).toBe(1);
    expect(list.json().results[0]).toMatchObject({
      userdata: { id: tenant.id, name: 'Tarun Tenant' },
      propertydata: { name: property.name, ownerFullName: 'Lata Landlord' },
      occurrence: 1,
    });
    expect((await outboxTo(api, landlord.email)).map((m) => m.subject)).toContain('New bond request');
  });

  it('answers 422 with the reasons for a tenant who is not eligible, and stores nothing', async () => {
    const { tenant, property } = await makeCast(api);
    await makeEligibility(api, tenant.id, 'ineligible', 0, ['Please verify your phone', 'Monthly income is missing']);
    const res = await post('/bondrequest', tenant.token, { propertyId: property.id, type: 'buy' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'ineligible',
      message: 'Please verify your phone',
      errors: {
        'reasonOfIneligibility.0': 'Please verify your phone',
        'reasonOfIneligibility.1': 'Monthly income is missing',
      },
    });
    const under = await makeUser(api, { userType: 'tenant' });
    await makeEligibility(api, under.id, 'requested');
    expect((await post('/bondrequest', under.token, { propertyId: property.id, type: 'buy' })).json().message).toBe(
      'Your eligibility is under review',
    );
    const none = await makeUser(api, { userType: 'tenant' });
    expect((await post('/bondrequest', none.token, { propertyId: property.id, type: 'buy' })).statusCode).toBe(422);
    expect((await get(`/bondrequest?propertyId=${property.id}`, tenant.token)).json().totalResults).toBe(0);
  });

  it('refuses an eligibility below two months of rent, and a second pending request for the same property', async () => {
    const { tenant, landlord } = await makeCast(api);
    const dear = await makeProperty(api, landlord.id, { expectedRent: 90_000 });
    await makeEligibility(api, tenant.id, 'eligible', 100_000);
    expect((await post('/bondrequest', tenant.token, { propertyId: dear.id, type: 'buy' })).statusCode).toBe(422);
    const fine = await makeProperty(api, landlord.id, { expectedRent: 20_000 });
    expect((await post('/bondrequest', tenant.token, { propertyId: fine.id, type: 'buy' })).statusCode).toBe(201);
    const again = await post('/bondrequest', tenant.token, { propertyId: fine.id, type: 'buy_bond' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.failure.createBondRequest);
  });

  it('keeps landlords from requesting bonds and tenants from reading requests of others', async () => {
    const { tenant, landlord, property } = await makeCast(api);
    await makeEligibility(api, tenant.id);
    expect(
      (
        await post('/bondrequest', landlord.token, {
          propertyId: property.id,
          type: 'buy',
          userId: tenant.id,
          landlordId: landlord.id,
        })
      ).statusCode,
    ).toBe(403);
    const mine = await post('/bondrequest', tenant.token, { propertyId: property.id, type: 'buy' });
    const other = await makeUser(api, { userType: 'tenant' });
    expect((await get(`/bondrequest/${mine.json().id}`, other.token)).statusCode).toBe(404);
    expect((await get('/bondrequest', other.token)).json().totalResults).toBe(0);
    expect((await api.request({ method: 'GET', url: '/api/v1/bondrequest' })).statusCode).toBe(401);
  });
});

describe('answering a request: PATCH /bondrequest/{id}', () => {
  it('lets the landlord accept a pending buy request and e-mails the tenant a payment link; a decided request is final', async () => {
    const { tenant, landlord, property } = await makeCast(api);
    await makeEligibility(api, tenant.id);
    const id = (await post('/bondrequest', tenant.token, { propertyId: property.id, type: 'buy' })).json().id;
    expect((await patch(`/bondrequest/${id}`, tenant.token, { status: 'accepted' })).statusCode).toBe(403);
    const res = await patch(`/bondrequest/${id}`, landlord.token, { status: 'accepted' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('accepted');
    const mail = (await outboxTo(api, tenant.email)).find((m) => m.subject?.startsWith('Request accepted'));
    expect(mail?.body).toContain(`/home/dashboard?bondRequestId=${id}`);
    const again = await patch(`/bondrequest/${id}`, landlord.token, { status: 'rejected' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.failure.updateBondRequest);
  });

  it('records the reason of a rejection (POST works as PATCH) and keeps other landlords out', async () => {
    const { tenant, property } = await makeCast(api);
    await makeEligibility(api, tenant.id);
    const id = (await post('/bondrequest', tenant.token, { propertyId: property.id, type: 'buy' })).json().id;
    const stranger = await makeUser(api, { userType: 'landlord' });
    expect((await patch(`/bondrequest/${id}`, stranger.token, { status: 'rejected' })).statusCode).toBe(404);
    const staff = await makeStaff(api, { bondRequests: [] });
    expect((await patch(`/bondrequest/${id}`, staff.token, { status: 'rejected' })).statusCode).toBe(403);
    const underwriter = await makeStaff(api, { bondRequests: ['update'] });
    const res = await post(`/bondrequest/${id}`, underwriter.token, {
      status: 'rejected',
      reasonOfReject: 'Tenant changed mind',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reasonOfReject: 'Tenant changed mind' });
    expect((await patch(`/bondrequest/${id}`, underwriter.token, { status: 'pending' })).statusCode).toBe(409);
  });

  it('needs the new bond value to accept a transfer', async () => {
    const { tenant, landlord, property } = await makeCast(api);
    await makeEligibility(api, tenant.id);
    const bond = await makeBond(api, { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id });
    const next = await makeProperty(api, landlord.id);
    const req = await post('/bondrequest', tenant.token, { propertyId: next.id, type: 'transfer', bondId: bond.id });
    expect(req.statusCode).toBe(201);
    expect(req.json().oldPropertyId).toBe(property.id);
    const missing = await patch(`/bondrequest/${req.json().id}`, landlord.token, {
      status: 'accepted',
      propertyId: next.id,
      bondid: bond.id,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.expectedBondValue).toBeDefined();
    const ok = await patch(`/bondrequest/${req.json().id}`, landlord.token, {
      status: 'accepted',
      expectedBondValue: 70_000,
      propertyId: next.id,
      bondid: bond.id,
      statusbody: { status: 'accepted' },
    });
    expect(ok.json()).toMatchObject({ status: 'accepted', expectedBondValue: 70_000 });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a transfer while the bond has an open claim', async () => {
    const { tenant, landlord, property } = await makeCast(api);
    await makeEligibility(api, tenant.id);
    const bond = await makeBond(api, { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id });
    await api.db
      .insertInto('claim')
      .values({
        claimNumber: `CLM-T-${bond.id.slice(0, 6)}`,
        landlordId: landlord.id,
        tenantId: tenant.id,
        bondId: bond.id,
        claims: JSON.stringify([{ type: 'Unpaid Rent', claimAmount: 10_000, status: 'pending' }]),
      } as any)
      .execute();
    const next = await makeProperty(api, landlord.id);
    const res = await post('/bondrequest', tenant.token, { propertyId: next.id, type: 'transfer', bondId: bond.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A transfer needs no open claims');
  });
});

describe('POST /bondrequest/cancel', () => {
  it('sends a cancel request for the tenant’s own live bond once; the accept cancels the bond and refunds a fresh check-in to the wallet', async () => {
    const { tenant, landlord, property } = await makeCast(api);
    const bond = await makeBond(api, {
      tenantId: tenant.id,
      landlordId: landlord.id,
      propertyId: property.id,
      checkinDate: isoDay(0),
      bondFee: 4_000,
    });
    const noType = await post('/bondrequest/cancel', tenant.token, {
      propertyId: property.id,
      userId: tenant.id,
      type: 'cancel',
      bondId: bond.id,
    });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().errors.refundType).toBe('Please select the type of refund');
    const res = await post('/bondrequest/cancel', tenant.token, {
      propertyId: property.id,
      userId: tenant.id,
      type: 'cancel',
      bondId: bond.id,
      refundType: 'wallet',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'cancel', status: 'pending', bondId: bond.id });
    expect(
      (
        await post('/bondrequest/cancel', tenant.token, {
          propertyId: property.id,
          userId: tenant.id,
          type: 'cancel',
          bondId: bond.id,
          refundType: 'wallet',
        })
      ).statusCode,
    ).toBe(409);
    const accepted = await patch(`/bondrequest/${res.json().id}`, landlord.token, { status: 'accepted' });
    expect(accepted.statusCode).toBe(200);
    expect((await get(`/bond/${bond.id}`, tenant.token)).json().status).toBe('Cancelled');
    const wallet = await api.db
      .selectFrom('wallet')
      .select('totalAmount')
      .where('userId', '=', tenant.id)
      .executeTakeFirst();
    expect(wallet?.totalAmount).toBe(4_000);
    expect(
      (
        await post('/bondrequest/cancel', tenant.token, {
          propertyId: property.id,
          userId: tenant.id,
          type: 'cancel',
          bondId: bond.id,
          refundType: 'wallet',
        })
      ).statusCode,
    ).toBe(409);
  });

  it("refuses to cancel someone else's bond or a released one", async () => {
    const { tenant, landlord, property } = await makeCast(api);
    const other = await makeUser(api, { userType: 'tenant' });
    const bond = await makeBond(api, { tenantId: other.id, landlordId: landlord.id, propertyId: property.id });
    expect(
      (
        await post('/bondrequest/cancel', tenant.token, {
          propertyId: property.id,
          type: 'cancel',
          bondId: bond.id,
          refundType: 'wallet',
        })
      ).statusCode,
    ).toBe(400);
    const released = await makeBond(api, {
      tenantId: tenant.id,
      landlordId: landlord.id,
      propertyId: property.id,
      status: 'Released',
    });
    expect(
      (
        await post('/bondrequest/cancel', tenant.token, {
          propertyId: property.id,
          type: 'cancel',
          bondId: released.id,
          refundType: 'wallet',
        })
      ).statusCode,
    ).toBe(409);
  });
});
