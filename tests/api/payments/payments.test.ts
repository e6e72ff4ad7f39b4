import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { shownDate } from '#domain/format/dates.ts';
import { messages } from '#generated/messages.ts';
import { signPayment, simulatorKeySecret } from '#server/payments/operations/signature.server.ts';

import { isoDay, makeBond, makeCast, makeEligibility, makeProduct } from '../fixtures.ts';
import { makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
let keySecret: string;
beforeAll(async () => {
  api = await startTestApi();
  keySecret = simulatorKeySecret(api.config.authSecret);
});
afterAll(() => api?.close());

const call: TestApi['v1'] = (...args) => api.v1(...args);

/** A tenant whose buy request the landlord accepted, on a property whose landlord offers a product (5% + ₹500 a year). */
async function accepted(gender?: 'female') {
  const cast = await makeCast(api);
  if (gender)
    await api.db
      .updateTable('user')
      .set({ gender } as any)
      .where('id', '=', cast.tenant.id)
      .execute();
  const product = await makeProduct(api);
  await api.db
    .insertInto('subscription')
    .values({ productId: product.id, landlordId: cast.landlord.id, name: product.name } as any)
    .execute();
  await makeEligibility(api, cast.tenant.id);
  const request = (
    await call('POST', '/bondrequest', cast.tenant.token, { propertyId: cast.property.id, type: 'buy' })
  ).json();
  await call('PATCH', `/bondrequest/${request.id}`, cast.landlord.token, { status: 'accepted' });
  return { ...cast, product };
}

describe('POST /payment/cart', () => {
  it('prices a bond: fee over the tenure, 18% GST, wallet credit, the discount for women', async () => {
    const { tenant, product } = await accepted();
    const res = await call('POST', '/payment/cart', tenant.token, {
      productId: product.id,
      bondAmount: 60_000,
      tenure: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fee: 7_000,
      alreadyPaid: 0,
      gst: 1_260,
      wallet: 0,
      finalAmount: 8_260,
      product: { tenures: [1, 2, 3], bondAmount: 60_000, isValueEditable: true },
    });
    await api.db
      .insertInto('wallet')
      .values({ userId: tenant.id, totalAmount: 1_000 } as any)
      .execute();
    expect(
      (
        await call('POST', '/payment/cart', tenant.token, { productId: product.id, bondAmount: 60_000, tenure: 2 })
      ).json(),
    ).toMatchObject({ wallet: 1_000, finalAmount: 7_260 });
    const woman = await accepted('female');
    expect(
      (
        await call('POST', '/payment/cart', woman.tenant.token, {
          productId: woman.product.id,
          bondAmount: 60_000,
          tenure: 2,
        })
      ).json(),
    ).toMatchObject({ fee: 6_300, gst: 1_134, finalAmount: 7_434 });
  });

  it('keeps a fixed value fixed, offers only the product’s tenures, and is for tenants', async () => {
    const { tenant, landlord } = await accepted();
    const fixed = await makeProduct(api, { isValueEditable: false, bondAmount: 40_000 });
    expect(
      (
        await call('POST', '/payment/cart', tenant.token, { productId: fixed.id, bondAmount: 99_000, tenure: 1 })
      ).json(),
    ).toMatchObject({ bondAmount: 40_000, fee: 2_500 });
    const wrongTenure = await call('POST', '/payment/cart', tenant.token, {
      productId: fixed.id,
      bondAmount: 40_000,
      tenure: 5,
    });
    expect(wrongTenure.statusCode).toBe(400);
    expect(wrongTenure.json().errors.tenure).toContain('1, 2, 3');
    expect((await call('POST', '/payment/cart', tenant.token, { bondAmount: 40_000 })).statusCode).toBe(400);
    expect(
      (await call('POST', '/payment/cart', landlord.token, { productId: fixed.id, bondAmount: 40_000, tenure: 1 }))
        .statusCode,
    ).toBe(403);
  });

  it('deducts the unused fee of the bond being transferred and fixes the effective date to today', async () => {
    const { tenant, landlord, property, product } = await accepted();
    await makeBond(api, {
      tenantId: tenant.id,
      landlordId: landlord.id,
      propertyId: property.id,
      bondFee: 3_650,
      tenure: 1,
      bondEffectiveDate: isoDay(-165),
    });
    const res = await call('POST', '/payment/cart', tenant.token, {
      productId: product.id,
      bondAmount: 60_000,
      tenure: 1,
      oldPropertyId: property.id,
    });
    expect(res.json().alreadyPaid).toBeCloseTo(2_000, -1);
    expect(res.json().bondEffectiveDate).toBe(isoDay(0));
  });
});

describe('payment orders and completion', () => {
  it('needs the landlord’s acceptance, then creates an order for the cart’s amount', async () => {
    const cast = await makeCast(api);
    await makeEligibility(api, cast.tenant.id);
    await makeProduct(api);
    const order = {
      propertyId: cast.property.id,
      type: 'buy',
      tenure: 1,
      bondEffectiveDate: isoDay(1),
      bondAmount: 60_000,
    };
    expect((await call('POST', '/paymentGateway/initiate', cast.tenant.token, order)).statusCode).toBe(409);
    const { tenant, property, product } = await accepted();
    const mine = { ...order, propertyId: property.id };
    expect(
      (await call('POST', '/paymentGateway/initiate', tenant.token, { ...mine, bondEffectiveDate: isoDay(-3) })).json()
        .errors.bondEffectiveDate,
    ).toBeDefined();
    expect(
      (await call('GET', `/products?propertyId=${property.id}`, tenant.token)).json().results.map((p: any) => p.id),
    ).toEqual([product.id]);
    const res = await call('POST', '/paymentGateway/initiate', tenant.token, { ...mine, productId: product.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'buy',
      status: 'created',
      amount: 4_130,
      userId: tenant.id,
      checkout: { amount: 413_000, currency: 'INR' },
    });
    expect(res.json().eqaroOrderId).toMatch(/^NVO-/);
  });

  it('completes once: a bad signature changes nothing, a good one issues the bond; a replay answers the same and changes nothing', async () => {
    const { tenant, property, landlord } = await accepted();
    await api.db
      .insertInto('wallet')
      .values({ userId: tenant.id, totalAmount: 130 } as any)
      .execute();
    const order = (
      await call('POST', '/paymentGateway/initiate', tenant.token, {
        propertyId: property.id,
        type: 'buy',
        tenure: 1,
        bondEffectiveDate: isoDay(2),
        bondAmount: 60_000,
      })
    ).json();
    expect(order.amount).toBe(4_000);
    const forged = await call('POST', '/payment/complete', tenant.token, {
      eqaroOrderId: order.eqaroOrderId,
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'ab'.repeat(32),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(messages.booking.paymentVerificationFailed);
    const proof = {
      eqaroOrderId: order.eqaroOrderId,
      razorpay_payment_id: 'pay_1',
      razorpay_signature: signPayment(keySecret, order.order_id, 'pay_1'),
    };
    const other = await makeUser(api, { userType: 'tenant' });
    expect((await call('POST', '/payment/complete', other.token, proof)).statusCode).toBe(404);
    const first = await call('POST', '/payment/complete', tenant.token, proof);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'paid', type: 'buy', expiryDate: isoDay(2 + 365 - 1) });
    const second = await call('POST', '/payment/complete', tenant.token, proof);
    expect(second.json()).toEqual(first.json());
    const bonds = await call('GET', `/bond?tenantId=${tenant.id}`, tenant.token);
    expect(bonds.json().results).toEqual([
      expect.objectContaining({
        id: first.json().bondId,
        status: 'Pending-Check-in',
        bondFee: 3_500,
        landlordId: landlord.id,
      }),
    ]);
    const payments = (await call('GET', `/payment?tenantId=${tenant.id}`, tenant.token)).json().results;
    expect(payments.map((p: any) => [p.mode, p.finalFee]).sort()).toEqual([
      ['internal', 130],
      ['paymentgateway', 4_000],
    ]);
    expect(
      (await api.db.selectFrom('wallet').select('totalAmount').where('userId', '=', tenant.id).executeTakeFirst())
        ?.totalAmount,
    ).toBe(0);
    const orders = await call('GET', `/paymentGateway?tenantId=${tenant.id}`, tenant.token);
    expect(orders.json().results[0]).toMatchObject({
      status: 'paid',
      bondId: first.json().bondId,
      payments: expect.any(Array),
    });
    expect(orders.json().results[0].signature).toBeUndefined();
    expect((await call('GET', `/payment/order/${order.eqaroOrderId}`, tenant.token)).json().payments).toHaveLength(2);
    expect((await call('GET', `/payment/order/${order.eqaroOrderId}`, other.token)).statusCode).toBe(404);
    const twice = await call('POST', '/paymentGateway/initiate', tenant.token, {
      propertyId: property.id,
      type: 'buy',
      tenure: 1,
      bondEffectiveDate: isoDay(2),
      bondAmount: 60_000,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('transfers: the accepted new value and the unused fee priced in, the old bond released and a new one issued', async () => {
    const { tenant, landlord, property, product } = await accepted();
    const old = await makeBond(api, {
      tenantId: tenant.id,
      landlordId: landlord.id,
      propertyId: property.id,
      productId: product.id,
      bondFee: 3_650,
      tenure: 1,
      bondEffectiveDate: isoDay(-165),
    });
    const next = await api.db
      .insertInto('property')
      .values({
        name: 'Next Home',
        propertyType: 'Studio',
        expectedRent: 20_000,
        landlordId: landlord.id,
        propertyAddress: JSON.stringify({ locality: 'Baner', city: 'Pune', state: 'Maharashtra', pin: '411045' }),
      } as any)
      .returning('id')
      .executeTakeFirstOrThrow();
    const request = (
      await call('POST', '/bondrequest', tenant.token, { propertyId: next.id, type: 'transfer', bondId: old.id })
    ).json();
    const order = {
      propertyId: next.id,
      type: 'transfer',
      bondId: old.id,
      tenure: 1,
      bondEffectiveDate: isoDay(0),
      bondAmount: 60_000,
    };
    expect((await call('POST', '/paymentGateway/initiate', tenant.token, order)).statusCode).toBe(409);
    await call('PATCH', `/bondrequest/${request.id}`, landlord.token, {
      status: 'accepted',
      expectedBondValue: 80_000,
    });
    const created = (await call('POST', '/paymentGateway/initiate', tenant.token, order)).json();
    expect(created.price).toMatchObject({ bondAmount: 80_000, fee: 4_500, bondEffectiveDate: isoDay(0) });
    expect(created.price.alreadyPaid).toBeGreaterThan(1_900);
    const done = await call('POST', '/payment/complete', tenant.token, {
      eqaroOrderId: created.eqaroOrderId,
      razorpay_payment_id: 'pay_t',
      razorpay_signature: signPayment(keySecret, created.order_id, 'pay_t'),
    });
    expect(done.json().type).toBe('transfer');
    expect((await call('GET', `/bond/${old.id}`, tenant.token)).json().status).toBe('Released');
    expect((await call('GET', `/bond/${done.json().bondId}`, tenant.token)).json()).toMatchObject({
      propertyId: next.id,
      bondAmount: 80_000,
      status: 'Pending-Check-in',
    });
  });

  it('renews a live bond from the day after it expires and extends it on completion', async () => {
    const { tenant, landlord, property, product } = await accepted();
    const bond = await makeBond(api, {
      tenantId: tenant.id,
      landlordId: landlord.id,
      propertyId: property.id,
      productId: product.id,
      tenure: 1,
      bondEffectiveDate: isoDay(-340),
      bondFee: 3_500,
    });
    const renewal = { propertyId: property.id, type: 'renew', bondId: bond.id, tenure: 1, bondAmount: 60_000 };
    expect(
      (
        await call('POST', '/paymentGateway/initiate', tenant.token, { ...renewal, bondEffectiveDate: isoDay(0) })
      ).json().errors.bondEffectiveDate,
    ).toBe(`Bond effective date must be ${shownDate(isoDay(25))}`);
    const order = (
      await call('POST', '/paymentGateway/initiate', tenant.token, { ...renewal, bondEffectiveDate: isoDay(25) })
    ).json();
    const done = await call('POST', '/payment/complete', tenant.token, {
      eqaroOrderId: order.eqaroOrderId,
      razorpay_payment_id: 'pay_r',
      razorpay_signature: signPayment(keySecret, order.order_id, 'pay_r'),
    });
    expect(done.json()).toMatchObject({ type: 'renew', bondId: bond.id, expiryDate: isoDay(-340 + 730 - 1) });
    expect((await call('GET', `/bond/${bond.id}`, tenant.token)).json()).toMatchObject({ tenure: 2, bondFee: 7_000 });
  });

  it("keeps only the tenant's own co-applicants on an order; None (id none) means none", async () => {
    const { tenant, property } = await accepted();
    const other = await makeUser(api, { userType: 'tenant' });
    const mine = await api.db
      .insertInto('co_applicant')
      .values({ tenantId: tenant.id, name: 'Asha Rao', relation: 'mother' } as any)
      .returning('id')
      .executeTakeFirstOrThrow();
    const theirs = await api.db
      .insertInto('co_applicant')
      .values({ tenantId: other.id, name: 'Not Mine', relation: 'father' } as any)
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = { propertyId: property.id, type: 'buy', tenure: 1, bondEffectiveDate: isoDay(1), bondAmount: 60_000 };
    const refused = await call('POST', '/paymentGateway/initiate', tenant.token, {
      ...order,
      coApplicants: [mine.id, theirs.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.coApplicants).toBeDefined();
    const none = await call('POST', '/paymentGateway/initiate', tenant.token, { ...order, coApplicants: ['none'] });
    expect(none.statusCode).toBe(201);
    const kept = await call('POST', '/paymentGateway/initiate', tenant.token, {
      ...order,
      coApplicants: ['none', mine.id],
    });
    expect(kept.statusCode).toBe(201);
    const stored = await api.db
      .selectFrom('payment_order')
      .select('coApplicants')
      .where('eqaroOrderId', 'in', [none.json().eqaroOrderId, kept.json().eqaroOrderId])
      .orderBy('createdAt', 'asc')
      .execute();
    expect(stored.map((o) => o.coApplicants ?? null)).toEqual([null, [mine.id]]);
  });
});
