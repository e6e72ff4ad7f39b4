import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';
import { DEMO_PASSWORD } from '#seed/demo-logins.ts';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();
const db = () => e2e().db;

const userId = async (email: string) =>
  (await db().selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 10_000 }).toBeGreaterThan(0);

/** The n-th seeded (non-demo) tenant and landlord@'s n-th active listing. */
async function tenantAndListing(n: number) {
  const landlordId = await userId('landlord@nivaas.test');
  const property = await db()
    .selectFrom('property')
    .select('id')
    .where('landlordId', '=', landlordId)
    .where('status', '=', 'active')
    .orderBy('createdAt', 'asc')
    .offset(n)
    .limit(1)
    .executeTakeFirstOrThrow();
  const tenant = await db()
    .selectFrom('user')
    .select(['id', 'name'])
    .where('userType', '=', 'tenant')
    .where('email', 'not like', '%@nivaas.test')
    .orderBy('createdAt', 'asc')
    .offset(n)
    .limit(1)
    .executeTakeFirstOrThrow();
  return { landlordId, propertyId: property.id, tenant };
}

async function pendingBuy(n: number): Promise<string> {
  const { landlordId, propertyId, tenant } = await tenantAndListing(n);
  const now = new Date().toISOString();
  const row = await db()
    .insertInto('bond_request')
    .values({
      type: 'buy',
      status: 'pending',
      userId: tenant.id,
      propertyId,
      landlordId,
      createdAt: now,
      updatedAt: now,
    } as any)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An Active bond of the test's own, checked in 10 days ago. */
async function activeBond(n: number) {
  const { landlordId, propertyId, tenant } = await tenantAndListing(n);
  const values = {
    bondId: `NVB-E2E-STAFF-${n}`,
    status: 'Active' as const,
    tenantId: tenant.id,
    landlordId,
    propertyId,
    bondAmount: 40000,
    bondFee: 3000,
    tenure: 1,
    bondEffectiveDate: day(-10),
    checkinDate: day(-10),
    checkoutDate: day(300),
  };
  const row = await db().insertInto('bond').values(values).returning('id').executeTakeFirstOrThrow();
  return { ...values, id: row.id };
}

const requestItem = (page: Page, id: string) => page.locator(`[data-testid="request-item"][data-request-id="${id}"]`);

describe('bond requests and bond actions for staff (spec 002 §2, §4, §6, §8)', () => {
  it("admin@ approves a pending new bond request and rejects another with a reason, from the New Bond Requests drawer; a duplicate request is refused with 'Cannot create a bond request'", async () => {
    const approveId = await pendingBuy(11);
    const rejectId = await pendingBuy(12);
    const { context, page } = await e2e().signIn('admin');
    await page.getByRole('menuitem', { name: 'Bond Requests' }).click();
    await page.waitForURL(/\/home\/requests/);
    for (const title of ['New Bond Requests', 'Cancel Request', 'Transfer Requests', 'Inspection Request'])
      await page.getByRole('heading', { name: title }).waitFor();
    await expect
      .poll(() => page.getByTestId('request-kind-new').getByTestId('pending-count').textContent())
      .toMatch(/\d+ pending/);
    await page.getByTestId('request-kind-new').getByRole('button').click();
    await page.waitForURL(/kind=new/);
    const drawer = page.getByRole('dialog', { name: 'New Bond Requests' });

    await requestItem(page, approveId).getByTestId('approve-request').click();
    const approve = page.getByRole('dialog', { name: 'Approve bond request?' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await toast(page, messages.success.updated);
    expect(
      (await db().selectFrom('bond_request').select('status').where('id', '=', approveId).executeTakeFirstOrThrow())
        .status,
    ).toBe('accepted');
    await expect.poll(() => requestItem(page, approveId).count()).toBe(0);

    await requestItem(page, rejectId).getByTestId('reject-request').click();
    const reject = page.getByRole('dialog', { name: 'Reject request?' });
    await reject.getByLabel('Reason (optional)').fill('Income proof is out of date');
    await reject.getByRole('button', { name: 'Reject' }).click();
    const stored = () =>
      db()
        .selectFrom('bond_request')
        .select(['status', 'reasonOfReject'])
        .where('id', '=', rejectId)
        .executeTakeFirstOrThrow();
    await expect.poll(stored).toEqual({ status: 'rejected', reasonOfReject: 'Income proof is out of date' });
    await expect.poll(() => reject.count()).toBe(0);

    // The decided requests stay readable under their status, with the reason; no actions on them.
    await drawer.getByTestId('status-rejected').click();
    await requestItem(page, rejectId)
      .getByTestId('decision-note')
      .getByText('Reason: Income proof is out of date')
      .waitFor();
    expect(await requestItem(page, rejectId).getByTestId('approve-request').count()).toBe(0);

    // Raising a request for a tenant who already has one pending on the property is refused.
    const { landlordId, propertyId } = await tenantAndListing(10);
    const tenant = await userId('tenant@nivaas.test');
    await db().updateTable('property').set({ name: 'E2E Staff Request House' }).where('id', '=', propertyId).execute();
    const now = new Date().toISOString();
    await db()
      .insertInto('bond_request')
      .values({
        type: 'buy',
        status: 'pending',
        userId: tenant,
        propertyId,
        landlordId,
        createdAt: now,
        updatedAt: now,
      } as any)
      .execute();
    await drawer.getByTestId('new-bond-request-button').click();
    const form = page.getByTestId('new-bond-request');
    await form.getByLabel(/Tenant/).fill('tenant@nivaas.test');
    await page.getByRole('option', { name: 'Aditya Sharma' }).click();
    await form.getByLabel(/Property/).fill('E2E Staff Request House');
    await page.getByRole('option', { name: 'E2E Staff Request House' }).click();
    await form.getByRole('button', { name: 'Send Request' }).click();
    await toast(page, messages.failure.createBondRequest);
    const count = await db()
      .selectFrom('bond_request')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('propertyId', '=', propertyId)
      .where('userId', '=', tenant)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    await context.close();
  });

  it("admin@ updates a bond's check-in and check-out, opens its certificate, and releases it from the user drawer's Bond tab", async () => {
    const bond = await activeBond(13);
    const { context, page } = await e2e().signIn('admin');
    await page.goto(`/admin/home/users?type=tenant&id=${bond.tenantId}`);
    const drawer = page.getByTestId('user-drawer');
    await drawer.getByTestId('user-tab-bond').click();
    const card = drawer.getByTestId('bond-details').filter({ hasText: bond.bondId });

    const certificate = card.getByTestId('bond-certificate');
    expect(await certificate.getAttribute('href')).toBe(`/home/bond/pdf/${bond.bondId}`);
    expect(await certificate.getAttribute('target')).toBe('_blank');
    const tab = context.waitForEvent('page');
    const pdf = context.waitForEvent(
      'response',
      (r) => r.url().endsWith(`/home/bond/pdf/${bond.bondId}`) && r.request().isNavigationRequest(),
    );
    await certificate.click();
    expect((await tab) !== page).toBe(true);
    expect((await pdf).status()).toBe(200);

    await card.getByTestId('update-bond-dates').click();
    const dates = page.getByTestId('bond-dates-drawer');
    await dates.getByLabel(/Check-out Date/).fill(day(200));
    await dates.getByRole('button', { name: 'Update' }).click();
    await toast(page, messages.success.bondUpdatedShort);
    expect(
      await db()
        .selectFrom('bond')
        .select(['checkinDate', 'checkoutDate'])
        .where('id', '=', bond.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ checkinDate: bond.checkinDate, checkoutDate: day(200) });

    await card.getByTestId('release-bond').click();
    await page
      .getByRole('dialog', { name: `Release bond ${bond.bondId}?` })
      .getByRole('button', { name: 'Release Bond' })
      .click();
    await toast(page, messages.bond.releasedTitle);
    expect(
      (await db().selectFrom('bond').select('status').where('id', '=', bond.id).executeTakeFirstOrThrow()).status,
    ).toBe('Released');
    await expect.poll(() => card.getByTestId('release-bond').count()).toBe(0);
    expect(await card.getByTestId('update-bond-dates').count()).toBe(0);
    await card.getByTestId('bond-certificate').waitFor();
    await context.close();
  });

  it('a 401 on a hand-made screen sends to the login page and back to the same address after signing in', async () => {
    const { context, page } = await e2e().signIn('admin');
    await page.getByRole('menuitem', { name: 'Bond Requests' }).click();
    await page.getByTestId('request-kind-transfer').getByTestId('pending-count').waitFor();
    // The session ends (expired on the server, its cookie gone): the page still holds an access token for it.
    await db()
      .updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .where('userId', '=', await userId('admin@nivaas.test'))
      .execute();
    await context.clearCookies();
    await page.getByTestId('request-kind-transfer').getByRole('button').click();
    await page.waitForURL(/\/admin\/login/);
    await page.getByLabel('Email').fill('admin@nivaas.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/home\/requests\?kind=transfer/);
    await page.getByRole('dialog', { name: 'Transfer Requests' }).waitFor();
    await context.close();
  });

  it('staff@ (read-only) sees the requests, the bond and the property gallery without approve, reject, update or release controls', async () => {
    const requestId = await pendingBuy(14);
    const bond = await activeBond(15);
    const { context, page } = await e2e().signIn('staff');
    await page.goto('/admin/home/requests?kind=new');
    await requestItem(page, requestId).waitFor();
    expect(await page.getByTestId('approve-request').count()).toBe(0);
    expect(await page.getByTestId('reject-request').count()).toBe(0);

    await page.goto(`/admin/home/users?type=tenant&id=${bond.tenantId}`);
    await page.getByTestId('user-drawer').getByTestId('user-tab-bond').click();
    const card = page.getByTestId('user-drawer').getByTestId('bond-details').filter({ hasText: bond.bondId });
    await card.getByTestId('bond-certificate').waitFor();
    expect(await card.getByTestId('release-bond').count()).toBe(0);
    expect(await card.getByTestId('update-bond-dates').count()).toBe(0);

    // The property view: the first 4 images, then every one behind Show all photos.
    const listings = await db()
      .selectFrom('property')
      .select(['id', 'name', 'propertyImages'])
      .where('status', '=', 'active')
      .limit(60)
      .execute();
    const listing = listings.find((p) => ((p.propertyImages as string[] | null) ?? []).length > 4)!;
    const images = listing.propertyImages as string[];
    // The specification's address of a property view (spec 002 §2) leads to it.
    await page.goto(`/admin/properties/details/${listing.id}`);
    await page.waitForURL(`**/admin/property/${listing.id}/show`);
    const gallery = page.getByTestId('property-gallery');
    await expect.poll(() => gallery.getByTestId('gallery-photo').count()).toBe(4);
    expect(await gallery.getByTestId('gallery-photo').first().getAttribute('src')).toBe(images[0]);
    await gallery.getByTestId('show-all-photos').click();
    const all = page.getByRole('dialog', { name: new RegExp(`all ${images.length} photos`) });
    await expect.poll(() => all.getByTestId('all-photos-photo').count()).toBe(images.length);
    await context.close();
  });
});
