import { describe, expect, it } from 'vitest';

import { e2eForThisFile } from './harness.ts';
import { liveBondOf, signInOnSite, withDemoPassword } from './site-sign-in.ts';

const e2e = e2eForThisFile();

/** Where the conflict dialogs' pictures go when SCREENSHOTS names a folder (looked at by hand, not compared). */
const SHOTS = process.env.SCREENSHOTS;

/**
 * Issue 35: the account area sends the version of the record a form loaded (If-Match); a save made after the record
 * changed elsewhere is refused and shown beside the other change, with what was typed kept (decision 058).
 */
describe('two browser sessions of one tenant on the profile page', () => {
  it('the second save is told of the first: both versions, then its changes applied onto the other', async () => {
    const { db } = e2e();
    const user = await db
      .insertInto('user')
      .values({
        email: `asha.${Date.now()}@example.com`,
        name: 'Asha Rao',
        userType: 'tenant',
        type: 'tenant',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('profile')
      .values({
        userId: user.id,
        userType: 'tenant',
        aadhar: '234567890123',
        pan: 'ABCDE1234F',
        education: 'B.Com',
      } as never)
      .execute();
    const email = await withDemoPassword(db, user.id);

    const sessions = [];
    for (let i = 0; i < 2; i++) {
      const session = await e2e().visit('/login?redirectTo=/home/profile');
      await signInOnSite(session.page, email, /\/home\/profile$/);
      await session.page.getByRole('button', { name: 'Edit Personal Details' }).click();
      const drawer = session.page.getByRole('dialog', { name: 'Edit Personal Details' });
      await drawer.locator('form.account-form.ready').waitFor();
      sessions.push({ ...session, drawer });
    }
    const [first, second] = sessions;

    // The first tab saves a new education.
    await first.drawer.getByLabel('Education').fill('M.Com');
    await first.drawer.getByRole('button', { name: 'Save' }).click();
    await first.drawer.waitFor({ state: 'detached' });

    // The second, still on the version it opened, changes the PAN: refused, both versions shown, nothing overwritten.
    await second.drawer.getByLabel('PAN').fill('PQRST6789K');
    await second.drawer.getByRole('button', { name: 'Save' }).click();
    const dialog = second.page.getByRole('dialog', {
      name: 'Someone changed your Personal Details while you were editing',
    });
    await dialog.waitFor();
    const rows = await dialog.getByRole('row').allTextContents();
    expect(rows.some((r) => r.startsWith('Education') && r.includes('M.Com') && r.includes('B.Com'))).toBe(true);
    expect(rows.some((r) => r.startsWith('PAN') && r.includes('ABCDE1234F') && r.includes('PQRST6789K'))).toBe(true);
    if (SHOTS) {
      await second.page.waitForTimeout(500); // the dialog's fade-in
      await second.page.screenshot({ path: `${SHOTS}/account-profile-conflict.png` });
    }
    const stored = () =>
      db.selectFrom('profile').select(['pan', 'education']).where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(await stored()).toEqual({ pan: 'ABCDE1234F', education: 'M.Com' });
    // What was typed is still in the form behind the dialog (hidden from the accessibility tree while it is open).
    expect(await second.page.locator('input[id$="_pan"]').inputValue()).toBe('PQRST6789K');

    await dialog.getByRole('button', { name: 'Apply my changes' }).click();
    await second.drawer.waitFor({ state: 'detached' });
    expect(await stored()).toEqual({ pan: 'PQRST6789K', education: 'M.Com' });
    const personal = second.page.getByRole('region', { name: 'Personal Details' }).first();
    await personal.getByText('M.Com').waitFor();
    expect(await personal.innerText()).toContain('PQRST6789K');

    // Reload instead: the first tab, now stale, takes the saved version and its form starts from it.
    await first.page.getByRole('button', { name: 'Edit Personal Details' }).click();
    const again = first.page.getByRole('dialog', { name: 'Edit Personal Details' });
    await again.locator('form.account-form.ready').waitFor();
    await again.getByLabel('Education').fill('MBA');
    await again.getByRole('button', { name: 'Save' }).click();
    const told = first.page.getByRole('dialog', { name: /Someone changed your Personal Details/ });
    await told.getByRole('button', { name: 'Reload their version' }).click();
    await told.waitFor({ state: 'detached' });
    await expect.poll(() => again.getByLabel('Education').inputValue()).toBe('M.Com');
    expect(await again.getByLabel('PAN').inputValue()).toBe('PQRST6789K');
    expect(await stored()).toEqual({ pan: 'PQRST6789K', education: 'M.Com' });
    for (const s of sessions) await s.context.close();
  });

  it('the bond dates changed by the landlord after the page loaded: the tenant’s Update is told, and theirs stand', async () => {
    const { db } = e2e();
    const live = { id: (await liveBondOf(db, 'tenant@nivaas.test')).bondId };
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    await db
      .updateTable('bond')
      .set({ checkinDate: day(0), checkoutDate: day(300) } as never)
      .where('id', '=', live.id)
      .execute();
    const { page, context } = await e2e().visit('/login?redirectTo=/home/settings/bonddetails');
    await signInOnSite(page, 'tenant@nivaas.test', /\/home\/settings\/bonddetails$/);
    const dates = page.getByRole('region', { name: 'Dates and Agreement' });
    await dates.locator('form.account-form.ready').waitFor();
    // The landlord moves the check-out meanwhile.
    await db
      .updateTable('bond')
      .set({ checkoutDate: day(330) } as never)
      .where('id', '=', live.id)
      .execute();
    await dates.getByRole('button', { name: 'Update' }).click();
    const told = page.getByRole('dialog', { name: 'Someone changed your Bond Dates while you were editing' });
    await told.waitFor();
    const rows = await told.getByRole('row').allTextContents();
    expect(rows.some((r) => /^Check-?out/i.test(r))).toBe(true);
    if (SHOTS) {
      await page.waitForTimeout(500); // the dialog's fade-in
      await page.screenshot({ path: `${SHOTS}/account-bond-dates-conflict.png` });
    }
    await told.getByRole('button', { name: 'Apply my changes' }).click();
    await dates.getByText('Bond updated successfully').waitFor();
    const stored = await db
      .selectFrom('bond')
      .select(['checkinDate', 'checkoutDate'])
      .where('id', '=', live.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ checkinDate: day(0), checkoutDate: day(330) });
    await context.close();
  });
});
