import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '#seed/demo-logins.ts';

import { e2eForThisFile } from './harness.ts';
import { withDemoPassword } from './site-sign-in.ts';

const e2e = e2eForThisFile();

/** A seeded claim made decided and paid out (₹9,000.05 to repay), its tenant able to sign in with the demo password. */
async function decidedClaim() {
  const { db } = e2e();
  const claim = await db
    .selectFrom('claim')
    .select(['id', 'claimNumber', 'tenantId'])
    .where('tenantId', 'is not', null)
    .where('id', 'not in', db.selectFrom('repayment_plan').select('claimId'))
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('claim')
    .set({
      claims: JSON.stringify([
        { type: 'Unpaid Rent', claimAmount: 12000, approvedAmount: 9000.05, authAmount: 9000.05, status: 'authorized' },
      ]),
      payments: JSON.stringify([{ utr_checkNumber: 'UTR-E2E', authAmount: 9000.05, paymentDate: '2026-01-05' }]),
      recoveries: JSON.stringify([]),
    } as any)
    .where('id', '=', claim.id)
    .execute();
  const email = await withDemoPassword(db, claim.tenantId!);
  return { email, claim };
}

/** The mandate page in its frame, once loaded. */
async function mandate(page: Page): Promise<Frame> {
  const handle = await page.getByTestId('mandate-frame').elementHandle();
  const frame = (await handle!.contentFrame())!;
  await frame.waitForSelector('main');
  return frame;
}

const statuses = (page: Page) =>
  page
    .getByTestId('repayment-panel')
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') })
    .allInnerTexts();

describe('repayment in instalments (decision 056)', () => {
  it('the tenant chooses 6 instalments, authorises in the simulator, a failed charge is retried; staff see it in the console', async () => {
    const { email, claim } = await decidedClaim();
    const { page, context } = await e2e().visit('/login?redirectTo=/home/dashboard');
    await page.locator('form.account-form.ready').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/home/dashboard');
    await page.goto(`/home/claims?claim=${claim.id}`);
    const panel = page.getByTestId('repayment-panel');
    await panel.getByText('₹9,000.05').first().waitFor();
    await panel.getByLabel('6 monthly instalments of ₹1,500.00 (the first ₹1,500.05)').check();
    await panel.getByRole('button', { name: 'Continue to the mandate' }).click();

    let frame = await mandate(page);
    await frame.getByRole('button', { name: 'Authorise mandate and pay ₹1,500.05' }).click();
    await expect
      .poll(() => statuses(page))
      .toEqual([
        expect.stringMatching(/^1\s.*₹1,500\.05\s+Paid$/),
        ...[2, 3, 4, 5, 6].map((n) => expect.stringMatching(new RegExp(`^${n}\\s.*₹1,500\\.00\\s+Due$`))),
      ]);
    await panel.getByText('Instalment Received').first().waitFor();

    // The second charge fails (the simulator's failure option); the tenant retries it now.
    await panel.getByRole('button', { name: 'Open the mandate' }).click();
    frame = await mandate(page);
    await frame.getByLabel('Make this charge fail').check();
    await frame.getByRole('button', { name: 'Charge instalment 2' }).click();
    await expect.poll(async () => (await statuses(page))[1]).toMatch(/Failed/);
    await panel.getByRole('button', { name: 'Retry the failed instalment now' }).click();
    frame = await mandate(page);
    await frame.getByRole('button', { name: 'Retry instalment 2' }).click();
    await expect.poll(async () => (await statuses(page))[1]).toMatch(/Paid after 2 attempts/);
    await context.close();

    // Staff see the same schedule in the console's claim drawer.
    const staff = await e2e().signIn('admin');
    await staff.page.goto(`/admin/home/claims?claim=${claim.id}`);
    const instalments = staff.page.getByTestId('instalments-panel');
    await instalments.waitFor();
    const rows = instalments.getByRole('row');
    await expect.poll(() => rows.count()).toBe(7);
    expect(await rows.nth(2).innerText()).toMatch(/Paid \(2 attempts\)/);
    expect(await instalments.getByTestId('missed-flag').count()).toBe(0);
    await staff.context.close();
  });
});
