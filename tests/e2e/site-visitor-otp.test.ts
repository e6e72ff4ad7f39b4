import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { e2eForThisFile } from './harness.ts';
import { freshPhone, latestOtp } from './visitor-helpers.ts';

const e2e = e2eForThisFile();

const hydrated = (page: Page) => page.waitForFunction(() => Boolean((window as any).__remixRouter?.state?.initialized));
const digit = (page: Page, n: number) => page.getByRole('dialog').getByLabel(`Digit ${n} of 4`);

async function firstPropertyPath(): Promise<string> {
  const row = await e2e()
    .db.selectFrom('property')
    .select('id')
    .where('status', '=', 'active')
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  return `/properties/details/${row.id}`;
}

/** Opens the flow with the profile icon and goes through "Share your details" up to the phone step. */
async function detailsStep(page: Page, phone: string) {
  await page.getByRole('button', { name: 'My account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Share your details' }).waitFor();
  await dialog.getByLabel('Name').fill('Meera Iyer');
  await dialog.getByLabel('Email').fill(`meera.${phone}@example.com`);
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByRole('heading', { name: 'Verify your phone' }).waitFor();
  return dialog;
}

/** Types a code into the four boxes (wrong codes differ from the real one in every digit). */
async function typeCode(page: Page, code: string) {
  await digit(page, 1).click();
  await page.keyboard.type(code);
}

const wrongFor = (code: string) =>
  code
    .split('')
    .map((d) => String((Number(d) + 5) % 10))
    .join('');

