import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fillMessage, messages } from '#generated/messages.ts';
import { signPayment, simulatorKeySecret } from '#server/payments/operations/signature.server.ts';

import { claimLine, isoDay, makeBond, makeCast, makeEligibility, makeProduct, makeProperty } from '../fixtures.ts';
import { startTestApi, type TestApi } from '../harness.ts';

/**
 * The bond rules of domain/bonds tried through every door that reaches them: the request (/api/v1), the landlord's
 * accept (/api/v1) and staff's (/api/admin, as the console writes), the plan the drawer shows, the order, its
 * completion, staff's manual renewal and the renew status. Each door answers the same refusal with the same message.
 */
let api: TestApi;
let keySecret: string;
beforeAll(async () => {
  api = await startTestApi();
  keySecret = simulatorKeySecret(api.config.authSecret);
});
afterAll(() => api?.close());

const call: TestApi['v1'] = (...args) => api.v1(...args);
const adminPut = (path: string, token: string, payload: object) =>
  api.request({ method: 'PUT', url: `/api/admin/${path}`, token, payload });

/** A tenant eligible for `limit`, on a ₹14,000 property whose landlord offers an editable product with a 2-month minimum. */
async function setting(limit = 160_000, rent = 14_000) {
  const cast = await makeCast(api);
  const property = await makeProperty(api, cast.landlord.id, { expectedRent: rent });
  const product = await makeProduct(api, { minimumMonths: 2, bondAmount: 40_000 });
  await api.db
    .insertInto('subscription')
    .values({ productId: product.id, landlordId: cast.landlord.id, name: product.name } as any)
    .execute();
  await makeEligibility(api, cast.tenant.id, 'eligible', limit);
  return { ...cast, property, product };
}

/** The setting with the tenant's buy request accepted by the landlord. */
async function acceptedBuy(limit?: number) {
  const s = await setting(limit);
  const request = await call('POST', '/bondrequest', s.tenant.token, { propertyId: s.property.id, type: 'buy' });
  expect(request.statusCode).toBe(201);
  expect(
    (await call('PATCH', `/bondrequest/${request.json().id}`, s.landlord.token, { status: 'accepted' })).statusCode,
  ).toBe(200);
  return { ...s, requestId: request.json().id as string };
}

const buyOrder = (propertyId: string, bondAmount?: number) => ({
  propertyId,
  type: 'buy',
  tenure: 1,
  bondEffectiveDate: isoDay(1),
  ...(bondAmount === undefined ? {} : { bondAmount }),
});

async function pay(token: string, order: { eqaroOrderId: string; order_id: string }) {
  return call('POST', '/payment/complete', token, {
    eqaroOrderId: order.eqaroOrderId,
    razorpay_payment_id: 'pay_t',
    razorpay_signature: signPayment(keySecret, order.order_id, 'pay_t'),
  });
}

