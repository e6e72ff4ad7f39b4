import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expiryDate } from '#domain/bonds/term.ts';
import { shownDate } from '#domain/format/dates.ts';
import { messages } from '#generated/messages.ts';
import { seedDemoData } from '#seed/seed.server.ts';
import { latestMessages, outboxPage } from '#server/outbox/dev-outbox.server.ts';
import { signPayment, simulatorKeySecret } from '#server/payments/operations/signature.server.ts';
import { disableWebhook } from '#server/webhooks/operations/webhook-delivery.server.ts';
import { MemoryStore } from '#tests/seed/memory-store.ts';

import { claimLine, isoDay, makeBond, makeCast, makeEligibility, makeProduct, makeProperty } from '../fixtures.ts';
import { makeRole, makeUser, startTestApi, type TestApi } from '../harness.ts';
import { rawValuesIn } from './raw-values.ts';

/**
 * Every e-mail, SMS and in-app notice the server writes, triggered through the HTTP layer, reads as people read it
 * (issue 30): no ISO date, no amount without grouping and paise, no bare phone, no code-like enum value, no
 * "undefined"; and its link leads to a page that exists, the console's for landlords and staff, the account area's
 * for tenants. The demo data's own notices are held to the same.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const call: TestApi['v1'] = (...args) => api.v1(...args);
const ok = async (res: Promise<{ statusCode: number; body: string }>, code = 200) => {
  const done = await res;
  expect(done.statusCode, done.body).toBe(code);
  return JSON.parse(done.body || '{}');
};
const amenities = [
  { room: 'livingroom', name: 'Sofa', counts: 1, conditions: 'working' },
  { room: 'kitchen', name: 'Refrigerator', counts: 1, conditions: 'nonworking', remark: 'Door seal torn' },
];

/** The site's account-area pages (site/app/routes.ts) a tenant's notice may open. */
const TENANT_PAGES = [
  /^\/home\/dashboard(\?.*)?$/,
  /^\/home\/claims(\?claim=[\w-]+)?$/,
  /^\/home\/settings\/bonddetails$/,
  /^\/home\/notifications$/,
  /^\/home\/bond\/pdf\/[\w-]+$/,
  /^\/properties$/,
];

type Text = { where: string; text: string; link?: string | null };

async function everything(): Promise<Text[]> {
  const mail = await api.db.selectFrom('outbox_message').select(['to', 'channel', 'subject', 'body']).execute();
  const notes = await api.db.selectFrom('notification').select(['title', 'message', 'link', 'type']).execute();
  return [
    ...mail.map((m) => ({ where: `${m.channel} "${m.subject ?? ''}"`, text: `${m.subject ?? ''}\n${m.body ?? ''}` })),
    ...notes.map((n) => ({ where: `notification "${n.title}"`, text: `${n.title}\n${n.message}`, link: n.link })),
  ];
}

