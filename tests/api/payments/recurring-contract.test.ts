import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';
import { buildApp } from '#server/app.server.ts';
import { mandatePath } from '#server/payments/operations/recurring-provider.server.ts';
import { simulatorProvider } from '#server/payments/operations/simulator-provider.server.ts';
import { WEBHOOK_PATH } from '#server/payments/operations/webhook.server.ts';

import { startTestApi, type TestApi } from '../harness.ts';
import { makeDecidedClaim } from '../recoveries/decided-claim.ts';
import { type RazorpayStub, startRazorpayStub } from './razorpay-stub.ts';
import { razorpayId, type SubscriptionStub, withSubscriptions } from './razorpay-subscriptions.ts';

/**
 * One recurring contract, two providers (decision 056): a claim repaid in instalments through the local simulator
 * (its mandate page delivering the webhooks) and through Razorpay's Subscriptions API, played by a local stub.
 */
let api: TestApi;
let stub: RazorpayStub;
let subscriptions: SubscriptionStub;
let razorpayApp: FastifyInstance;
beforeAll(async () => {
  [api, stub] = await Promise.all([startTestApi(), startRazorpayStub()]);
  subscriptions = withSubscriptions(stub);
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
type Result = { razorpay_payment_id: string; razorpay_subscription_id: string; razorpay_signature: string };
const simulatorPage = (subscriptionId: string, action: string, payload: object = {}) =>
  api.request({ method: 'POST', url: `${mandatePath(subscriptionId)}/${action}`, payload });

interface Side {
  name: 'simulator' | 'razorpay';
  app(): FastifyInstance;
  /** The tenant authorises the mandate on the provider's page; the provider charges the first instalment. */
  authorise(subscriptionId: string, amount: number): Promise<Result>;
  /** The provider charges the next instalment, or the charge fails (it will retry), or it stops retrying. */
  charge(subscriptionId: string, amount: number): Promise<void>;
  fail(subscriptionId: string, amount: number): Promise<void>;
  halt(subscriptionId: string): Promise<void>;
  /** A signed subscription.charged delivery as the provider makes them, not delivered. */
  charged(subscriptionId: string, amount: number): Promise<Delivery>;
}

const deliver = (app: FastifyInstance, delivery: Delivery) =>
  app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: delivery.headers, payload: delivery.body });
const simulator = () => simulatorProvider(api.config.authSecret, api.db);

const sides: Side[] = [
  {
    name: 'simulator',
    app: () => api.app,
    authorise: async (id) => (await simulatorPage(id, 'authorise')).json(),
    charge: async (id) => void expect((await simulatorPage(id, 'charge', { fail: false })).statusCode).toBe(200),
    fail: async (id) =>
      void expect((await simulatorPage(id, 'charge', { fail: true })).json()).toMatchObject({ failed: true }),
    halt: async (id) => void expect((await simulatorPage(id, 'halt')).statusCode).toBe(200),
    charged: async (id, amount) => {
      const subscription = await simulator().fetchSubscription(id);
      return simulator().subscriptionWebhook('subscription.charged', subscription, { id: razorpayId('pay'), amount });
    },
  },
  {
    name: 'razorpay',
    app: () => razorpayApp,
    authorise: async (id, amount) => {
      const result = subscriptions.authorise(id);
      await deliver(razorpayApp, subscriptions.charge(id, { id: result.razorpay_payment_id, amount }));
      return result;
    },
    charge: async (id, amount) =>
      void (await deliver(razorpayApp, subscriptions.charge(id, { id: razorpayId('pay'), amount }))),
    fail: async (id, amount) =>
      void (await deliver(
        razorpayApp,
        subscriptions.webhook('subscription.pending', id, { id: razorpayId('pay'), amount }),
      )),
    halt: async (id) => void (await deliver(razorpayApp, subscriptions.webhook('subscription.halted', id))),
    charged: async (id, amount) => subscriptions.webhook('subscription.charged', id, { id: razorpayId('pay'), amount }),
  },
];

const paise = (rupees: number) => Math.round(rupees * 100);

