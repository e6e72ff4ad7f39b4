import { describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { e2eForThisFile } from './harness.ts';

/**
 * The tenant drawer's eligibility and credit report (issue 29, decision 039), as staff use them: opening a tenant
 * pulls no credit report (only a permitted "Pull credit report" does, with its cost said), and the buttons offered
 * are those the server allows (#domain/eligibility/access.ts).
 */
const e2e = e2eForThisFile();

const tenantByEmail = (email: string) =>
  e2e().db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
const reportsOf = async (userId: string) =>
  (await e2e().db.selectFrom('credit_report').select('id').where('userId', '=', userId).execute()).length;
/** A demo tenant whose eligibility is `status`. */
const tenantIn = (status: string) =>
  e2e()
    .db.selectFrom('eligibility')
    .innerJoin('user', 'user.id', 'eligibility.userId')
    .select('user.id')
    .where('eligibility.status', '=', status as never)
    .where('user.userType', '=', 'tenant')
    .executeTakeFirstOrThrow();

describe('the credit report in the tenant drawer', () => {
  it('admin opens a tenant: the stored report only, nothing pulled; Pull credit report pulls once, shows its age and downloads its raw data', async () => {
    const tenant = await tenantByEmail('newtenant@nivaas.test');
    const before = await reportsOf(tenant.id);
    const { context, page } = await e2e().signIn('admin');
    await page.goto(`/admin/home/users?type=tenant&id=${tenant.id}`);
    const card = page.getByTestId('user-drawer').getByTestId('credit-report');
    await expect
      .poll(() => card.getByTestId('credit-report-message').textContent())
      .toBe(messages.verification.creditNoReport);
    expect(await card.getByTestId('credit-pull-notice').textContent()).toBe(messages.verification.creditPullCosts);
    // Opening it again, and waiting, asks the bureau nothing.
    await page.reload();
    await card.getByTestId('credit-report-message').waitFor();
    expect(await reportsOf(tenant.id)).toBe(before);

    await card.getByTestId('pull-credit-report').click();
    await expect.poll(() => card.getByTestId('credit-report-age').textContent()).toContain('Pulled today');
    await expect.poll(() => page.getByText(messages.verification.creditPulled).count()).toBeGreaterThan(0);
    expect(await reportsOf(tenant.id)).toBe(before + 1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByTestId('credit-report-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^credit-report-DEV-\d{8}-[0-9A-F]+\.xlsx$/);
    // A report pulled today is reused: a second pull asks the bureau nothing.
    await card.getByTestId('pull-credit-report').click();
    await expect.poll(() => page.getByText(messages.verification.creditPulled).count()).toBeGreaterThan(0);
    expect(await reportsOf(tenant.id)).toBe(before + 1);
    await context.close();
  });

  it('staff@ (no approval rights) reads the stored report but has no Pull, no Check eligibility and no Approve: only "request the admin"', async () => {
    const tenant = await tenantIn('ineligible');
    const before = await reportsOf(tenant.id);
    const { context, page } = await e2e().signIn('staff');
    await page.goto(`/admin/home/users?type=tenant&id=${tenant.id}`);
    const drawer = page.getByTestId('user-drawer');
    await drawer.getByTestId('request-admin').waitFor();
    await drawer.getByTestId('credit-report-message').waitFor();
    for (const control of ['pull-credit-report', 'check-eligibility', 'approve-eligibility', 'raise-eligibility'])
      expect(await drawer.getByTestId(control).count(), control).toBe(0);
    expect(await reportsOf(tenant.id)).toBe(before);
    await context.close();
  });
});

describe('what the eligibility card offers an approver', () => {
  it('Approve for an ineligible tenant; for a basic-eligible one only Check eligibility, with the reason Approve is not there', async () => {
    const { context, page } = await e2e().signIn('underwriter');
    const ineligible = await tenantIn('ineligible');
    await page.goto(`/admin/home/users?type=tenant&id=${ineligible.id}`);
    const drawer = page.getByTestId('user-drawer');
    await drawer.getByTestId('approve-eligibility').waitFor();
    expect(await drawer.getByTestId('check-eligibility').count()).toBe(1);
    expect(await drawer.getByTestId('check-pulls-credit').textContent()).toBe(messages.accounts.checkPullsCredit);
    expect(await drawer.getByTestId('request-admin').count()).toBe(0);

    const basic = await tenantIn('basiceligible');
    await page.goto(`/admin/home/users?type=tenant&id=${basic.id}`);
    await drawer.getByTestId('approve-hint').waitFor();
    expect(await drawer.getByTestId('approve-hint').textContent()).toBe(
      messages.accounts.approveOnlyIneligibleOrRequested,
    );
    expect(await drawer.getByTestId('approve-eligibility').count()).toBe(0);
    expect(await drawer.getByTestId('raise-eligibility').count()).toBe(0);
    expect(await drawer.getByTestId('check-eligibility').count()).toBe(1);
    await context.close();
  });
});