describe('phone verification of a visitor (share details, OTP)', () => {
  it('checks the phone before sending, then signs the visitor in as a verified lead and opens the account', async () => {
    const { context, page } = await e2e().visit(await firstPropertyPath());
    await hydrated(page);
    const phone = freshPhone();
    const dialog = await detailsStep(page, phone);

    // The phone step carries the OTP request's own messages (schemas/otp-request.schema.json).
    const mobile = dialog.getByLabel('Mobile Number');
    expect(await mobile.inputValue()).toBe(phone);
    await mobile.fill('98765abc10');
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await dialog.getByText('Please Enter Correct Number').waitFor();
    await mobile.fill('987654321');
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await dialog.getByText('Please Enter A Valid 10 Digit Mobile Number').waitFor();
    expect(
      await page.request
        .get('/dev/outbox.json')
        .then((r) => r.json())
        .then((all: { to: string }[]) => all.some((m) => m.to === `91${phone}`)),
    ).toBe(false);

    await mobile.fill(phone);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await digit(page, 1).waitFor();
    const code = await latestOtp(e2e().baseUrl, phone);
    // A pasted code fills the four boxes.
    await digit(page, 1).focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      document.activeElement!.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, code);
    expect(await Promise.all([1, 2, 3, 4].map((n) => digit(page, n).inputValue()))).toEqual(code.split(''));
    await dialog.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL((u) => u.pathname === '/myaccount');
    const lead = await e2e()
      .db.selectFrom('lead')
      .selectAll()
      .where('phone', '=', `91${phone}`)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      name: 'Meera Iyer',
      email: `meera.${phone}@example.com`,
      type: 'lead',
      entityName: 'tenant',
      isPhoneVerified: true,
    });
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('userData'))) ?? 'null');
    expect(stored).toMatchObject({ id: lead.id, phone: `91${phone}`, isPhoneVerified: true });
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('userFormData'))) ?? 'null')).toEqual({
      name: 'Meera Iyer',
      email: `meera.${phone}@example.com`,
      phone,
    });
    // The session is an httpOnly cookie: the page's script never sees it.
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/nv_lead/);
    expect((await context.cookies()).find((c) => c.name === 'nv_lead')?.httpOnly).toBe(true);
    await context.close();
  });

  it('shows a wrong code in the error style and refuses even the right code after 5 wrong checks', async () => {
    const { context, page } = await e2e().visit(await firstPropertyPath());
    await hydrated(page);
    const phone = freshPhone();
    const dialog = await detailsStep(page, phone);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await digit(page, 1).waitFor();
    const code = await latestOtp(e2e().baseUrl, phone);
    const wrong = wrongFor(code);

    await typeCode(page, wrong);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText(messages.otp.wrong).waitFor();
    for (const n of [1, 2, 3, 4]) expect(await digit(page, n).getAttribute('aria-invalid')).toBe('true');
    // Typing again clears the error style.
    await typeCode(page, wrong);
    expect(await digit(page, 1).getAttribute('aria-invalid')).toBeNull();

    for (let check = 2; check <= 4; check++) {
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect.poll(() => digit(page, 1).getAttribute('aria-invalid')).toBe('true');
      await typeCode(page, wrong);
    }
    // The fifth wrong check locks the code.
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText(messages.verification.otpMaxAttempts).waitFor();
    expect(await digit(page, 1).getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('button', { name: 'Verify' }).isDisabled()).toBe(true);
    const row = await e2e()
      .db.selectFrom('otp_code')
      .select(['status', 'attempts'])
      .where('target', '=', `91${phone}`)
      .where('purpose', '=', 'lead')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'max_attempts_reached', attempts: 5 });

    // The right code is refused now (a brute force gets nothing), and nothing was stored.
    const refused = await page.evaluate(
      async ([mobileNo, c]) => {
        const r = await fetch('/api/v1/verify/verifyleadotp', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mobileNo, code: c }),
        });
        return { status: r.status, body: await r.json() };
      },
      [`91${phone}`, code] as const,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('otp_max_attempts');
    expect((await context.cookies()).some((c) => c.name === 'nv_lead')).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    await context.close();
  });

  it('offers Resend OTP after a countdown that starts at 59', async () => {
    const context = await e2e().browser.newContext({
      baseURL: e2e().baseUrl,
      timezoneId: 'Asia/Kolkata',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(await firstPropertyPath());
    await hydrated(page);
    const phone = freshPhone();
    const dialog = await detailsStep(page, phone);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await digit(page, 1).waitFor();
    const resend = dialog.getByRole('button', { name: 'Resend OTP' });
    expect(await dialog.getByTestId('resend-countdown').textContent()).toBe('0:59');
    expect(await resend.isDisabled()).toBe(true);
    await page.clock.fastForward(30_000);
    await expect.poll(() => dialog.getByTestId('resend-countdown').textContent()).toMatch(/^0:(29|30)$/);
    expect(await resend.isDisabled()).toBe(true);
    await page.clock.fastForward(31_000);
    await expect.poll(() => resend.isDisabled()).toBe(false);
    expect(await dialog.getByTestId('resend-countdown').count()).toBe(0);
    // The page's clock ran ahead; the server's did not: it refuses a second code within the minute.
    await resend.click();
    await dialog.getByText(messages.verification.otpTooSoon).waitFor();
    await context.close();
  });

  it('says "Phone Number is Taken" for the phone of a registered account, and a declined lead stores nothing', async () => {
    const { context, page } = await e2e().visit(await firstPropertyPath());
    await hydrated(page);
    const account = await e2e()
      .db.selectFrom('user')
      .select('phone')
      .where('phone', 'is not', null)
      .executeTakeFirstOrThrow();
    const taken = String(account.phone).replace(/^91/, '');
    const dialog = await detailsStep(page, taken);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await dialog.getByText(messages.phone.taken).waitFor();

    // A lead creation answered with `msg` closes the OTP modal and stores no user (spec 000 §4).
    const phone = freshPhone();
    await page.route('**/api/v1/leads', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ msg: messages.phone.taken }),
          })
        : route.continue(),
    );
    await dialog.getByLabel('Mobile Number').fill(phone);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await digit(page, 1).waitFor();
    await typeCode(page, await latestOtp(e2e().baseUrl, phone));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('visitor-notice').getByText(messages.phone.taken).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    expect(new URL(page.url()).pathname).not.toBe('/myaccount');
    await context.close();
  });
});
