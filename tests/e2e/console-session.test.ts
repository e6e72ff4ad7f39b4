import { describe, expect, it } from 'vitest';
import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

describe('console sign-in, session and sign-out', () => {
  it('keeps the access token out of storage, survives a reload, and signs out clearing stored data', async () => {
    const { context, page } = await e2e().signIn('admin');
    await page.getByTestId('welcome-banner').waitFor();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
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
});