describe('the texts the server sends and stores for people', () => {
  let cast: Awaited<ReturnType<typeof makeCast>>;
  let requestId: string;
  let bondCode: string;

  beforeAll(async () => {
    const keySecret = simulatorKeySecret(api.config.authSecret);
    cast = await makeCast(api);
    await api.db
      .updateTable('user')
      .set({ phone: '919812345678' } as any)
      .where('id', '=', cast.tenant.id)
      .execute();
    const { tenant, landlord, property, admin } = cast;
    const product = await makeProduct(api);
    await api.db
      .insertInto('subscription')
      .values({ productId: product.id, landlordId: landlord.id, name: product.name } as any)
      .execute();
    await makeEligibility(api, tenant.id);
    // A rejected request with a reason.
    const other = await makeProperty(api, landlord.id);
    const rejected = await ok(call('POST', '/bondrequest', tenant.token, { propertyId: other.id, type: 'buy' }), 201);
    await ok(
      call('PATCH', `/bondrequest/${rejected.id}`, landlord.token, {
        status: 'rejected',
        reasonOfReject: 'The room is let',
      }),
    );
    // A new bond request, accepted, paid: the landlord's notice, the tenant's payment link and receipt.
    requestId = (await ok(call('POST', '/bondrequest', tenant.token, { propertyId: property.id, type: 'buy' }), 201))
      .id;
    await ok(call('PATCH', `/bondrequest/${requestId}`, landlord.token, { status: 'accepted' }));
    const order = await ok(
      call('POST', '/paymentGateway/initiate', tenant.token, {
        propertyId: property.id,
        type: 'buy',
        tenure: 1,
        bondEffectiveDate: isoDay(2),
        bondAmount: 60_000,
      }),
      201,
    );
    const paid = await ok(
      call('POST', '/payment/complete', tenant.token, {
        eqaroOrderId: order.eqaroOrderId,
        razorpay_payment_id: 'pay_texts',
        razorpay_signature: signPayment(keySecret, order.order_id, 'pay_texts'),
      }),
    );
    bondCode = (await ok(call('GET', `/bond/${paid.bondId}`, tenant.token))).bondId;
    // Another tenant of the landlord: a transfer asked, then a cancellation accepted with a refund to the wallet.
    const mover = await makeUser(api, { userType: 'tenant', name: 'Mira Mover' });
    await makeEligibility(api, mover.id);
    const live = await makeBond(api, {
      tenantId: mover.id,
      landlordId: landlord.id,
      propertyId: other.id,
      checkinDate: isoDay(0),
      bondFee: 18_480,
    });
    const third = await makeProperty(api, landlord.id);
    // A request withdrawn before the landlord answered.
    const fourth = await makeProperty(api, landlord.id);
    const asked = await ok(
      call('POST', '/bondrequest', mover.token, { propertyId: fourth.id, type: 'transfer', bondId: live.id }),
      201,
    );
    await ok(call('POST', `/bondrequest/${asked.id}/withdraw`, mover.token, {}));
    await ok(
      call('POST', '/bondrequest', mover.token, { propertyId: third.id, type: 'transfer', bondId: live.id }),
      201,
    );
    const cancel = await ok(
      call('POST', '/bondrequest/cancel', mover.token, {
        propertyId: other.id,
        userId: mover.id,
        type: 'cancel',
        bondId: live.id,
        refundType: 'wallet',
      }),
      201,
    );
    await ok(call('PATCH', `/bondrequest/${cancel.id}`, landlord.token, { status: 'accepted' }));
    // The move-in report, submitted and resolved.
    const moved = await makeBond(api, {
      tenantId: tenant.id,
      landlordId: landlord.id,
      propertyId: property.id,
      status: 'Pending-Check-in',
    });
    const report = await ok(
      call('POST', '/inspections', tenant.token, { bondId: moved.id, propertyId: property.id, amenities }),
      201,
    );
    await ok(
      call('PATCH', `/inspections/${report.id}`, landlord.token, {
        status: 'resolved',
        landlordComment: 'Non-working items will be repaired',
      }),
    );
    // A release, a manual renewal, a claim, a wallet top-up.
    const released = await makeBond(api, { tenantId: tenant.id, landlordId: landlord.id, propertyId: other.id });
    await ok(call('POST', '/bond/release', landlord.token, { bondId: released.id }));
    const due = await makeBond(api, {
      tenantId: tenant.id,
      landlordId: landlord.id,
      propertyId: other.id,
      productId: product.id,
      bondEffectiveDate: isoDay(-350),
      bondAmount: 40_000,
    });
    await ok(
      call('POST', '/bond/manual/renew', admin.token, { bondId: due.bondId, bondFee: 2_000, bondAmount: 40_000 }),
    );
    const claimed = await makeBond(api, { tenantId: tenant.id, landlordId: landlord.id, propertyId: other.id });
    await ok(
      call('POST', '/claims', landlord.token, {
        landlordId: landlord.id,
        tenantId: tenant.id,
        bondId: claimed.id,
        claims: [claimLine()],
      }),
      201,
    );
    await ok(call('POST', '/wallet/add', admin.token, { amount: 1500, userId: tenant.id }));
    // Staff: an eligibility approval asked of the approvers; an invitation; a password reset; a webhook turned off.
    const asker = await makeUser(api, { userType: 'internal', role: 'admin', name: 'Sam Staff' });
    const unsure = await makeUser(api, { userType: 'tenant', name: 'Neha Tenant' });
    await makeEligibility(api, unsure.id, 'ineligible', 0);
    await ok(call('POST', '/eligibility/request-approval', asker.token, { uid: unsure.id }), 201);
    await makeRole(api, 'staff', [{ module: 'users', permissions: ['read'] }]);
    await ok(
      call('POST', '/invitation', admin.token, {
        inviteeEmail: 'texts.invitee@nivaas.test',
        role: 'staff',
        userType: 'internal',
      }),
      201,
    );
    await api.request({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: tenant.email } });
    // A verification code by SMS.
    await ok(call('POST', '/verify/generateotp', tenant.token, { mobileNo: '919812345678' }));
    const hook = await api.db
      .insertInto('webhook')
      .values({
        userId: landlord.id,
        callback: 'https://hooks.example.test/nivaas',
        events: JSON.stringify(['bond.created']),
        active: true,
      } as any)
      .returning('id')
      .executeTakeFirstOrThrow();
    await disableWebhook(
      api.db,
      { id: hook.id, userId: landlord.id, callback: 'https://hooks.example.test/nivaas' },
      'the endpoint answered 410 Gone',
    );
  });

  it('knows a raw value when it sees one', () => {
    expect(
      rawValuesIn(
        'Your bond runs until 2028-10-03. ₹18480 is refunded, ₹1,500 added. Call 919812345678 about OFFER_LETTER: undefined {request}',
      ),
    ).toEqual([
      'ISO date 2028-10-03',
      'unformatted amount ₹18480',
      'unformatted amount ₹1,500',
      'bare phone 919812345678',
      'placeholder undefined',
      'placeholder {request}',
      'raw enum OFFER_LETTER',
    ]);
    expect(
      rawValuesIn(
        'Your bond runs until 03/10/2028. ₹18,480.00 is refunded, ₹1,15,500.00 and ₹500.00 added. Call +91 98123 45678: http://x.test/a?d=2028-10-03',
      ),
    ).toEqual([]);
  });

  it('covers every kind of notice', async () => {
    const titles = new Set((await everything()).map((t) => t.text.split('\n')[0]));
    for (const title of [
      messages.bondRequest.newBuyTitle,
      messages.bondRequest.newTransferTitle,
      messages.bondRequest.newCancelTitle,
      messages.bondRequest.rejectedTitle,
      messages.bondRequest.acceptedTitle,
      messages.bondRequest.cancelledTitle,
      messages.payment.receivedTitle,
      messages.inspection.submittedTitle,
      messages.inspection.resolvedTitle,
      messages.bond.releasedTitle,
      messages.bond.renewedTitle,
      messages.claim.raisedTitle,
      messages.accounts.walletToppedUpTitle,
      messages.accounts.approvalRequestTitle,
      messages.bondRequest.withdrawnTitle,
      messages.users.invitationSubject,
      messages.auth.resetSubject,
      messages.webhook.disabledTitle,
    ])
      expect(titles, title).toContain(title);
  });

  it('shows dates, money, phones and labels as people read them', async () => {
    const raw = (await everything()).flatMap((t) => rawValuesIn(t.text).map((r) => `${t.where}: ${r}`));
    expect(raw).toEqual([]);
    const texts = (await everything()).map((t) => t.text).join('\n');
    expect(texts).toContain('₹18,480.00 is refunded to your wallet.');
    expect(texts).toContain('₹1,500.00 was added to your wallet.');
    expect(texts).toContain(`was released on ${shownDate(isoDay(0))}.`);
    expect(texts).toContain(`runs until ${shownDate(expiryDate({ bondEffectiveDate: isoDay(2), tenure: 1 }))}.`);
    expect(texts).toContain('Your bond request for');
  });

  it('is listed on /dev/outbox with times in IST and phones as read', async () => {
    const shown = outboxPage(await latestMessages(api.db)).replace(/<[^>]+>/g, ' ');
    expect(
      (await api.db.selectFrom('outbox_message').select('channel').where('channel', '=', 'sms').execute()).length,
    ).toBeGreaterThan(0);
    expect(shown).toContain('SMS to +91 98123 45678');
    expect(shown).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} IST/);
    expect(rawValuesIn(shown)).toEqual([]);
  });

  it("opens the request in the landlord's console, and the tenant's own pages", async () => {
    const notes = await api.db.selectFrom('notification').select(['userId', 'title', 'link']).execute();
    const landlords = notes.filter((n) => n.userId === cast.landlord.id);
    expect(landlords.map((n) => n.link)).toContain(`/admin/home/requests?kind=new&request=${requestId}`);
    expect(landlords.find((n) => n.title === messages.bondRequest.newCancelTitle)?.link).toMatch(
      /^\/admin\/home\/requests\?kind=cancel&request=/,
    );
    expect(landlords.find((n) => n.title === messages.bondRequest.newTransferTitle)?.link).toMatch(
      /^\/admin\/home\/requests\?kind=transfer&request=/,
    );
    expect(landlords.find((n) => n.title === messages.inspection.submittedTitle)?.link).toMatch(
      /^\/admin\/home\/requests\?kind=inspection&bond=/,
    );
    for (const n of landlords) expect(n.link, n.title).toMatch(/^\/admin\//);
    const tenants = notes.filter((n) => n.userId === cast.tenant.id);
    for (const n of tenants)
      expect(
        TENANT_PAGES.some((p) => p.test(n.link ?? '')),
        `${n.title}: ${n.link}`,
      ).toBe(true);
    expect(tenants.find((n) => n.title === messages.payment.receivedTitle)?.link).toBe(`/home/bond/pdf/${bondCode}`);
    // The e-mail carries the same link, absolute.
    const mail = await api.db
      .selectFrom('outbox_message')
      .select(['subject', 'body'])
      .where('to', '=', cast.landlord.email)
      .execute();
    expect(mail.map((m) => m.body).join('\n')).toContain(
      `http://localhost:3000/admin/home/requests?kind=new&request=${requestId}`,
    );
  });

  it('links to pages that answer: the console serves its app on each /admin link, the site each account page', async () => {
    const links = new Set(
      (await api.db.selectFrom('notification').select('link').execute())
        .map((n) => n.link)
        .filter((l): l is string => !!l),
    );
    for (const link of links) {
      const res = await api.request({ method: 'GET', url: link });
      expect(res.statusCode, link).not.toBe(404);
      if (link.startsWith('/admin/')) {
        expect(res.statusCode, link).toBe(200);
        expect(res.headers['content-type'], link).toContain('text/html');
      }
    }
  });
});

