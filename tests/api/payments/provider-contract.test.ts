import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fillMessage, messages } from '#generated/messages.ts';
import { buildApp } from '#server/app.server.ts';
import { loadConfig } from '#server/config.server.ts';
import { paymentProvider } from '#server/payments/operations/active-provider.server.ts';
import { completePayment } from '#server/payments/operations/complete.server.ts';
import { initiatePayment } from '#server/payments/operations/initiate.server.ts';
import type { PaymentProvider } from '#server/payments/operations/provider.server.ts';
import { razorpayProvider } from '#server/payments/operations/razorpay-provider.server.ts';
import { simulatorProvider } from '#server/payments/operations/simulator-provider.server.ts';
import { initiateToken } from '#server/payments/operations/token.server.ts';
import { receiveWebhook, WEBHOOK_PATH } from '#server/payments/operations/webhook.server.ts';
import { newCode } from '#server/shared/codes.ts';
import { siteCsp } from '#server/site/content-security.server.ts';

import { isoDay, makeBond, makeCast, makeEligibility, makeProduct, makeProperty } from '../fixtures.ts';
import { startTestApi, type TestApi } from '../harness.ts';
import { type RazorpayStub, startRazorpayStub } from './razorpay-stub.ts';

/**
 * One contract, two providers (decision 028): every case runs against the checkout simulator (the development
 * default) and against Razorpay, played by a local stub of its API. Both apps share one database.
 */
let api: TestApi;
let stub: RazorpayStub;
let razorpayApp: FastifyInstance;
beforeAll(async () => {
  [api, stub] = await Promise.all([startTestApi(), startRazorpayStub()]);
  razorpayApp = await buildApp({
    handle: api.handle,
    config: {
      ...api.config,
      razorpay: { keyId: stub.keyId, keySecret: stub.keySecret, webhookSecret: stub.webhookSecret, apiUrl: stub.url },
    },
  });
});
afterAll(async () => {
  await razorpayApp?.close();
  await stub?.close();
  await api?.close();
});

type Delivery = { body: string; headers: Record<string, string> };
type CheckoutResult = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

interface Side {
  name: 'simulator' | 'razorpay';
  app(): FastifyInstance;
  provider(): PaymentProvider;
  /** The customer pays on the provider's checkout: its signed result for the page. */
  pay(orderId: string): Promise<CheckoutResult>;
  /** The provider's signed webhook about a payment. */
  webhook(
    event: 'payment.captured' | 'payment.failed',
    payment: { id: string; order_id: string; amount: number },
  ): Delivery;
  /** The customer pays, and the provider's payment.captured webhook arrives before the browser's return. */
  payWebhookFirst(orderId: string, amount: number): Promise<CheckoutResult>;
}

const deliver = (app: FastifyInstance, delivery: Delivery) =>
  app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: delivery.headers, payload: delivery.body });
const simulator = () => simulatorProvider(api.config.authSecret, api.db);

const sides: Side[] = [
  {
    name: 'simulator',
    app: () => api.app,
    provider: simulator,
    pay: async (orderId) =>
      (await api.request({ method: 'POST', url: `/payment-simulator/checkout/${orderId}/pay`, payload: {} })).json(),
    webhook: (event, payment) => simulator().webhook(event, payment),
    // The simulator's "Send the webhook too": it delivers payment.captured to this server before answering the page.
    payWebhookFirst: async (orderId) =>
      (
        await api.request({
          method: 'POST',
          url: `/payment-simulator/checkout/${orderId}/pay`,
          payload: { webhook: true },
        })
      ).json(),
  },
  {
    name: 'razorpay',
    app: () => razorpayApp,
    provider: () =>
      razorpayProvider({
        keyId: stub.keyId,
        keySecret: stub.keySecret,
        webhookSecret: stub.webhookSecret,
        apiUrl: stub.url,
      }),
    pay: async (orderId) => stub.pay(orderId),
    webhook: (event, payment) => stub.webhook(event, payment),
    payWebhookFirst: async (orderId, amount) => {
      const result = stub.pay(orderId);
      expect(
        (
          await deliver(
            razorpayApp,
            stub.webhook('payment.captured', { id: result.razorpay_payment_id, order_id: orderId, amount }),
          )
        ).json().status,
      ).toBe('completed');
      return result;
    },
  },
];

