import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { itemsOfRoom, moveInRoomsOf } from '#client/move-in-items.ts';

import { e2eForThisFile } from './harness.ts';
import { ACCOUNT_PATHS } from './site-paths.ts';
import { signInOnSite } from './site-sign-in.ts';

const e2e = e2eForThisFile();

/** Signs in on /login (after the script took over the form) and waits for where it leads. */
const discard = (page: Page) => page.getByRole('dialog', { name: 'Discard changes?' });

describe('the account area keeps what is typed and fits the screen (issue 30)', () => {
  it('has no sideways scroll on any /home page at 1280 and 390 px, the Notifications page among them', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await e2e().visit('/login', { width });
      await signInOnSite(page, 'tenant@nivaas.test', /\/home\/dashboard/);
      for (const path of ACCOUNT_PATHS) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(innerWidth);
      }
      // The unread label is read by screen readers, 1 px on screen.
      await page.goto('/home/notifications');
      const label = page.getByText('(unread)').first();
      if (await label.count()) expect((await label.boundingBox())!.width).toBeLessThanOrEqual(1);
      await context.close();
    }
  });

  it("starts a signed-in tenant's lead form with their name, e-mail and phone, which they may change", async () => {
    const { db } = e2e();
    const me = await db
      .selectFrom('user')
      .select(['name', 'email', 'phone'])
      .where('email', '=', 'tenant@nivaas.test')
      .executeTakeFirstOrThrow();
    const property = await db
      .selectFrom('property')
      .select('id')
      .where('status', '=', 'active')
      .orderBy('createdAt', 'asc')
      .executeTakeFirstOrThrow();
    const { page, context } = await e2e().visit(`/login?redirectTo=/properties/details/${property.id}`);
    await signInOnSite(page, 'tenant@nivaas.test', new RegExp(`/properties/details/${property.id}`));
    const name = page.locator('#details-lead-form_name');
    await name.scrollIntoViewIfNeeded();
    await expect.poll(() => name.inputValue(), { timeout: 10_000 }).toBe(me.name);
    expect(await page.locator('#details-lead-form_email').inputValue()).toBe(me.email);
    expect(await page.locator('#details-lead-form_phone').inputValue()).toBe(me.phone!.slice(2));
    await name.fill('Someone Else');
    expect(await name.inputValue()).toBe('Someone Else');
    await context.close();

    // A visitor's form starts empty.
    const visitor = await e2e().visit(`/properties/details/${property.id}`);
    const empty = visitor.page.locator('#details-lead-form_name');
    await empty.scrollIntoViewIfNeeded();
    await empty.waitFor();
    expect(await empty.inputValue()).toBe('');
    await visitor.context.close();
  });

  it('asks before a profile drawer with changes closes (Escape, the close button), and keeps its draft across a reload', async () => {
    const { page, context } = await e2e().visit('/login?redirectTo=/home/profile');
    await signInOnSite(page, 'tenant@nivaas.test', /\/home\/profile/);
    await page.getByRole('button', { name: 'Edit Basic Profile' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Basic Profile' });
    const name = drawer.locator('#root_name');
    await drawer.locator('form.account-form.ready').waitFor();
    const before = await name.inputValue();
    // Unchanged: it closes at once.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Edit Basic Profile' }).click();
    await drawer.locator('form.account-form.ready').waitFor();
    await name.fill(`${before} Draft`);
    await page.keyboard.press('Escape');
    await discard(page).getByRole('button', { name: 'Keep editing' }).click();
    expect(await name.inputValue()).toBe(`${before} Draft`);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await discard(page).waitFor();
    await discard(page).getByRole('button', { name: 'Keep editing' }).click();

    // A reload keeps the draft: the card offers to go on.
    await page.reload();
    await page.getByText('Your unsaved changes to Basic Profile were kept.').waitFor();
    await page.getByRole('button', { name: 'Continue editing' }).click();
    await drawer.locator('form.account-form.ready').waitFor();
    expect(await name.inputValue()).toBe(`${before} Draft`);
    // Discard forgets the draft.
    await drawer.getByRole('button', { name: 'Close' }).click();
    await discard(page).getByRole('button', { name: 'Discard' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.reload();
    expect(await page.getByText('Your unsaved changes to Basic Profile were kept.').count()).toBe(0);
    await page.getByRole('button', { name: 'Edit Basic Profile' }).click();
    await drawer.locator('form.account-form.ready').waitFor();
    expect(await name.inputValue()).toBe(before);
    await context.close();
  });

  it('asks before leaving the co-applicant form with what was typed: a link in the app, then Discard leaves', async () => {
    const { page, context } = await e2e().visit('/login?redirectTo=/home/coapplicants');
    await signInOnSite(page, 'tenant@nivaas.test', /\/home\/coapplicants/);
    await page.locator('form.account-form.ready').waitFor();
    await page.locator('#root_name').fill('Ravi Kumar');
    const dashboard = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' });
    await dashboard.click();
    await discard(page).getByRole('button', { name: 'Keep editing' }).click();
    expect(new URL(page.url()).pathname).toBe('/home/coapplicants');
    expect(await page.locator('#root_name').inputValue()).toBe('Ravi Kumar');
    await dashboard.click();
    await discard(page).getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL(/\/home\/dashboard$/);
    await context.close();
  });

  it("lists the move-in report's items by the property's rooms, unanswered; Submit names what is missing; answers survive a reload", async () => {
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
    // The bond's home is a double-shared room of a large building.
    await db
      .updateTable('property')
      .set({ propertyType: 'Double Shared', No_of_Bedrooms: 9, noOfBathrooms: 9 } as never)
      .where('id', '=', bond.propertyId!)
      .execute();
    const expected = moveInRoomsOf({ propertyType: 'Double Shared' }).flatMap(itemsOfRoom).length;

    const { page, context } = await e2e().visit('/login?redirectTo=/home/settings/bonddetails');
    await signInOnSite(page, 'tenant@nivaas.test', /\/home\/settings\/bonddetails$/);
    const card = page.getByRole('region', { name: 'Move-in Report' });
    await card.getByRole('button', { name: 'Fill Move-in Report' }).click();
    const drawer = page.getByRole('dialog', { name: 'Move-in Report' });
    await expect.poll(() => drawer.getByTestId('movein-item').count()).toBe(expected);
    expect(await drawer.getByText('Bathroom 9').count()).toBe(0);
    expect(await drawer.getByLabel('Your Room Bed condition').inputValue()).toBe('');
    expect(await drawer.getByLabel('Your Room Bed count').inputValue()).toBe('');

    await drawer.getByLabel('Your Room Bed count').fill('2');
    await drawer.getByLabel('Your Room Bed condition').selectOption('working');
    await drawer.getByRole('button', { name: 'Submit Report' }).click();
    const missing = drawer.getByRole('alert');
    await expect.poll(() => missing.innerText()).toContain(`${expected - 1} items are not answered yet`);
    expect(await missing.innerText()).toContain('Your Room · Mattress');

    // The answers so far survive a reload.
    await page.reload();
    await card.getByRole('button', { name: 'Fill Move-in Report' }).click();
    await drawer.getByText('Your answers from before were kept.').waitFor();
    expect(await drawer.getByLabel('Your Room Bed count').inputValue()).toBe('2');
    // Closing with answers asks first.
    await page.keyboard.press('Escape');
    await discard(page).getByRole('button', { name: 'Keep editing' }).click();

    const rows = drawer.getByTestId('movein-item');
    for (let i = 0; i < expected; i++) {
      const row = rows.nth(i);
      const count = row.getByLabel(/ count$/);
      if (!(await count.inputValue())) await count.fill('1');
      const condition = row.getByLabel(/ condition$/);
      if (!(await condition.inputValue())) await condition.selectOption(i === expected - 1 ? 'nonworking' : 'working');
    }
    await drawer.getByLabel(/ remark$/).fill('Tap leaks');
    await drawer.getByRole('button', { name: 'Submit Report' }).click();
    await drawer.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Report Submitted' }).waitFor();
    const report = await db
      .selectFrom('inspection')
      .select('amenities')
      .where('bondId', '=', bond.id)
      .executeTakeFirstOrThrow();
    const amenities = report.amenities as { room: string; counts: number; conditions: string; remark?: string }[];
    expect(amenities).toHaveLength(expected);
    expect(new Set(amenities.map((a) => a.room))).toEqual(new Set(['bedroom1', 'bathroom1']));
    expect(amenities.filter((a) => a.conditions === 'nonworking')).toEqual([
      expect.objectContaining({ remark: 'Tap leaks' }),
    ]);
    await context.close();
  });
});
