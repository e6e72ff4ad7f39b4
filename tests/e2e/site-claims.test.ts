import { describe, expect, it } from 'vitest';

import { rupeesWithPaise } from '#domain/format/money.ts';

import { e2eForThisFile } from './harness.ts';
import { signInOnSite, withDemoPassword } from './site-sign-in.ts';

const e2e = e2eForThisFile();

/** Signs in on /login (the script has taken over the form first) and waits for the dashboard. */
/** The tenant of the newest seeded claim, made to sign in with the demo password, their claim given lines claimed, approved and authorised. */
async function tenantWithOpenClaim() {
  const { db } = e2e();
  const claim = await db
    .selectFrom('claim')
    .select(['id', 'claimNumber', 'tenantId'])
    .where('tenantId', 'is not', null)
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const lines = [
    { type: 'Unpaid Rent', claimAmount: 20000, approvedAmount: 15000, status: 'approved' },
    { type: 'Property Damage', claimAmount: 6000, approvedAmount: 5000, authAmount: 4500.5, status: 'authorized' },
    { type: 'Unpaid Utilities', claimAmount: 1200, status: 'pending' },
  ];
  await db
    .updateTable('claim')
    .set({ claims: JSON.stringify(lines) })
    .where('id', '=', claim.id)
    .execute();
  const email = await withDemoPassword(db, claim.tenantId);
  return { email, claim };
}

describe("the tenant's claims (spec 001 §2, §4)", () => {
  it('the claim notice leads to the claim and to the bond; the claim drawer totals what was claimed, approved and authorized', async () => {
    const { email, claim } = await tenantWithOpenClaim();
    const { page, context } = await e2e().visit('/login?redirectTo=/home/dashboard');
    await signInOnSite(page, email);
    const notice = page.getByRole('region', { name: 'Claim Raised' });
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'Bond details' }).getAttribute('href')).toBe(
      '/home/settings/bonddetails',
    );
    expect(await notice.getByRole('link', { name: 'View claims' }).getAttribute('href')).toBe('/home/claims');

    // The claim's number opens it on the Claims tab.
    await notice.getByRole('link', { name: claim.claimNumber! }).click();
    await page.waitForURL(/\/home\/claims\?claim=/);
    const drawer = page.getByRole('dialog', { name: `Claim ${claim.claimNumber}` });
    const totals = drawer.getByTestId('claim-totals');
    await expect.poll(() => totals.innerText()).toContain(`Total claimed: ${rupeesWithPaise(27200)}`);
    expect(await totals.innerText()).toContain(`Total approved: ${rupeesWithPaise(20000)}`);
    expect(await totals.innerText()).toContain(`Total authorized: ${rupeesWithPaise(4500.5)}`);
    // The table's row carries the same three totals.
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/home\/claims$/);
    const row = page.getByRole('row').filter({ hasText: claim.claimNumber! });
    expect(await row.innerText()).toMatch(
      new RegExp([27200, 20000, 4500.5].map((n) => rupeesWithPaise(n).replace(/[.₹]/g, '\\$&')).join('\\s+')),
    );

    // And the bond is one click away from the dashboard.
    await page.goto('/home/dashboard');
    await page.getByRole('region', { name: 'Claim Raised' }).getByRole('link', { name: 'Bond details' }).click();
    await page.waitForURL(/\/home\/settings\/bonddetails$/);
    await context.close();
  });
});