describe.each(sides)('instalments through the $name', (side) => {
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    side.app().inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const planRow = (claimId: string) =>
    api.db.selectFrom('repayment_plan').selectAll().where('claimId', '=', claimId).executeTakeFirstOrThrow();

  it('chooses 6 instalments, authorises the mandate, is charged monthly by signed webhooks, one failing then retried', async () => {
    const { tenant, claim } = await makeDecidedClaim(api, 10_000.01);
    const chosen = await call('POST', `/recoveries/claim/${claim.id}/plan`, tenant.token, { count: 6 });
    expect(chosen.statusCode, chosen.body).toBe(201);
    const plan = await planRow(claim.id);
    expect(plan).toMatchObject({ status: 'awaiting-mandate', count: 6, amount: 10_000.01, provider: side.name });
    expect(plan.instalments.map((i) => paise(i.amount))).toEqual([
      166_671, 166_666, 166_666, 166_666, 166_666, 166_666,
    ]);
    expect(chosen.json().mandateUrl).toBe(
      side.name === 'simulator'
        ? mandatePath(plan.subscriptionId!)
        : `https://rzp.io/i/${plan.subscriptionId!.slice(4, 12)}`,
    );
    if (side.name === 'razorpay') {
      const sub = subscriptions.subscriptions.get(plan.subscriptionId!)!;
      expect(sub).toMatchObject({ total_count: 6, status: 'created' });
      expect(
        stub.calls
          .filter((c) => c.path.startsWith('/v1/plans') || c.path.startsWith('/v1/subscriptions'))
          .every((c) => c.authorized),
      ).toBe(true);
    }

    const result = await side.authorise(plan.subscriptionId!, 166_671);
    const forged = await call('POST', `/recoveries/plans/${plan.id}/authorise`, tenant.token, {
      ...result,
      razorpay_signature: 'ab'.repeat(32),
    });
    expect([forged.statusCode, forged.json().message]).toEqual([400, messages.recoveries.mandateSignatureInvalid]);
    const back = await call('POST', `/recoveries/plans/${plan.id}/authorise`, tenant.token, result);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().plan).toMatchObject({ status: 'active' });
    expect(back.json().plan.instalments.map((i: any) => i.status)).toEqual(['paid', 'due', 'due', 'due', 'due', 'due']);

    await side.charge(plan.subscriptionId!, 166_666);
    await side.fail(plan.subscriptionId!, 166_666);
    let row = await planRow(claim.id);
    expect(row.instalments.map((i) => i.status)).toEqual(['paid', 'paid', 'failed', 'due', 'due', 'due']);
    expect(row.instalments[2]?.failure).toBeTruthy();
    expect(
      (
        await side.app().inject({
          method: 'GET',
          url: `/api/v1/recoveries/plans/${plan.id}/mandate`,
          headers: { authorization: `Bearer ${tenant.token}` },
        })
      ).json().mandateUrl,
    ).toBeTruthy();
    await side.charge(plan.subscriptionId!, 166_666);
    row = await planRow(claim.id);
    expect(row.instalments.map((i) => [i.status, i.attempts])).toEqual([
      ['paid', 1],
      ['paid', 1],
      ['paid', 2],
      ['due', 0],
      ['due', 0],
      ['due', 0],
    ]);

    // A redelivery, and a forged body, change nothing.
    const delivery = await side.charged(plan.subscriptionId!, 166_666);
    expect((await deliver(side.app(), delivery)).json().status).toBe('completed');
    expect((await deliver(side.app(), delivery)).json().status).toBe('duplicate');
    const tampered = await deliver(side.app(), { ...delivery, body: delivery.body.replace('166666', '100') });
    expect(tampered.statusCode).toBe(400);
    const wrongAmount = await deliver(side.app(), await side.charged(plan.subscriptionId!, 100));
    expect(wrongAmount.json().status).toBe('rejected');
    row = await planRow(claim.id);
    expect(row.instalments.filter((i) => i.status === 'paid')).toHaveLength(4);

    const entries = await api.db
      .selectFrom('wallet_entry')
      .select(['amount', 'reason', 'referenceId'])
      .where('userId', '=', tenant.id)
      .orderBy('createdAt')
      .orderBy('amount', 'desc')
      .execute();
    expect(entries.map((e) => [e.reason, e.amount, e.referenceId])).toEqual(
      [1, 2, 3, 4].flatMap((n) => {
        const amount = n === 1 ? 1666.71 : 1666.66;
        return [
          ['instalment', amount, `${claim.claimNumber}/${n}`],
          ['payment', -amount, `${claim.claimNumber}/${n}`],
        ];
      }),
    );

    await side.fail(plan.subscriptionId!, 166_666);
    await side.halt(plan.subscriptionId!);
    row = await planRow(claim.id);
    expect(row.missed).toBe(true);
    expect(row.instalments[4]?.status).toBe('missed');
  });
});
