import type { Page } from 'playwright-core';
import { vi } from 'vitest';

/** A phone no seeded lead or user has: 9 followed by nine digits from a counter and the clock. */
let counter = 0;
export function freshPhone(): string {
  counter += 1;
  return `9${String((Date.now() % 10_000_000) * 10 + (counter % 10))
    .padStart(9, '0')
    .slice(-9)}`;
}

/** The newest code the server sent by SMS to `91` + `tenDigits`, read from the dev outbox (/dev/outbox.json). */
export async function latestOtp(baseUrl: string, tenDigits: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const entries = (await (await fetch(`${baseUrl}/dev/outbox.json`)).json()) as {
        to: string;
        channel: string;
        body: string;
      }[];
      const sms = entries.find((m) => m.channel === 'sms' && m.to === `91${tenDigits}`);
      const code = sms?.body.match(/\b(\d{4})\b/)?.[1];
      if (!code) throw new Error(`no code was sent to 91${tenDigits}`);
      return code;
    },
    { timeout: 4000, interval: 100 },
  );
}

export interface TestLead {
  id: string;
  name: string;
  email: string;
  phone: string;
}

/**
 * Signs the page's browser context in as a lead the way the site's OTP flow does (spec 000 §4): code sent,
 * read from the outbox, verified (the server sets the httpOnly lead cookie), lead looked up or created,
 * phone marked verified, userData stored. The page must be on a page of the site (same origin).
 */
export async function signInLead(
  page: Page,
  baseUrl: string,
  who: { name?: string; email?: string; phone?: string } = {},
): Promise<TestLead> {
  const phone = who.phone ?? freshPhone();
  const name = who.name ?? 'Riya Sharma';
  const email = who.email ?? `riya.${phone}@example.com`;
  const post = (path: string, body: unknown) =>
    page.evaluate(
      async ([p, b]) => {
        const r = await fetch(p as string, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(b),
        });
        return { status: r.status, body: await r.json().catch(() => undefined) };
      },
      [path, body] as const,
    );
  const sent = await post('/api/v1/verify/generateleadsotp', { mobileNo: `91${phone}` });
  if (sent.status !== 200) throw new Error(`OTP send failed: ${JSON.stringify(sent)}`);
  const code = await latestOtp(baseUrl, phone);
  const verified = await post('/api/v1/verify/verifyleadotp', { mobileNo: `91${phone}`, code });
  if (verified.body?.status !== 'approved') throw new Error(`OTP not approved: ${JSON.stringify(verified)}`);
  const found = await post('/api/v1/leads/getbyphone', { phone: `91${phone}` });
  let lead = Array.isArray(found.body) && found.body[0];
  if (!lead) {
    const created = await post('/api/v1/leads', {
      name,
      email,
      phone: `91${phone}`,
      type: 'lead',
      entityName: 'tenant',
    });
    if (created.status >= 300 || !created.body?.id) throw new Error(`lead not created: ${JSON.stringify(created)}`);
    lead = created.body;
  }
  const marked = await post('/api/v1/leads/verifyleadphone', { leadId: lead.id });
  if (marked.status !== 200) throw new Error(`verifyleadphone failed: ${JSON.stringify(marked)}`);
  await page.evaluate((stored) => localStorage.setItem('userData', JSON.stringify(stored)), marked.body);
  return { id: marked.body.id, name: marked.body.name, email: marked.body.email, phone: marked.body.phone };
}

/**
 * Walks the site's registration dialogs as a new visitor (share details, send the code, type it from the
 * outbox, verify) once a flow has opened them. Answers the 10-digit phone used.
 */
export async function registerInDialog(page: Page, baseUrl: string, name = 'Kabir Mehta'): Promise<string> {
  const phone = freshPhone();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Share your details' }).waitFor();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(`${name.split(' ')[0].toLowerCase()}.${phone}@example.com`);
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await dialog.getByLabel('Digit 1 of 4').fill(await latestOtp(baseUrl, phone));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return phone;
}