/** Everything a payment can change for a tenant: orders, bonds, payments, wallet, webhook events of their orders. */
async function state(tenantId: string) {
  const orders = await api.db
    .selectFrom('payment_order')
    .selectAll()
    .where('userId', '=', tenantId)
    .orderBy('createdAt')
    .execute();
  const ids = orders.map((o) => o.order_id!).filter(Boolean);
  return {
    orders,
    bonds: await api.db.selectFrom('bond').selectAll().where('tenantId', '=', tenantId).execute(),
    payments: await api.db.selectFrom('payment').selectAll().where('tenantId', '=', tenantId).execute(),
    wallet: await api.db.selectFrom('wallet').selectAll().where('userId', '=', tenantId).execute(),
    events: ids.length
      ? await api.db
          .selectFrom('payment_event')
          .select(['eventId', 'event', 'outcome'])
          .where('order_id', 'in', ids)
          .orderBy('createdAt')
          .execute()
      : [],
  };
}

/** A tenant whose buy request for a property the landlord accepted (the landlord offers a product: 5% + ₹500 a year). */
async function accepted(app: FastifyInstance) {
  const cast = await makeCast(api);
  const product = await makeProduct(api);
  await api.db
    .insertInto('subscription')
    .values({ productId: product.id, landlordId: cast.landlord.id, name: product.name } as any)
    .execute();
  await makeEligibility(api, cast.tenant.id);
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const request = (
    await app.inject({
      method: 'POST',
      url: '/api/v1/bondrequest',
      headers: as(cast.tenant.token),
      payload: { propertyId: cast.property.id, type: 'buy' },
    })
  ).json();
  await app.inject({
    method: 'PATCH',
    url: `/api/v1/bondrequest/${request.id}`,
    headers: as(cast.landlord.token),
    payload: { status: 'accepted' },
  });
  return { ...cast, product };
}

