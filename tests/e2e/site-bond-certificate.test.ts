import { describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { pdfText } from '../support/pdf-text.ts';
import { e2eForThisFile } from './harness.ts';
import { signInOnSite } from './site-sign-in.ts';

const e2e = e2eForThisFile();
const t = messages.bondCertificate;

/** tenant@'s live bond (spec 001 §4: the one the certificate is for). */
async function demoBond() {
  const { db } = e2e();
  const tenant = await db
    .selectFrom('user')
    .select(['id', 'name'])
    .where('email', '=', 'tenant@nivaas.test')
    .executeTakeFirstOrThrow();
  const bond = await db
    .selectFrom('bond')
    .select(['id', 'bondId', 'status', 'bondEffectiveDate'])
    .where('tenantId', '=', tenant.id)
    .where('status', '=', 'Active')
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  return { tenant, bond: { ...bond, bondId: bond.bondId! } };
}

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

describe('the bond certificate (spec 001 §2 /home/bond/pdf/{bondId}) and its public verification', () => {
  it("an e-mail's link signs the tenant in and opens the PDF; the notification's link opens it in a new tab; its verification address shows the bond", async () => {
    const { tenant, bond } = await demoBond();
    // Not signed in: the link of the payment e-mail goes through the sign-in and comes back to the document.
    const { page, context } = await e2e().visit(`/home/bond/pdf/${bond.bondId}`);
    await page.waitForURL(/\/login\?redirectTo=/);
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`/home/bond/pdf/${bond.bondId}`);
    const document = page.waitForResponse(
      (r) => r.url().endsWith(`/home/bond/pdf/${bond.bondId}`) && r.request().isNavigationRequest(),
    );
    await signInOnSite(page, 'tenant@nivaas.test', /\/home\/bond\/pdf\//);
    const opened = await document;
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect(opened.headers()['content-disposition']).toBe(`inline; filename="Nivaas-bond-${bond.bondId}.pdf"`);

    // The notification of the payment links to it, and it opens in a tab of its own.
    const account = await context.newPage();
    await account.goto('/home/notifications');
    const link = account.locator(`a[href="/home/bond/pdf/${bond.bondId}"]`).first();
    const newTab = context.waitForEvent('page');
    const fromNotification = context.waitForEvent(
      'response',
      (r) => r.url().endsWith(`/home/bond/pdf/${bond.bondId}`) && r.request().isNavigationRequest(),
    );
    await link.click();
    expect(await newTab).not.toBe(account);
    expect(account.url()).toMatch(/\/home\/notifications$/);
    // The tab's own navigation succeeds; Chromium's PDF viewer may hold its headers back, so the type is read below.
    expect((await fromNotification).status()).toBe(200);
    const pdf = await account.request.get(`/home/bond/pdf/${bond.bondId}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = await pdfText(await pdf.body());
    expect(text).toContain(bond.bondId);
    expect(text).toContain(tenant.name!);
    expect(text).toContain(ddmmyyyy(bond.bondEffectiveDate));
    const verifyUrl = `${e2e().baseUrl}/verify/bond/${bond.bondId}`;
    expect(text).toContain(verifyUrl);

    // The address the QR code carries: the public page, in a browser without the session.
    const visitor = await e2e().visit(new URL(verifyUrl).pathname);
    await visitor.page.getByRole('heading', { level: 1, name: t.genuine }).waitFor();
    const shown = await visitor.page.locator('main').innerText();
    expect(shown).toContain(bond.bondId);
    expect(shown).toContain('Active');
    expect(shown).toContain(ddmmyyyy(bond.bondEffectiveDate));
    expect(shown).toMatch(/₹[\d,]+\.\d{2}/);
    expect(shown).toContain(t.coverDamage);
    expect(shown).not.toContain(tenant.name!);
  });

  it("the property's landlord opens it too; another tenant is told it is not available (404)", async () => {
    const { bond } = await demoBond();
    const landlord = await e2e().visit('/login');
    await signInOnSite(landlord.page, 'landlord@nivaas.test', /\/admin\//);
    const forLandlord = await landlord.page.request.get(`/home/bond/pdf/${bond.bondId}`);
    expect(forLandlord.status()).toBe(200);
    expect(forLandlord.headers()['content-type']).toBe('application/pdf');

    const other = await e2e().visit('/login');
    await signInOnSite(other.page, 'newtenant@nivaas.test', /\/home\/dashboard/);
    const response = await other.page.goto(`/home/bond/pdf/${bond.bondId}`);
    expect(response?.status()).toBe(404);
    await other.page.getByRole('heading', { name: 'Bond certificate not available' }).waitFor();
  });

  it("an unknown number: 'No bond with this number' with status 404, and the form checks another number", async () => {
    const { bond } = await demoBond();
    const { page } = await e2e().visit('/verify/bond/NVB-2020-NOSUCHNO', { width: 390 });
    const response = await page.reload();
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: t.notFound }).waitFor();
    expect(await page.locator('main').innerText()).toContain('NVB-2020-NOSUCHNO');
    const form = page.getByRole('search', { name: 'Check another bond number' });
    await form.getByLabel('Bond number').fill(bond.bondId);
    await form.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(new RegExp(`/verify/bond/${bond.bondId}$`));
    await page.getByRole('heading', { level: 1, name: t.genuine }).waitFor();
  });
});
