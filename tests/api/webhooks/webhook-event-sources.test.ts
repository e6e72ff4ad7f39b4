import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { validate } from '#engine/runtime/validation/validate.ts';
import { webhookEventType } from '#generated/enums.ts';
import { signPayment, simulatorKeySecret } from '#server/payments/operations/signature.server.ts';

import {
  isoDay,
  makeBond,
  makeCast,
  makeCastBond,
  makeEligibility,
  makeProduct,
  makeProperty,
  type TestUser,
} from '../fixtures.ts';
import { makeUser, startTestApi, type TestApi } from '../harness.ts';

/**
 * Every event comes from the operation that makes the change, to exactly the accounts that may read the
 * record: its tenant, its landlord, the partner who onboarded the tenant, staff; never another landlord.
 */
let api: TestApi;
let cast: Awaited<ReturnType<typeof makeCast>>;
let otherLandlord: TestUser;
let partner: TestUser;
const hooks = new Map<string, string>();
beforeAll(async () => {
  // No worker: the test reads the queued messages through the delivery log, as their owners do.
  api = await startTestApi({ webhookPollMs: 0 });
  cast = await makeCast(api);
  otherLandlord = await makeUser(api, { userType: 'landlord' });
  partner = await makeUser(api, { userType: 'partner' });
  await api.db.updateTable('user').set({ invitedBy: partner.id }).where('id', '=', cast.tenant.id).execute();
  const events = webhookEventType.filter((e) => e !== 'webhook.test');
  for (const user of [cast.landlord, cast.tenant, cast.admin, otherLandlord, partner]) {
    const res = await call('POST', '/webhooks', user.token, {
      userId: user.id,
      callback: 'http://127.0.0.1:9/hooks',
      events,
    });
    expect(res.statusCode, res.body).toBe(201);
    hooks.set(user.id, res.json().id);
  }
}, 120_000);
afterAll(() => api?.close());

const call: TestApi['v1'] = (...args) => api.v1(...args);

/** The events in `user`'s delivery log (GET /webhooks/messages?webhookId=, read as its owner), oldest first. */
async function received(user: TestUser): Promise<{ event: string; data: any }[]> {
  const res = await call(
    'GET',
    `/webhooks/messages?webhookId=${hooks.get(user.id)}&limit=200&sortBy=msgId:asc`,
    user.token,
  );
  expect(res.statusCode).toBe(200);
  return res
    .json()
    .results.map((m: { event: string; body: string }) => ({ event: m.event, data: JSON.parse(m.body).data }));
}
const names = async (user: TestUser) => (await received(user)).map((m) => m.event);

