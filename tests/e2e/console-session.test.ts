import { describe, expect, it } from 'vitest';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

describe('console sign-in, session and sign-out', () => {
  it('keeps the access token out of storage, survives a reload, and signs out clearing stored data', async () => {
    const { context, page } = await e2e().signIn('admin');
    await page.getByTestId('welcome-banner').waitFor();
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toMatch(/eyJ/); // no JWT in browser storage
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'nv_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');

    await page.goto('/admin/faq');
    await page.reload();
    await expect.poll(() => page.getByRole('cell', { name: 'What is a Nivaas bond?' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Profile' }).or(page.getByLabel('Profile')).first().click();
    await page.getByText('Logout').click();
    await page.waitForURL(/\/admin\/login/);
    expect((await context.cookies()).find((c) => c.name === 'nv_session')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto('/admin/faq');
    await page.waitForURL(/\/admin\/login/);
    await context.close();
  });

  it('stays signed in through quick reloads right after signing in (concurrent refreshes, decision 043)', async () => {
    const { context, page } = await e2e().signIn('admin');
    for (let round = 0; round < 10; round++) {
      // Loads in a row, each cut off at a different point of its session refresh. The pauses are this test's
      // input (where the cut falls), not a wait for something to happen.
      await page.goto('/admin/faq', { waitUntil: 'commit' });
      await page.waitForTimeout(40 * round);
      await page.goto('/admin/faq', { waitUntil: 'commit' });
      await page.waitForTimeout(20 * round);
      await page.goto('/admin/faq');
      await page.getByRole('cell', { name: 'What is a Nivaas bond?' }).waitFor();
      expect(page.url()).not.toMatch(/\/admin\/login/);
    }
    await context.close();
  });

  it('sends a signed-out visitor to the login page and back to where they were after signing in', async () => {
    const context = await e2e().browser.newContext({ baseURL: e2e().baseUrl });
    const page = await context.newPage();
    await page.goto('/admin/testimonial');
    await page.waitForURL(/\/admin\/login/);
    await page.getByLabel('Email').fill('admin@nivaas.test');
    await page.getByLabel('Password').fill('Nivaas@123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/testimonial/);
    await context.close();
  });

  it('shows the server message for a wrong password', async () => {
    const context = await e2e().browser.newContext({ baseURL: e2e().baseUrl });
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill('admin@nivaas.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Incorrect email or password');
    await context.close();
  });

  it("a sign-in lock says how long, links the password reset, and the site's sign-in does too (decision 043)", async () => {
    const context = await e2e().browser.newContext({ baseURL: e2e().baseUrl });
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill('finance@nivaas.test');
    for (let i = 0; i < 6; i++) {
      await page.getByLabel('Password').fill(i < 5 ? `wrong-password-${i}` : 'Nivaas@123');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toMatch(i < 5 ? /Incorrect email or password/ : /Too many attempts/);
    }
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/^Too many attempts: try again in \d+ minutes?, or reset your password to sign in now/);
    await page.getByRole('alert').getByRole('link', { name: 'Reset your password' }).click();
    await page.waitForURL(/\/admin\/forgot-password$/);
    await context.close();

    const site = await e2e().browser.newContext({ baseURL: e2e().baseUrl });
    const login = await site.newPage();
    await login.goto('/login');
    await login.locator('form.account-form.ready').waitFor({ timeout: 60_000 });
    await login.getByLabel('Email').fill('finance@nivaas.test');
    await login.getByLabel('Password').fill('Nivaas@123');
    await login.getByRole('button', { name: 'Sign In' }).click();
    await login.getByRole('alert').getByRole('link', { name: 'Reset your password' }).click();
    await login.waitForURL(/\/forgot-password$/);
    await site.close();
  });

  it("date fields show and take DD/MM/YYYY while the form keeps YYYY-MM-DD (the kit's date field)", async () => {
    const { context, page } = await e2e().signIn('admin');
    await page.goto('/admin/home/settings');
    await page.getByText('Download Report').first().click();
    const from = page.getByLabel(/From Date/).first();
    expect(await from.getAttribute('placeholder')).toBe('DD/MM/YYYY');
    await from.pressSequentially('0312025');
    expect(await from.inputValue()).toBe('03/12/025');
    await from.fill('');
    await from.pressSequentially('03122025');
    expect(await from.inputValue()).toBe('03/12/2025');
    // The calendar behind the button holds the stored day.
    expect(
      await from.locator('xpath=ancestor::div[contains(@class,"MuiInputBase-root")]//input[@type="date"]').inputValue(),
    ).toBe('2025-12-03');
    await context.close();
  });
});
