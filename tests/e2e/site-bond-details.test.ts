import { describe, expect, it } from 'vitest';

import { itemsOfRoom, moveInRoomsOf } from '#client/move-in-items.ts';
import { DEMO_PASSWORD } from '#seed/demo-logins.ts';

import { e2eForThisFile } from './harness.ts';
import { liveBondOf } from './site-sign-in.ts';

const e2e = e2eForThisFile();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('the Bond Details page (spec 001 §2, §4)', () => {
  it("fills the move-in report once: every item of the home's rooms answered, one Not-Working with a remark; then the button reads 'Report Submitted'", async () => {
    const { db } = e2e();
    const tenant = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'tenant@nivaas.test')
      .executeTakeFirstOrThrow();
    const bond = await db
      .selectFrom('bond')
      .select(['id', 'propertyId'])
      .where('tenantId', '=', tenant.id)
      .where('status', 'in', ['Active', 'Pending-Check-in'])
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('inspection').where('bondId', '=', bond.id).execute();
    // A whole home: its living room, kitchen, two bedrooms and a bathroom.
    await db
      .updateTable('property')
      .set({ propertyType: 'Villa', No_of_Bedrooms: 2, noOfBathrooms: 1 } as never)
      .where('id', '=', bond.propertyId!)
      .execute();
    const total = moveInRoomsOf({ propertyType: 'Villa', No_of_Bedrooms: 2, noOfBathrooms: 1 }).flatMap(
      itemsOfRoom,
    ).length;

    const { page } = await e2e().visit('/login?redirectTo=/home/settings/bonddetails');
    await page.locator('form.account-form.ready').waitFor();
    await page.getByLabel('Email').fill('tenant@nivaas.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/home\/settings\/bonddetails$/);
    const card = page.getByRole('region', { name: 'Move-in Report' });
    await card.getByRole('button', { name: 'Fill Move-in Report' }).click();
    const drawer = page.getByRole('dialog', { name: 'Move-in Report' });
    const rows = drawer.getByTestId('movein-item');
    await expect.poll(() => rows.count()).toBe(total);
    await drawer.getByLabel('Bedroom 2 Bed condition').waitFor();
    await drawer.getByLabel('Living Room Sofa condition').selectOption('nonworking');
    await drawer.getByLabel('Living Room Sofa remark').fill('Torn fabric on the left arm');
    await drawer.getByLabel('Kitchen Gas Stove count').fill('2');
    for (let i = 0; i < total; i++) {
      const count = rows.nth(i).getByLabel(/ count$/);
      if (!(await count.inputValue())) await count.fill('1');
      const condition = rows.nth(i).getByLabel(/ condition$/);
      if (!(await condition.inputValue())) await condition.selectOption('working');
    }
    await drawer.getByRole('button', { name: 'Submit Report' }).click();
    await drawer.waitFor({ state: 'detached' });
    const submitted = card.getByRole('button', { name: 'Report Submitted' });
    await submitted.waitFor();
    expect(await submitted.isDisabled()).toBe(true);
    const report = await db
      .selectFrom('inspection')
      .select(['status', 'amenities'])
      .where('bondId', '=', bond.id)
      .executeTakeFirstOrThrow();
    expect(report.status).toBe('pending');
    const amenities = report.amenities as {
      room: string;
      name: string;
      counts: number;
      conditions: string;
      remark?: string;
    }[];
    expect(amenities).toHaveLength(total);
    expect(amenities.find((a) => a.room === 'livingroom' && a.name === 'Sofa')).toMatchObject({
      conditions: 'nonworking',
      remark: 'Torn fabric on the left arm',
    });
    expect(amenities.find((a) => a.room === 'kitchen' && a.name === 'Gas Stove')).toMatchObject({
      counts: 2,
      conditions: 'working',
    });
  });

  it("tenant@ sees their bond, attaches the agreement ('Bond updated successfully') and cancels within 72 hours of check-in: the refund type is required, the request goes to the landlord, whose acceptance puts the whole fee in the wallet", async () => {
    const { db } = e2e();
    const { tenantId, bondId } = await liveBondOf(db, 'tenant@nivaas.test');
    const tenant = { id: tenantId };
    const live = { id: bondId };
    // Checked in today: a cancellation now is within 72 hours, a full refund to the wallet.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const bond = await db
      .updateTable('bond')
      .set({ checkinDate: today } as never)
      .where('id', '=', live.id)
      .returning(['id', 'bondId', 'checkinDate', 'bondFee', 'landlordId'])
      .executeTakeFirstOrThrow();
    const walletBefore = await db
      .selectFrom('wallet')
      .select('totalAmount')
      .where('userId', '=', tenant.id)
      .executeTakeFirst();

    const { page } = await e2e().visit('/login');
    await page.locator('form.account-form.ready').waitFor();
    await page.getByLabel('Email').fill('tenant@nivaas.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/home\/dashboard/);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Bond Details' }).click();
    await page.waitForURL(/\/home\/settings\/bonddetails$/);

    const card = page.getByRole('region', { name: `Bond ${bond.bondId}` });
    expect(await card.getByRole('link', { name: 'Download Bond' }).getAttribute('href')).toBe(
      `/home/bond/pdf/${bond.bondId}`,
    );

    // The agreement, uploaded first, saved with the dates as they are.
    const dates = page.getByRole('region', { name: 'Dates and Agreement' });
    await dates.locator('form.account-form.ready').waitFor();
    await dates
      .locator('input[type=file]')
      .setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dates.getByRole('link', { name: 'View' }).waitFor();
    await dates.getByRole('button', { name: 'Update' }).click();
    await dates.getByText('Bond updated successfully').waitFor();
    const updated = await db
      .selectFrom('bond')
      .select(['agreement', 'checkinDate'])
      .where('id', '=', bond.id)
      .executeTakeFirstOrThrow();
    expect(updated.checkinDate).toBe(bond.checkinDate);
    expect((updated.agreement as { docType: string; docUrl: string }).docType).toBe('RENT_AGREEMENT');
    await card.getByRole('link', { name: 'Download Agreement' }).waitFor();

    // The agreement on file is named, with a link, and what replacing it means; a file the upload refuses is never
    // reported as "Bond updated successfully".
    const onFile = dates.getByTestId('agreement-on-file');
    await expect.poll(() => onFile.innerText()).toMatch(/Agreement on file: \S+\.pdf/);
    expect(await onFile.getByRole('link').getAttribute('href')).toBe((updated.agreement as { docUrl: string }).docUrl);
    expect(await onFile.innerText()).toContain('replaces this agreement');
    await dates
      .locator('input[type=file]')
      .setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('this is not a PDF') });
    await dates.locator('.MuiFormHelperText-root[role=alert]').waitFor();
    await dates.getByRole('button', { name: 'Update' }).click();
    await dates.getByText('the agreement was not uploaded', { exact: false }).waitFor();
    expect(await dates.getByText('Bond updated successfully').count()).toBe(0);
    expect(
      (await db.selectFrom('bond').select('agreement').where('id', '=', bond.id).executeTakeFirstOrThrow()).agreement,
    ).toEqual(updated.agreement);

    // Cancel: the refund it brings, the warning, the refund type required.
    await card.getByRole('button', { name: 'Cancel Bond' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel Bond ${bond.bondId}` });
    await dialog.locator('form.account-form.ready').waitFor();
    await dialog.getByText('If the landlord rejects the cancellation').waitFor();
    await dialog.getByRole('button', { name: 'Send Cancel Request' }).click();
    await dialog.getByText('Please select the type of refund').waitFor();
    await dialog.getByLabel('Wallet').check();
    await dialog.getByRole('button', { name: 'Send Cancel Request' }).click();
    await dialog.getByText('Request Sent Successfully').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Your cancellation request has been sent to the landlord.').first().waitFor();
    expect(await card.getByRole('button', { name: 'Cancel Bond' }).count()).toBe(0);
    const request = await db
      .selectFrom('bond_request')
      .select(['id', 'type', 'status'])
      .where('bondId', '=', bond.id)
      .where('type', '=', 'cancel')
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ type: 'cancel', status: 'pending' });

    // The landlord accepts: the bond is cancelled and its whole fee is in the tenant's wallet.
    const demo = await db
      .selectFrom('user')
      .select('password')
      .where('email', '=', 'tenant@nivaas.test')
      .executeTakeFirstOrThrow();
    const landlord = await db
      .updateTable('user')
      .set({ password: demo.password })
      .where('id', '=', bond.landlordId!)
      .returning('email')
      .executeTakeFirstOrThrow();
    const login = await fetch(`${e2e().baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: landlord.email, password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { tokens: { access: { token: string } } }).tokens.access.token;
    const accepted = await fetch(`${e2e().baseUrl}/api/v1/bondrequest/${request.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'accepted' }),
    });
    expect(accepted.status).toBe(200);
    await page.goto('/home/dashboard');
    const expected = Number(walletBefore?.totalAmount ?? 0) + Number(bond.bondFee);
    const shown = `₹${expected.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await page.getByRole('region', { name: 'Wallet' }).getByText(shown).waitFor();
    await page.getByText('Your bond has been cancelled. You can request a new bond.').waitFor();
  });
});
