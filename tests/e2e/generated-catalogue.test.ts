import { describe, expect, it } from 'vitest';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

/** Content and catalogue resources the issue names: they must work with no hand-written admin code. */
const RESOURCES = [
  'faq',
  'testimonial',
  'press-item',
  'leadership',
  'city-localities',
  'category',
  'asset-class',
  'coverage',
  'specific-limit',
  'underwriting-rule',
];

describe('generated content and catalogue resources', () => {
  it('each lists its seeded records and opens its create form, with no page errors', async () => {
    const { context, page } = await e2e().signIn('admin');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const slug of RESOURCES) {
      await page.goto(`/admin/${slug}`);
      await expect.poll(() => page.locator('tbody tr').count(), { message: slug }).toBeGreaterThan(0);
      expect(await page.locator('tbody tr').first().locator('td').nth(1).textContent()).toBe('1');
      await page.goto(`/admin/${slug}/create`);
      await page.getByRole('button', { name: 'Create' }).waitFor();
      expect(await page.locator('form input, form textarea').count(), slug).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers no Create, Edit or Delete on a ledger the domain writes itself (x-permissions.readOnly), even to an admin', async () => {
    const { context, page } = await e2e().signIn('admin');
    await page.goto('/admin/wallet-entry');
    await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: 'Export' })
          .or(page.getByRole('button', { name: 'Export' }))
          .count(),
      )
      .toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/admin\/wallet-entry\/[0-9a-f-]{36}\/show/);
    await page.getByText('Balance After').first().waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await page.goto('/admin/wallet-entry/create');
    await expect.poll(() => page.getByRole('button', { name: 'Create' }).count()).toBe(0);
    await context.close();
  });

  it('creates a coverage and finds it through the list search', async () => {
    const { context, page } = await e2e().signIn('admin');
    await page.goto('/admin/coverage/create');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Pet damage');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/admin\/coverage\/[0-9a-f-]{36}\/show/);
    await page.goto('/admin/coverage');
    await page.getByPlaceholder(/Search/).fill('Pet dam');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await page.locator('tbody tr').first().textContent()).toContain('Pet damage');
    await context.close();
  });

  it('opens the external underwriting rules portal in a new tab, carrying the session token', async () => {
    const { context, page } = await e2e().signIn('admin');
    const popup = context.waitForEvent('page');
    await page.getByRole('menuitem', { name: 'Underwriting rule engine' }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(new RegExp(`^${e2e().baseUrl}/healthz#token=eyJ`));
    await context.close();
  });

  it('switches to the dark theme and back', async () => {
    const { context, page } = await e2e().signIn('admin');
    const background = () => page.evaluate(() => getComputedStyle(document.querySelector('header')!).backgroundColor);
    const light = await background();
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await expect.poll(background).not.toBe(light);
    await context.close();
  });
});
