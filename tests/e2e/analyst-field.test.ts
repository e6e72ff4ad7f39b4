import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '#seed/demo-logins.ts';

import { CHROMIUM } from './harness.ts';
import { type ScratchSystem, scratchSystem } from './scratch-system.ts';

/**
 * The analyst's promise (README "How an analyst adds a field", issue 31): fields added to the user, bond and claim
 * schemas of a copy of the system, one of each marked staff-only (x-access), then `npm run generate` and a restart,
 * and no other edit. They show on the generated screens and on the hand-built ones (the user drawer, the claim
 * drawer, the tenant's bond details and profile), by their titles; the staff-only ones never reach another role's
 * answers or screens, and a tenant's change to one is refused naming it.
 */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const staffOnly = { read: ['staff'] };

let system: ScratchSystem;
let base = '';
let browser: Browser;

beforeAll(async () => {
  system = await scratchSystem();
  system.editSchema('user.schema.json', (s) => {
    s.properties.preferredLanguage = { title: 'Preferred Language', type: 'string', maxLength: 40 };
    s.properties.riskNote = { title: 'Risk Note', type: 'string', maxLength: 200, 'x-access': staffOnly };
  });
  system.editSchema('bond.schema.json', (s) => {
    s.properties.keyHandoverNote = { title: 'Key Handover Note', type: 'string', maxLength: 200 };
    s.properties.underwritingNote = {
      title: 'Underwriting Note',
      type: 'string',
      maxLength: 200,
      'x-access': staffOnly,
    };
  });
  system.editSchema('claim.schema.json', (s) => {
    s.properties.assessorName = { title: 'Assessor Name', type: 'string', maxLength: 80 };
    s.properties.fraudFlag = { title: 'Fraud Flag', type: 'string', maxLength: 80, 'x-access': staffOnly };
  });
  await system.generateAndBuild();
  base = await system.start();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await system?.stop();
});

async function call(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; json: any }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

async function login(key: string, email = `${key}@nivaas.test`): Promise<{ token: string; id: string }> {
  const { status, json } = await call('POST', '/api/v1/auth/login', undefined, { email, password: DEMO_PASSWORD });
  expect(status).toBe(200);
  return { token: json.tokens.access.token, id: json.user.id };
}

async function consolePage(key: string, path: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(`${key}@nivaas.test`);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/home\/dashboard/);
  await page.goto(`/admin${path}`);
  return page;
}

/** Signs in on the site as a demo login (or an e-mail) and lands on `path` (with `query`). */
async function sitePage(key: string, path: string, query = ''): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: base, timezoneId: 'Asia/Kolkata' })).newPage();
  await page.goto(`/login?redirectTo=${encodeURIComponent(path + query)}`);
  await page.locator('form.account-form.ready').waitFor();
  await page.getByLabel('Email').fill(key.includes('@') ? key : `${key}@nivaas.test`);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

/** The first visible element that reads exactly `value` (lists keep collapsed copies of a record's facts). */
const text = (scope: Page | Locator, value: string) =>
  scope.getByText(value, { exact: true }).filter({ visible: true });