describe("the demo data's notices", () => {
  let dir: string;
  let store: MemoryStore;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nivaas-seed-texts-'));
    store = new MemoryStore(join(dir, 'uploads'));
    await seedDemoData(store, { properties: 60 });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('read as people read them, with titles that say what happened and links where the reader acts', () => {
    const notes = store.rows('notification') as { title: string; message: string; link: string; type: string }[];
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.flatMap((n) => rawValuesIn(`${n.title}\n${n.message}`).map((r) => `${n.title}: ${r}`))).toEqual([]);
    // A move-in report is resolved, not "accepted"; an accepted request is a request.
    expect(notes.filter((n) => n.title === 'Request accepted' && /move-in report/.test(n.message))).toEqual([]);
    expect(notes.some((n) => n.title === messages.inspection.resolvedTitle)).toBe(true);
    const landlordLinks = notes
      .filter((n) => ['bondRequest', 'transferRequest', 'cancelRequest'].includes(n.type))
      .map((n) => n.link);
    expect(landlordLinks.length).toBeGreaterThan(0);
    expect(
      landlordLinks.filter((l) => !/^\/admin\/home\/requests\?kind=(new|transfer|cancel)&request=/.test(l)),
    ).toEqual([]);
    const mail = store.rows('outbox-message' as never) as { subject?: string; body?: string }[];
    expect(mail.flatMap((m) => rawValuesIn(`${m.subject ?? ''}\n${m.body ?? ''}`))).toEqual([]);
  });
});
