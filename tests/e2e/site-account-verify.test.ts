import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '#seed/demo-logins.ts';

import { e2eForThisFile } from './harness.ts';
import { freshPhone, latestOtp } from './visitor-helpers.ts';

const e2e = e2eForThisFile();

/** Types a 4-digit code into the code boxes. */
async function typeCode(page: Page, code: string) {
  for (let i = 0; i < 4; i++) await page.getByLabel(`Digit ${i + 1} of 4`).fill(code[i]);
}

/** The newest code e-mailed to `to` (the dev outbox). */
async function emailedCode(to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mail = await e2e()
        .db.selectFrom('outbox_message')
        .select('body')
        .where('to', '=', to)
        .orderBy('createdAt', 'desc')
        .executeTakeFirst();
      code = /\b(\d{4})\b/.exec(mail?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

describe('profile verification on the dashboard (spec 001 §2, §4)', () => {
  it('verifies the phone with the code from the outbox (a wrong code first), then the work e-mail, then Aadhaar with the development provider, each reloading the page', async () => {
    const { db } = e2e();
    const demo = await db
      .selectFrom('user')
      .select('password')
      .where('email', '=', 'tenant@nivaas.test')
      .executeTakeFirstOrThrow();
    const email = `ravi.${Date.now()}@example.com`;
    const workEmail = `ravi.${Date.now()}@acme-corp.example`;
    const user = await db
      .insertInto('user')
      .values({
        email,
        name: 'Ravi Kumar',
        userType: 'tenant',
        type: 'tenant',
        password: demo.password,
        isPhoneVerified: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('profile')
      .values({
        userId: user.id,
        userType: 'tenant',
        employmentDetails: JSON.stringify({
          employment: 'Salaried',
          monthlyIncome: 60000,
          additionalMonthlyIncome: 0,
          workEmail,
        }),
        isWorkEmailVerified: false,
      })
      .execute();

    const { page, context } = await e2e().visit('/login', { width: 390 });
    await page.locator('form.account-form.ready').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/home\/dashboard/);
    await page.getByText('Phone Verification Required!').waitFor();
    await page.getByText('Email Verification Required!').waitFor();

    // Phone: the number, Send OTP, a wrong code ('Wrong OTP!!!'), the right one: 'Phone Verified', then a reload without the banner.
    const phone = freshPhone();
    await page.getByRole('button', { name: 'Verify phone' }).click();
    await page.getByRole('dialog').getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const code = await latestOtp(e2e().baseUrl, phone);
    await typeCode(page, code === '0000' ? '1111' : '0000');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Wrong OTP!!!').waitFor();
    expect(await page.getByTestId('resend-otp').count()).toBe(1);
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByRole('dialog').getByText('Phone Verified', { exact: true }).waitFor();
    await page.waitForEvent('load');
    await page.getByText('Email Verification Required!').waitFor();
    expect(await page.getByText('Phone Verification Required!').count()).toBe(0);
    expect(
      await db
        .selectFrom('user')
        .select(['phone', 'isPhoneVerified'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ phone: `91${phone}`, isPhoneVerified: true });

    // Work e-mail: prefilled from the employment details, the code from the e-mail.
    await page.getByRole('button', { name: 'Verify work email' }).click();
    expect(await page.getByRole('dialog').getByLabel('Work email').inputValue()).toBe(workEmail);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await typeCode(page, await emailedCode(workEmail));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Your Work email has been verified successfully').waitFor();
    await page.waitForEvent('load');
    await page.getByRole('region', { name: 'Profile Completion' }).waitFor();
    expect(await page.getByText('Email Verification Required!').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Profile Completion' }).innerText()).toContain('95% complete');

    // Aadhaar with the development provider: the code goes to the registered (here the verified) mobile.
    await page.getByRole('button', { name: 'Verify Aadhaar' }).click();
    await page.getByRole('dialog').getByLabel('Aadhaar number').fill('2345 6789 0123');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page
      .getByRole('dialog')
      .getByText(/registered with your Aadhaar \(X+\d{4}\)/)
      .waitFor();
    await typeCode(page, await latestOtp(e2e().baseUrl, phone));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByRole('dialog').getByText('Aadhaar Verified', { exact: true }).waitFor();
    await page.waitForEvent('load');
    await expect
      .poll(() => page.getByRole('region', { name: 'Profile Completion' }).innerText())
      .toContain('100% complete');
    await context.close();
  });

  it('uploads the offer letter of a tenant yet to join: the success message, a reload, then it waits for staff', async () => {
    const { db } = e2e();
    const demo = await db
      .selectFrom('user')
      .select('password')
      .where('email', '=', 'tenant@nivaas.test')
      .executeTakeFirstOrThrow();
    const email = `meena.${Date.now()}@example.com`;
    const user = await db
      .insertInto('user')
      .values({
        email,
        name: 'Meena Iyer',
        userType: 'tenant',
        type: 'tenant',
        password: demo.password,
        isPhoneVerified: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('profile')
      .values({
        userId: user.id,
        userType: 'tenant',
        employmentDetails: JSON.stringify({
          employment: 'Salaried - Yet to join',
          monthlyIncome: 50000,
          additionalMonthlyIncome: 0,
          workEmail: 'meena@newjob.example',
        }),
        isWorkEmailVerified: true,
        isAdhaarVerified: true,
      })
      .execute();

    const { page, context } = await e2e().visit('/login');
    await page.locator('form.account-form.ready').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/home\/dashboard/);
    await page.getByText('Offer Letter Verification Required!').waitFor();
    expect(await page.getByRole('region', { name: 'Profile Completion' }).innerText()).toContain('95% complete');

    // Not a document: the upload route's own message, nothing saved.
    await page
      .getByLabel('Upload your offer letter')
      .setInputFiles({ name: 'offer.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello, not a pdf') });
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: /PDF|JPG|file/ })
          .count(),
      )
      .toBeGreaterThan(0);
    expect(await db.selectFrom('document').select('id').where('userId', '=', user.id).execute()).toHaveLength(0);

    await page.getByLabel('Upload your offer letter').setInputFiles({
      name: 'offer.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await page.getByText('Your Offer letter has been uploaded successfully').waitFor();
    await page.waitForEvent('load');
    await page.getByText('Your offer letter is uploaded; we will verify it shortly.').waitFor();
    expect(
      await db.selectFrom('document').select(['docType', 'isVerified']).where('userId', '=', user.id).execute(),
    ).toEqual([{ docType: 'OFFER_LETTER', isVerified: false }]);
    await context.close();
  });
});
