import { describe, expect, it } from 'vitest';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

describe('dashboard and settings', () => {
  it('shows the welcome banner, highlights, stat cards and the bonds/claims chart, and refilters by period', async () => {
    const { context, page } = await e2e().signIn('admin');
    await page.getByTestId('welcome-banner').waitFor();
    expect(await page.getByTestId('welcome-banner').textContent()).toContain('Rohan Mehta');
    await expect.poll(() => page.getByTestId('stat-card').count()).toBeGreaterThanOrEqual(4);
    await page.getByTestId('bonds-claims-chart').waitFor();
    const filter = page.getByTestId('dashboard-filter');
    expect(await filter.getByRole('button').allTextContents()).toEqual(['7 Days', 'Last Month', 'Last Year']);
    const series = page.waitForResponse(
      (r) => r.url().includes('/dashboard/series') && r.url().includes('Last%20Year'),
    );
    await filter.getByRole('button', { name: 'Last Year' }).click();
    expect((await series).status()).toBe(200);
    await expect
      .poll(() => page.getByTestId('highlights').locator('[aria-roledescription=slide]').count())
      .toBeGreaterThan(0);
    await context.close();
  });

  it('shows 1 highlight on a phone and 4 on a desktop', async () => {
    // The slides shown whole in the track, polled until the carousel has laid them out.
    const expectShown = async (width: number, shown: number) => {
      const { context, page } = await e2e().signIn('admin', { width });
      const highlights = page.getByTestId('highlights');
      await highlights.waitFor();
      const slides = highlights.locator('[aria-roledescription=slide]');
      await slides.first().waitFor();
      const items = () =>
        slides.evaluateAll((els) => {
          const track = els[0].parentElement!.getBoundingClientRect();
          return els.filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.left >= track.left - 1 && r.right <= track.right + 1;
          }).length;
        });
      await expect.poll(items).toBe(shown);
      await context.close();
    };
    await expectShown(1280, 4);
    await expectShown(390, 1);
  });

  it('changes the password, typed twice and checked to match: the new one signs in, the old one no longer does', async () => {
    const { context, page } = await e2e().signIn('underwriter');
    await page.goto('/admin/home/settings/changepassword');
    const section = page.getByTestId('settings-changepassword');
    await section.getByLabel(/New Password/).fill('Underwrite@2026');
    await section.getByLabel(/Confirm Password/).fill('Underwrite@2027');
    await section.getByRole('button', { name: 'Update Password' }).click();
    await expect.poll(() => section.getByText('please enter same password in both fields').count()).toBe(1);
    await section.getByLabel(/Confirm Password/).fill('Underwrite@2026');
    await section.getByRole('button', { name: 'Update Password' }).click();
    await expect.poll(() => page.getByText('Password Updated Successfully').count()).toBe(1);
    const login = (password: string) =>
      fetch(`${e2e().baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'underwriter@nivaas.test', password }),
      });
    expect((await login('Underwrite@2026')).status).toBe(200);
    expect((await login('Nivaas@123')).status).toBe(401);
    await context.close();
  });

  it('resets a forgotten staff password through the e-mailed console link, checking both fields match', async () => {
    const context = await e2e().browser.newContext({ baseURL: e2e().baseUrl });
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel(/Email/).fill('staff@nivaas.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').waitFor();
    const mail = await e2e()
      .db.selectFrom('outbox_message')
      .select('body')
      .where('to', '=', 'staff@nivaas.test')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    const link = /https?:\/\/\S+\/admin\/reset-password\?token=[\w%-]+/.exec(mail.body)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel(/New Password/).fill('Support@2026');
    await page.getByLabel(/Confirm Password/).fill('Support@2027');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByText('please enter same password in both fields').count()).toBe(1);
    await page.getByLabel(/Confirm Password/).fill('Support@2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Password Updated Successfully');
    await page
      .getByRole('button', { name: 'Back to sign in' })
      .or(page.getByRole('link', { name: 'Back to sign in' }))
      .click();
    await page.getByLabel('Email').fill('staff@nivaas.test');
    await page.getByLabel('Password').fill('Support@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/home\/dashboard/);
    await context.close();
  });

  it('downloads the users report for a period, and asks for both dates first', async () => {
    const { context, page } = await e2e().signIn('admin');
    await page.goto('/admin/home/settings/downloadreport');
    const card = page.getByTestId('report-users');
    await card.getByRole('button', { name: 'Download' }).click();
    await expect.poll(() => card.getByText('From Date is required!').count()).toBe(1);
    await card.getByLabel(/From Date/).fill('2025-01-01');
    await card.getByLabel(/To Date/).fill('2026-12-31');
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.(csv|xlsx)$/);
    await context.close();
  });

  it('a landlord creates an API token (shown once, stored hashed), sees it listed, and deletes it', async () => {
    const { context, page } = await e2e().signIn('landlord');
    await page.goto('/admin/home/settings/tokens');
    const section = page.getByTestId('settings-tokens');
    await section.getByRole('button', { name: 'Create Token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Token' });
    await dialog.getByRole('textbox', { name: /Description/ }).fill('Accounting sync');
    await dialog.getByRole('button').last().click();
    const shown = page.getByTestId('one-time-value');
    await shown.waitFor();
    const value = (await shown.textContent()) ?? '';
    expect(value).toMatch(/nv_[\w-]{20,}/);
    const stored = await e2e()
      .db.selectFrom('api_token')
      .select('tokenHash')
      .where('description', '=', 'Accounting sync')
      .executeTakeFirstOrThrow();
    expect(stored.tokenHash).not.toContain(value.match(/nv_[\w-]+/)![0]);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => section.getByTestId('token-row').count()).toBe(1);
    await section.getByRole('button', { name: 'Delete token Accounting sync' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Token removed successfully!!').count()).toBe(1);
    await expect.poll(() => section.getByTestId('token-row').count()).toBe(0);
    await context.close();
  });
});
