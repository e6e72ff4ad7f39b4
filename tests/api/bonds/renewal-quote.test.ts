import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fillMessage, messages } from '#generated/messages.ts';
import { creditWallet } from '#server/accounts/store.server.ts';
import { sendRenewalReminders } from '#server/bonds/operations/renewal-reminders.server.ts';
import { signPayment, simulatorKeySecret } from '#server/payments/operations/signature.server.ts';

import { isoDay, makeBond, makeCast, makeProduct, outboxTo } from '../fixtures.ts';
import { makeUser, startTestApi, type TestApi } from '../harness.ts';

/**
 * The renewal quote (issue 34 item 4) through the HTTP layer: GET /bond/renew/quote/{id} gives the parts of the price,
 * which add up to what the order then charges, and the lines that changed since the last payment with their reasons;
 * the reminder e-mail carries the same quote, once per bond and term.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const call: TestApi['v1'] = (...args) => api.v1(...args);
const paise = (n: number) => Math.round(n * 100);

/**
 * A tenant's one-year bond at ₹60,000 in its last 20 days, bought at ₹50,000 for a fee of ₹3,000 (the product then
 * charged 5% and a fixed ₹500); the product now charges 6% since `changedOn`, and the tenant has ₹1,000 of wallet credit.
 */
async function renewalSetting() {
  const cast = await makeCast(api);
  const product = await makeProduct(api);
  const bond = await makeBond(api, {
    tenantId: cast.tenant.id,
    landlordId: cast.landlord.id,
    propertyId: cast.property.id,
    productId: product.id,
    bondAmount: 60_000,
    bondFee: 3_000,
    bondEffectiveDate: isoDay(-345),
  });
  const paidAt = new Date(Date.now() - 346 * 86_400_000).toISOString();
  const orderNumber = `NVO-T-${bond.id.slice(0, 8)}`;
  await api.db
    .insertInto('payment_order')
    .values({
      eqaroOrderId: orderNumber,
      type: 'buy',
      status: 'paid',
      amount: 3_540,
      fee: 3_000,
      gst: 540,
      walletUsed: 0,
      bondAmount: 50_000,
      tenure: 1,
      propertyId: cast.property.id,
      bondId: bond.id,
      userId: cast.tenant.id,
      bondEffectiveDate: isoDay(-345),
      createdAt: paidAt,
    } as any)
    .execute();
  await api.db
    .insertInto('payment')
    .values({
      tenantId: cast.tenant.id,
      bondId: bond.id,
      orderId: orderNumber,
      finalFee: 3_540,
      bondFee: 3_000,
      mode: 'paymentgateway',
      createdAt: paidAt,
    } as any)
    .execute();
  const changedOn = isoDay(-40);
  await api.db
    .updateTable('product')
    .set({
      features: JSON.stringify(product.features.map((f) => (f.feeType === 'weightage' ? { ...f, weight: 6 } : f))),
      updatedAt: `${changedOn}T06:00:00.000Z`,
    } as any)
    .where('id', '=', product.id)
    .execute();
  await creditWallet(api.db, cast.tenant.id, 1_000, { reason: 'topup' });
  return { ...cast, product, bond, changedOn, paidOn: paidAt.slice(0, 10) };
}

const shown = (day: string) => day.split('-').reverse().join('/');

