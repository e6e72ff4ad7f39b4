import { describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '#seed/demo-logins.ts';

import { e2eForThisFile } from './harness.ts';
import { signInOnSite } from './site-sign-in.ts';

const e2e = e2eForThisFile();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('the tenant profile page (spec 001 §2 profile completion forms and edit drawers)', () => {
  it('a new tenant fills employment, the office address (PIN lookup), personal details and basic profile in their drawers, and uploads a document', async () => {
    const { db } = e2e();
    const demo = await db
      .selectFrom('user')
      .select('password')
      .where('email', '=', 'tenant@nivaas.test')
      .executeTakeFirstOrThrow();
    const email = `meera.${Date.now()}@example.com`;
    const user = await db
      .insertInto('user')
      .values({ email, name: 'Meera Iyer', userType: 'tenant', type: 'tenant', password: demo.password })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('profile').values({ userId: user.id, userType: 'tenant' }).execute();

    const { page } = await e2e().visit('/login?redirectTo=/home/profile');
    await page.locator('form.account-form.ready').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/home\/profile$/);

    // Employment details: the schema's fields, saved on the profile.
    const employment = page.getByRole('region', { name: 'Employment Details' });
    await employment.locator('form.account-form.ready').waitFor();
    await employment.getByLabel('Occupation').click();
    await page.getByRole('option', { name: 'Salaried', exact: true }).click();
    await employment.getByLabel('Monthly Income').fill('85000');
    await employment.getByLabel('Additional Income').fill('5000');
    await employment.getByLabel('Work Email').fill('meera@acme.example');
    await employment.getByRole('button', { name: 'Save' }).click();
    await employment.getByText('Updated Successfully').waitFor();
    const saved = await db
      .selectFrom('profile')
      .select('employmentDetails')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(saved.employmentDetails).toMatchObject({
      employment: 'Salaried',
      monthlyIncome: 85000,
      additionalMonthlyIncome: 5000,
      workEmail: 'meera@acme.example',
      isWorkEmailVerified: false,
    });

    // Office address: an unknown PIN says so; a served one fills city and state.
    const office = page.getByRole('region', { name: 'Office Address' });
    await office.getByLabel('PIN Code').fill('999999');
    await office.getByText('Invalid Pin Code').waitFor();
    await office.getByLabel('PIN Code').fill('560034');
    await expect.poll(() => office.getByLabel('City').inputValue()).toBe('Bengaluru');
    expect(await office.getByLabel('State').inputValue()).toBe('Karnataka');
    expect(await office.getByText('Invalid Pin Code').count()).toBe(0);
    await office.getByLabel('Street').fill('80 Feet Road');
    await office.getByLabel('Flat/House Number').fill('Flat 4B');
    await office.getByLabel('Locality').fill('Koramangala');
    await office.getByRole('button', { name: 'Save Address' }).click();
    await office.getByText('Updated Successfully').waitFor();
    expect(
      await db
        .selectFrom('address')
        .select(['addressType', 'pin', 'city', 'state', 'locality'])
        .where('userId', '=', user.id)
        .execute(),
    ).toEqual([
      { addressType: 'current', pin: '560034', city: 'Bengaluru', state: 'Karnataka', locality: 'Koramangala' },
    ]);

    // Personal details in their drawer: the Aadhaar number is shown masked once saved.
    await page.getByRole('button', { name: 'Edit Personal Details' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Personal Details' });
    await drawer.locator('form.account-form.ready').waitFor();
    await drawer.getByLabel('PAN').fill('abc');
    await drawer.getByLabel('Aadhaar Number').fill('234567890123');
    await drawer.getByLabel('Education').fill('B.Tech');
    await drawer.getByRole('button', { name: 'Save' }).click();
    expect(await drawer.locator('.Mui-error').count()).toBeGreaterThan(0);
    await drawer.getByLabel('PAN').fill('ABCDE1234F');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'detached' });
    // The card (first) holds the schema's Personal Details group, itself a region of the same name.
    const personal = page.getByRole('region', { name: 'Personal Details' }).first();
    await personal.getByText('XXXX XXXX 0123').waitFor();
    expect(await personal.innerText()).toContain('ABCDE1234F');

    // Basic profile in its drawer.
    await page.getByRole('button', { name: 'Edit Basic Profile' }).click();
    const basic = page.getByRole('dialog', { name: 'Edit Basic Profile' });
    await basic.locator('form.account-form.ready').waitFor();
    await basic.getByLabel('Name').fill('Meera S. Iyer');
    await basic.getByRole('button', { name: 'Save' }).click();
    // Every field of the drawer is required (basic-profile schema): the missing ones are named, nothing is sent.
    expect(await basic.locator('.Mui-error').count()).toBeGreaterThan(0);
    expect(await db.selectFrom('user').select('name').where('id', '=', user.id).executeTakeFirstOrThrow()).toEqual({
      name: 'Meera Iyer',
    });

    // A document: the PDF is uploaded first, then saved with its details; a tenant is not offered PAN or Aadhaar.
    // The drawer holds an unsaved change: closing it asks first (issue 30), and Discard closes it.
    await basic.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await basic.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Add Document' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Document' });
    await upload.locator('form.account-form.ready').waitFor();
    await upload.getByLabel('Document Type').click();
    expect(await page.getByRole('option', { name: 'PAN Card', exact: true }).count()).toBe(0);
    await page.getByRole('option', { name: 'Salary Slip' }).click();
    await upload.getByLabel('Document Number').fill('SAL-2026-11');
    await upload.getByLabel('Metadata').fill('November salary slip');
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: PDF });
    await upload.getByRole('link', { name: 'View' }).waitFor();
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.waitFor({ state: 'detached' });
    await page
      .getByRole('region', { name: 'Documents' })
      .getByText(/salary slip/i)
      .waitFor();
    const docs = await db
      .selectFrom('document')
      .select(['docType', 'docId', 'docUrl'])
      .where('userId', '=', user.id)
      .execute();
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ docType: 'SALARY_SLIP', docId: 'SAL-2026-11' });
  });

  it('asks a new tenant for the terms and the credit-check consent on the dashboard: Accept works only once ticked, then the consent joins the history', async () => {
    const { db } = e2e();
    const demo = await db
      .selectFrom('user')
      .select('password')
      .where('email', '=', 'tenant@nivaas.test')
      .executeTakeFirstOrThrow();
    const email = `kabir.${Date.now()}@example.com`;
    const user = await db
      .insertInto('user')
      .values({ email, name: 'Kabir Shah', userType: 'tenant', type: 'tenant', password: demo.password })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { page } = await e2e().visit('/login', { width: 390 });
    await page.locator('form.account-form.ready').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/home\/dashboard/);

    for (const name of ['Terms of Use', 'Credit Check Authorisation']) {
      const card = page.getByRole('region', { name });
      const accept = card.getByRole('button', { name: 'Accept' });
      // The card is a part of the page that wakes near the view (decision 053): a tick given to the server's HTML
      // before it is live would be replaced by the live card's own, unticked, state.
      await page.locator('[data-live="true"]', { has: card }).waitFor();
      expect(await accept.isDisabled()).toBe(true);
      await card.getByLabel('I accept all the terms and conditions').check();
      await accept.click();
      await card.waitFor({ state: 'detached' });
      await page.getByRole('region', { name: 'Consent History' }).getByText(name, { exact: false }).first().waitFor();
    }
    const given = await db
      .selectFrom('consent')
      .select(['name', 'accepted'])
      .where('userId', '=', user.id)
      .orderBy('createdAt', 'asc')
      .execute();
    expect(given).toEqual([
      { name: 'Terms of Use', accepted: true },
      { name: 'Credit Check Authorisation', accepted: true },
    ]);
  });
});

describe('the account area’s uploads (/home/upload)', () => {
  it('take a file as large as the upload route allows (a 6 MB PDF), past the server’s 1 MB body limit for pages', async () => {
    const { page, context } = await e2e().visit('/login');
    await signInOnSite(page, 'tenant@nivaas.test');
    const answer = await page.evaluate(async (head) => {
      const bytes = new Uint8Array(6 * 1024 * 1024).fill(32);
      bytes.set(new TextEncoder().encode(head));
      const form = new FormData();
      form.append('type', 'claimdocument');
      form.append('file', new File([bytes], 'survey.pdf', { type: 'application/pdf' }));
      const res = await fetch('/home/upload', { method: 'POST', body: form });
      const text = await res.text();
      return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text.slice(0, 300) };
    }, PDF.toString());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.url).toMatch(/\/uploads\//);
    // Any other page keeps the body limit: a large post elsewhere is refused before it is read.
    const elsewhere = await page.evaluate(async () => {
      const res = await fetch('/home/profile', { method: 'POST', body: new Uint8Array(3 * 1024 * 1024) });
      return res.status;
    });
    expect(elsewhere).toBe(413);
    await context.close();
  });
});
