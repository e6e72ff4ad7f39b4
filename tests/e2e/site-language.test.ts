import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { e2eForThisFile } from './harness.ts';
import { ACCOUNT_PATHS, seededCollege } from './site-paths.ts';
import { liveBondOf, signInOnSite } from './site-sign-in.ts';

/**
 * Hindi beside English (issue 35 item 4, decision 062): the visitor's choice (remembered), Accept-Language and the
 * account's setting pick the language; every page of the site and the account area reads in Hindi at 390 px without
 * overflowing; an e-mail to an account in Hindi is written in Hindi.
 */
const e2e = e2eForThisFile();
const hi: Record<string, string> = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../schemas/_catalogue/hi.json'), 'utf8'),
);

/** The site's Hindi dictionaries and the model's, as one: a page's words in Hindi. */
const SITE_HI = join(import.meta.dirname, '../../site/app/i18n/hi');
const inHindi: Record<string, string> = Object.assign(
  {},
  hi,
  ...readdirSync(SITE_HI).map((file) => JSON.parse(readFileSync(join(SITE_HI, file), 'utf8'))),
);

const langOf = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${e2e().baseUrl}${path}`, { headers });
  return { res, html: await res.text() };
}

describe('the language of a page', () => {
  it('follows Accept-Language, then the remembered choice over it; shared caches are told so', async () => {
    expect((await page('/faqs')).html).toContain('<html lang="en"');
    const hindi = await page('/faqs', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi.html).toContain('<html lang="hi"');
    // Its title too (pageMeta reads the page's language).
    expect(hindi.html).toMatch(/<title>[^<]*[\u0900-\u097F]/);
    expect(hindi.res.headers.get('vary')).toMatch(/Accept-Language/);
    // The server's page cache keeps one copy per language: English again after a Hindi copy was stored.
    expect((await page('/faqs', { 'accept-language': 'en-GB' })).html).toContain('<html lang="en"');
    const chosen = await page('/faqs', { 'accept-language': 'hi', cookie: 'lang=en' });
    expect(chosen.html).toContain('<html lang="en"');
  });

  it('switches with the header button, is remembered on the next page, and is kept as a signed-in account’s setting', async () => {
    const { page: tab, context } = await e2e().visit('/login', { width: 390 });
    await signInOnSite(tab, 'tenant@nivaas.test');
    expect(await langOf(tab)).toBe('en');
    await tab.getByRole('button', { name: 'हिन्दी' }).first().click();
    await expect.poll(() => langOf(tab)).toBe('hi');
    expect(tab.url()).toMatch(/\/home\/dashboard/);
    await tab.goto('/properties');
    expect(await langOf(tab)).toBe('hi');
    const tenant = await e2e()
      .db.selectFrom('user')
      .select(['id', 'language'])
      .where('email', '=', 'tenant@nivaas.test')
      .executeTakeFirstOrThrow();
    expect(tenant.language).toBe('hi');
    await context.close();

    // Another browser (no cookie): the account's setting, once signed in.
    const other = await e2e().visit('/login', { width: 390 });
    await signInOnSite(other.page, 'tenant@nivaas.test');
    await expect.poll(() => langOf(other.page)).toBe('hi');
    await other.page.getByRole('heading', { name: 'डैशबोर्ड' }).waitFor();
    await other.page.getByRole('button', { name: 'English' }).first().click();
    await expect.poll(() => langOf(other.page)).toBe('en');
    await other.context.close();
  });
});

describe('an e-mail to an account that reads Hindi', () => {
  it('is written in Hindi (the password reset)', async () => {
    const email = 'tenant@nivaas.test';
    await e2e().db.updateTable('user').set({ language: 'hi' }).where('email', '=', email).execute();
    const res = await fetch(`${e2e().baseUrl}/api/v1/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(204);
    const mail = await e2e()
      .db.selectFrom('outbox_message')
      .select(['subject', 'body'])
      .where('to', '=', email)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(hi[messages.auth.resetSubject]);
    expect(mail.body).toMatch(/[\u0900-\u097F]/);
    expect(mail.body).toMatch(/\/reset-password\?token=/);
  });
});

