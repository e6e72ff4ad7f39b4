import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays, indiaDay, shownDate } from '#domain/format/dates.ts';
import { fillMessage, messages } from '#generated/messages.ts';
import { claimRecovered } from '#server/claims/operations/claim-recovered.server.ts';
import { runResponseWindows } from '#server/claims/operations/response-window.server.ts';
import { deliverDue } from '#server/webhooks/operations/webhook-delivery.server.ts';

import { isoDay, makeCast, makeCastBond } from '../fixtures.ts';
import { startTestApi, type TestApi } from '../harness.ts';
import { multipart, png } from '../uploads/multipart.ts';
import { startReceiver } from '../webhooks/receiver.ts';

/**
 * The claim timeline and the tenant's free answer (issue 34, decision 055): the tenant answers each line within the
 * window, with a file; after it the answer is refused; silence gets a reminder on day 1 and day 5, once each, then the
 * claim goes to staff as "no response"; each stage is an audit entry, a notice and a signed claim.* event.
 */
let api: TestApi;
let cast: Awaited<ReturnType<typeof makeCast>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let secret: string;
beforeAll(async () => {
  api = await startTestApi({ webhookPollMs: 0 });
  cast = await makeCast(api);
  receiver = await startReceiver();
  const hook = await call('POST', '/webhooks', cast.landlord.token, {
    userId: cast.landlord.id,
    callback: receiver.url,
    events: [
      'claim.created',
      'claim.responded',
      'claim.no_response',
      'claim.settled',
      'claim.paid_out',
      'claim.recovered',
    ],
  });
  expect(hook.statusCode, hook.body).toBe(201);
  secret = hook.json().secret;
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await api?.close();
});

const call: TestApi['v1'] = (...args) => api.v1(...args);
const DAY = 86_400_000;
const lines = [
  { type: 'Unpaid Rent', claimAmount: 20_000, from: isoDay(-40), to: isoDay(-10) },
  { type: 'Unpaid Rent', claimAmount: 5_000, from: isoDay(-9), to: isoDay(-1) },
];

