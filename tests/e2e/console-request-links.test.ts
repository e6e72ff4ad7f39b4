import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { consoleInspectionLink, consoleRequestLink } from '#server/shared/links.ts';

import { e2eForThisFile } from './harness.ts';
import { landlordRequestFixtures } from './landlord-requests-fixtures.ts';

/**
 * A landlord's e-mail opens the request in the console (issue 30): the link of each kind shows the Requests page on
 * that request, highlighted and in view; a request answered since says so. Typed input in the request dialogs is
 * not lost to Escape or Cancel without asking.
 */
const e2e = e2eForThisFile();
const { db, userId, newBond, insertRequest, landlordPage } = landlordRequestFixtures(e2e, 'NVB-E2E-LINK');

/** The element is highlighted as the one the link named, and in view. */
async function expectFocused(page: Page, item: Locator) {
  await expect.poll(() => item.getAttribute('aria-current')).toBe('true');
  await expect
    .poll(() =>
      item.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top < window.innerHeight && r.bottom > 0;
      }),
    )
    .toBe(true);
  expect(await page.getByTestId('focus-not-listed').count()).toBe(0);
}

describe("a landlord's e-mail link", () => {
  it('opens a cancellation request on the Requests page, highlighted and in view, with its amounts in rupees and paise', async () => {
    const landlord = await userId('landlord@nivaas.test');
    const bond = await newBond(landlord, 6);
    const requestId = await insertRequest({
      type: 'cancel',
      propertyId: bond.propertyId,
      userId: bond.tenantId,
      landlordId: landlord,
      bondId: bond.id,
      refundType: 'wallet',
    });

    const page = await landlordPage(390);
    await page.goto(consoleRequestLink('cancel', requestId));
    const item = page.locator(`[data-testid="request-item"][data-request-id="${requestId}"]`);
    await item.getByText(bond.bondId).waitFor();
    await expectFocused(page, item);
    expect(await item.getByTestId('cancel-details').textContent()).toContain('₹30,000.00');
    expect(await page.locator('[data-testid="request-item"][aria-current="true"]').count()).toBe(1);
  });

  it('opens a new bond request and a move-in report; a request answered since says it no longer waits', async () => {
    const landlord = await userId('landlord@nivaas.test');
    const tenant = await userId('newtenant@nivaas.test');
    const [property] = await db()
      .selectFrom('property')
      .select('id')
      .where('landlordId', '=', landlord)
      .where('status', '=', 'active')
      .orderBy('createdAt', 'desc')
      .limit(1)
      .execute();
    const requestId = await insertRequest({
      type: 'buy',
      propertyId: property.id,
      userId: tenant,
      landlordId: landlord,
    });

    const page = await landlordPage();
    await page.goto(consoleRequestLink('buy', requestId));
    await expectFocused(page, page.locator(`[data-testid="request-item"][data-request-id="${requestId}"]`));

    const reported = await newBond(landlord, 7);
    const amenities = [
      { room: 'kitchen', name: 'Geyser', counts: 1, conditions: 'nonworking', remark: 'Does not heat' },
    ];
    const inspection = await db()
      .insertInto('inspection')
      .values({
        bondId: reported.id,
        propertyId: reported.propertyId,
        tenantId: reported.tenantId,
        landlordId: landlord,
        status: 'pending',
        amenities: JSON.stringify(amenities),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await page.goto(consoleInspectionLink(reported.id));
    await expectFocused(page, page.locator(`[data-inspection-id="${inspection.id}"]`));

    await db().updateTable('bond_request').set({ status: 'rejected' }).where('id', '=', requestId).execute();
    await page.goto(consoleRequestLink('buy', requestId));
    await page.getByTestId('focus-not-listed').waitFor();
    // Another kind drops the link's request from the address.
    await page.getByTestId('kind-transfer').click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'transfer' && !url.searchParams.has('request'));
  });
});

describe("a landlord's in-app notification", () => {
  it('opens the request in the console from the Notifications page', async () => {
    const landlord = await userId('landlord@nivaas.test');
    const tenant = await userId('newtenant@nivaas.test');
    const [, , property] = await db()
      .selectFrom('property')
      .select('id')
      .where('landlordId', '=', landlord)
      .where('status', '=', 'active')
      .orderBy('createdAt', 'desc')
      .limit(3)
      .execute();
    const requestId = await insertRequest({
      type: 'buy',
      propertyId: property.id,
      userId: tenant,
      landlordId: landlord,
    });
    await db()
      .insertInto('notification')
      .values({
        userId: landlord,
        type: 'bondRequest',
        title: 'New bond request E2E',
        message: 'Sneha Reddy requests a bond. Accept or reject the request.',
        link: consoleRequestLink('buy', requestId),
        read: false,
      } as any)
      .execute();

    const page = await landlordPage();
    await page.goto('/home/notifications');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'New bond request E2E' })
      .getByRole('link', { name: 'Open' })
      .click();
    await page.waitForURL(/\/admin\/home\/requests\?kind=new&request=/);
    await expectFocused(page, page.locator(`[data-testid="request-item"][data-request-id="${requestId}"]`));
  });
});

