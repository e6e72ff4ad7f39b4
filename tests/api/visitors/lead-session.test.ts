import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { visitToday } from '#server/visitors/operations/visit-slots.ts';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
let propertyId: string;
let otherPropertyId: string;
let phoneCounter = 0;
const freshPhone = () => `9181234${String(50000 + ++phoneCounter).slice(-5)}`;

/** The browser's cookie jar, reduced to the lead cookie. */
const leadCookie = (res: LightMyRequestResponse): string | undefined => {
  const header = [res.headers['set-cookie'] ?? []].flat().find((c) => String(c).startsWith('nv_lead='));
  return header ? String(header).split(';')[0] : undefined;
};

async function latestCode(phone: string): Promise<string> {
  const row = await api.db
    .selectFrom('outbox_message')
    .select('body')
    .where('to', '=', phone)
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  return row.body!.match(/\b(\d{4})\b/)![1];
}

const post = (url: string, payload: unknown, cookie?: string) =>
  api.request({ method: 'POST', url, payload: payload as any, headers: cookie ? { cookie } : {} });

/** The site's OTP flow: send, verify (cookie), create the lead. */
async function verifiedVisitor(name = 'Asha Verma') {
  const phone = freshPhone();
  expect((await post('/api/v1/verify/generateleadsotp', { mobileNo: phone })).statusCode).toBe(200);
  const verified = await post('/api/v1/verify/verifyleadotp', { mobileNo: phone, code: await latestCode(phone) });
  expect(verified.json()).toEqual({ status: 'approved' });
  const cookie = leadCookie(verified)!;
  const created = await post(
    '/api/v1/leads',
    { name, email: `${phone}@example.in`, phone, type: 'lead', entityName: 'tenant' },
    cookie,
  );
  expect(created.statusCode).toBe(201);
  return { phone, cookie, leadId: created.json().id as string };
}

