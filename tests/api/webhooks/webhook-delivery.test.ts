import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { messages } from '#generated/messages.ts';
import { checkCallback } from '#server/webhooks/operations/callback-address.server.ts';
import { emitEvent } from '#server/webhooks/operations/emit.server.ts';
import { postWebhook } from '#server/webhooks/operations/post.server.ts';
import { deliverDue } from '#server/webhooks/operations/webhook-delivery.server.ts';
import { claimDue } from '#server/webhooks/store.server.ts';

import { makeRole, makeUser, startTestApi, type TestApi } from '../harness.ts';
import { startReceiver } from './receiver.ts';

let api: TestApi;
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
beforeAll(async () => {
  // No background worker: each test delivers with deliverDue on its own clock.
  api = await startTestApi({ webhookPollMs: 0 });
  await makeRole(api, 'viewer', [{ module: 'webhooks', permissions: [] }]);
}, 120_000);
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await api?.close();
});

const MIN = 60_000;
const HOUR = 60 * MIN;
const call: TestApi['v1'] = (...args) => api.v1(...args);
const deliver = (at: Date) => deliverDue(api.db, { production: false, now: () => at });
const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** A landlord with a webhook on property.created pointing at a fresh receiver. */
async function subscriber() {
  const receiver = await startReceiver();
  receivers.push(receiver);
  const landlord = await makeUser(api, { userType: 'landlord' });
  const res = await call('POST', '/webhooks', landlord.token, {
    userId: landlord.id,
    callback: receiver.url,
    events: ['property.created'],
  });
  expect(res.statusCode, res.body).toBe(201);
  const event = (data: Record<string, unknown> = { id: 'p1' }) =>
    api.db.transaction().execute((trx) => emitEvent(trx, 'property.created', data, [landlord.id]));
  return { landlord, receiver, hook: res.json() as { id: string; secret: string }, event };
}