describe('an analyst adds fields to user, bond and claim, one of each staff-only', () => {
  let admin: { token: string; id: string };
  let tenant: { token: string; id: string };
  let landlord: { token: string; id: string };
  let bondId = '';
  let claimId = '';

  beforeAll(async () => {
    [admin, tenant, landlord] = [await login('admin'), await login('tenant'), await login('landlord')];
    const bonds = await call(
      'GET',
      `/api/admin/bond?filter=${encodeURIComponent(JSON.stringify({ tenantId: tenant.id, status: 'Active' }))}`,
      admin.token,
    );
    bondId = bonds.json[0].id;
    const claims = await call(
      'GET',
      `/api/admin/claim?filter=${encodeURIComponent(JSON.stringify({ landlordId: landlord.id }))}`,
      admin.token,
    );
    claimId = claims.json[0].id;
    // Staff fill the new fields in the console's generic edit (PUT /api/admin/<resource>/<id>).
    expect(
      (
        await call('PUT', `/api/admin/user/${tenant.id}`, admin.token, {
          preferredLanguage: 'Kannada',
          riskNote: 'Deposit history checked twice',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('PUT', `/api/admin/bond/${bondId}`, admin.token, {
          keyHandoverNote: 'Two keys and a fob',
          underwritingNote: 'Income verified by payslips',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('PUT', `/api/admin/claim/${claimId}`, admin.token, {
          assessorName: 'R. Kulkarni',
          fraudFlag: 'Cleared by risk team',
        })
      ).status,
    ).toBe(200);
  });

  it('the API gives each role what x-access lets it read, and refuses a tenant`s change of a staff-only field, naming it', async () => {
    const own = await call('GET', `/api/v1/users/${tenant.id}`, tenant.token);
    expect(own.json).toMatchObject({ preferredLanguage: 'Kannada' });
    expect(own.json).not.toHaveProperty('riskNote');
    expect((await call('GET', `/api/v1/users/${tenant.id}`, admin.token)).json).toMatchObject({
      riskNote: 'Deposit history checked twice',
    });

    const refused = await call('PATCH', `/api/v1/users/${tenant.id}`, tenant.token, { riskNote: 'Nothing to see' });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      message: 'Risk Note can be changed only by Nivaas staff',
      errors: { riskNote: 'Risk Note can be changed only by Nivaas staff' },
    });
    expect(
      (await call('PATCH', `/api/v1/users/${tenant.id}`, tenant.token, { preferredLanguage: 'Kannada' })).status,
    ).toBe(200);

    const bond = await call('GET', `/api/v1/bond/${bondId}`, tenant.token);
    expect(bond.json).toMatchObject({ keyHandoverNote: 'Two keys and a fob' });
    expect(bond.json).not.toHaveProperty('underwritingNote');

    const claim = await call('GET', `/api/v1/claims/${claimId}`, landlord.token);
    expect(claim.json).toMatchObject({ assessorName: 'R. Kulkarni' });
    expect(claim.json).not.toHaveProperty('fraudFlag');
    const sorted = await call(
      'GET',
      `/api/admin/claim?sort=${encodeURIComponent(JSON.stringify(['fraudFlag', 'ASC']))}`,
      landlord.token,
    );
    expect(sorted.status).toBe(403);
  });

  it('staff see both new user fields on the generated show page and in the user drawer', async () => {
    const show = await consolePage('admin', `/user/${tenant.id}/show`);
    await text(show, 'Preferred Language').first().waitFor();
    await text(show, 'Deposit history checked twice').first().waitFor();

    const drawer = await consolePage('admin', `/home/users?type=tenant&id=${tenant.id}`);
    await text(drawer, 'Preferred Language').first().waitFor();
    await text(drawer, 'Kannada').first().waitFor();
    await text(drawer, 'Risk Note').first().waitFor();
  });

  it('the claim drawer shows the new claim field to staff and the landlord, the staff-only one to staff alone', async () => {
    const staff = await consolePage('admin', `/home/claims?claim=${claimId}`);
    await text(staff, 'Assessor Name').first().waitFor();
    await text(staff, 'R. Kulkarni').first().waitFor();
    await text(staff, 'Fraud Flag').first().waitFor();

    // A link to a claim opens it in the landlord's list too.
    const owner = await consolePage('landlord', `/home/claims?claim=${claimId}`);
    await text(owner, 'Assessor Name').first().waitFor();
    await text(owner, 'R. Kulkarni').first().waitFor();
    // Its edit form too, once drawn: the staff-only field is neither shown nor offered.
    await owner.getByTestId('claim-drawer').getByRole('button', { name: 'Update' }).waitFor();
    expect(await text(owner, 'Fraud Flag').count()).toBe(0);
    expect(await owner.getByLabel(/Fraud Flag/).count()).toBe(0);
    expect(await owner.getByText('Cleared by risk team').count()).toBe(0);
  });

  it('the claim`s tenant sees the new claim field on their claims page, never the staff-only one', async () => {
    const claim = (await call('GET', `/api/v1/claims/${claimId}`, admin.token)).json;
    // The claim's tenant signs in with a password staff set for this test.
    const tenantOfClaim = (
      await call('PUT', `/api/admin/user/${claim.tenantId}`, admin.token, { password: DEMO_PASSWORD })
    ).json;
    const mine = await call(
      'GET',
      `/api/v1/claims/${claimId}`,
      (await login(tenantOfClaim.email.split('@')[0], tenantOfClaim.email)).token,
    );
    expect(mine.json).toMatchObject({ assessorName: 'R. Kulkarni' });
    expect(mine.json).not.toHaveProperty('fraudFlag');

    const page = await sitePage(tenantOfClaim.email, `/home/claims`, `?claim=${claimId}`);
    await text(page, 'Assessor Name').first().waitFor();
    await text(page, 'R. Kulkarni').first().waitFor();
    expect(await text(page, 'Fraud Flag').count()).toBe(0);
    expect(await page.getByText('Cleared by risk team').count()).toBe(0);
  });

  it('the tenant`s bond details and profile show the new fields, never the staff-only ones', async () => {
    const details = await sitePage('tenant', '/home/settings/bonddetails');
    await text(details, 'Key Handover Note').first().waitFor();
    await text(details, 'Two keys and a fob').first().waitFor();
    expect(await details.getByText('Underwriting Note').count()).toBe(0);
    expect(await details.getByText('Income verified by payslips').count()).toBe(0);

    const profile = await sitePage('tenant', '/home/profile');
    await text(profile, 'Preferred Language').first().waitFor();
    await text(profile, 'Kannada').first().waitFor();
    expect(await profile.getByText('Risk Note').count()).toBe(0);
    expect(await profile.getByText('Deposit history checked twice').count()).toBe(0);
  });
});
