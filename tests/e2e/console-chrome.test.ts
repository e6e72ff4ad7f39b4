import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

/** Whether the users table's container scrolls sideways (wider content than its box). */
const tableScrolls = (page: Page) =>
  page.getByTestId('users-table').evaluate((table) => {
    const box = table.parentElement!;
    return box.scrollWidth > box.clientWidth;
  });

describe('the console frame at a laptop width', () => {
  it("lists the specification's menu first with full labels, and every other resource once in a Data group that remembers being opened", async () => {
    const { context, page } = await e2e().signIn('admin', { width: 1280 });
    const menu = page.getByTestId('console-menu');
    await menu.getByRole('menuitem', { name: 'Product Management' }).waitFor();
    const labels = (await menu.locator('.RaMenuItemLink-root').allTextContents()).map((t) => t.trim());
    expect(labels.slice(0, 7)).toEqual([
      'Dashboard',
      'Users',
      'Tenants',
      'Properties',
      'Claims',
      'Product Management',
      'Settings',
    ]);
    expect(new Set(labels).size).toBe(labels.length);
    // Nothing is cut off: every label's text fits its item.
    const cut = await menu
      .locator('.RaMenuItemLink-root .MuiTypography-root')
      .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
    expect(cut).toEqual([]);
    // The generated resources sit in the Data group, collapsed at first.
    const toggle = page.getByTestId('menu-data-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.getByRole('menuitem', { name: 'Payment Orders' }).count()).toBe(0);
    await toggle.click();
    await menu.getByRole('menuitem', { name: 'Payment Orders' }).waitFor();
    const all = (await menu.locator('.RaMenuItemLink-root').allTextContents()).map((t) => t.trim());
    expect(all.filter((l) => l === 'Bonds')).toHaveLength(1);
    expect(all.filter((l) => l === 'Payments')).toHaveLength(1);
    await page.reload();
    await menu.getByRole('menuitem', { name: 'Payment Orders' }).waitFor();
    expect(await page.getByTestId('menu-data-toggle').getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });

  it('shows a landlord only their menu: no Data group, no staff entries', async () => {
    const { context, page } = await e2e().signIn('landlord', { width: 1280 });
    const menu = page.getByTestId('console-menu');
    await menu.getByRole('menuitem', { name: 'Claims' }).waitFor();
    const labels = (await menu.locator('.RaMenuItemLink-root').allTextContents()).map((t) => t.trim());
    expect(labels).toEqual(['Dashboard', 'Properties', 'Requests', 'Tenants', 'Claims', 'Settings']);
    expect(await page.getByTestId('menu-data-toggle').count()).toBe(0);
    await context.close();
  });

  it("fits the tenant and landlord tables at 1280 px with the key columns, the rest in each row's details", async () => {
    const { context, page } = await e2e().signIn('admin', { width: 1280 });
    await page.goto('/admin/home/users?type=tenant');
    await page.getByTestId('user-row').first().waitFor();
    const headers = await page.getByTestId('users-table').locator('th').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['Name', 'Eligibility', 'Eligibility Amount', 'Bond Status']));
    expect(await tableScrolls(page)).toBe(false);
    const row = page.getByTestId('user-row').first();
    await row.getByTestId('user-row-expand').click();
    const details = page.getByTestId('user-row-details').first();
    expect(await details.textContent()).toMatch(/Phone.*Registered On/);
    await page.goto('/admin/home/users?type=landlord');
    await page.getByTestId('user-row').first().waitFor();
    expect(await tableScrolls(page)).toBe(false);
    expect(await page.getByTestId('users-table').locator('th').allTextContents()).toEqual(
      expect.arrayContaining(['Name', 'Email', 'Phone', 'Properties Listed', 'Registered On']),
    );
    expect(await page.getByTestId('user-row-expand').count()).toBe(0);
    await context.close();

    const landlord = await e2e().signIn('landlord', { width: 1280 });
    await landlord.page.goto('/admin/home/users?type=tenant');
    await landlord.page.getByTestId('user-row').first().waitFor();
    expect(await landlord.page.getByTestId('users-table').locator('th').allTextContents()).toEqual(
      expect.arrayContaining(['Bond Status', 'Bond ID']),
    );
    expect(await tableScrolls(landlord.page)).toBe(false);
    await landlord.context.close();
  });

  it("shows every tab of a tenant's drawer, none behind a scroll arrow", async () => {
    const { context, page } = await e2e().signIn('admin', { width: 1280 });
    await page.goto('/admin/home/users?type=tenant');
    await page.getByTestId('user-name').first().click();
    const drawer = page.getByTestId('user-drawer');
    await drawer.getByTestId('user-tab-bond').waitFor();
    expect(await drawer.locator('.MuiTabs-scrollButtons').count()).toBe(0);
    const hidden = await drawer.getByRole('tab').evaluateAll((tabs) => {
      const box = tabs[0].closest('.MuiTabs-root')!.getBoundingClientRect();
      return tabs
        .filter((t) => {
          const r = t.getBoundingClientRect();
          return r.width === 0 || r.left < box.left - 1 || r.right > box.right + 1;
        })
        .map((t) => t.textContent);
    });
    expect(hidden).toEqual([]);
    await context.close();
  });
});