describe('typed input in the request dialogs', () => {
  it('asks before a reason typed in Reject is lost to Escape or Cancel; Keep editing keeps it', async () => {
    const landlord = await userId('landlord@nivaas.test');
    const tenant = await userId('newtenant@nivaas.test');
    const [, property] = await db()
      .selectFrom('property')
      .select('id')
      .where('landlordId', '=', landlord)
      .where('status', '=', 'active')
      .orderBy('createdAt', 'desc')
      .limit(2)
      .execute();
    const requestId = await insertRequest({
      type: 'buy',
      propertyId: property.id,
      userId: tenant,
      landlordId: landlord,
    });

    const page = await landlordPage();
    await page.goto(consoleRequestLink('buy', requestId));
    const item = page.locator(`[data-testid="request-item"][data-request-id="${requestId}"]`);
    await item.getByTestId('reject-request').click();
    const dialog = page.getByRole('dialog', { name: 'Reject request?' });
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('The room is let');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Discard changes?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await dialog.getByRole('textbox', { name: 'Reason (optional)' }).inputValue()).toBe('The room is let');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(
      (await db().selectFrom('bond_request').select('status').where('id', '=', requestId).executeTakeFirstOrThrow())
        .status,
    ).toBe('pending');

    // Nothing typed: Cancel closes at once.
    await item.getByTestId('reject-request').click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await ask.count()).toBe(0);
  });

  it("asks before the landlord's remarks on a move-in report are lost to Cancel", async () => {
    const landlord = await userId('landlord@nivaas.test');
    const reported = await newBond(landlord, 8);
    const amenities = [
      { room: 'kitchen', name: 'Geyser', counts: 1, conditions: 'nonworking', remark: 'Does not heat' },
    ];
    const inspection = await db()
      .insertInto('inspection')
      .values({
        bondId: reported.id,
        propertyId: reported.propertyId,
        tenantId: reported.tenantId,
        landlordId: landlord,
        status: 'pending',
        amenities: JSON.stringify(amenities),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const page = await landlordPage();
    await page.goto(consoleInspectionLink(reported.id));
    await page.locator(`[data-inspection-id="${inspection.id}"]`).getByTestId('review-inspection').click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Does not heat' });
    await dialog.getByRole('textbox', { name: 'Your remark on Geyser, Kitchen' }).fill('Will be replaced this week');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const ask = page.getByRole('dialog', { name: 'Discard changes?' });
    await ask.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(
      (await db().selectFrom('inspection').select('status').where('id', '=', inspection.id).executeTakeFirstOrThrow())
        .status,
    ).toBe('pending');
  });
});
