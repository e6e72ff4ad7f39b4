import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { detailGroups } from '#forms/details/detail-groups.ts';
import bondRequestSchema from '#generated/schemas/bond-request.json';
import propertySchema from '#generated/schemas/property.json';

import { e2eForThisFile } from './harness.ts';
import { landlordRequestFixtures } from './landlord-requests-fixtures.ts';

const e2e = e2eForThisFile();
const { db, userId, newBond, insertRequest, landlordPage } = landlordRequestFixtures(e2e, 'NVB-E2E-DET');

type Props = Record<string, { title?: string; 'x-enumTitles'?: Record<string, string> }>;
const requestProps = bondRequestSchema.properties as Props;
const propertyProps = propertySchema.properties as Props;
/** The fields of a group of a schema's read-only layout, in its order. */
const fieldsOf = (schema: { 'x-ui': { details: { groups: { name: string; fields: string[] }[] } } }, group: string) =>
  schema['x-ui'].details.groups.find((g) => g.name === group)!.fields;

/** Each shown field of a details view (data-field) with its label (dt) and value (dd). */
async function factsOf(
  page: Page,
  scope: ReturnType<Page['locator']>,
  testId: string,
): Promise<[string, string, string][]> {
  const view = scope.getByTestId(testId);
  await view.locator('[data-field]').first().waitFor();
  return view
    .locator('[data-field]')
    .evaluateAll((items) =>
      items.map(
        (i) =>
          [
            i.getAttribute('data-field') ?? '',
            i.querySelector('dt')?.textContent ?? '',
            i.querySelector('dd')?.textContent ?? '',
          ] as [string, string, string],
      ),
    );
}

describe("the request cards' details laid out by the bond-request and property schemas (x-ui.details)", () => {
  it("a cancellation shows the request's cancellation group under the schema's titles, in the layout's order, choices by their titles", async () => {
    const landlord = await userId('landlord@nivaas.test');
    const bond = await newBond(landlord, 7);
    const requestId = await insertRequest({
      type: 'cancel',
      propertyId: bond.propertyId,
      userId: bond.tenantId,
      landlordId: landlord,
      bondId: bond.id,
      refundType: 'bank',
      cancelOption: 'changed_plans',
      reason: 'Moving to another city',
    });

    const page = await landlordPage();
    await page.goto('/admin/home/requests?kind=cancel');
    const item = page.locator(`[data-testid="request-item"][data-request-id="${requestId}"]`);
    await item.getByText(bond.bondId).waitFor();
    const facts = await factsOf(page, item, 'cancellation-facts');
    expect(facts.map(([field]) => field)).toEqual(fieldsOf(bondRequestSchema, 'cancellation'));
    for (const [field, label] of facts) expect(label, field).toBe(requestProps[field].title);
    const value = Object.fromEntries(facts.map(([field, , text]) => [field, text]));
    expect(value.refundType).toBe(requestProps.refundType['x-enumTitles']!.bank);
    expect(value.cancelOption).toBe('Changed plans');
    expect(value.reason).toBe('Moving to another city');
    // The request's own heading facts (tenant, date) are not repeated, and no field outside the layout shows.
    expect(await item.getByTestId('request-more-facts').count()).toBe(0);
  });

  it("a transfer shows each property's brief group and the request's transfer group under the schemas' titles", async () => {
    const landlord = await userId('landlord@nivaas.test');
    const bond = await newBond(landlord, 8);
    const target = await db()
      .selectFrom('property')
      .select(['id', 'name'])
      .where('landlordId', '=', landlord)
      .where('status', '=', 'active')
      .where('id', '!=', bond.propertyId)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    const requestId = await insertRequest({
      type: 'transfer',
      propertyId: target.id,
      userId: bond.tenantId,
      landlordId: landlord,
      bondId: bond.id,
      oldPropertyId: bond.propertyId,
      expectedBondValue: 45000,
    });

    const page = await landlordPage(390);
    await page.goto('/admin/home/requests?kind=transfer');
    const item = page.locator(`[data-testid="request-item"][data-request-id="${requestId}"]`);
    await item.getByTestId('transfer-new-property').getByText(target.name!).waitFor();
    for (const side of ['transfer-old-property', 'transfer-new-property']) {
      const brief = await factsOf(page, item, `${side}-facts`);
      expect(brief.map(([field]) => field)).toEqual(fieldsOf(propertySchema, 'brief'));
      for (const [field, label] of brief) expect(label, field).toBe(propertyProps[field].title);
    }
    const facts = await factsOf(page, item, 'transfer-facts');
    // The old property shows as the From card, so the group's other fields remain.
    expect(facts.map(([field]) => field)).toEqual(
      fieldsOf(bondRequestSchema, 'transfer').filter((f) => f !== 'oldPropertyId'),
    );
    for (const [field, label] of facts) expect(label, field).toBe(requestProps[field].title);
    expect(Object.fromEntries(facts.map(([field, , text]) => [field, text])).expectedBondValue).toBe('₹45,000.00');
  });

  it("a field an analyst adds to bond-request lands in the layout's rest group, which every request card shows (RequestItem's 'more' facts)", () => {
    const added = {
      ...bondRequestSchema,
      properties: {
        ...bondRequestSchema.properties,
        moveOutDate: { title: 'Move-out Date', type: 'string', format: 'date' },
      },
    };
    const record = { type: 'buy', status: 'pending', moveOutDate: '2026-12-31' };
    const [more] = detailGroups(added, record, { group: 'more', roles: ['landlord'] });
    expect(more.items.map((i) => [i.label, i.text])).toEqual([['Move-out Date', '31/12/2026']]);
    // Without such a field the group is empty, so a card shows nothing more.
    expect(detailGroups(bondRequestSchema, record, { group: 'more', roles: ['landlord'] })).toEqual([]);
  });
});
