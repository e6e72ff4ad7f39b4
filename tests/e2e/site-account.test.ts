import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '#seed/demo-logins.ts';

import { e2eForThisFile } from './harness.ts';
import { signInOnSite, withDemoPassword } from './site-sign-in.ts';

const e2e = e2eForThisFile();

/** Signs in on /login (the script has taken over the form first) and waits for where it leads. */
/** Signs in with `password` (the demo one unless said) and waits to land on the dashboard unless said. */
const signIn = (page: Page, email: string, password = DEMO_PASSWORD, lands = /\/home\/dashboard/) =>
  signInOnSite(page, email, lands, password);

/** A seeded tenant made to sign in with the demo password, and that tenant's e-mail. */
async function tenantWhere(pick: (db: ReturnType<typeof e2e>['db']) => Promise<string | undefined>): Promise<string> {
  const { db } = e2e();
  const id = await pick(db);
  if (!id) throw new Error('no such tenant in the demo data');
  const email = await withDemoPassword(db, id);
  return email;
}

const stateHeading = (page: Page) => page.locator('main h2').first().innerText();

describe('one sign-in and the tenant dashboard (spec 001 §2)', () => {
  it('Register/Login opens our sign-in; tenant@ sees the bond view, My Account leads back to it, and signing out ends the session', async () => {
    const { page, context } = await e2e().visit('/');
    await page.getByRole('link', { name: 'Register/Login' }).first().click();
    await page.waitForURL(/\/login$/);
    // A wrong password: the API's message, nothing else happens.
    await signIn(page, 'tenant@nivaas.test', 'not-the-password', /\/login/);
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Incorrect email or password');

    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/home\/dashboard/);
    expect(await stateHeading(page)).toBe('Your Bond');
    const bond = page.getByRole('region', { name: 'Your Bond' });
    expect(await bond.innerText()).toMatch(/Active/);
    // Amounts with two decimals, dates DD/MM/YYYY (spec 001 §9).
    expect(await bond.innerText()).toMatch(/₹[\d,]+\.\d{2}/);
    expect(await bond.innerText()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(await page.getByRole('region', { name: 'Consent History' }).innerText()).toContain('Terms of Use');
    // The session is an httpOnly cookie: nothing of it in the page's storage.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'nv_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(
      await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
    ).not.toMatch(/eyJ|nv_session/);

    // The header knows the account on every page; a tenant opening the console comes back here.
    await page.goto(`${e2e().baseUrl}/faqs`);
    await page.getByRole('link', { name: 'My Account' }).first().click();
    await page.waitForURL(/\/home\/dashboard$/);
    await page.goto(`${e2e().baseUrl}/admin/`);
    await page.waitForURL(/\/home\/dashboard$/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${e2e().baseUrl}/home/dashboard`);
    await page.waitForURL(/\/login\?redirectTo=%2Fhome%2Fdashboard$/);
    await context.close();
  });

  it('newtenant@ sees the eligible welcome; staff signing in on the site land in the console', async () => {
    const { page, context } = await e2e().visit('/login', { width: 390 });
    await signIn(page, 'newtenant@nivaas.test');
    expect(await stateHeading(page)).toBe('Welcome, Sneha Reddy!');
    expect(await page.getByRole('region', { name: 'Profile Completion' }).innerText()).toMatch(/\d+% complete/);
    await context.clearCookies();

    await page.goto(`${e2e().baseUrl}/login`);
    await signIn(page, 'admin@nivaas.test', DEMO_PASSWORD, /\/admin\//);
    // The console itself loads (a document load: the site has no page at /admin/).
    await expect.poll(() => page.title()).toBe('Nivaas Console');
    await context.clearCookies();

    // The console's own sign-in sends a tenant to the site's account area.
    await page.goto(`${e2e().baseUrl}/admin/login`);
    await page.getByLabel('Email').fill('newtenant@nivaas.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/home/dashboard');
    await context.close();
  });

  it('a tenant with an open claim sees the dues notice first; an ineligible tenant sees the reasons', async () => {
    const claimed = await tenantWhere(
      async (db) =>
        (await db.selectFrom('claim').select('tenantId').where('tenantId', 'is not', null).executeTakeFirst())
          ?.tenantId ?? undefined,
    );
    await e2e()
      .db.updateTable('claim')
      .set({ claims: JSON.stringify([{ type: 'Unpaid rent', claimAmount: 12000, status: 'pending' }]) })
      .where(
        'tenantId',
        '=',
        (await e2e().db.selectFrom('user').select('id').where('email', '=', claimed).executeTakeFirstOrThrow()).id,
      )
      .execute();
    let { page, context } = await e2e().visit('/login?redirectTo=/home/dashboard');
    await signIn(page, claimed);
    expect(await stateHeading(page)).toBe('Claim Raised');
    expect(await page.getByRole('region', { name: 'Claim Raised' }).innerText()).toContain(
      'A claim has been raised against you. Please clear your dues immediately or call us on +91 22 4890 7700.',
    );
    await context.close();

    const ineligible = await tenantWhere(async (db) => {
      const user = await db
        .insertInto('user')
        .values({ email: `asha.${Date.now()}@example.com`, name: 'Asha Rao', userType: 'tenant', type: 'tenant' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('eligibility')
        .values({
          userId: user.id,
          status: 'ineligible',
          reasonOfIneligibility: JSON.stringify(['Monthly income is required', 'PAN is not verified']),
        })
        .execute();
      return user.id;
    });
    ({ page, context } = await e2e().visit('/login'));
    await signIn(page, ineligible);
    expect(await stateHeading(page)).toBe('Not Eligible Yet');
    expect(await page.getByRole('region', { name: 'Not Eligible Yet' }).innerText()).toMatch(
      /Monthly income is required[\s\S]*PAN is not verified/,
    );
    await context.close();
  });

  it('registers a tenant from a referral link with its property, signs them in, and after eligibility sends them to that property at sign-in', async () => {
    const { db, baseUrl } = e2e();
    const referrer = await db
      .selectFrom('user')
      .select(['id', 'referCode'])
      .where('email', '=', 'tenant@nivaas.test')
      .executeTakeFirstOrThrow();
    const property = await db
      .selectFrom('property')
      .select('id')
      .where('status', '=', 'active')
      .limit(1)
      .executeTakeFirstOrThrow();
    const email = `kiran.${Date.now()}@example.com`;
    const { page, context } = await e2e().visit(
      `/register?referCode=${referrer.referCode}&referencePropertyId=${property.id}`,
      { width: 390 },
    );
    await page.locator('form.account-form.ready').waitFor();
    expect(await page.getByLabel('Referral Code').inputValue()).toBe(referrer.referCode);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Kiran#2026');
    await page.getByLabel('I am a tenant').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/home\/dashboard/);
    expect(await stateHeading(page)).toBe('Profile Under Review');
    const user = await db
      .selectFrom('user')
      .select(['id', 'userType', 'referencePropertyId', 'invitedBy'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ userType: 'tenant', referencePropertyId: property.id, invitedBy: referrer.id });

    // Once eligible, signing in goes to the property the tenant came from (spec 001 §2).
    await db
      .insertInto('eligibility')
      .values({ userId: user.id, status: 'eligible', maxEligibilityAmount: 80000 })
      .execute();
    await context.clearCookies();
    await page.goto(`${baseUrl}/login`);
    await signIn(page, email, 'Kiran#2026', new RegExp(`/properties/details/${property.id}$`));
    await context.close();
  });

  it('reads a notification (the bell counts down), views a claim in its drawer, copies the referral link and changes the password', async () => {
    const { db, baseUrl } = e2e();
    // A tenant with a claim, whose claim has one decided and one pending line.
    const email = await tenantWhere(
      async (d) =>
        (
          await d
            .selectFrom('claim')
            .select('tenantId')
            .where('tenantId', 'is not', null)
            .orderBy('createdAt', 'desc')
            .executeTakeFirst()
        )?.tenantId ?? undefined,
    );
    const tenant = await db
      .selectFrom('user')
      .select(['id', 'referCode'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const claim = await db
      .selectFrom('claim')
      .select(['id', 'claimNumber'])
      .where('tenantId', '=', tenant.id)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('claim')
      .set({
        claims: JSON.stringify([
          { type: 'Unpaid Rent', claimAmount: 20000, approvedAmount: 15000, status: 'approved' },
          { type: 'Property Damage', claimAmount: 5000.5, status: 'pending' },
        ]),
      })
      .where('id', '=', claim.id)
      .execute();
    await db.updateTable('notification').set({ read: true }).where('userId', '=', tenant.id).execute();
    await db
      .insertInto('notification')
      .values([
        {
          userId: tenant.id,
          type: 'claim',
          title: 'Claim raised',
          message: 'A claim was raised on your bond.',
          read: false,
        },
        {
          userId: tenant.id,
          type: 'requestAccepted',
          title: 'Bond renewed',
          message: 'Your bond was renewed.',
          read: false,
        },
      ])
      .execute();

    const { page, context } = await e2e().visit('/login?redirectTo=/home/notifications');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signIn(page, email, DEMO_PASSWORD, /\/home\/notifications$/);
    const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
    expect(await bell.getAttribute('aria-label')).toBe('Notifications, 2 unread');
    await page.getByRole('button', { name: 'Mark "Claim raised" as read' }).click();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    expect(
      await db
        .selectFrom('notification')
        .select('read')
        .where('userId', '=', tenant.id)
        .where('title', '=', 'Claim raised')
        .executeTakeFirstOrThrow(),
    ).toEqual({ read: true });

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Claims' }).click();
    await page.waitForURL(/\/home\/claims$/);
    await page.getByRole('button', { name: `View claim ${claim.claimNumber}` }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.innerText()).toContain('Total claimed: ₹25,000.50');
    expect(await drawer.innerText()).toContain('Total approved: ₹15,000.00');
    expect(await drawer.innerText()).toMatch(/Statuses: 1 Approved, 1 Pending/);
    // Closed by its button, and gone before the menu is used (while it is open the page behind it is hidden).
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/home\/settings\/changepassword$/);
    expect(await page.getByLabel('Your referral link').inputValue()).toBe(
      `${baseUrl}/register?referCode=${tenant.referCode}`,
    );
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`referCode=${tenant.referCode}`);

    await page.locator('form.account-form.ready').waitFor();
    await page.getByLabel('New Password').fill('Changed#2026');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password Updated Successfully').waitFor();
    const login = (password: string) =>
      fetch(`${baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    expect((await login('Changed#2026')).status).toBe(200);
    expect((await login(DEMO_PASSWORD)).status).toBe(401);
    await context.close();
  });

  it('adds a co-applicant from the schema form; relation None drops the date of birth; the card hides addresses and documents', async () => {
    const { db } = e2e();
    const { page, context } = await e2e().visit('/login?redirectTo=/home/coapplicants');
    await signIn(page, 'newtenant@nivaas.test', DEMO_PASSWORD, /\/home\/coapplicants$/);
    await page.locator('form.account-form.ready').waitFor();
    await page.getByLabel('Name').fill('Lakshmi Reddy');
    await page.getByRole('combobox', { name: 'Relation' }).click();
    await page.getByRole('option', { name: 'None', exact: true }).click();
    await page.getByLabel('Date of Birth').fill('1970-04-12');
    await page.getByLabel('Monthly Income').fill('45000');
    await page.getByRole('button', { name: 'Add Co-Applicant' }).click();
    const card = page.getByRole('region', { name: 'Lakshmi Reddy' });
    await card.waitFor();
    expect(await card.innerText()).toMatch(/Relation\s+None/);
    expect(await card.innerText()).toContain('₹45,000.00');
    expect(await card.innerText()).not.toMatch(/Addresses|Documents/);
    const tenant = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'newtenant@nivaas.test')
      .executeTakeFirstOrThrow();
    const saved = await db
      .selectFrom('co_applicant')
      .select(['relation', 'dob', 'monthlyIncome'])
      .where('tenantId', '=', tenant.id)
      .where('name', '=', 'Lakshmi Reddy')
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ relation: 'none', monthlyIncome: 45000 });
    expect(saved.dob ?? null).toBeNull();
    await context.close();
  });
});
