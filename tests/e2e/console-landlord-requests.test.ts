import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { e2eForThisFile } from './harness.ts';
import { landlordRequestFixtures } from './landlord-requests-fixtures.ts';

const e2e = e2eForThisFile();
const { db, userId, newBond, insertRequest, landlordPage } = landlordRequestFixtures(e2e, 'NVB-E2E-REQ');

const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 10_000 }).toBeGreaterThan(0);

describe("landlord@'s Requests page", () => {
  it('approves a pending new-bond request (the tenant is e-mailed a payment link); a request decided elsewhere says it cannot be updated', async () => {
    const landlord = await userId('landlord@nivaas.test');
    const tenant = await userId('newtenant@nivaas.test');
    const [property, other] = await db()
      .selectFrom('property')
      .select('id')
      .where('landlordId', '=', landlord)
      .where('status', '=', 'active')
      .orderBy('createdAt', 'asc')
      .limit(2)
      .execute();
    const requestId = await insertRequest({
      type: 'buy',
      propertyId: property.id,
      userId: tenant,
      landlordId: landlord,
    });
    const staleId = await insertRequest({ type: 'buy', propertyId: other.id, userId: tenant, landlordId: landlord });

    const page = await landlordPage();
    await page.goto('/admin/home/dashboard');
    await page.getByRole('menuitem', { name: 'Requests' }).click();
    await page.waitForURL(/\/home\/requests/);
    await page.getByTestId('congratulations-banner').waitFor();
    const pending = (id: string) => page.locator(`[data-testid="request-item"][data-request-id="${id}"]`);
    const item = pending(requestId);
    await item.getByText('Sneha Reddy').waitFor();
    expect(await item.textContent()).toContain('newtenant@nivaas.test');
    const dialog = page.getByRole('dialog', { name: 'Approve bond request?' });
    const consent = dialog.getByLabel(messages.account.consentRequired);
    const approve = dialog.getByRole('button', { name: 'Approve' });

    // Answered elsewhere since the page loaded: the answer is refused and the request leaves the list.
    await db().updateTable('bond_request').set({ status: 'rejected' }).where('id', '=', staleId).execute();
    await pending(staleId).getByTestId('approve-request').click();
    await consent.check();
    await approve.click();
    await toast(page, messages.failure.updateBondRequest);
    await expect.poll(() => pending(staleId).count()).toBe(0);
    await expect.poll(() => dialog.count()).toBe(0);

    await item.getByTestId('approve-request').click();
    expect(await approve.isDisabled()).toBe(true);
    await consent.check();
    await approve.click();
    await toast(page, messages.success.updated);
    expect(
      (await db().selectFrom('bond_request').select('status').where('id', '=', requestId).executeTakeFirstOrThrow())
        .status,
    ).toBe('accepted');
    const mail = await db()
      .selectFrom('outbox_message')
      .select(['subject', 'body'])
      .where('to', '=', 'newtenant@nivaas.test')
      .where('body', 'like', `%bondRequestId=${requestId}%`)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(messages.bondRequest.acceptedTitle);
    await expect.poll(() => item.count()).toBe(0);
    await page
      .getByTestId('approved-requests')
      .locator(`[data-request-id="${requestId}"]`)
      .getByText('Awaiting payment')
      .waitFor();
  });

  it('rejects a cancellation with a reason, after the warning that the fee is not refunded', async () => {
    const landlord = await userId('landlord@nivaas.test');
    const bond = await newBond(landlord, 1, { eligible: true });
    const requestId = await insertRequest({
      type: 'cancel',
      propertyId: bond.propertyId,
      userId: bond.tenantId,
      landlordId: landlord,
      bondId: bond.id,
      refundType: 'wallet',
    });

    const page = await landlordPage(390);
    await page.goto('/admin/home/requests');
    await page.getByTestId('kind-cancel').click();
    await page.waitForURL(/kind=cancel/);
    const item = page.locator(`[data-testid="request-item"][data-request-id="${requestId}"]`);
    const details = item.getByTestId('cancel-details');
    await details.getByText(bond.bondId).waitFor();
    expect(await details.textContent()).toContain(messages.account.cancelRejectWarning);
    expect(await details.textContent()).toContain('Wallet');
    expect(await details.textContent()).toContain('₹2,400.00');

    await item.getByTestId('reject-request').click();
    const dialog = page.getByRole('dialog', { name: 'Reject cancellation?' });
    await dialog.getByRole('radio', { name: 'Tenant changed mind' }).check();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await toast(page, messages.success.updated);
    const stored = await db()
      .selectFrom('bond_request')
      .select(['status', 'reasonOfReject'])
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'rejected', reasonOfReject: 'Tenant changed mind' });
    expect(
      (await db().selectFrom('bond').select('status').where('id', '=', bond.id).executeTakeFirstOrThrow()).status,
    ).toBe(bond.status);
  });

  it('accepts a transfer only with the new bond value, showing the old and the new property', async () => {
    const landlord = await userId('landlord@nivaas.test');
    const bond = await newBond(landlord, 2, { eligible: true });
    const target = await db()
      .selectFrom('property')
      .select(['id', 'name', 'expectedRent'])
      .where('landlordId', '=', landlord)
      .where('status', '=', 'active')
      .where('id', '!=', bond.propertyId)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    const from = await db()
      .selectFrom('property')
      .select('name')
      .where('id', '=', bond.propertyId)
      .executeTakeFirstOrThrow();
    const requestId = await insertRequest({
      type: 'transfer',
      propertyId: target.id,
      userId: bond.tenantId,
      landlordId: landlord,
      bondId: bond.id,
      oldPropertyId: bond.propertyId,
    });
    // At least three months of the new home's rent: the minimum guarantee of any product.
    const value = Math.max(31_000, Number(target.expectedRent) * 3);

    const page = await landlordPage();
    await page.goto('/admin/home/requests?kind=transfer');
    const item = page.locator(`[data-testid="request-item"][data-request-id="${requestId}"]`);
    await item.getByTestId('transfer-old-property').getByText(from.name!).waitFor();
    await item.getByTestId('transfer-new-property').getByText(target.name!).waitFor();

    await item.getByTestId('approve-request').click();
    const dialog = page.getByRole('dialog', { name: 'Approve transfer?' });
    await dialog.getByLabel(messages.account.consentRequired).check();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText('New Bond Value is required!').waitFor();
    expect(
      (await db().selectFrom('bond_request').select('status').where('id', '=', requestId).executeTakeFirstOrThrow())
        .status,
    ).toBe('pending');

    await dialog.getByRole('spinbutton', { name: /New Bond Value/ }).fill(String(value));
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await toast(page, messages.success.updated);
    const stored = await db()
      .selectFrom('bond_request')
      .select(['status', 'expectedBondValue'])
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'accepted', expectedBondValue: value });
  });

  it('does not offer Approve for a transfer of a bond with an open claim, and says why (the rule the server asks)', async () => {
    const landlord = await userId('landlord@nivaas.test');
    const bond = await newBond(landlord, 5, { eligible: true });
    const target = await db()
      .selectFrom('property')
      .select('id')
      .where('landlordId', '=', landlord)
      .where('status', '=', 'active')
      .where('id', '!=', bond.propertyId)
      .orderBy('createdAt', 'desc')
      .offset(1)
      .limit(1)
      .executeTakeFirstOrThrow();
    const requestId = await insertRequest({
      type: 'transfer',
      propertyId: target.id,
      userId: bond.tenantId,
      landlordId: landlord,
      bondId: bond.id,
      oldPropertyId: bond.propertyId,
    });
    await db()
      .insertInto('claim')
      .values({
        claimNumber: `CLM-E2E-REQ-5`,
        landlordId: landlord,
        tenantId: bond.tenantId,
        bondId: bond.id,
        claims: JSON.stringify([{ type: 'Unpaid Rent', claimAmount: 12_000, status: 'pending' }]),
      } as any)
      .execute();

    const page = await landlordPage();
    await page.goto('/admin/home/requests?kind=transfer');
    const item = page.locator(`[data-testid="request-item"][data-request-id="${requestId}"]`);
    await item.getByRole('note').getByText(messages.bondRequest.transferNeedsNoClaims).waitFor();
    expect(await item.getByTestId('approve-request').isDisabled()).toBe(true);
    expect(await item.getByTestId('reject-request').isDisabled()).toBe(false);
  });

  it("resolves a tenant's move-in report with remarks and a comment, then releases a bond from Approved Requests", async () => {
    const landlord = await userId('landlord@nivaas.test');
    const reported = await newBond(landlord, 3, { eligible: true });
    const released = await newBond(landlord, 4, { eligible: true });
    const amenities = [
      { room: 'livingroom', name: 'Sofa', counts: 1, conditions: 'working' },
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
    const approvedId = await insertRequest({
      type: 'buy',
      status: 'accepted',
      propertyId: released.propertyId,
      userId: released.tenantId,
      landlordId: landlord,
    });

    const page = await landlordPage();
    await page.goto('/admin/home/requests?kind=inspection');
    const card = page.locator(`[data-inspection-id="${inspection.id}"]`);
    await card.getByText('1 not working').waitFor();
    await card.getByTestId('review-inspection').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Does not heat').waitFor();
    await dialog.getByRole('textbox', { name: 'Your remark on Geyser, Kitchen' }).fill('Will be replaced this week');
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await dialog.getByText('Comment is required!').waitFor();
    await dialog.getByRole('combobox', { name: /Comment/ }).click();
    await page.getByRole('option', { name: 'Non-working items will be repaired' }).click();
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await toast(page, messages.success.inspectionSubmitted);
    const stored = await db()
      .selectFrom('inspection')
      .select(['status', 'landlordComment', 'amenities'])
      .where('id', '=', inspection.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('resolved');
    expect(stored.landlordComment).toBe('Non-working items will be repaired');
    expect(stored.amenities.map((a) => a.landlordRemark)).toEqual([undefined, 'Will be replaced this week']);
    await expect.poll(() => card.count()).toBe(0);

    await page.getByTestId('kind-new').click();
    const entry = page.getByTestId('approved-requests').locator(`[data-request-id="${approvedId}"]`);
    await entry.getByText(released.bondId).waitFor();
    await entry.getByTestId('release-bond').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Release Bond' }).click();
    await toast(page, messages.bond.releasedTitle);
    expect(
      (await db().selectFrom('bond').select('status').where('id', '=', released.id).executeTakeFirstOrThrow()).status,
    ).toBe('Released');
    await entry.getByText('Released', { exact: true }).waitFor();
    expect(await entry.getByTestId('release-bond').count()).toBe(0);
  });
});