/** Every page of the public site and of the account area. */
async function everyPath(): Promise<{ open: string[]; account: readonly string[] }> {
  const db = e2e().db;
  const property = await db
    .selectFrom('property')
    .select('id')
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  const college = await seededCollege(db);
  const bond = await db.selectFrom('bond').select('bondId').where('bondId', 'is not', null).executeTakeFirstOrThrow();
  return {
    open: [
      '/',
      '/tenants',
      '/corporates',
      '/partners',
      '/contactus',
      '/faqs',
      '/privacy',
      '/terms',
      '/cancellationpolicy',
      '/service-levels',
      '/nivaascolivingrooms',
      '/properties',
      `/properties/details/${property.id}`,
      '/register',
      '/login',
      '/forgot-password',
      '/reset-password?token=x',
      '/verify/bond',
      `/verify/bond/${bond.bondId}`,
      '/myaccount',
      `/college-dekho/${college}`,
      '/no-such-page',
    ],
    account: ACCOUNT_PATHS,
  };
}

/** How far the page reaches past the window's right edge (0: it fits). */
const overflow = (tab: Page) =>
  tab.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);

describe('every page in Hindi at 390 px', () => {
  it('reads in Hindi and fits the width, signed out and in the account area', async () => {
    const paths = await everyPath();
    const problems: string[] = [];
    const check = async (tab: Page, path: string) => {
      await tab.goto(path);
      await tab.waitForLoadState('load');
      if ((await langOf(tab)) !== 'hi') problems.push(`${path}: not in Hindi`);
      const text = await tab.locator('body').innerText();
      if (!/[\u0900-\u097F]/.test(text)) problems.push(`${path}: no Devanagari text`);
      const past = await overflow(tab);
      if (past > 1) problems.push(`${path}: ${past} px wider than 390`);
    };
    const hindi = { name: 'lang', value: 'hi', url: e2e().baseUrl };
    const visitor = await e2e().visit('/', { width: 390, height: 844 });
    await visitor.context.addCookies([hindi]);
    for (const path of paths.open) await check(visitor.page, path);
    await visitor.context.close();
    // The tenant signs in first (the form's labels are then English), then reads the account area in Hindi.
    const tenant = await e2e().visit('/login', { width: 390, height: 844 });
    await signInOnSite(tenant.page, 'tenant@nivaas.test');
    await tenant.context.addCookies([hindi]);
    for (const path of paths.account) await check(tenant.page, path);
    await tenant.context.close();
    expect(problems).toEqual([]);
  }, 240_000);
});

describe('the move-in report in Hindi', () => {
  it('names its rooms and items in Hindi (stored in English, shown in the reader’s language)', async () => {
    const { bondId } = await liveBondOf(e2e().db, 'tenant@nivaas.test');
    await e2e().db.deleteFrom('inspection').where('bondId', '=', bondId).execute();
    const { page: tab, context } = await e2e().visit('/login', { width: 390, height: 844 });
    await signInOnSite(tab, 'tenant@nivaas.test');
    await context.addCookies([{ name: 'lang', value: 'hi', url: e2e().baseUrl }]);
    await tab.goto('/home/settings/bonddetails');
    const card = tab.getByRole('region', { name: inHindi['Move-in Report'] });
    await card.getByRole('button', { name: inHindi['Fill Move-in Report'] }).click();
    const drawer = tab.getByRole('dialog', { name: inHindi['Move-in Report'] });
    const first = drawer.getByTestId('movein-item').first();
    await first.waitFor();
    // Every item's name is one of the dictionary's (no English item name left), and the rooms' legends too.
    const names = await drawer
      .getByTestId('movein-item')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('p')?.textContent ?? ''));
    const legends = await drawer.locator('legend').allInnerTexts();
    expect([...names, ...legends].filter((text) => !/[\u0900-\u097F]/.test(text))).toEqual([]);
    await context.close();
  });
});