describe('live highlights, settings and entry points', () => {
  it('shows the live figures in the Highlights carousel', async () => {
    const { context, page } = await e2e().signIn('admin', { width: 1280 });
    const active = await e2e()
      .db.selectFrom('bond')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'Active')
      .executeTakeFirstOrThrow();
    const first = page.getByTestId('highlights').locator('[data-highlight=active-bonds]');
    await first.waitFor();
    expect(await first.locator('h3').textContent()).toBe(`${Number(active.n)} active bonds`);
    expect(await page.getByTestId('highlights').locator('[data-highlight=deposits-replaced] h3').textContent()).toMatch(
      /^₹[\d,]+ in deposits replaced$/,
    );
    await context.close();
  });

  it('opens Settings > Webhooks for staff, with a pick-list hint and the product message, and asks before discarding the form', async () => {
    const { context, page } = await e2e().signIn('admin', { width: 1280 });
    await page.goto('/admin/home/settings/webhooks');
    const section = page.getByTestId('settings-webhooks');
    await section.waitFor();
    await section.getByRole('button', { name: 'Add Webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
    await dialog.getByText('Pick one or more events from the list').waitFor();
    expect(await dialog.getByText('Separate events with commas').count()).toBe(0);
    await dialog.getByRole('textbox', { name: /Callback URL/ }).fill('https://example.com/hooks');
    await dialog.getByRole('button').last().click();
    await expect.poll(() => dialog.getByText('Choose at least one event').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Discard changes?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    expect(await dialog.getByRole('textbox', { name: /Callback URL/ }).inputValue()).toBe('https://example.com/hooks');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Add Webhook' }).count()).toBe(0);
    await context.close();
  });

  it('offers Download Report only to staff with report rights', async () => {
    const { context, page } = await e2e().signIn('underwriter', { width: 1280 });
    await page.goto('/admin/home/settings/downloadreport');
    await page.waitForURL(/\/admin\/home\/settings\/changepassword/);
    expect(await page.getByTestId('settings-nav').getByText('Download Report').count()).toBe(0);
    await context.close();
    const finance = await e2e().signIn('finance', { width: 1280 });
    await finance.page.goto('/admin/home/settings/downloadreport');
    await finance.page.getByTestId('settings-downloadreport').waitFor();
    await finance.context.close();
  });

  it('opens the Add property form from /admin/properties#addnew, and says "Highlight created" in the product\'s words', async () => {
    const { context, page } = await e2e().signIn('admin', { width: 1280 });
    await page.goto('/admin/properties#addnew');
    await page.waitForURL(/\/admin\/property\/create/);
    await page.goto('/admin/highlight/create');
    await page.getByRole('textbox', { name: /Title/ }).first().fill('Claims settled in 10 days');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => page.getByText('Highlight created').count()).toBe(1);
    expect(await page.getByText('Element created').count()).toBe(0);
    await context.close();
  });
});
