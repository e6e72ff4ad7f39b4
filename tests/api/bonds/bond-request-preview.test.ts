import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expiryDate } from '#domain/bonds/term.ts';
import { today } from '#domain/format/dates.ts';
import { messages } from '#generated/messages.ts';

import { makeBond, makeCast, makeEligibility, makeProduct, makeProperty } from '../fixtures.ts';
import { startTestApi, type TestApi } from '../harness.ts';

/**
 * The summary before a bond request is sent (GET /bondrequest/preview): the landlord and property, the bond value,
 * the fee with GST as the cart prices it, and the dates; the request's own refusals before anything is sent.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const preview = (token: string, query: string) =>
  api.request({ method: 'GET', url: `/api/v1/bondrequest/preview?${query}`, token });

describe('the bond request summary', () => {
  it("gives a buy's value, fee with GST (the cart's price), dates and the landlord, and sends nothing", async () => {
    const { landlord, tenant, property } = await makeCast(api);
    await makeEligibility(api, tenant.id);
    const product = await makeProduct(api);
    await api.db
      .insertInto('subscription')
      .values({ landlordId: landlord.id, productId: product.id } as any)
      .execute();
    const answer = await preview(tenant.token, `type=buy&propertyId=${property.id}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      type: 'buy',
      propertyId: property.id,
      propertyName: property.name,
      landlordName: 'Lata Landlord',
      bondAmount: 60_000,
      tenure: 1,
      tenures: [1, 2, 3],
      fee: 3_500,
      gst: 630,
      total: 4_130,
      startFixed: false,
    });
    expect(body.startDate).toBe(today());
    expect(body.endDate).toBe(expiryDate({ bondEffectiveDate: today(), tenure: 1 }));
    const cart = (
      await api.request({
        method: 'POST',
        url: '/api/v1/payment/cart',
        token: tenant.token,
        payload: { productId: product.id, bondAmount: 60_000, tenure: 1 },
      })
    ).json();
    expect({ fee: body.fee, gst: body.gst }).toEqual({ fee: cart.fee, gst: cart.gst });
    expect(await api.db.selectFrom('bond_request').select('id').where('userId', '=', tenant.id).execute()).toEqual([]);
  });

  it("prices a transfer with the moving bond's unused fee deducted and today's start; refuses as the request would", async () => {
    const { landlord, tenant, property } = await makeCast(api);
    await makeEligibility(api, tenant.id);
    const bond = await makeBond(api, { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id });
    const other = await makeProperty(api, landlord.id);
    const moved = await preview(tenant.token, `type=transfer&propertyId=${other.id}&bondId=${bond.id}`);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      type: 'transfer',
      bondCode: bond.bondId,
      startDate: today(),
      startFixed: true,
    });
    expect(moved.json().alreadyPaid).toBeGreaterThan(0);

    // A second bond is refused as the request would refuse it; another's bond is not theirs to move; not a tenant: 403.
    const second = await preview(tenant.token, `type=buy&propertyId=${other.id}`);
    expect(second.statusCode).toBeGreaterThanOrEqual(400);
    const stranger = await makeCast(api);
    expect(
      (await preview(stranger.tenant.token, `type=transfer&propertyId=${other.id}&bondId=${bond.id}`)).statusCode,
    ).toBe(400);
    const byLandlord = await preview(landlord.token, `type=buy&propertyId=${other.id}`);
    expect(byLandlord.statusCode).toBe(403);
    expect(byLandlord.json().message).toBe(messages.bondRequest.onlyTenant);
  });

  it('tells an ineligible tenant why, before any request', async () => {
    const { tenant, property } = await makeCast(api);
    await makeEligibility(api, tenant.id, 'ineligible', 0, ['Income below the rent rule']);
    const answer = await preview(tenant.token, `type=buy&propertyId=${property.id}`);
    expect(answer.statusCode).toBe(422);
    expect(JSON.stringify(answer.json())).toContain('Income below the rent rule');
  });
});