describe('the bond value: at least the minimum guarantee, never ₹0, at most the eligibility', () => {
  it('gives the drawer the limits and refuses an order outside them with the field message', async () => {
    const { tenant, property } = await acceptedBuy(160_000);
    const plan = await call('GET', `/payment/plan?type=buy&propertyId=${property.id}`, tenant.token);
    expect(plan.statusCode).toBe(200);
    expect(plan.json()).toMatchObject({
      bondAmount: 40_000,
      bondValueLimits: { min: 28_000, max: 160_000, months: 2 },
    });

    const below = await call('POST', '/paymentGateway/initiate', tenant.token, buyOrder(property.id, 1_000));
    expect(below.statusCode).toBe(400);
    expect(below.json().errors.bondAmount).toBe(
      fillMessage(messages.bondRules.valueBelowMinimum, { minimum: '₹28,000.00', months: 2 }),
    );
    const zero = await call('POST', '/paymentGateway/initiate', tenant.token, buyOrder(property.id, 0));
    expect(zero.statusCode).toBe(400);
    expect(Object.values(zero.json().errors ?? {})).not.toHaveLength(0);
    const above = await call('POST', '/paymentGateway/initiate', tenant.token, buyOrder(property.id, 900_000));
    expect(above.statusCode).toBe(400);
    expect(above.json().errors.bondAmount).toBe(
      fillMessage(messages.bondRules.valueAboveEligibility, { max: '₹1,60,000.00' }),
    );
    expect(
      await api.db.selectFrom('payment_order').select('id').where('userId', '=', tenant.id).execute(),
    ).toHaveLength(0);

    const ok = await call('POST', '/paymentGateway/initiate', tenant.token, buyOrder(property.id, 28_000));
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a request when the eligibility is below the minimum guarantee, and the accept when it fell since', async () => {
    const low = await setting(20_000);
    const refused = await call('POST', '/bondrequest', low.tenant.token, { propertyId: low.property.id, type: 'buy' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      fillMessage(messages.eligibility.belowMinimum, { minimum: '₹28,000.00', months: 2, max: '₹20,000.00' }),
    );

    const s = await setting(160_000);
    const request = (
      await call('POST', '/bondrequest', s.tenant.token, { propertyId: s.property.id, type: 'buy' })
    ).json();
    await api.db
      .updateTable('eligibility')
      .set({ maxEligibilityAmount: 20_000 } as any)
      .where('userId', '=', s.tenant.id)
      .execute();
    const accept = await call('PATCH', `/bondrequest/${request.id}`, s.landlord.token, { status: 'accepted' });
    expect(accept.statusCode).toBe(422);
    expect(accept.json().message).toBe(refused.json().message);
    const staff = await adminPut(`bond-request/${request.id}`, s.admin.token, { status: 'accepted' });
    expect(staff.statusCode).toBe(422);
    expect(staff.json().message).toBe(refused.json().message);
  });
});

describe('one live bond per tenant', () => {
  it('refuses a second new bond elsewhere at the request, the accept and the order, and offers the transfer instead', async () => {
    const s = await acceptedBuy();
    const bond = await makeBond(api, {
      tenantId: s.tenant.id,
      landlordId: s.landlord.id,
      propertyId: (await makeProperty(api, s.landlord.id)).id,
    });
    const expected = fillMessage(messages.bondRules.oneLiveBond, { bondId: bond.bondId ?? '' });
    const order = await call('POST', '/paymentGateway/initiate', s.tenant.token, buyOrder(s.property.id, 30_000));
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toBe(expected);
    const other = await makeProperty(api, s.landlord.id, { expectedRent: 10_000 });
    const request = await call('POST', '/bondrequest', s.tenant.token, { propertyId: other.id, type: 'buy' });
    expect(request.statusCode).toBe(409);
    expect(request.json().message).toBe(expected);
    const transfer = await call('POST', '/bondrequest', s.tenant.token, {
      propertyId: other.id,
      type: 'transfer',
      bondId: bond.id,
    });
    expect(transfer.statusCode).toBe(201);
  });
});

describe('no renewal or transfer with an open claim, at every step', () => {
  it('stops a transfer at the accept (landlord and staff), the order and its completion when a claim is raised after the request', async () => {
    const s = await setting();
    // A small fee on the old bond, so that the transfer has something left to pay after its unused share.
    const bond = await makeBond(api, {
      tenantId: s.tenant.id,
      landlordId: s.landlord.id,
      propertyId: (await makeProperty(api, s.landlord.id)).id,
      bondAmount: 40_000,
      bondFee: 100,
    });
    const request = (
      await call('POST', '/bondrequest', s.tenant.token, {
        propertyId: s.property.id,
        type: 'transfer',
        bondId: bond.id,
      })
    ).json();
    const claim = await api.db
      .insertInto('claim')
      .values({
        claimNumber: `CLM-R-${bond.id.slice(0, 6)}`,
        landlordId: s.landlord.id,
        tenantId: s.tenant.id,
        bondId: bond.id,
        claims: JSON.stringify([claimLine()]),
      } as any)
      .returning('id')
      .executeTakeFirstOrThrow();
    const refusal = messages.bondRequest.transferNeedsNoClaims;
    const byLandlord = await call('PATCH', `/bondrequest/${request.id}`, s.landlord.token, {
      status: 'accepted',
      expectedBondValue: 40_000,
    });
    expect([byLandlord.statusCode, byLandlord.json().message]).toEqual([409, refusal]);
    const byStaff = await adminPut(`bond-request/${request.id}`, s.admin.token, {
      status: 'accepted',
      expectedBondValue: 40_000,
    });
    expect([byStaff.statusCode, byStaff.json().message]).toEqual([409, refusal]);

    // Accepted while the claim was closed, then a claim is raised before the payment, then before its completion.
    await api.db.deleteFrom('claim').where('id', '=', claim.id).execute();
    expect(
      (
        await call('PATCH', `/bondrequest/${request.id}`, s.landlord.token, {
          status: 'accepted',
          expectedBondValue: 40_000,
        })
      ).statusCode,
    ).toBe(200);
    const raise = () =>
      api.db
        .insertInto('claim')
        .values({
          claimNumber: `CLM-S-${Date.now()}`,
          landlordId: s.landlord.id,
          tenantId: s.tenant.id,
          bondId: bond.id,
          claims: JSON.stringify([claimLine()]),
        } as any)
        .returning('id')
        .executeTakeFirstOrThrow();
    const transferOrder = {
      propertyId: s.property.id,
      type: 'transfer',
      bondId: bond.id,
      tenure: 1,
      bondEffectiveDate: isoDay(0),
    };
    const raised = await raise();
    const refusedOrder = await call('POST', '/paymentGateway/initiate', s.tenant.token, transferOrder);
    expect([refusedOrder.statusCode, refusedOrder.json().message]).toEqual([409, refusal]);
    await api.db.deleteFrom('claim').where('id', '=', raised.id).execute();
    const order = await call('POST', '/paymentGateway/initiate', s.tenant.token, transferOrder);
    expect(order.statusCode).toBe(201);
    await raise();
    const done = await pay(s.tenant.token, order.json());
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toContain(refusal);
    // Nothing moved: the old bond is live, no new bond; the amount paid is in the wallet and the order says why.
    expect(await api.db.selectFrom('bond').select('status').where('tenantId', '=', s.tenant.id).execute()).toEqual([
      { status: 'Active' },
    ]);
    const stored = await api.db
      .selectFrom('payment_order')
      .select(['status', 'amount'])
      .where('eqaroOrderId', '=', order.json().eqaroOrderId)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('refused');
    expect(stored.amount).toBeGreaterThan(0);
    expect(
      (
        await api.db
          .selectFrom('wallet')
          .select('totalAmount')
          .where('userId', '=', s.tenant.id)
          .executeTakeFirstOrThrow()
      ).totalAmount,
    ).toBe(stored.amount);
    const again = await pay(s.tenant.token, order.json());
    expect([again.statusCode, again.json().message]).toEqual([409, done.json().message]);
  });

  it("refuses staff's manual renewal and the tenant's renewal of a bond with an open claim, as the renew status says", async () => {
    const s = await setting();
    const bond = await makeBond(api, {
      tenantId: s.tenant.id,
      landlordId: s.landlord.id,
      propertyId: s.property.id,
      productId: s.product.id,
      bondEffectiveDate: isoDay(-350),
      bondAmount: 40_000,
    });
    await api.db
      .insertInto('claim')
      .values({
        claimNumber: `CLM-M-${bond.id.slice(0, 6)}`,
        landlordId: s.landlord.id,
        tenantId: s.tenant.id,
        bondId: bond.id,
        claims: JSON.stringify([claimLine()]),
      } as any)
      .execute();
    const status = await call('GET', `/bond/renew/status/${bond.id}`, s.tenant.token);
    expect(status.json()).toMatchObject({
      openClaims: 1,
      renewable: false,
      reason: messages.payment.renewalNeedsNoClaims,
    });
    const manual = await call('POST', '/bond/manual/renew', s.admin.token, {
      bondId: bond.bondId,
      bondFee: 2_000,
      bondAmount: 40_000,
    });
    expect([manual.statusCode, manual.json().message]).toEqual([409, messages.payment.renewalNeedsNoClaims]);
    const order = await call('POST', '/paymentGateway/initiate', s.tenant.token, {
      propertyId: s.property.id,
      type: 'renew',
      bondId: bond.id,
      tenure: 1,
      bondEffectiveDate: isoDay(16),
    });
    expect([order.statusCode, order.json().message]).toEqual([409, messages.payment.renewalNeedsNoClaims]);
    expect(
      (await api.db.selectFrom('bond').select('tenure').where('id', '=', bond.id).executeTakeFirstOrThrow()).tenure,
    ).toBe(1);
  });
});

describe('the renewal window', () => {
  it('refuses a renewal before the last 30 days at the plan, the order and staff renewal, with the first day it opens', async () => {
    const s = await setting();
    const bond = await makeBond(api, {
      tenantId: s.tenant.id,
      landlordId: s.landlord.id,
      propertyId: s.property.id,
      productId: s.product.id,
      bondEffectiveDate: isoDay(-10),
      bondAmount: 40_000,
    });
    const status = (await call('GET', `/bond/renew/status/${bond.id}`, s.tenant.token)).json();
    expect(status.renewable).toBe(false);
    const [y, m, d] = status.renewableFrom.split('-');
    const expected = fillMessage(messages.bondRules.renewFrom, { date: `${d}/${m}/${y}` });
    expect(status.reason).toBe(expected);
    const plan = await call(
      'GET',
      `/payment/plan?type=renew&propertyId=${s.property.id}&bondId=${bond.id}`,
      s.tenant.token,
    );
    expect([plan.statusCode, plan.json().message]).toEqual([409, expected]);
    const order = await call('POST', '/paymentGateway/initiate', s.tenant.token, {
      propertyId: s.property.id,
      type: 'renew',
      bondId: bond.id,
      tenure: 1,
      bondEffectiveDate: isoDay(355),
    });
    expect([order.statusCode, order.json().message]).toEqual([409, expected]);
    const manual = await call('POST', '/bond/manual/renew', s.admin.token, {
      bondId: bond.bondId,
      bondFee: 2_000,
      bondAmount: 40_000,
    });
    expect([manual.statusCode, manual.json().message]).toEqual([409, expected]);
  });

  it('refuses a renewal while a cancellation is pending', async () => {
    const s = await setting();
    const bond = await makeBond(api, {
      tenantId: s.tenant.id,
      landlordId: s.landlord.id,
      propertyId: s.property.id,
      productId: s.product.id,
      bondEffectiveDate: isoDay(-350),
      bondAmount: 40_000,
    });
    const cancel = await call('POST', '/bondrequest/cancel', s.tenant.token, {
      bondId: bond.id,
      propertyId: s.property.id,
      refundType: 'wallet',
      reason: 'Moving to another city for work',
    });
    expect(cancel.statusCode).toBe(201);
    const manual = await call('POST', '/bond/manual/renew', s.admin.token, {
      bondId: bond.bondId,
      bondFee: 2_000,
      bondAmount: 40_000,
    });
    expect([manual.statusCode, manual.json().message]).toEqual([409, messages.bondRules.cancellationPending]);
    // The tenant's reason is kept, and the landlord reads it.
    const seen = await call('GET', `/bondrequest/${cancel.json().id}`, s.landlord.token);
    expect(seen.json().reason).toBe('Moving to another city for work');
  });
});

describe('after paying', () => {
  it('marks the request paid: the dashboard stops asking to pay and the order cannot be made again', async () => {
    const s = await acceptedBuy();
    const order = await call('POST', '/paymentGateway/initiate', s.tenant.token, buyOrder(s.property.id, 30_000));
    expect((await pay(s.tenant.token, order.json())).statusCode).toBe(200);
    const dashboard = (await call('GET', '/dashboard/tenant', s.tenant.token)).json();
    expect(dashboard.state).toBe('bond');
    expect(dashboard.request).toBeUndefined();
    expect(dashboard.bond.situation).toEqual({ openClaims: 0, cancellationPending: false });
    const second = await call('POST', '/paymentGateway/initiate', s.tenant.token, buyOrder(s.property.id, 30_000));
    expect([second.statusCode, second.json().message]).toEqual([409, messages.bondRules.requestAlreadyPaid]);
  });
});