describe.each(sides)('the payment provider contract: $name', (side) => {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    side.app().inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const hook = (delivery: Delivery) => deliver(side.app(), delivery);

  /** A tenant whose buy request the landlord accepted, with an open payment order for it. */
  async function openOrder() {
    const cast = await accepted(side.app());
    const cart = (
      await call('POST', '/payment/cart', cast.tenant.token, {
        productId: cast.product.id,
        bondAmount: 60_000,
        tenure: 1,
      })
    ).json();
    const res = await call('POST', '/paymentGateway/initiate', cast.tenant.token, {
      propertyId: cast.property.id,
      type: 'buy',
      tenure: 1,
      bondEffectiveDate: isoDay(1),
      bondAmount: 60_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ...cast, cart, order: res.json() };
  }
  const complete = (token: string, eqaroOrderId: string, result: CheckoutResult) =>
    call('POST', '/payment/complete', token, { eqaroOrderId, ...result });

  it('creates the order at the provider for the cart’s final amount, in paise, with the checkout data of that provider', async () => {
    const { cart, order } = await openOrder();
    expect(order.checkout).toMatchObject({
      provider: side.name,
      key: side.provider().keyId,
      order_id: order.order_id,
      amount: Math.round(cart.finalAmount * 100),
      currency: 'INR',
    });
    expect(order.order_id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    if (side.name === 'razorpay') {
      expect(order.checkout).toMatchObject({ checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js' });
      expect(order.checkout.url).toBeUndefined();
      expect(stub.calls.filter((c) => c.path === '/v1/orders').every((c) => c.authorized)).toBe(true);
    } else {
      expect(order.checkout.url).toBe(`/payment-simulator/checkout/${order.order_id}`);
    }
    const atProvider = await side.provider().fetchOrder(order.order_id);
    expect(atProvider).toMatchObject({
      id: order.order_id,
      entity: 'order',
      amount: order.checkout.amount,
      amount_paid: 0,
      currency: 'INR',
      receipt: order.eqaroOrderId,
      status: 'created',
    });
  });

  it('completes on the genuine signature; a forged one is refused and a replay changes nothing', async () => {
    const { tenant, order } = await openOrder();
    const result = await side.pay(order.order_id);
    const before = await state(tenant.id);
    const forgeries = [
      { ...result, razorpay_signature: result.razorpay_signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
      // Signed for another payment id, or with the other provider's key.
      { ...result, razorpay_payment_id: 'pay_AAAAAAAAAAAAAA' },
      side.name === 'razorpay' ? simulator().pay(order.order_id) : { ...result, razorpay_signature: 'f'.repeat(64) },
    ];
    for (const forged of forgeries) {
      const res = await complete(tenant.token, order.eqaroOrderId, forged);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'invalid_signature',
        message: messages.booking.paymentVerificationFailed,
      });
    }
    expect(await state(tenant.id)).toEqual(before);

    const first = await complete(tenant.token, order.eqaroOrderId, result);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'paid', type: 'buy', eqaroOrderId: order.eqaroOrderId });
    const paid = await state(tenant.id);
    expect(paid.bonds).toHaveLength(1);
    expect(paid.payments.map((p) => [p.mode, p.finalFee])).toEqual([['paymentgateway', order.amount]]);
    expect(paid.orders[0]).toMatchObject({ status: 'paid', paymentId: result.razorpay_payment_id });
    expect(await side.provider().fetchOrder(order.order_id)).toMatchObject({
      status: 'paid',
      amount_paid: order.checkout.amount,
    });
    expect(await side.provider().fetchPayment(result.razorpay_payment_id)).toMatchObject({
      id: result.razorpay_payment_id,
      order_id: order.order_id,
      status: 'captured',
      amount: order.checkout.amount,
    });

    const replay = await complete(tenant.token, order.eqaroOrderId, result);
    expect(replay.json()).toEqual(first.json());
    expect(await state(tenant.id)).toEqual(paid);
  });

  it('refuses a webhook whose signature does not match the raw body, and changes nothing', async () => {
    const { tenant, order } = await openOrder();
    const before = await state(tenant.id);
    const genuine = side.webhook('payment.captured', {
      id: 'pay_BBBBBBBBBBBBBB',
      order_id: order.order_id,
      amount: order.checkout.amount,
    });
    const forged: Delivery[] = [
      { ...genuine, body: genuine.body.replace(`"amount":${order.checkout.amount}`, '"amount":100') },
      { ...genuine, body: JSON.stringify(JSON.parse(genuine.body), null, 2) },
      { ...genuine, headers: { ...genuine.headers, 'x-razorpay-signature': 'ab'.repeat(32) } },
      { ...genuine, headers: { 'content-type': 'application/json' } },
    ];
    for (const delivery of forged) {
      const res = await hook(delivery);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'invalid_signature',
        message: messages.payment.webhookSignatureInvalid,
      });
    }
    expect(await state(tenant.id)).toEqual(before);
    expect(before.events).toEqual([]);
  });

  it('handles an event id once: a redelivery answers duplicate and changes nothing', async () => {
    const { tenant, order } = await openOrder();
    const result = await side.pay(order.order_id);
    const delivery = side.webhook('payment.captured', {
      id: result.razorpay_payment_id,
      order_id: order.order_id,
      amount: order.checkout.amount,
    });
    const first = await hook(delivery);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'completed', eventId: delivery.headers['x-razorpay-event-id'] });
    const after = await state(tenant.id);
    expect(after.orders[0].status).toBe('paid');
    expect(after.bonds).toHaveLength(1);
    for (let i = 0; i < 2; i++)
      expect((await hook(delivery)).json()).toEqual({
        status: 'duplicate',
        eventId: delivery.headers['x-razorpay-event-id'],
      });
    expect(await state(tenant.id)).toEqual(after);
    expect(after.events).toEqual([
      { eventId: delivery.headers['x-razorpay-event-id'], event: 'payment.captured', outcome: 'completed' },
    ]);
    // The event id is not signed: the same genuine body under a new id is seen again, and still changes nothing.
    const replayed = await hook({
      ...delivery,
      headers: { ...delivery.headers, 'x-razorpay-event-id': `evt_replayed_${side.name}` },
    });
    expect(replayed.json().status).toBe('already_paid');
    expect({ ...(await state(tenant.id)), events: [] }).toEqual({ ...after, events: [] });
  });

  it('payment.captured before the browser’s return completes the order; the return then answers the same and changes nothing', async () => {
    const { tenant, order } = await openOrder();
    const result = await side.payWebhookFirst(order.order_id, order.checkout.amount);
    const paid = await state(tenant.id);
    expect(paid.orders[0]).toMatchObject({
      status: 'paid',
      paymentId: result.razorpay_payment_id,
      bondId: paid.bonds[0]?.id,
    });
    expect(paid.events.map((e) => [e.event, e.outcome])).toEqual([['payment.captured', 'completed']]);
    const back = await complete(tenant.token, order.eqaroOrderId, result);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'paid', bondId: paid.bonds[0].id });
    expect(await state(tenant.id)).toEqual(paid);
  });

  it('a capture the purchase rules now refuse (a bond bought elsewhere since the order) credits the wallet and issues nothing, by webhook or return', async () => {
    const { tenant, landlord, order } = await openOrder();
    const elsewhere = await makeProperty(api, landlord.id);
    const live = await makeBond(api, { tenantId: tenant.id, landlordId: landlord.id, propertyId: elsewhere.id });
    const result = await side.pay(order.order_id);
    const captured = await hook(
      side.webhook('payment.captured', {
        id: result.razorpay_payment_id,
        order_id: order.order_id,
        amount: order.checkout.amount,
      }),
    );
    expect(captured.json().status).toBe('rejected');
    const after = await state(tenant.id);
    expect(after.events.map((e) => [e.event, e.outcome])).toEqual([['payment.captured', 'rejected']]);
    expect(after.orders[0]).toMatchObject({ status: 'refused' });
    expect(after.orders[0].refusal).toContain(
      fillMessage(messages.bondRules.oneLiveBond, { bondId: live.bondId ?? '' }),
    );
    expect(after.bonds.map((b) => b.id)).toEqual([live.id]);
    expect(after.wallet.map((w) => w.totalAmount)).toEqual([order.amount]);
    const back = await complete(tenant.token, order.eqaroOrderId, result);
    expect([back.statusCode, back.json().message]).toEqual([409, after.orders[0].refusal]);
    expect(await state(tenant.id)).toEqual(after);
  });

  it('payment.failed after the capture changes nothing; a capture after a failure still completes', async () => {
    const { tenant, order } = await openOrder();
    const result = await side.pay(order.order_id);
    await complete(tenant.token, order.eqaroOrderId, result);
    const paid = await state(tenant.id);
    const late = await hook(
      side.webhook('payment.failed', {
        id: 'pay_CCCCCCCCCCCCCC',
        order_id: order.order_id,
        amount: order.checkout.amount,
      }),
    );
    expect(late.json().status).toBe('already_paid');
    const now = await state(tenant.id);
    expect({ ...now, events: [] }).toEqual({ ...paid, events: [] });
    expect(now.events.map((e) => e.outcome)).toEqual(['already_paid']);

    const second = await openOrder();
    const failed = await hook(
      side.webhook('payment.failed', {
        id: 'pay_DDDDDDDDDDDDDD',
        order_id: second.order.order_id,
        amount: second.order.checkout.amount,
      }),
    );
    expect(failed.json().status).toBe('failure_recorded');
    expect((await state(second.tenant.id)).orders[0].status).toBe('failed');
    const retried = await side.pay(second.order.order_id);
    const captured = await hook(
      side.webhook('payment.captured', {
        id: retried.razorpay_payment_id,
        order_id: second.order.order_id,
        amount: second.order.checkout.amount,
      }),
    );
    expect(captured.json().status).toBe('completed');
    const done = await state(second.tenant.id);
    expect(done.orders[0].status).toBe('paid');
    expect(done.bonds).toHaveLength(1);
  });

  it('keeps a capture of another amount, or of an unknown order, for staff without completing anything', async () => {
    const { tenant, order } = await openOrder();
    const before = await state(tenant.id);
    const wrong = await hook(
      side.webhook('payment.captured', { id: 'pay_EEEEEEEEEEEEEE', order_id: order.order_id, amount: 100 }),
    );
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json().status).toBe('rejected');
    const after = await state(tenant.id);
    expect({ ...after, events: [] }).toEqual({ ...before, events: [] });
    expect(after.events.map((e) => e.outcome)).toEqual(['rejected']);
    const unknown = await hook(
      side.webhook('payment.captured', { id: 'pay_FFFFFFFFFFFFFF', order_id: 'order_NOTOURSNOTOURS', amount: 100 }),
    );
    expect(unknown.json().status).toBe('ignored');
  });

  it('completes a booking token by its webhook', async () => {
    const lead = await api.db
      .insertInto('lead')
      .values({ name: 'Token Lead' } as any)
      .returning('id')
      .executeTakeFirstOrThrow();
    const eqaroOrderId = newCode('NVO');
    const atProvider = await side.provider().createOrder({ amount: 300_000, currency: 'INR', receipt: eqaroOrderId });
    await api.db
      .insertInto('payment_order')
      .values({
        type: 'token',
        leadId: lead.id,
        amount: 3000,
        eqaroOrderId,
        order_id: atProvider.id,
        status: 'created',
        currency: 'INR',
      } as any)
      .execute();
    const result = await side.pay(atProvider.id);
    const res = await hook(
      side.webhook('payment.captured', { id: result.razorpay_payment_id, order_id: atProvider.id, amount: 300_000 }),
    );
    expect(res.json().status).toBe('completed');
    expect(
      await api.db
        .selectFrom('payment_order')
        .select(['status', 'paymentId'])
        .where('eqaroOrderId', '=', eqaroOrderId)
        .executeTakeFirst(),
    ).toEqual({ status: 'paid', paymentId: result.razorpay_payment_id });
  });
});

