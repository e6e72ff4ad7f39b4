import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

/** Chooses "Filter by" → field, then a value from its choices. */
async function filterBy(page: Page, field: string, value: string) {
  await page.getByTestId('filter-field').click();
  await page.getByRole('option', { name: field, exact: true }).click();
  await page.getByTestId('filter-value').click();
  await page.getByRole('option', { name: value, exact: true }).click();
}

const idOf = (row: { getAttribute(n: string): Promise<string | null> }) => row.getAttribute('data-user-id');

describe('the users area, as staff use it', () => {
  it('admin filters tenants by eligibility, opens a tenant, approves eligibility and sees "Tenant is Approved"', async () => {
    const { context, page } = await e2e().signIn('admin');
    await page.getByRole('menuitem', { name: 'Tenants' }).click();
    await page.waitForURL(/\/home\/users\?type=tenant/);
    await filterBy(page, 'Eligibility', 'Ineligible');
    const rows = page.getByTestId('user-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await expect.poll(async () => (await rows.first().textContent()) ?? '').toContain('Ineligible');
    const tenantId = (await idOf(rows.first()))!;
    await rows.first().getByTestId('user-name').click();
    await page.waitForURL(new RegExp(`type=tenant.*id=${tenantId}|id=${tenantId}.*type=tenant`));
    const drawer = page.getByTestId('user-drawer');
    await drawer.getByTestId('approve-eligibility').click();
    const dialog = page.getByRole('dialog', { name: 'Approve eligibility' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => dialog.getByText('Reason is required!').count()).toBe(1);
    await dialog.getByRole('spinbutton', { name: /Maximum Eligibility Amount/ }).fill('45000');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Salary slips verified by phone with the employer');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => page.getByText('Tenant is Approved').count()).toBeGreaterThan(0);
    const admin = await e2e()
      .db.selectFrom('user')
      .select('id')
      .where('email', '=', 'admin@nivaas.test')
      .executeTakeFirstOrThrow();
    const eligibility = await e2e()
      .db.selectFrom('eligibility')
      .select(['status', 'maxEligibilityAmount', 'manualCheckingUserId'])
      .where('userId', '=', tenantId)
      .executeTakeFirstOrThrow();
    expect(eligibility).toEqual({ status: 'eligible', maxEligibilityAmount: 45000, manualCheckingUserId: admin.id });
    await expect.poll(() => drawer.getByTestId('eligibility-status').getAttribute('data-status')).toBe('eligible');
    await context.close();
  });

  it('staff@ sees "request the admin" instead of approval, and no delete buttons', async () => {
    const { context, page } = await e2e().signIn('staff');
    await page.goto('/admin/home/users?type=tenant');
    await filterBy(page, 'Eligibility', 'Ineligible');
    const rows = page.getByTestId('user-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(await page.getByTestId('delete-user').count()).toBe(0);
    expect(await page.getByTestId('invite-button').count()).toBe(0);
    await rows.first().getByTestId('user-name').click();
    const drawer = page.getByTestId('user-drawer');
    await drawer.getByTestId('request-admin').waitFor();
    expect(await drawer.getByTestId('request-admin').textContent()).toMatch(/request the admin/i);
    expect(await drawer.getByTestId('approve-eligibility').count()).toBe(0);
    expect(await drawer.getByTestId('edit-details').count()).toBe(0);
    await page.getByTestId('user-drawer-close').click();
    for (const tab of ['landlord', 'partner', 'internal']) {
      await page.getByTestId(`user-tab-${tab}`).click();
      await page.waitForURL(new RegExp(`type=${tab}`));
      await expect.poll(() => rows.count()).toBeGreaterThan(0);
      expect(await page.getByTestId('delete-user').count()).toBe(0);
    }
    await context.close();
  });

  it('the Registered On filter takes DD/MM/YYYY and filters on whole days only', async () => {
    const { context, page } = await e2e().signIn('admin');
    await page.goto('/admin/home/users?type=tenant');
    const rows = page.getByTestId('user-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await page.getByTestId('filter-field').click();
    await page.getByRole('option', { name: 'Registered On', exact: true }).click();
    const from = page.getByTestId('filter-from');
    expect(await from.getAttribute('placeholder')).toBe('DD/MM/YYYY');
    await from.pressSequentially('0101');
    expect(await from.inputValue()).toBe('01/01');
    await from.pressSequentially('2000');
    expect(await from.inputValue()).toBe('01/01/2000');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await page.getByTestId('filter-to').pressSequentially('02012000');
    await expect.poll(() => rows.count()).toBe(0);
    await context.close();
  });

  it('an invitation to a new employee lands in the outbox with a registration link', async () => {
    const { context, page } = await e2e().signIn('admin');
    await page.goto('/admin/home/users?type=internal');
    await page.getByTestId('invite-button').click();
    const dialog = page.getByTestId('invite-dialog');
    await dialog.getByRole('textbox', { name: /Email/ }).fill('meera.joshi@nivaas.test');
    // Escape with an address typed asks first; Keep editing keeps it (decision 044).
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Keep editing' }).click();
    await expect
      .poll(() => dialog.getByRole('textbox', { name: /Email/ }).inputValue())
      .toBe('meera.joshi@nivaas.test');
    await dialog.getByRole('combobox', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'underwriter' }).click();
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect.poll(() => page.getByText('Invite sent by email to meera.joshi@nivaas.test').count()).toBe(1);
    const mail = await e2e()
      .db.selectFrom('outbox_message')
      .select(['to', 'body'])
      .where('to', '=', 'meera.joshi@nivaas.test')
      .executeTakeFirstOrThrow();
    expect(mail.body).toMatch(/\/register\?invite=[0-9a-f-]{36}/);
    await expect.poll(() => page.getByText('Invitation sent').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('finance@ tops up a tenant wallet and sees the new balance', async () => {
    const { context, page } = await e2e().signIn('finance');
    const tenant = await e2e()
      .db.selectFrom('user')
      .select('id')
      .where('email', '=', 'newtenant@nivaas.test')
      .executeTakeFirstOrThrow();
    const before = await e2e()
      .db.selectFrom('wallet')
      .select('totalAmount')
      .where('userId', '=', tenant.id)
      .executeTakeFirst();
    await page.goto(`/admin/home/users?type=tenant&id=${tenant.id}`);
    const drawer = page.getByTestId('user-drawer');
    await drawer.getByTestId('wallet-topup').click();
    const dialog = page.getByRole('dialog', { name: 'Top up wallet' });
    await dialog.getByRole('spinbutton', { name: /Amount/ }).fill('2500');
    await dialog.getByRole('button', { name: 'Add' }).click();
    const expected = Number(before?.totalAmount ?? 0) + 2500;
    await expect
      .poll(async () =>
        Number(
          (await e2e().db.selectFrom('wallet').select('totalAmount').where('userId', '=', tenant.id).executeTakeFirst())
            ?.totalAmount ?? 0,
        ),
      )
      .toBe(expected);
    await expect
      .poll(() => drawer.getByTestId('wallet-balance').textContent())
      .toContain(new Intl.NumberFormat('en-IN').format(expected));
    await context.close();
  });

  it('staff@ has no wallet top-up', async () => {
    const { context, page } = await e2e().signIn('staff');
    const tenant = await e2e()
      .db.selectFrom('user')
      .select('id')
      .where('email', '=', 'newtenant@nivaas.test')
      .executeTakeFirstOrThrow();
    await page.goto(`/admin/home/users?type=tenant&id=${tenant.id}`);
    await page.getByTestId('wallet-balance').waitFor();
    expect(await page.getByTestId('wallet-topup').count()).toBe(0);
    await context.close();
  });
});

describe('global handling of failed calls', () => {
  it("a 406 (a co-applicant's missing details) opens the 'Co-Applicant Eligibilty' dialog with OK", async () => {
    const tenant = await e2e()
      .db.selectFrom('user')
      .select('id')
      .where('email', '=', 'tenant@nivaas.test')
      .executeTakeFirstOrThrow();
    await e2e()
      .db.insertInto('co_applicant')
      .values({ tenantId: tenant.id, name: 'Ramesh Sharma', relation: 'father' } as any)
      .execute();
    const { context, page } = await e2e().signIn('admin');
    await page.goto(`/admin/home/users?type=tenant&id=${tenant.id}`);
    await page.getByTestId('user-drawer').getByTestId('check-eligibility').click();
    const dialog = page.getByRole('dialog', { name: 'Co-Applicant Eligibilty' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Ramesh Sharma');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('check-eligibility').isEnabled()).toBe(true); // the spinner stopped
    await context.close();
  });
});
