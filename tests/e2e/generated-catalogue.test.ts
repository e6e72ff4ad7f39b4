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

  it('two staff editing one record: the later save shows both versions, and applies its changes onto the other', async () => {
    const first = await e2e().signIn('admin');
    const second = await e2e().signIn('admin');
    await first.page.goto('/admin/coverage');
    await first.page.locator('tbody tr').first().click();
    await first.page.waitForURL(/\/admin\/coverage\/[0-9a-f-]{36}\/show/);
    const edit = first.page.url().replace(/\/show$/, '');
    for (const { page } of [first, second]) {
      await page.goto(edit);
      await page.getByRole('textbox', { name: /^Name/ }).waitFor();
    }
    // The second person saves a new description first.
    await second.page.getByRole('textbox', { name: /^Description/ }).fill('Changed by the second person');
    await second.page.getByRole('button', { name: 'Save' }).click();
    await second.page.waitForURL(/\/show$/);
    // The first, still on the version they opened, renames it: refused, both versions shown, nothing lost.
    await first.page.getByRole('textbox', { name: /^Name/ }).fill('Renamed by the first person');
    await first.page.getByRole('button', { name: 'Save' }).click();
    const dialog = first.page.getByRole('dialog', { name: /Someone else changed this Coverage/ });
    await dialog.waitFor();
    // The dialog says it all: no failure toast behind it.
    expect(await first.page.locator('.MuiSnackbar-root').count()).toBe(0);
    const rows = await dialog.getByRole('row').allTextContents();
    expect(rows.some((r) => r.startsWith('Description') && r.includes('Changed by the second person'))).toBe(true);
    expect(rows.some((r) => r.startsWith('Name') && r.includes('Renamed by the first person'))).toBe(true);
    await dialog.getByRole('button', { name: 'Apply my changes to theirs' }).click();
    await first.page.waitForURL(/\/show$/);
    await first.page.getByText('Renamed by the first person').first().waitFor();
    const id = first.page.url().split('/').at(-2)!;
    const stored = await e2e().db.selectFrom('coverage').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([stored.name, stored.description]).toEqual(['Renamed by the first person', 'Changed by the second person']);
    await first.context.close();
    await second.context.close();
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
