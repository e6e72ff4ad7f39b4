import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Locator, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '#seed/demo-logins.ts';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

interface Delivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A partner's receiver on 127.0.0.1 (callbacks on loopback are allowed outside production): it records every
 * request and answers 204, or what `answers` says for a path. The e2e server runs its webhook worker (the
 * default WEBHOOK_POLL_MS, 1 s), so deliveries arrive by themselves.
 */
const received: Delivery[] = [];
const answers = new Map<string, number>();
let receiver: Server;
let receiverUrl = '';

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = answers.get(path) ?? 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const at = (path: string) => received.filter((d) => d.path === path);

/** The Standard Webhooks check a receiver makes: throws unless one of the signatures is `secret`'s over id.timestamp.body. */
function verify(delivery: Delivery, secret: string) {
  const h = delivery.headers;
  return new Webhook(secret).verify(delivery.body, {
    'webhook-id': String(h['webhook-id']),
    'webhook-timestamp': String(h['webhook-timestamp']),
    'webhook-signature': String(h['webhook-signature']),
  }) as { type: string; data: Record<string, unknown> };
}

async function openLog(page: Page, callback: string): Promise<Locator> {
  await page.getByRole('button', { name: `Delivery log of ${callback}` }).click();
  const log = page.getByRole('dialog', { name: 'Delivery log' });
  await log.getByRole('heading', { name: 'Messages' }).waitFor();
  return log;
}

/** The newest message row of an open log (there is one message per test event here). */
const newestMessage = (log: Locator) => log.getByTestId('webhook-message').first();

