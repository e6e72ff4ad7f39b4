import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '#server/app.server.ts';
import { deliverPending } from '#server/outbox/endpoints.server.ts';
import { providersFor } from '#server/outbox/providers.server.ts';
import { enqueueMessage } from '#server/outbox/store.server.ts';

import { startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(() => api?.close());

const outboxDir = () => join(api.config.dataDir, 'outbox');

describe('outgoing messages outside production', () => {
  it('delivers queued e-mail and SMS and lists them newest first in /dev/outbox.json', async () => {
    await enqueueMessage(api.db, {
      channel: 'email',
      to: 'asha@example.in',
      subject: 'Reset your password',
      body: 'Open http://localhost:3000/reset?token=abc to choose a new password.',
    });
    await enqueueMessage(api.db, { channel: 'sms', to: '919876543210', body: 'Your Nivaas code is 4821' });
    await deliverPending(api.db);
    const stored = await api.db.selectFrom('outbox_message').select(['to', 'status', 'attempts', 'sentAt']).execute();
    expect(stored.every((m) => m.status === 'sent' && m.attempts === 1 && m.sentAt)).toBe(true);

    const res = await api.request({ method: 'GET', url: '/dev/outbox.json' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((m: any) => m.to)).toEqual(['919876543210', 'asha@example.in']);
    expect(list[1]).toMatchObject({
      channel: 'email',
      subject: 'Reset your password',
      body: expect.stringContaining('token=abc'),
      sentAt: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(list[0]).toMatchObject({ channel: 'sms', body: 'Your Nivaas code is 4821' });

    const files = readdirSync(outboxDir());
    const eml = files.find((f) => f.endsWith('.eml'))!;
    expect(eml).toBeDefined();
    const mail = readFileSync(join(outboxDir(), eml), 'utf8');
    expect(mail).toMatch(/^To: asha@example\.in$/m);
    expect(mail).toMatch(/^Subject: Reset your password$/m);
    expect(files.some((f) => f.endsWith('.txt'))).toBe(true);
  });

  it('shows the messages on a readable HTML page, escaping what they contain', async () => {
    await enqueueMessage(api.db, {
      channel: 'email',
      to: 'ravi@example.in',
      subject: 'Welcome <b>Ravi</b>',
      body: 'Hello <script>alert(1)</script>',
    });
    const res = await api.request({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Outbox</h1>');
    expect(html).toContain('Welcome &lt;b&gt;Ravi&lt;/b&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<a href="http://localhost:3000/reset?token=abc">');
    expect(html.indexOf('ravi@example.in')).toBeLessThan(html.indexOf('asha@example.in'));
  });

  it('the background worker delivers without being asked', async () => {
    await enqueueMessage(api.db, {
      channel: 'email',
      to: 'later@example.in',
      subject: 'Queued',
      body: 'Sent by the worker',
    });
    const status = async () =>
      (
        await api.db
          .selectFrom('outbox_message')
          .select('status')
          .where('to', '=', 'later@example.in')
          .executeTakeFirst()
      )?.status;
    await expect.poll(status, { timeout: 10_000, interval: 200 }).toBe('sent');
  });
});

describe('in production', () => {
  it('has no /dev/outbox routes, and fails e-mail visibly when no SMTP is configured', async () => {
    const handle = { ...api.handle, db: api.db, close: async () => {} };
    const prod = await buildApp({ handle, config: { ...api.config, production: true } });
    try {
      expect((await prod.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      expect((await prod.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
      const providers = providersFor({ production: true, outboxDir: outboxDir(), env: {}, log: { info() {} } });
      await expect(
        providers.email.send({ id: 'x', channel: 'email', to: 'prod@example.in', body: 'x' }),
      ).rejects.toThrow('SMTP_URL');
    } finally {
      await prod.close();
    }
  });
});