/** A landlord's claim of two lines on a fresh bond of the cast. */
async function raise() {
  const bond = await makeCastBond(api, cast);
  const res = await call('POST', '/claims', cast.landlord.token, {
    landlordId: cast.landlord.id,
    tenantId: cast.tenant.id,
    bondId: bond.id,
    claims: lines,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const trail = (id: string) =>
  api.db.selectFrom('audit_entry').select('action').where('recordId', '=', id).orderBy('createdAt').execute();
const notices = (userId: string, title: string) =>
  api.db.selectFrom('notification').select('message').where('userId', '=', userId).where('title', '=', title).execute();

describe('the tenant answers a claim', () => {
  it('accepts one line and disputes the other with a note and a picture, once, within the window', async () => {
    const claim = await raise();
    const today = indiaDay(new Date());
    expect(claim).toMatchObject({ respondBy: addDays(today, 7), tenantNotifiedAt: expect.any(String) });
    const [raised] = await notices(cast.tenant.id, messages.claim.raisedTitle);
    expect(raised.message).toContain(shownDate(addDays(today, 7)));

    const { payload, headers } = multipart([
      { name: 'type', value: 'images' },
      { name: 'file', filename: 'wall.png', contentType: 'image/png', data: png(16) },
    ]);
    const uploaded = await api.request({
      method: 'POST',
      url: '/api/v1/upload/uploadToS3',
      payload,
      headers,
      token: cast.tenant.token,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const picture = uploaded.json().url as string;

    const noNote = await call('POST', `/claims/${claim.id}/respond`, cast.tenant.token, {
      responses: [
        { line: 0, answer: 'accepted' },
        { line: 1, answer: 'disputed' },
      ],
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors).toEqual({ 'responses.1.note': messages.claim.disputeNeedsNote });
    const byLandlord = await call('POST', `/claims/${claim.id}/respond`, cast.landlord.token, {
      responses: [{ line: 0, answer: 'accepted' }],
    });
    expect(byLandlord.statusCode).toBe(403);

    const answer = {
      responses: [
        { line: 0, answer: 'accepted' },
        { line: 1, answer: 'disputed', note: 'The rent for those days was paid in cash', images: [picture] },
      ],
    };
    const res = await call('POST', `/claims/${claim.id}/respond`, cast.tenant.token, answer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ respondedAt: expect.any(String), stage: 'decision', overdue: false });
    expect(res.json().responses[1]).toMatchObject({
      answer: 'disputed',
      images: [expect.stringContaining('/uploads/')],
    });
    const again = await call('POST', `/claims/${claim.id}/respond`, cast.tenant.token, answer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.claim.alreadyAnswered);

    expect((await trail(claim.id)).map((e) => e.action)).toEqual(['create', 'respond']);
    // The landlord cannot change the charges the tenant answered; the comment stays theirs.
    const changed = await call('PATCH', `/claims/${claim.id}`, cast.landlord.token, {
      claims: [res.json().claims[0], { ...res.json().claims[1], claimAmount: 9_000 }],
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'claim_lines_answered', message: messages.claim.linesAnswered });
    const commented = await call('PATCH', `/claims/${claim.id}`, cast.landlord.token, {
      claims: res.json().claims,
      comment: 'Ledger attached',
    });
    expect(commented.statusCode, commented.body).toBe(200);
    const [told] = await notices(
      cast.landlord.id,
      fillMessage(messages.claim.respondedTitle, { claimNumber: claim.claimNumber }),
    );
    expect(told.message).toContain('accepted 1 and disputed 1');

    // Staff decide with a reason, pay the landlord, recover from the tenant: each stage dated once.
    const decision = await call('PATCH', `/claims/${claim.id}`, cast.admin.token, {
      claims: [
        { ...res.json().claims[0], status: 'approved', approvedAmount: 20_000 },
        { ...res.json().claims[1], status: 'rejected' },
      ],
      finalComment: 'The ledger shows April unpaid; the cash receipt covers the rest',
    });
    expect(decision.statusCode, decision.body).toBe(200);
    expect(decision.json()).toMatchObject({ decidedAt: expect.any(String), stage: 'payout' });
    const paid = await call('PATCH', `/claims/${claim.id}`, cast.admin.token, {
      payments: [{ utr_checkNumber: 'UTR-9', authAmount: 20_000, paymentDate: isoDay(0) }],
    });
    expect(paid.json()).toMatchObject({ paidOutAt: expect.any(String), decidedAt: decision.json().decidedAt });
    const recovered = await call('PATCH', `/claims/${claim.id}`, cast.admin.token, {
      recoveries: [{ utr_checkNumber: 'R-9', receiptAmount: 20_000, receiptDate: isoDay(0) }],
    });
    expect(recovered.json()).toMatchObject({ recoveredAt: expect.any(String), overdue: false });
    expect(recovered.json().stage).toBeUndefined();
    const [decided] = await notices(
      cast.tenant.id,
      fillMessage(messages.claim.decidedTitle, { claimNumber: claim.claimNumber }),
    );
    expect(decided.message).toContain('The ledger shows April unpaid');
    expect((await trail(claim.id)).map((e) => e.action)).toEqual([
      'create',
      'respond',
      'update',
      'update',
      'update',
      'update',
    ]);

    // The events arrive signed (Standard Webhooks), in the order of the stages.
    await deliverDue(api.db, { production: false, now: () => new Date() });
    const events = receiver.received
      .map(
        (r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: any },
      )
      .filter((e) => e.data.id === claim.id)
      .map((e) => e.type);
    expect(events).toEqual(['claim.created', 'claim.responded', 'claim.settled', 'claim.paid_out', 'claim.recovered']);
  });

  it('is refused after the window with its last day, and a decision without its reason is refused', async () => {
    const claim = await raise();
    await api.db
      .updateTable('claim')
      .set({ respondBy: isoDay(-1) })
      .where('id', '=', claim.id)
      .execute();
    const late = await call('POST', `/claims/${claim.id}/respond`, cast.tenant.token, {
      responses: [
        { line: 0, answer: 'accepted' },
        { line: 1, answer: 'accepted' },
      ],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'claim_response_window_closed',
      message: fillMessage(messages.claim.windowClosed, { date: shownDate(isoDay(-1)) }),
    });
    expect(
      (await api.db.selectFrom('claim').select('responses').where('id', '=', claim.id).executeTakeFirst())?.responses,
    ).toBeNull();
  });
});

describe('silence is never acceptance', () => {
  it('reminds on day 1 and day 5, once each, then sends the claim to staff as "no response"', async () => {
    const claim = await raise();
    const at = (days: number) => new Date(Date.parse(claim.tenantNotifiedAt) + days * DAY + 60_000);
    const reminderTitle = fillMessage(messages.claim.reminderTitle, {
      claimNumber: claim.claimNumber,
      date: shownDate(claim.respondBy),
    });
    const reminders = async () => (await notices(cast.tenant.id, reminderTitle)).length;
    const state = () =>
      api.db
        .selectFrom('claim')
        .select(['remindersSent', 'noResponseAt'])
        .where('id', '=', claim.id)
        .executeTakeFirstOrThrow();

    await runResponseWindows(api.db, at(0));
    expect(await reminders()).toBe(0);
    await runResponseWindows(api.db, at(1));
    await runResponseWindows(api.db, at(1));
    expect(await reminders()).toBe(1);
    await runResponseWindows(api.db, at(4));
    expect(await reminders()).toBe(1);
    await Promise.all([runResponseWindows(api.db, at(5)), runResponseWindows(api.db, at(5))]);
    expect(await reminders()).toBe(2);
    expect((await state()).remindersSent).toEqual([1, 5]);
    await runResponseWindows(api.db, at(7));
    expect((await state()).noResponseAt).toBeNull();
    await runResponseWindows(api.db, at(8));
    await runResponseWindows(api.db, at(9));
    expect((await state()).noResponseAt).not.toBeNull();
    expect(await reminders()).toBe(2);
    const title = fillMessage(messages.claim.noResponseTitle, { claimNumber: claim.claimNumber });
    expect(await notices(cast.tenant.id, title)).toHaveLength(1);
    expect(await notices(cast.landlord.id, title)).toHaveLength(1);
    expect((await trail(claim.id)).map((e) => e.action)).toEqual(['create', 'reminder', 'reminder', 'no-response']);

    const staffView = await call('GET', `/claims/${claim.id}`, cast.admin.token);
    expect(staffView.json()).toMatchObject({ stage: 'decision', noResponseAt: expect.any(String) });
    await deliverDue(api.db, { production: false, now: () => new Date() });
    const events = receiver.received
      .map(
        (r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: any },
      )
      .filter((e) => e.data.id === claim.id)
      .map((e) => e.type);
    expect(events).toEqual(['claim.created', 'claim.no_response']);

    // A claim raised before the windows existed (no respondBy) is never sent to staff as unanswered.
    const legacy = await raise();
    await api.db
      .updateTable('claim')
      .set({ respondBy: null, tenantNotifiedAt: null } as never)
      .where('id', '=', legacy.id)
      .execute();
    await runResponseWindows(api.db, at(30));
    expect((await trail(legacy.id)).map((e) => e.action)).toEqual(['create']);
  });
});

describe('a recovery outside the claim (a repayment plan)', () => {
  it('dates the recovery stage once, with its audit entry, notices and event', async () => {
    const claim = await raise();
    expect(await api.db.transaction().execute((trx) => claimRecovered(trx, claim.id))).toBe(true);
    expect(await api.db.transaction().execute((trx) => claimRecovered(trx, claim.id))).toBe(false);
    expect((await trail(claim.id)).map((e) => e.action)).toEqual(['create', 'recovered']);
    const title = fillMessage(messages.claim.recoveredTitle, { claimNumber: claim.claimNumber });
    expect(await notices(cast.tenant.id, title)).toHaveLength(1);
    expect(await notices(cast.landlord.id, title)).toHaveLength(1);
    await deliverDue(api.db, { production: false, now: () => new Date() });
    const events = receiver.received
      .map(
        (r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: any },
      )
      .filter((e) => e.data.id === claim.id)
      .map((e) => e.type);
    expect(events).toEqual(['claim.created', 'claim.recovered']);
  });
});