/** The published algorithm by hand: base64 HMAC-SHA256 of `id.timestamp.body` under the key after `whsec_`, within 5 minutes of `now`. */
function verifiesByHand(secret: string, headers: IncomingHttpHeaders, body: string, now = new Date()): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`)
    .digest('base64');
  const fresh = Math.abs(now.getTime() / 1000 - Number(headers['webhook-timestamp'])) <= 300;
  return fresh && String(headers['webhook-signature']).split(' ').includes(`v1,${expected}`);
}

describe('webhook secrets and signatures (Standard Webhooks)', () => {
  it('shows the secret once, and signs deliveries so that they verify with the library and by hand, but not changed or late', async () => {
    const { landlord, receiver, hook, event } = await subscriber();
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(hook.secret.slice(6), 'base64')).toHaveLength(32);
    expect((await call('GET', `/webhooks/${hook.id}`, landlord.token)).json().secret).toBeUndefined();
    expect((await call('GET', '/webhooks', landlord.token)).json().results[0].secret).toBeUndefined();

    await event({ id: 'p1', name: 'Sunrise PG' });
    const now = new Date();
    expect(await deliver(now)).toBe(1);
    const [got] = receiver.received;
    expect(got.headers['webhook-id']).toMatch(/^msg_/);
    expect(got.headers['content-type']).toBe('application/json');
    const headers = got.headers as Record<string, string>;
    expect(new Webhook(hook.secret).verify(got.body, headers)).toEqual({
      type: 'property.created',
      timestamp: expect.any(String),
      data: { id: 'p1', name: 'Sunrise PG' },
    });
    expect(verifiesByHand(hook.secret, got.headers, got.body, now)).toBe(true);

    const changed = got.body.replace('Sunrise', 'Sunset');
    expect(() => new Webhook(hook.secret).verify(changed, headers)).toThrow('No matching signature found');
    expect(verifiesByHand(hook.secret, got.headers, changed, now)).toBe(false);
    expect(verifiesByHand(hook.secret, got.headers, got.body, plus(now, 5 * MIN + 1000))).toBe(false);

    // The same delivery replayed six minutes later: the signature still matches, the timestamp is too old.
    vi.useFakeTimers({ toFake: ['Date'], now: plus(now, 6 * MIN) });
    try {
      expect(() => new Webhook(hook.secret).verify(got.body, headers)).toThrow('Message timestamp too old');
    } finally {
      vi.useRealTimers();
    }
  });

  it('rotates the secret for its owner: the new one shown once, the old one still signing for 24 hours', async () => {
    const { landlord, receiver, hook, event } = await subscriber();
    const stranger = await makeUser(api, { userType: 'landlord' });
    const viewer = await makeUser(api, { userType: 'internal', role: 'viewer' });
    expect((await call('POST', `/webhooks/${hook.id}/rotate-secret`, stranger.token)).statusCode).toBe(404);
    expect((await call('POST', `/webhooks/${hook.id}/rotate-secret`, viewer.token)).statusCode).toBe(403);
    const res = await call('POST', `/webhooks/${hook.id}/rotate-secret`, landlord.token);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().secret as string;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(hook.secret);
    expect((await call('GET', `/webhooks/${hook.id}`, landlord.token)).json()).not.toHaveProperty('secret');

    await event();
    const now = new Date();
    await deliver(now);
    const both = receiver.received[0];
    expect(String(both.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifiesByHand(fresh, both.headers, both.body, now)).toBe(true);
    expect(verifiesByHand(hook.secret, both.headers, both.body, now)).toBe(true);

    const dayLater = plus(now, 24 * HOUR + MIN);
    await event();
    await deliver(dayLater);
    const after = receiver.received[1];
    expect(verifiesByHand(fresh, after.headers, after.body, dayLater)).toBe(true);
    expect(verifiesByHand(hook.secret, after.headers, after.body, dayLater)).toBe(false);
  });
});

describe('webhook delivery', () => {
  it('retries a failing endpoint on the schedule (immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), counting only 2xx, then gives up', async () => {
    const { landlord, receiver, hook, event } = await subscriber();
    receiver.answer(() => (receiver.received.length === 1 ? 302 : 500));
    await event();
    let at = new Date();
    await deliver(at);
    for (const delay of [5_000, 5 * MIN, 30 * MIN, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR]) {
      const count = receiver.received.length;
      await deliver(plus(at, delay - 1));
      expect(receiver.received).toHaveLength(count);
      at = plus(at, delay);
      await deliver(at);
      expect(receiver.received).toHaveLength(count + 1);
    }
    await deliver(plus(at, 48 * HOUR));
    expect(receiver.received).toHaveLength(8);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);

    const log = (await call('GET', `/webhooks/messages?webhookId=${hook.id}`, landlord.token)).json().results;
    expect(log).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 8, lastStatusCode: 500, event: 'property.created' }),
    ]);
    const attempts = (
      await call('GET', `/webhooks/attempts?messageId=${log[0].id}&sortBy=attempt:asc&limit=20`, landlord.token)
    ).json().results;
    expect(attempts.map((a: any) => a.statusCode)).toEqual([302, 500, 500, 500, 500, 500, 500, 500]);
    expect(attempts[0]).toMatchObject({
      attempt: 1,
      durationMs: expect.any(Number),
      nextAttemptAt: expect.any(String),
    });
    expect(attempts[7].nextAttemptAt).toBeUndefined();
    expect((await call('GET', `/webhooks/${hook.id}`, landlord.token)).json()).toMatchObject({
      active: true,
      failingSince: expect.any(String),
    });
  });

  it('disables an endpoint that answers 410 Gone, or that has failed for 5 days, and e-mails its owner', async () => {
    const gone = await subscriber();
    gone.receiver.answer(410);
    await gone.event();
    await deliver(new Date());
    expect((await call('GET', `/webhooks/${gone.hook.id}`, gone.landlord.token)).json()).toMatchObject({
      active: false,
      disabledReason: messages.webhook.gone,
    });
    expect(await gone.event()).toBe(0);
    const mail = await api.db.selectFrom('outbox_message').selectAll().where('to', '=', gone.landlord.email).execute();
    expect(mail).toEqual([
      expect.objectContaining({
        subject: messages.webhook.disabledTitle,
        body: expect.stringContaining(gone.receiver.url),
      }),
    ]);

    const failing = await subscriber();
    failing.receiver.answer(503);
    await failing.event();
    const start = new Date();
    await deliver(start);
    await failing.event();
    await deliver(plus(start, 4 * 24 * HOUR));
    expect((await call('GET', `/webhooks/${failing.hook.id}`, failing.landlord.token)).json().active).toBe(true);
    await deliver(plus(start, 5 * 24 * HOUR));
    expect((await call('GET', `/webhooks/${failing.hook.id}`, failing.landlord.token)).json()).toMatchObject({
      active: false,
      disabledReason: messages.webhook.failingFiveDays,
    });
    expect(
      await api.db.selectFrom('outbox_message').select('subject').where('to', '=', failing.landlord.email).execute(),
    ).toEqual([{ subject: messages.webhook.disabledTitle }]);
    // Turned back on by its owner, it starts afresh.
    const on = await call('PATCH', `/webhooks/${failing.hook.id}`, failing.landlord.token, { active: true });
    expect(on.json()).toMatchObject({ active: true });
    expect(on.json().failingSince).toBeUndefined();
  });

  it('sends again a message that was claimed but never sent (a crash), once its lease ends', async () => {
    const { receiver, event } = await subscriber();
    await event();
    const now = new Date();
    const [claimed] = await claimDue(api.db, now);
    expect(claimed.msgId).toMatch(/^msg_/);
    // The process "dies" here. Another round right away leaves the leased message alone...
    await deliver(plus(now, 1000));
    expect(receiver.received).toHaveLength(0);
    // ... and delivers it once the lease is over, with the same webhook-id.
    await deliver(plus(now, 31_000));
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([claimed.msgId]);
  });
});

describe('the delivery log: test event, resend, recover', () => {
  it('sends a test event, resends a message with the same id, and recovers failed messages since a time; only the owner sees the log', async () => {
    const { landlord, receiver, hook, event } = await subscriber();
    const test = await call('POST', `/webhooks/${hook.id}/test`, landlord.token);
    expect(test.statusCode).toBe(201);
    expect(test.json()).toMatchObject({ event: 'webhook.test', status: 'pending', webhookId: hook.id });
    await deliver(new Date());
    expect(receiver.types()).toEqual(['webhook.test']);

    const resent = await call('POST', `/webhooks/messages/${test.json().id}/resend`, landlord.token);
    expect(resent.json()).toMatchObject({ status: 'pending', attempts: 0 });
    await deliver(new Date());
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([test.json().msgId, test.json().msgId]);

    receiver.answer(500);
    const since = new Date(Date.now() - 1000).toISOString();
    await event();
    await deliver(new Date());
    await api.db
      .updateTable('webhook_message')
      .set({ status: 'failed' })
      .where('webhookId', '=', hook.id)
      .where('status', '=', 'pending')
      .execute();
    receiver.answer(200);
    const recovered = await call('POST', `/webhooks/${hook.id}/recover`, landlord.token, { since });
    expect(recovered.json()).toEqual({ recovered: 1 });
    expect(
      (await call('POST', `/webhooks/${hook.id}/recover`, landlord.token, { since: 'yesterday' })).json().errors,
    ).toEqual({ since: messages.webhook.sinceRequired });
    await deliver(new Date());
    expect(receiver.types()).toEqual(['webhook.test', 'webhook.test', 'property.created', 'property.created']);

    const log = (await call('GET', `/webhooks/messages?webhookId=${hook.id}`, landlord.token)).json();
    expect(log.results.map((m: any) => m.status)).toEqual(['delivered', 'delivered']);
    const other = await makeUser(api, { userType: 'landlord' });
    expect((await call('GET', `/webhooks/messages?webhookId=${hook.id}`, other.token)).json().totalResults).toBe(0);
    expect((await call('POST', `/webhooks/messages/${test.json().id}/resend`, other.token)).statusCode).toBe(404);
    expect((await call('POST', `/webhooks/${hook.id}/test`, other.token)).statusCode).toBe(404);
  });
});

describe('callback addresses', () => {
  it('in production refuses loopback, private and link-local callbacks when created and again at send time; allows them otherwise', async () => {
    for (const url of [
      'http://127.0.0.1:8080/x',
      'http://10.1.2.3/x',
      'http://192.168.1.9/x',
      'http://169.254.169.254/latest',
      'http://[::1]/x',
      'http://[fe80::1]/x',
      'http://localhost/x',
    ]) {
      await expect(checkCallback(url, true), url).rejects.toMatchObject({
        status: 400,
        errors: { callback: messages.webhook.privateCallback },
      });
    }
    await expect(checkCallback('https://93.184.215.14/hooks', true)).resolves.toBeUndefined();
    await expect(checkCallback('http://127.0.0.1:8080/x', false)).resolves.toBeUndefined();

    const receiver = await startReceiver();
    receivers.push(receiver);
    const delivery = { headers: {}, body: '{}', production: true };
    expect(await postWebhook({ ...delivery, url: receiver.url })).toMatchObject({
      error: messages.webhook.privateCallback,
    });
    expect(await postWebhook({ ...delivery, url: receiver.url.replace('127.0.0.1', 'localhost') })).toMatchObject({
      error: messages.webhook.privateCallback,
    });
    expect(receiver.received).toHaveLength(0);
    expect(await postWebhook({ ...delivery, url: receiver.url, production: false })).toMatchObject({ statusCode: 200 });
  });
});