describe('webhook events fire from their operations', () => {
  it('a property is created and updated', async () => {
    const made = await call('POST', '/property', cast.landlord.token, {
      name: 'Sunrise PG',
      propertyType: 'Private Room',
      expectedRent: 9000,
      propertyAddress: {
        house: '4',
        street: 'FC Road',
        locality: 'Deccan',
        city: 'Pune',
        state: 'Maharashtra',
        pin: '411004',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(
      (await call('PATCH', `/property/${made.json().id}`, cast.admin.token, { status: 'active' })).statusCode,
    ).toBe(200);
    const mine = await received(cast.landlord);
    expect(mine.map((m) => m.event)).toEqual(['property.created', 'property.updated']);
    expect(mine[1].data).toMatchObject({ id: made.json().id, status: 'active', name: 'Sunrise PG' });
  });

  it('a bond request is created and accepted, the bond paid for and issued, then released', async () => {
    const product = await makeProduct(api);
    await api.db
      .insertInto('subscription')
      .values({ productId: product.id, landlordId: cast.landlord.id, name: product.name } as any)
      .execute();
    await makeEligibility(api, cast.tenant.id);
    const request = await call('POST', '/bondrequest', cast.tenant.token, {
      propertyId: cast.property.id,
      type: 'buy',
    });
    expect(request.statusCode, request.body).toBe(201);
    expect(
      (await call('PATCH', `/bondrequest/${request.json().id}`, cast.landlord.token, { status: 'accepted' }))
        .statusCode,
    ).toBe(200);
    const order = (
      await call('POST', '/paymentGateway/initiate', cast.tenant.token, {
        propertyId: cast.property.id,
        type: 'buy',
        tenure: 1,
        bondEffectiveDate: isoDay(2),
        bondAmount: 60_000,
      })
    ).json();
    const proof = {
      eqaroOrderId: order.eqaroOrderId,
      razorpay_payment_id: 'pay_w1',
      razorpay_signature: signPayment(simulatorKeySecret(api.config.authSecret), order.order_id, 'pay_w1'),
    };
    const paid = await call('POST', '/payment/complete', cast.tenant.token, proof);
    expect(paid.statusCode, paid.body).toBe(200);
    await call('POST', '/payment/complete', cast.tenant.token, proof);
    expect((await call('POST', '/bond/release', cast.landlord.token, { bondId: paid.json().bondId })).statusCode).toBe(
      200,
    );

    const flow = [
      'bond_request.created',
      'bond_request.accepted',
      'bond.created',
      'payment.completed',
      'bond.released',
    ];
    expect((await names(cast.tenant)).filter((e) => flow.includes(e))).toEqual(flow);
    const landlords = await received(cast.landlord);
    expect(landlords.map((m) => m.event).filter((e) => flow.includes(e))).toEqual([
      'bond_request.created',
      'bond_request.accepted',
      'bond.created',
      'bond.released',
    ]);
    expect(landlords.find((m) => m.event === 'bond_request.accepted')?.data).toMatchObject({
      id: request.json().id,
      status: 'accepted',
    });
    expect(landlords.find((m) => m.event === 'bond.released')?.data).toMatchObject({
      id: paid.json().bondId,
      status: 'Released',
    });
    expect((await received(cast.tenant)).find((m) => m.event === 'payment.completed')?.data).toMatchObject({
      eqaroOrderId: order.eqaroOrderId,
      status: 'paid',
    });
    expect((await received(cast.tenant)).find((m) => m.event === 'payment.completed')?.data.signature).toBeUndefined();
  });

  it('a claim is created, updated and settled; a move-in report submitted and resolved', async () => {
    const bond = await makeCastBond(api, cast);
    const line = { type: 'Unpaid Rent', claimAmount: 20_000, from: isoDay(-20), to: isoDay(-1) };
    const claim = await call('POST', '/claims', cast.landlord.token, {
      landlordId: cast.landlord.id,
      tenantId: cast.tenant.id,
      bondId: bond.id,
      claims: [line],
    });
    expect(claim.statusCode, claim.body).toBe(201);
    expect(
      (await call('PATCH', `/claims/${claim.json().id}`, cast.landlord.token, { comment: 'Two months unpaid' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call('PATCH', `/claims/${claim.json().id}`, cast.admin.token, {
          claims: [{ ...line, status: 'approved', approvedAmount: 20_000 }],
          finalComment: 'Two months of rent unpaid',
        })
      ).statusCode,
    ).toBe(200);

    const pending = await makeBond(api, {
      tenantId: cast.tenant.id,
      landlordId: cast.landlord.id,
      propertyId: cast.property.id,
      status: 'Pending-Check-in',
    });
    const amenities = [{ room: 'kitchen', name: 'Refrigerator', counts: 1, conditions: 'working' }];
    const report = await call('POST', '/inspections', cast.tenant.token, {
      bondId: pending.id,
      propertyId: cast.property.id,
      amenities,
    });
    expect(report.statusCode, report.body).toBe(201);
    const resolved = await call('PATCH', `/inspections/${report.json().id}`, cast.landlord.token, {
      status: 'resolved',
      landlordComment: 'All items are as reported',
      amenities: amenities.map((a) => ({ ...a, landlordRemark: 'OK' })),
    });
    expect(resolved.statusCode, resolved.body).toBe(200);

    const flow = [
      'claim.created',
      'claim.updated',
      'claim.updated',
      'claim.settled',
      'inspection.submitted',
      'inspection.resolved',
    ];
    for (const user of [cast.landlord, cast.tenant])
      expect((await names(user)).filter((e) => flow.includes(e))).toEqual(flow);
  });

  it("the tenant's eligibility changes", async () => {
    const res = await call('PATCH', `/eligibility/${cast.tenant.id}`, cast.admin.token, {
      maxEligibilityAmount: 300_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = (await received(cast.tenant)).filter((m) => m.event === 'eligibility.changed');
    expect(changed.map((m) => m.data)).toEqual([
      expect.objectContaining({ userId: cast.tenant.id, status: 'eligible', maxEligibilityAmount: 300_000 }),
    ]);
  });

  it('a request is rejected; a bond activated on its check-in day, renewed by hand and cancelled once the landlord accepts', async () => {
    // One live bond per tenant: the bonds of the earlier steps are over.
    await api.db
      .updateTable('bond')
      .set({ status: 'Released' } as never)
      .where('tenantId', '=', cast.tenant.id)
      .where('status', 'in', ['Active', 'Pending-Check-in'])
      .execute();
    const elsewhere = await makeProperty(api, cast.landlord.id);
    const request = await call('POST', '/bondrequest', cast.tenant.token, { propertyId: elsewhere.id, type: 'buy' });
    expect(request.statusCode, request.body).toBe(201);
    expect(
      (
        await call('PATCH', `/bondrequest/${request.json().id}`, cast.landlord.token, {
          status: 'rejected',
          reasonOfReject: 'Tenant changed mind',
        })
      ).statusCode,
    ).toBe(200);

    // In its last month, so that staff may renew it.
    const bond = await makeBond(api, {
      tenantId: cast.tenant.id,
      landlordId: cast.landlord.id,
      propertyId: cast.property.id,
      status: 'Pending-Check-in',
      bondEffectiveDate: isoDay(-350),
    });
    const dated = await call('PATCH', `/bond/${bond.id}`, cast.landlord.token, {
      checkinDate: isoDay(0),
      checkoutDate: isoDay(300),
    });
    expect(dated.json().status, dated.body).toBe('Active');
    const renewed = await call('POST', '/bond/manual/renew', cast.admin.token, {
      bondId: bond.bondId,
      bondFee: 3_200,
      bondAmount: 65_000,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const cancel = await call('POST', '/bondrequest/cancel', cast.tenant.token, {
      propertyId: cast.property.id,
      userId: cast.tenant.id,
      type: 'cancel',
      bondId: bond.id,
      refundType: 'wallet',
    });
    expect(cancel.statusCode, cancel.body).toBe(201);
    expect(
      (await call('PATCH', `/bondrequest/${cancel.json().id}`, cast.landlord.token, { status: 'accepted' })).statusCode,
    ).toBe(200);

    // The accepted cancellation cancels the bond in the answer's transaction, before the answer's own event.
    const flow = [
      'bond_request.created',
      'bond_request.rejected',
      'bond.activated',
      'bond.renewed',
      'bond_request.created',
      'bond.cancelled',
      'bond_request.accepted',
    ];
    const tenant = (await received(cast.tenant)).filter(
      (m) => flow.includes(m.event) && [request.json().id, bond.id, cancel.json().id].includes(m.data.id),
    );
    expect(tenant.map((m) => m.event)).toEqual(flow);
    expect(tenant[1].data).toMatchObject({ status: 'rejected', reasonOfReject: 'Tenant changed mind' });
    expect(tenant[5].data).toMatchObject({ id: bond.id, status: 'Cancelled' });
  });

  it('a payment fails at the provider; a bond is transferred to another home, the old one released', async () => {
    const product = await makeProduct(api);
    await api.db
      .insertInto('subscription')
      .values({ productId: product.id, landlordId: cast.landlord.id, name: product.name } as any)
      .onConflict((oc) => oc.doNothing())
      .execute();
    const old = await makeBond(api, {
      tenantId: cast.tenant.id,
      landlordId: cast.landlord.id,
      propertyId: cast.property.id,
      productId: product.id,
      bondFee: 3_650,
      tenure: 1,
      bondEffectiveDate: isoDay(-165),
    });
    const next = await makeProperty(api, cast.landlord.id);
    const request = await call('POST', '/bondrequest', cast.tenant.token, {
      propertyId: next.id,
      type: 'transfer',
      bondId: old.id,
    });
    expect(request.statusCode, request.body).toBe(201);
    expect(
      (
        await call('PATCH', `/bondrequest/${request.json().id}`, cast.landlord.token, {
          status: 'accepted',
          expectedBondValue: 200_000,
        })
      ).statusCode,
    ).toBe(200);
    const order = {
      propertyId: next.id,
      type: 'transfer',
      bondId: old.id,
      tenure: 1,
      bondEffectiveDate: isoDay(0),
      bondAmount: 200_000,
    };

    // A fee above the wallet's balance goes to the provider, which tells of a declined card (its signed payment.failed webhook, as the checkout simulator sends it).
    const declined = (await call('POST', '/paymentGateway/initiate', cast.tenant.token, order)).json();
    expect(declined.order_id, JSON.stringify(declined)).toBeTruthy();
    const failed = await api.request({
      method: 'POST',
      url: `/payment-simulator/checkout/${declined.order_id}/fail`,
      payload: { webhook: true },
    });
    expect(failed.statusCode, failed.body).toBe(200);

    const retry = (await call('POST', '/paymentGateway/initiate', cast.tenant.token, order)).json();
    const paid = await call('POST', '/payment/complete', cast.tenant.token, {
      eqaroOrderId: retry.eqaroOrderId,
      razorpay_payment_id: 'pay_tr',
      razorpay_signature: signPayment(simulatorKeySecret(api.config.authSecret), retry.order_id, 'pay_tr'),
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const tenant = await received(cast.tenant);
    const fail = tenant.filter((m) => m.event === 'payment.failed');
    expect(fail.map((m) => m.data)).toEqual([
      expect.objectContaining({ eqaroOrderId: declined.eqaroOrderId, status: 'failed' }),
    ]);
    const moved = tenant.filter(
      (m) =>
        (m.event === 'bond.transferred' || m.event === 'bond.released') &&
        [old.id, paid.json().bondId].includes(m.data.id),
    );
    expect(moved.map((m) => [m.event, m.data.id])).toEqual([
      ['bond.released', old.id],
      ['bond.transferred', paid.json().bondId],
    ]);
    expect(moved[1].data).toMatchObject({ propertyId: next.id, bondAmount: 200_000 });
    // The landlord of both homes hears of the move; another landlord does not.
    expect(await names(cast.landlord)).toContain('bond.transferred');
    expect(await names(otherLandlord)).not.toContain('bond.transferred');
    expect(await names(cast.landlord)).not.toContain('payment.failed');
  });
});

describe('who receives them', () => {
  it('never sends a landlord the events of another landlord; staff get all, a partner those of the accounts they onboarded', async () => {
    const landlord = await names(cast.landlord);
    const tenant = await names(cast.tenant);
    expect(await names(otherLandlord)).toEqual([]);
    expect(landlord).not.toContain('payment.completed');
    expect(landlord).not.toContain('eligibility.changed');
    expect(tenant).not.toContain('property.created');
    const staff = await names(cast.admin);
    expect(new Set(staff)).toEqual(new Set([...landlord, ...tenant]));
    expect(await names(partner)).toEqual(tenant);
    // Every body is what the model says a delivery carries (schemas/webhook-payload: the record's own schema by its type).
    const res = await call(
      'GET',
      `/webhooks/messages?webhookId=${hooks.get(cast.admin.id)}&limit=200`,
      cast.admin.token,
    );
    for (const m of res.json().results as { event: string; body: string }[]) {
      const checked = validate('webhook-payload', JSON.parse(m.body));
      expect(checked.ok ? 'valid' : `${m.event}: ${JSON.stringify(checked.errors)}`).toBe('valid');
    }
    // The log is its owner's alone.
    const peek = await call('GET', `/webhooks/messages?webhookId=${hooks.get(cast.tenant.id)}`, otherLandlord.token);
    expect(peek.json().totalResults).toBe(0);
  });
});