describe('the delivery log of a webhook in the console', () => {
  it('a landlord adds a webhook, sees its secret once, sends a test event, watches it delivered signed, resends it and rotates the secret', async () => {
    const callback = `${receiverUrl}/nivaas/hooks`;
    const { context, page } = await e2e().signIn('landlord');
    await page.goto('/admin/home/settings/webhooks');
    await page.getByTestId('settings-webhooks').getByRole('button', { name: 'Add Webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
    await dialog.getByRole('textbox', { name: /Callback URL/ }).fill(callback);
    await dialog.getByRole('combobox', { name: /Events/ }).fill('property.created, bond_request.created,');
    await expect.poll(() => dialog.getByTestId('tag').count()).toBe(2);
    await dialog.getByRole('textbox', { name: /Callback URL/ }).click(); // closes the events' suggestions
    await dialog.getByRole('button', { name: 'Add Webhook' }).click();
    const shown = page.getByTestId('one-time-value');
    await shown.waitFor();
    const secret = await shown.inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{40,}={0,2}$/);
    await page.getByRole('button', { name: 'Done' }).click();

    const log = await openLog(page, callback);
    expect(await log.getByText('No messages yet', { exact: false }).count()).toBe(1);
    await log.getByRole('button', { name: 'Send test event' }).click();
    const message = newestMessage(log);
    // The log asks again by itself: the message turns from pending to delivered without a reload.
    await expect
      .poll(() => message.getByTestId('delivery-status').getAttribute('data-status'), { timeout: 15_000 })
      .toBe('delivered');
    const msgId = (await message.getAttribute('data-msg-id'))!;
    expect(msgId).toMatch(/^msg_/);
    expect(await message.textContent()).toContain('webhook.test');

    expect(at('/nivaas/hooks')).toHaveLength(1);
    const [first] = at('/nivaas/hooks');
    expect(first.headers['webhook-id']).toBe(msgId);
    expect(verify(first, secret)).toMatchObject({ type: 'webhook.test', data: { callback } });
    expect(() => verify({ ...first, body: first.body.replace('webhook.test', 'webhook.tost') }, secret)).toThrow();

    await message.getByRole('button', { name: `Attempts of ${msgId}` }).click();
    const attempts = log.getByTestId('webhook-attempt');
    await expect.poll(() => attempts.count()).toBe(1);
    expect(await attempts.first().textContent()).toMatch(/204.*\d+ ms/);

    await message.getByRole('button', { name: `Resend ${msgId}` }).click();
    await expect.poll(() => at('/nivaas/hooks').length, { timeout: 15_000 }).toBe(2);
    const second = at('/nivaas/hooks')[1];
    expect(second.headers['webhook-id']).toBe(msgId); // the same id on every attempt, so receivers de-duplicate
    expect(verify(second, secret)).toMatchObject({ type: 'webhook.test' });
    await expect.poll(() => attempts.count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => message.getByTestId('delivery-status').getAttribute('data-status')).toBe('delivered');

    await log.getByRole('button', { name: 'Rotate secret' }).click();
    await page
      .getByRole('dialog', { name: 'Rotate the signing secret?' })
      .getByRole('button', { name: 'Rotate' })
      .click();
    await expect.poll(async () => (await shown.count()) && shown.inputValue()).toMatch(/^whsec_/);
    const rotated = await shown.inputValue();
    expect(rotated).not.toBe(secret);
    expect(await page.getByTestId('one-time-value-note').textContent()).toContain('24 more hours');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(() => log.getByText('The previous signing secret also signs deliveries until', { exact: false }).count())
      .toBe(1);

    // The next delivery verifies with the new secret, and for a day with the old one too.
    await log.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => at('/nivaas/hooks').length, { timeout: 15_000 }).toBe(3);
    const third = at('/nivaas/hooks')[2];
    expect(verify(third, rotated)).toMatchObject({ type: 'webhook.test' });
    expect(verify(third, secret)).toMatchObject({ type: 'webhook.test' });
    await expect.poll(() => log.getByTestId('webhook-message').count()).toBe(2);
    await context.close();
  });

  it('on a phone, a webhook that answered 410 shows why it is off; turned on again, its failed message is recovered and delivered', async () => {
    const callback = `${receiverUrl}/gone`;
    answers.set('/gone', 410);
    const login = await fetch(`${e2e().baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'landlord@nivaas.test', password: DEMO_PASSWORD }),
    });
    const token = (await login.json()).tokens.access.token;
    const made = await fetch(`${e2e().baseUrl}/api/v1/webhooks`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ callback, events: ['claim.created'] }),
    });
    expect(made.status).toBe(201);

    const { context, page } = await e2e().signIn('landlord', { width: 390 });
    await page.goto('/admin/home/settings/webhooks');
    const log = await openLog(page, callback);
    // Full screen on a phone.
    expect((await log.boundingBox())?.width).toBeCloseTo(390, 0);
    await log.getByRole('button', { name: 'Send test event' }).click();
    const message = newestMessage(log);
    await expect
      .poll(() => message.getByTestId('delivery-status').getAttribute('data-status'), { timeout: 15_000 })
      .toBe('failed');
    const notice = log.getByTestId('webhook-disabled');
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.textContent()).toContain('The endpoint answered 410 Gone');
    expect(await log.getByRole('button', { name: 'Send test event' }).isDisabled()).toBe(true);
    // The settings list under the drawer follows: its row says Disabled (under the URL on a phone).
    await expect.poll(() => page.getByTestId('webhook-disabled-chip').filter({ visible: true }).count()).toBe(1);

    answers.delete('/gone');
    await notice.getByRole('button', { name: 'Turn on again' }).click();
    await expect.poll(() => page.getByText('Updated Successfully').count()).toBeGreaterThan(0);
    await expect.poll(() => notice.count()).toBe(0);
    expect(await log.getByLabel('Recover failed since').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await log.getByRole('button', { name: 'Recover', exact: true }).click();
    await expect.poll(() => page.getByText('1 failed message re-queued').count()).toBe(1);
    await expect
      .poll(() => message.getByTestId('delivery-status').getAttribute('data-status'), { timeout: 15_000 })
      .toBe('delivered');
    expect(at('/gone').map((d) => d.headers['webhook-id'])).toEqual([
      await message.getAttribute('data-msg-id'),
      await message.getAttribute('data-msg-id'),
    ]);

    const msgId = (await message.getAttribute('data-msg-id'))!;
    await message.getByRole('button', { name: `Attempts of ${msgId}` }).click();
    const codes = log.getByTestId('webhook-attempt');
    await expect.poll(() => codes.count()).toBe(2);
    expect(await codes.allTextContents()).toEqual([expect.stringContaining('204'), expect.stringContaining('410')]);
    await context.close();
  });
});