/** A date this many days ahead (India's calendar). */
const daysAhead = (n: number) => {
  const d = new Date(`${visitToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  api = await startTestApi();
  const landlord = await makeUser(api, { userType: 'landlord' });
  const property = (name: string) =>
    api.db
      .insertInto('property')
      .values({
        name,
        propertyType: 'Studio',
        status: 'active',
        expectedRent: 15000,
        landlordId: landlord.id,
        propertyAddress: JSON.stringify({ locality: 'Powai', city: 'Mumbai', state: 'Maharashtra', pin: '400076' }),
      } as any)
      .returning('id')
      .executeTakeFirstOrThrow();
  propertyId = (await property('Lakeview Studio')).id;
  otherPropertyId = (await property('Hill Road PG')).id;
});
afterAll(() => api?.close());

describe('the lead session (spec 000 §4 phone verification, security rules in docs/architecture.md)', () => {
  it('signs the visitor in with an httpOnly, SameSite=Lax cookie once the code is approved', async () => {
    const phone = freshPhone();
    await post('/api/v1/verify/generateleadsotp', { mobileNo: phone });
    const wrong = await post('/api/v1/verify/verifyleadotp', {
      mobileNo: phone,
      code: (Number(await latestCode(phone)) + 1).toString().padStart(4, '0').slice(-4),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'otp_wrong', message: 'Wrong OTP!!!' });
    expect(leadCookie(wrong)).toBeUndefined();
    const ok = await post('/api/v1/verify/verifyleadotp', { mobileNo: phone, code: await latestCode(phone) });
    const header = String([ok.headers['set-cookie']].flat()[0]);
    expect(header).toMatch(/^nv_lead=[\w-]{40,};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    const stored = await api.db
      .selectFrom('lead_session')
      .select(['tokenHash', 'phone'])
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(stored.tokenHash).not.toContain(header.split(';')[0].slice('nv_lead='.length));
  });

  it('lets the verified visitor read and update only the leads with their phone', async () => {
    const a = await verifiedVisitor();
    const b = await verifiedVisitor('Kabir Rao');
    const mine = await post('/api/v1/leads/getbyphone', { phone: a.phone }, a.cookie);
    expect(mine.json().map((l: any) => l.id)).toEqual([a.leadId]);
    expect((await post('/api/v1/leads/getbyphone', { phone: b.phone }, a.cookie)).statusCode).toBe(403);
    expect((await post('/api/v1/leads/getbyphone', { phone: a.phone })).statusCode).toBe(401);
    const marked = await post('/api/v1/leads/verifyleadphone', { leadId: a.leadId }, a.cookie);
    expect(marked.json()).toMatchObject({ id: a.leadId, isPhoneVerified: true });
    expect((await post('/api/v1/leads/verifyleadphone', { leadId: b.leadId }, a.cookie)).statusCode).toBe(403);
    expect((await post('/api/v1/property/my-visits', { userLeadId: b.leadId }, a.cookie)).statusCode).toBe(403);
    // A visitor session is no account: the account and console calls stay closed to it.
    expect((await api.request({ method: 'GET', url: '/api/v1/bond', headers: { cookie: a.cookie } })).statusCode).toBe(
      403,
    );
  });

  it('refuses a code after 5 wrong checks, even the right one', async () => {
    const phone = freshPhone();
    await post('/api/v1/verify/generateleadsotp', { mobileNo: phone });
    const code = await latestCode(phone);
    const wrongCode = code === '0000' ? '1111' : '0000';
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await post('/api/v1/verify/verifyleadotp', { mobileNo: phone, code: wrongCode })).json().code);
    // The fifth wrong check is the last one: it already says so.
    expect(answers).toEqual([
      'otp_wrong',
      'otp_wrong',
      'otp_wrong',
      'otp_wrong',
      'otp_max_attempts',
      'otp_max_attempts',
    ]);
    const right = await post('/api/v1/verify/verifyleadotp', { mobileNo: phone, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('otp_max_attempts');
    expect(leadCookie(right)).toBeUndefined();
  });

  it("refuses a code for a registered account's phone: Phone Number is Taken", async () => {
    const phone = freshPhone();
    await makeUser(api, { userType: 'tenant', phone });
    const res = await post('/api/v1/verify/generateleadsotp', { mobileNo: phone });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Phone Number is Taken');
  });

  it('updates the profile: name and phone, never the e-mail; a taken phone saves nothing ({msg})', async () => {
    const a = await verifiedVisitor();
    const b = await verifiedVisitor('Meera Iyer');
    const res = await post(
      '/api/v1/leads',
      { name: 'Asha V', email: 'other@example.in', phone: a.phone, type: 'lead', isUpdate: true },
      a.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.leadId, name: 'Asha V', email: `${a.phone}@example.in` });
    const taken = await post(
      '/api/v1/leads',
      { name: 'Asha X', email: 'x@example.in', phone: b.phone, type: 'lead', isUpdate: true },
      a.cookie,
    );
    expect(taken.json()).toEqual({ msg: 'Phone Number is Taken' });
    expect(
      await api.db.selectFrom('lead').select(['name', 'phone']).where('id', '=', a.leadId).executeTakeFirstOrThrow(),
    ).toEqual({ name: 'Asha V', phone: a.phone });
    const empty = await post('/api/v1/leads', { name: ' ', phone: a.phone, isUpdate: true }, a.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ name: 'Name is required!' });
    expect((await post('/api/v1/leads', { name: 'Nobody', phone: a.phone, isUpdate: true })).statusCode).toBe(401);
  });

  it('clears sessions past their time as new ones start', async () => {
    await api.db
      .insertInto('lead_session')
      .values({
        tokenHash: 'f'.repeat(64),
        phone: '919000000001',
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      } as any)
      .execute();
    await verifiedVisitor();
    expect(
      await api.db.selectFrom('lead_session').select('id').where('tokenHash', '=', 'f'.repeat(64)).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('logs out: the session row goes and the cookie is deleted', async () => {
    const a = await verifiedVisitor();
    const out = await post('/api/v1/leads/session/logout', {}, a.cookie);
    expect(out.statusCode).toBe(204);
    expect(String([out.headers['set-cookie']].flat()[0])).toMatch(/^nv_lead=; .*Max-Age=0/);
    expect((await post('/api/v1/property/my-visits', { userLeadId: a.leadId }, a.cookie)).statusCode).toBe(401);
  });
});

describe('visits and the shortlist through the lead session', () => {
  it('books, refuses a double booking and a past slot, and reschedules the same visit', async () => {
    const a = await verifiedVisitor();
    const date = daysAhead(2);
    const booked = await post(
      '/api/v1/property/schedule-visit',
      { propertyId, userLeadId: a.leadId, scheduledVisitDate: date, scheduledVisitTimeSlot: '10:00' },
      a.cookie,
    );
    expect(booked.statusCode).toBe(201);
    const visit = booked.json();
    expect(visit).toMatchObject({
      propertyId,
      userLeadId: a.leadId,
      scheduledVisitDate: date,
      scheduledVisitTimeSlot: '10:00',
      status: 'scheduled',
    });
    const twice = await post(
      '/api/v1/property/schedule-visit',
      { propertyId: otherPropertyId, userLeadId: a.leadId, scheduledVisitDate: date, scheduledVisitTimeSlot: '10:00' },
      a.cookie,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'slot_taken',
      message: 'This slot is already booked for this property',
    });
    const past = await post(
      '/api/v1/property/schedule-visit',
      { propertyId, userLeadId: a.leadId, scheduledVisitDate: daysAhead(-1), scheduledVisitTimeSlot: '12:00' },
      a.cookie,
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'slot_in_past', message: 'This slot is in the past' });
    const moved = await post(
      '/api/v1/property/schedule-visit',
      {
        propertyId,
        userLeadId: a.leadId,
        scheduledId: visit.id,
        scheduledVisitDate: daysAhead(3),
        scheduledVisitTimeSlot: '18:00',
      },
      a.cookie,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      id: visit.id,
      scheduledVisitDate: daysAhead(3),
      scheduledVisitTimeSlot: '18:00',
      status: 'rescheduled',
    });
    const list = await post('/api/v1/property/my-visits', { userLeadId: a.leadId }, a.cookie);
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: visit.id,
        scheduledVisitTimeSlot: '18:00',
        propertyId: expect.objectContaining({ id: propertyId, name: 'Lakeview Studio' }),
      }),
    ]);
    // Someone else's visit cannot be moved.
    const b = await verifiedVisitor('Kabir Rao');
    expect(
      (
        await post(
          '/api/v1/property/schedule-visit',
          {
            propertyId,
            userLeadId: b.leadId,
            scheduledId: visit.id,
            scheduledVisitDate: daysAhead(4),
            scheduledVisitTimeSlot: '11:00',
          },
          b.cookie,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          '/api/v1/property/schedule-visit',
          { propertyId, userLeadId: a.leadId, scheduledVisitDate: daysAhead(4), scheduledVisitTimeSlot: '11:00' },
          b.cookie,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('shortlists, lists with the property card, and removes by the shortlist id', async () => {
    const a = await verifiedVisitor();
    const added = await post(
      '/api/v1/property/shortlist',
      { propertyId, userLeadId: a.leadId, isVisistScheduled: false, utm_source: 'google' },
      a.cookie,
    );
    expect(added.statusCode).toBe(201);
    const list = await post('/api/v1/property/my-shortlist', { userLeadId: a.leadId }, a.cookie);
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: added.json().id,
        propertyId: expect.objectContaining({ id: propertyId, name: 'Lakeview Studio', expectedRent: 15000 }),
      }),
    ]);
    const b = await verifiedVisitor('Kabir Rao');
    expect(
      (
        await api.request({
          method: 'DELETE',
          url: `/api/v1/shortlist/${added.json().id}`,
          headers: { cookie: b.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api.request({
          method: 'DELETE',
          url: `/api/v1/shortlist/${added.json().id}`,
          headers: { cookie: a.cookie },
        })
      ).statusCode,
    ).toBe(204);
    expect((await post('/api/v1/property/my-shortlist', { userLeadId: a.leadId }, a.cookie)).json()).toEqual([]);
  });

  it('gives a browser that created a lead without a code a write-only session for that lead (college booking)', async () => {
    const phone = freshPhone();
    const created = await post('/api/v1/leads', {
      name: 'Dev Patel',
      email: 'dev@example.in',
      phone,
      agreeToContact: true,
      interestedInNivaas: true,
      type: 'lead',
    });
    expect(created.statusCode).toBe(201);
    const cookie = leadCookie(created)!;
    const leadId = created.json().id;
    expect(
      (
        await post(
          '/api/v1/property/schedule-visit',
          { propertyId, userLeadId: leadId, scheduledVisitDate: daysAhead(1), scheduledVisitTimeSlot: '15:00' },
          cookie,
        )
      ).statusCode,
    ).toBe(201);
    expect((await post('/api/v1/property/my-visits', { userLeadId: leadId }, cookie)).statusCode).toBe(403);
    expect((await post('/api/v1/leads/getbyphone', { phone }, cookie)).statusCode).toBe(403);
    // The site's own in-process calls never start a session.
    const inProcess = await api.request({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { name: 'Form Lead', email: 'form@example.in' },
      headers: { 'x-nivaas-in-process': '1' },
    });
    expect(inProcess.statusCode).toBe(201);
    expect(leadCookie(inProcess)).toBeUndefined();
  });
});

describe('the refundable token (spec 000 §4 booking popup)', () => {
  async function tokenOrder() {
    const a = await verifiedVisitor();
    const res = await post(
      '/api/v1/payment/otherPayment/initiate',
      { leadId: a.leadId, amount: 3000, propertyId },
      a.cookie,
    );
    expect(res.statusCode).toBe(201);
    return { ...a, order: res.json() };
  }
  const pay = async (orderId: string) =>
    (await api.request({ method: 'POST', url: `/payment-simulator/checkout/${orderId}/pay`, payload: {} })).json();

  it('creates an order of 3000 with the checkout data, and only for 3000', async () => {
    const a = await verifiedVisitor();
    expect(
      (await post('/api/v1/payment/otherPayment/initiate', { leadId: a.leadId, amount: 1 }, a.cookie)).json().message,
    ).toBe('The refundable token amount is ₹3,000.00');
    expect((await post('/api/v1/payment/otherPayment/initiate', { leadId: a.leadId, amount: 3000 })).statusCode).toBe(
      401,
    );
    const { order } = await tokenOrder();
    expect(order).toMatchObject({
      type: 'token',
      status: 'created',
      amount: 3000,
      checkout: {
        provider: 'simulator',
        amount: 300000,
        currency: 'INR',
        order_id: order.order_id,
        url: `/payment-simulator/checkout/${order.order_id}`,
      },
    });
    const page = await api.request({ method: 'GET', url: order.checkout.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('₹3,000.00');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('records a genuine payment once: a replay changes nothing, a forged one is refused', async () => {
    const { cookie, order } = await tokenOrder();
    const forged = await post(
      '/api/v1/payment/otherPayment/complete',
      {
        eqaroOrderId: order.eqaroOrderId,
        razorpay_order_id: order.order_id,
        razorpay_payment_id: 'pay_forged',
        razorpay_signature: 'ab'.repeat(32),
      },
      cookie,
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Payment verification failed');
    const result = await pay(order.order_id);
    const done = await post(
      '/api/v1/payment/otherPayment/complete',
      { eqaroOrderId: order.eqaroOrderId, ...result },
      cookie,
    );
    expect(done.json()).toEqual({
      eqaroOrderId: order.eqaroOrderId,
      status: 'paid',
      paymentId: result.razorpay_payment_id,
    });
    const before = await api.db
      .selectFrom('payment_order')
      .selectAll()
      .where('eqaroOrderId', '=', order.eqaroOrderId)
      .executeTakeFirstOrThrow();
    const again = await post(
      '/api/v1/payment/otherPayment/complete',
      { eqaroOrderId: order.eqaroOrderId, ...(await pay(order.order_id)) },
      cookie,
    );
    expect(again.json()).toEqual(done.json());
    const after = await api.db
      .selectFrom('payment_order')
      .selectAll()
      .where('eqaroOrderId', '=', order.eqaroOrderId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    // A paid order's checkout is closed.
    expect((await api.request({ method: 'GET', url: order.checkout.url })).statusCode).toBe(404);
  });

  it("records a failed or cancelled checkout, and keeps other visitors' orders out of reach", async () => {
    const { cookie, order } = await tokenOrder();
    const other = await verifiedVisitor('Kabir Rao');
    expect(
      (
        await post(
          '/api/v1/payment/otherPayment/abandon',
          { eqaroOrderId: order.eqaroOrderId, outcome: 'failed' },
          other.cookie,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          '/api/v1/payment/otherPayment/complete',
          { eqaroOrderId: order.eqaroOrderId, ...(await pay(order.order_id)) },
          other.cookie,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          '/api/v1/payment/otherPayment/abandon',
          { eqaroOrderId: order.eqaroOrderId, outcome: 'failed' },
          cookie,
        )
      ).json(),
    ).toEqual({ eqaroOrderId: order.eqaroOrderId, status: 'failed' });
    const retry = await post(
      '/api/v1/payment/otherPayment/initiate',
      {
        leadId: (
          await api.db
            .selectFrom('payment_order')
            .select('leadId')
            .where('eqaroOrderId', '=', order.eqaroOrderId)
            .executeTakeFirstOrThrow()
        ).leadId,
        amount: 3000,
      },
      cookie,
    );
    expect(retry.statusCode).toBe(201);
    expect(retry.json().eqaroOrderId).not.toBe(order.eqaroOrderId);
  });
});