describe('Razorpay only, and without a provider', () => {
  it('answers a refusal of the Orders API with 502 and a message, and stores no order', async () => {
    const cast = await accepted(razorpayApp);
    stub.failNext(500, {
      code: 'SERVER_ERROR',
      description: 'We are facing some trouble completing your request at the moment. Please try again shortly.',
    });
    const body = {
      propertyId: cast.property.id,
      type: 'buy',
      tenure: 1,
      bondEffectiveDate: isoDay(1),
      bondAmount: 60_000,
    };
    const res = await razorpayApp.inject({
      method: 'POST',
      url: '/api/v1/paymentGateway/initiate',
      headers: { authorization: `Bearer ${cast.tenant.token}` },
      payload: body,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 'provider_error', message: messages.payment.providerFailed });
    expect(await state(cast.tenant.id)).toMatchObject({ orders: [] });
    // Wrong keys: Razorpay's 401 is a refusal like any other.
    const wrongKeys = razorpayProvider({ keyId: stub.keyId, keySecret: 'not-the-secret', apiUrl: stub.url });
    await expect(
      wrongKeys.createOrder({ amount: 10_000, currency: 'INR', receipt: 'NVO-WRONG-KEYS' }),
    ).rejects.toMatchObject({ status: 401, code: 'BAD_REQUEST_ERROR', message: 'Authentication failed' });
    // Without a webhook secret, webhooks are refused rather than trusted.
    expect(wrongKeys.webhooks).toBe(false);
    await expect(receiveWebhook(api.db, wrongKeys, Buffer.from('{}'), {})).rejects.toMatchObject({
      status: 503,
      code: 'provider_unavailable',
    });
  });

  it('in production without keys has no provider: payments and webhooks answer 503 provider_unavailable, never a fake', async () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      DATA_DIR: api.config.dataDir,
    });
    expect(paymentProvider(production, api.db)).toBeUndefined();
    expect(
      paymentProvider({ ...production, razorpay: { keyId: 'rzp_live_x', keySecret: 'y', apiUrl: stub.url } }, api.db)
        ?.name,
    ).toBe('razorpay');
    expect(paymentProvider(api.config, api.db)?.name).toBe('simulator');
    expect(() => loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40), RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(
      /RAZORPAY_KEY_SECRET/,
    );
    const tenant = {
      kind: 'user',
      id: '00000000-0000-4000-8000-000000000001',
      userType: 'tenant',
      internal: false,
      admin: false,
      permissions: {},
      via: 'session',
    } as const;
    await expect(completePayment(api.db, tenant as any, { eqaroOrderId: 'NVO-NONE' }, undefined)).rejects.toMatchObject(
      { status: 404 },
    );
    await expect(receiveWebhook(api.db, undefined, Buffer.from('{}'), {})).rejects.toMatchObject({
      status: 503,
      code: 'provider_unavailable',
      message: messages.payment.webhooksUnavailable,
    });
    await expect(
      initiateToken(
        api.db,
        { kind: 'anonymous' } as any,
        { leadId: '00000000-0000-4000-8000-000000000002', amount: 3000 },
        undefined,
      ),
    ).rejects.toMatchObject({ status: 401 });
    const lead = await api.db
      .insertInto('lead')
      .values({ name: 'No Provider' } as any)
      .returning('id')
      .executeTakeFirstOrThrow();
    const staff = {
      kind: 'user',
      id: '00000000-0000-4000-8000-000000000003',
      userType: 'internal',
      internal: true,
      admin: true,
      permissions: {},
      via: 'session',
    } as const;
    await expect(
      initiateToken(api.db, staff as any, { leadId: lead.id, amount: 3000 }, undefined),
    ).rejects.toMatchObject({
      status: 503,
      code: 'provider_unavailable',
      message: messages.payment.providerUnavailable,
    });
  });

  it('needs no provider for an order the wallet covers whole', async () => {
    const cast = await accepted(api.app);
    await api.db
      .insertInto('wallet')
      .values({ userId: cast.tenant.id, totalAmount: 10_000 } as any)
      .execute();
    const tenant = {
      kind: 'user',
      id: cast.tenant.id,
      userType: 'tenant',
      internal: false,
      admin: false,
      permissions: {},
      via: 'session',
    } as any;
    const order = await initiatePayment(
      api.db,
      tenant,
      { propertyId: cast.property.id, type: 'buy', tenure: 1, bondEffectiveDate: isoDay(1), bondAmount: 60_000 },
      undefined,
    );
    expect(order).toMatchObject({ amount: 0, status: 'created', checkout: { amount: 0 } });
    expect(order.order_id).toBeUndefined();
    expect(await completePayment(api.db, tenant, { eqaroOrderId: order.eqaroOrderId }, undefined)).toMatchObject({
      status: 'paid',
      type: 'buy',
    });
    expect((await state(cast.tenant.id)).payments.map((p) => [p.mode, p.finalFee])).toEqual([['internal', 4_130]]);
  });

  it('lets the site load Razorpay’s Checkout only when Razorpay is the provider', () => {
    expect(siteCsp('n')).not.toContain('razorpay');
    const csp = siteCsp('n', { razorpay: true });
    expect(csp).toContain(
      "script-src 'self' 'nonce-n' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ https://checkout.razorpay.com",
    );
    expect(csp).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://www.google.com https://api.razorpay.com https://checkout.razorpay.com",
    );
  });
});