describe('GET /bond/renew/quote/{id}', () => {
  it('gives the parts, adding up to the amount the order charges, and each change since the last payment with its reason', async () => {
    const s = await renewalSetting();
    const answer = await call('GET', `/bond/renew/quote/${s.bond.id}`, s.tenant.token);
    expect(answer.statusCode).toBe(200);
    const { renewable, quote, price } = answer.json();
    expect(renewable).toBe(true);
    // 6% of ₹60,000 plus ₹500 a year; 18% GST; ₹1,000 of wallet credit.
    expect(quote.parts.map((p: { key: string; amount: number }) => [p.key, p.amount])).toEqual([
      ['fixedFees', 500],
      ['weightage', 3_600],
      ['gst', 738],
      ['walletCredit', -1_000],
    ]);
    expect(quote.parts.reduce((sum: number, p: { amount: number }) => sum + paise(p.amount), 0)).toBe(
      paise(quote.amountToPay),
    );
    expect(quote.amountToPay).toBe(3_838);
    expect(price.finalAmount).toBe(quote.amountToPay);
    expect(quote.lastPaid).toBe(`Last time you paid a bond fee of ₹3,000.00 for 1 year (on ${shown(s.paidOn)}).`);
    expect(quote.changes.map((c: { text: string }) => c.text)).toEqual([
      `The product's rate changed on ${shown(s.changedOn)}: at your last bond value and tenure the fee rose from ₹3,000.00 to ₹3,500.00.`,
      'The bond value went from ₹50,000.00 to ₹60,000.00, so the weightage part of the fee rose by ₹600.00.',
      '₹1,000.00 of wallet credit is used, so you pay ₹3,838.00.',
    ]);

    // Two years: the tenure line says so, and the parts still add up.
    const two = (await call('GET', `/bond/renew/quote/${s.bond.id}?tenure=2`, s.tenant.token)).json().quote;
    expect(two.fee).toBe(8_200);
    expect(two.changes[2].text).toBe(
      'Last time you paid for 1 year; this renewal is for 2 years, so the fee rises by ₹4,100.00.',
    );
    expect(two.parts.reduce((sum: number, p: { amount: number }) => sum + paise(p.amount), 0)).toBe(
      paise(two.amountToPay),
    );
  });

  it("charges at the checkout the quote's amount to pay, and the next quote compares with that payment", async () => {
    const s = await renewalSetting();
    const { quote } = (await call('GET', `/bond/renew/quote/${s.bond.id}`, s.tenant.token)).json();
    const order = await call('POST', '/paymentGateway/initiate', s.tenant.token, {
      type: 'renew',
      propertyId: s.property.id,
      bondId: s.bond.id,
      tenure: 1,
      bondEffectiveDate: (await call('GET', `/bond/renew/quote/${s.bond.id}`, s.tenant.token)).json().price
        .bondEffectiveDate,
    });
    expect(order.statusCode).toBe(201);
    const placed = order.json();
    expect([placed.amount, placed.checkout.amount]).toEqual([quote.amountToPay, paise(quote.amountToPay)]);
    expect([placed.fee, placed.gst, placed.walletUsed]).toEqual([quote.fee, quote.gst, quote.walletCredit]);
    const paid = await call('POST', '/payment/complete', s.tenant.token, {
      eqaroOrderId: placed.eqaroOrderId,
      razorpay_payment_id: 'pay_q',
      razorpay_signature: signPayment(simulatorKeySecret(api.config.authSecret), placed.order_id, 'pay_q'),
    });
    expect(paid.statusCode).toBe(200);
    const next = (await call('GET', `/bond/renew/quote/${s.bond.id}`, s.tenant.token)).json();
    expect(next.renewable).toBe(false);
    expect(next.quote.lastPaid).toBe(`Last time you paid a bond fee of ₹4,100.00 for 1 year (on ${shown(isoDay())}).`);
    expect(next.quote.unchanged).toBe(messages.renewalQuote.sameAsLast);
    expect(next.quote.changes).toEqual([]);
  });

  it('answers only the tenant whose bond it is: 404 for another tenant and an unknown bond, 403 for the landlord and staff', async () => {
    const s = await renewalSetting();
    const stranger = await makeUser(api, { userType: 'tenant' });
    const url = `/bond/renew/quote/${s.bond.id}`;
    expect((await call('GET', url, stranger.token)).statusCode).toBe(404);
    expect(
      (await call('GET', '/bond/renew/quote/00000000-0000-4000-8000-000000000000', s.tenant.token)).statusCode,
    ).toBe(404);
    const landlord = await call('GET', url, s.landlord.token);
    expect([landlord.statusCode, landlord.json().message]).toEqual([403, messages.payment.pricesForTenants]);
    expect((await call('GET', url, s.admin.token)).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
    const tenure = await call('GET', `${url}?tenure=9`, s.tenant.token);
    expect(tenure.json().message ?? Object.values(tenure.json().errors ?? {})[0]).toBe(
      fillMessage(messages.payment.tenureOneOf, { tenures: '1, 2, 3' }),
    );
  });
});

describe('the renewal reminder', () => {
  it('e-mails the quote and its changes with a link to the renew drawer, once per bond and term', async () => {
    const s = await renewalSetting();
    const tenant = await api.db
      .selectFrom('user')
      .select('email')
      .where('id', '=', s.tenant.id)
      .executeTakeFirstOrThrow();
    const before = (await outboxTo(api, tenant.email!)).length;
    await sendRenewalReminders(api.db);
    await sendRenewalReminders(api.db);
    const mails = (await outboxTo(api, tenant.email!)).slice(before);
    expect(mails).toHaveLength(1);
    const { quote } = (await call('GET', `/bond/renew/quote/${s.bond.id}`, s.tenant.token)).json();
    const body = mails[0].body;
    expect(mails[0].subject).toBe(fillMessage(messages.renewalQuote.reminderTitle, { bondId: s.bond.bondId! }));
    for (const part of quote.parts) expect(body).toContain(part.label);
    expect(body).toContain('Amount to pay: ₹3,838.00');
    for (const change of quote.changes) expect(body).toContain(change.text);
    expect(body).toMatch(
      new RegExp(`http://localhost:\\d+/home/dashboard\\?renewal=${s.bond.bondId}&term=\\d{4}-\\d{2}-\\d{2}#renew`),
    );
    const notices = await api.db
      .selectFrom('notification')
      .select(['title', 'link'])
      .where('userId', '=', s.tenant.id)
      .execute();
    expect(notices.filter((n) => n.link?.endsWith('#renew'))).toHaveLength(1);
  });
});
