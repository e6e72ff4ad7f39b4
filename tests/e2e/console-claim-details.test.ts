import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import bondSchema from '#generated/schemas/bond.json';
import claimSchema from '#generated/schemas/claim.json';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

type Props = Record<string, { title?: string }>;

/** Each shown field of a details view (data-field) with the label it carries. */
async function labelsOf(page: Page, testId: string): Promise<[string, string][]> {
  const view = page.getByTestId(testId);
  await view.locator('[data-field]').first().waitFor();
  return view
    .locator('[data-field]')
    .evaluateAll((items) =>
      items.map(
        (i) => [i.getAttribute('data-field') ?? '', i.querySelector('dt')?.textContent ?? ''] as [string, string],
      ),
    );
}

describe('the claim drawer laid out by the claim and bond schemas (x-ui.details)', () => {
  it("shows whose claim it is and its bond under the schemas' titles, in the layout's order, to staff and to the landlord", async () => {
    // A claim of the demo landlord (landlord@), so that both they and staff open it.
    const claim = await e2e()
      .db.selectFrom('claim')
      .innerJoin('user', 'user.id', 'claim.landlordId')
      .select(['claim.id'])
      .where('user.email', '=', 'landlord@nivaas.test')
      .orderBy('claim.createdAt', 'desc')
      .executeTakeFirstOrThrow();
    const claimProps = claimSchema.properties as Props;
    const bondProps = bondSchema.properties as Props;
    const summary = claimSchema['x-ui'].details.groups.find((g) => g.name === 'summary')!.fields;

    const { context, page } = await e2e().signIn('admin');
    await page.goto(`/admin/home/claims?claim=${claim.id}`);
    const staff = await labelsOf(page, 'claim-summary');
    // Tenant, Landlord, Raised On: the layout's summary group (number and eligible amount are in the title and totals).
    expect(staff.map(([f]) => f)).toEqual(summary.filter((f) => !['claimNumber', 'eligibleAmount'].includes(f)));
    for (const [field, label] of staff) expect(label, field).toBe(claimProps[field].title);
    const bond = await labelsOf(page, 'claim-bond-details');
    expect(bond.map(([f]) => f)).toEqual(
      expect.arrayContaining(['bondId', 'productId', 'bondAmount', 'monthlyRent', 'bondEffectiveDate']),
    );
    for (const [field, label] of bond) expect(label, field).toBe(bondProps[field].title);
    // The bond's groups under their layout titles.
    const headings = await page.getByTestId('claim-bond-details').locator('h3').allTextContents();
    expect(headings).toEqual(bondSchema['x-ui'].details.groups.map((g) => g.title).filter((t) => headings.includes(t)));
    expect(headings).toContain('Amounts');
    await context.close();

    const landlord = await e2e().signIn('landlord');
    await landlord.page.getByRole('menuitem', { name: 'Claims', exact: true }).click();
    await landlord.page
      .locator(`[data-testid=claim-row][data-claim-id="${claim.id}"]`)
      .getByTestId('open-claim')
      .click();
    const own = await labelsOf(landlord.page, 'claim-summary');
    expect(own.map(([f]) => f)).toEqual(summary.filter((f) => f !== 'landlordId'));
    for (const [field, label] of own) expect(label, field).toBe(claimProps[field].title);
    await landlord.context.close();
  });
});
