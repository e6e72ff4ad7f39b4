import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { e2eForThisFile } from './harness.ts';
import { freshPhone, signInLead } from './visitor-helpers.ts';

const e2e = e2eForThisFile();

/** The page has hydrated (the React root answers events) once Remix's router is there. */
const hydrated = (page: Page) => page.waitForFunction(() => Boolean((window as any).__remixRouter?.state?.initialized));

/** A call to the API from the page, with its cookies (the lead session). */
const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([m, p, b]) => {
      const r = await fetch(p as string, {
        method: m as string,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const text = await r.text();
      return { status: r.status, body: text ? JSON.parse(text) : undefined };
    },
    [method, path, body] as const,
  );

/**
 * What the page logs as errors (hydration mismatches, React errors, uncaught exceptions). The browser's own
 * line for an answered error status (a 401 the page handles) is not the page's error and is left out.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !m.text().startsWith('Failed to load resource'))
      errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Properties of the seeded catalogue, with what a card shows. */
async function someProperties(count: number) {
  return e2e()
    .db.selectFrom('property')
    .select(['id', 'name', 'landlordId', 'propertyType'])
    .where('status', '=', 'active')
    .orderBy('createdAt', 'desc')
    .limit(count)
    .execute();
}

/** A visitor signed in as a fresh lead (OTP through the API), with the stored city, on /myaccount`path`. */
async function signedInVisitor(path = '/myaccount', options: { width?: number; city?: string } = {}) {
  const { context, page } = await e2e().visit('/properties', { width: options.width });
  const errors = consoleErrors(page);
  const lead = await signInLead(page, e2e().baseUrl);
  if (options.city) await page.evaluate((c) => localStorage.setItem('selectedCity', c), options.city);
  return { context, page, lead, errors, open: () => page.goto(path).then(() => hydrated(page)) };
}

const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe('/myaccount, the visitor dashboard', () => {
  it('shows a visitor without a session a sign-in prompt (never an empty page), and keeps the page out of search results', async () => {
    const { context, page } = await e2e().visit('/properties');
    const errors = consoleErrors(page);
    await page.goto('/myaccount');
    const res = await page.request.get('/myaccount');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<title>My Account \| Nivaas<\/title>/);
    // The server cannot know the visitor: a neutral shell, neither the tabs nor the prompt.
    expect(html).toContain('Loading your account...');
    expect(html).not.toContain('Share your details to see your account');
    expect(html).not.toContain('Shortlisted Properties');

    await hydrated(page);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Share your details to see your account');
    expect(await page.getByRole('navigation', { name: 'My account' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Browse properties' }).click();
    await page.waitForURL((u) => u.pathname === '/properties');

    // A stored lead whose session is gone (no cookie): the API answers 401, the stored lead is forgotten.
    await page.evaluate(() =>
      localStorage.setItem(
        'userData',
        JSON.stringify({
          id: '00000000-0000-4000-8000-000000000001',
          name: 'Old Visitor',
          email: 'old@example.com',
          phone: '919800000001',
        }),
      ),
    );
    await page.goto('/myaccount');
    await hydrated(page);
    await expect.poll(() => page.getByTestId('sign-in-prompt').isVisible()).toBe(true);
    expect(await stored(page, 'userData')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the shortlisted properties by default; the logo goes to the search in the stored city; Remove deletes the entry', async () => {
    const { context, page, lead, errors, open } = await signedInVisitor('/myaccount', { city: 'Pune' });
    const [first, second] = await someProperties(2);
    for (const p of [first, second])
      expect(
        (
          await api(page, 'POST', '/api/v1/property/shortlist', {
            propertyId: p.id,
            userLeadId: lead.id,
            isVisistScheduled: false,
          })
        ).status,
      ).toBe(201);
    await open();

    const nav = page.getByRole('navigation', { name: 'My account' });
    await expect.poll(() => nav.isVisible()).toBe(true);
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Shortlisted Properties',
      'Scheduled Visists',
      'Profile',
    ]);
    expect(await nav.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Shortlisted Properties' }).getAttribute('aria-current')).toBe('page');
    expect(Math.round((await page.getByTestId('dashboard-sidebar').boundingBox())!.width)).toBe(200);
    expect(await page.getByTestId('dashboard-topbar').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Shortlisted Properties');

    const cards = page.getByTestId('shortlist-card');
    await expect.poll(() => cards.count()).toBe(2);
    const card = cards.filter({ hasText: first.name });
    expect(await card.getByRole('link', { name: first.name, exact: true }).getAttribute('href')).toBe(
      `/properties/details/${first.id}`,
    );
    expect(await card.textContent()).toContain(first.propertyType);
    expect(await card.getByTestId('shortlist-rent').textContent()).toMatch(/₹[\d,]+\/month/);
    expect(await page.getByTestId('dashboard-logo').first().getAttribute('href')).toBe('/properties?city=Pune');

    await card.getByRole('button', { name: `Remove ${first.name} from your shortlist` }).click();
    await expect.poll(() => cards.count()).toBe(1);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'removed from your shortlist' }).count())
      .toBe(1);
    const rows = await e2e()
      .db.selectFrom('shortlist')
      .select(['propertyId'])
      .where('userLeadId', '=', lead.id)
      .execute();
    expect(rows.map((r) => r.propertyId)).toEqual([second.id]);

    await cards
      .first()
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect.poll(() => page.getByTestId('empty-list').textContent()).toContain('No shortlisted properties yet');
    expect(
      await page.getByTestId('empty-list').getByRole('link', { name: 'Search properties' }).getAttribute('href'),
    ).toBe('/properties?city=Pune');
    expect(await e2e().db.selectFrom('shortlist').select('id').where('userLeadId', '=', lead.id).execute()).toEqual([]);

    await page.getByTestId('dashboard-logo').first().click();
    await page.waitForURL((u) => u.pathname === '/properties' && u.searchParams.get('city') === 'Pune');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the scheduled visits with ?tabName=Scheduled_Visits: upcoming first, dates as "MMM Do YYYY" with the slot; tabs follow the address and Back', async () => {
    const { context, page, lead, errors, open } = await signedInVisitor('/myaccount?tabName=Scheduled_Visits');
    const [a, b, c] = await someProperties(3);
    const year = new Date().getFullYear();
    const soon = new Date(Date.now() + 3 * 86_400_000);
    // One booked through the API (in the booking window), two written directly (far dates the widget would not offer).
    const booked = await api(page, 'POST', '/api/v1/property/schedule-visit', {
      propertyId: a.id,
      userLeadId: lead.id,
      landlordId: a.landlordId,
      scheduledVisitDate: ymd(soon),
      scheduledVisitTimeSlot: '10:00',
    });
    expect(booked.status).toBe(201);
    await e2e()
      .db.insertInto('visit')
      .values([
        {
          propertyId: b.id,
          landlordId: b.landlordId,
          userLeadId: lead.id,
          scheduledVisitDate: `${year + 1}-11-22`,
          scheduledVisitTimeSlot: '17:00',
          status: 'scheduled',
        },
        {
          propertyId: c.id,
          landlordId: c.landlordId,
          userLeadId: lead.id,
          scheduledVisitDate: `${year - 1}-03-03`,
          scheduledVisitTimeSlot: '09:00',
          status: 'done',
        },
      ] as any)
      .execute();
    await open();

    const nav = page.getByRole('navigation', { name: 'My account' });
    await expect
      .poll(() => nav.getByRole('link', { name: 'Scheduled Visists' }).getAttribute('aria-current'))
      .toBe('page');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Scheduled Visists');
    const visits = page.getByTestId('visit-row');
    await expect.poll(() => visits.count()).toBe(3);
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const day = soon.getDate();
    const suffix =
      day % 10 === 1 && day !== 11
        ? 'st'
        : day % 10 === 2 && day !== 12
          ? 'nd'
          : day % 10 === 3 && day !== 13
            ? 'rd'
            : 'th';
    const rows = await Promise.all(
      [0, 1, 2].map(async (i) => ({
        name: await visits.nth(i).getByRole('link').textContent(),
        date: await visits.nth(i).getByTestId('visit-date').textContent(),
        slot: await visits.nth(i).getByTestId('visit-slot').textContent(),
      })),
    );
    expect(rows).toEqual([
      { name: a.name, date: `${months[soon.getMonth()]} ${day}${suffix} ${soon.getFullYear()}`, slot: '10:00' },
      { name: b.name, date: `Nov 22nd ${year + 1}`, slot: '17:00' },
      { name: c.name, date: `Mar 3rd ${year - 1}`, slot: '09:00' },
    ]);
    expect(await page.getByRole('region', { name: 'Past visits' }).getByTestId('visit-row').count()).toBe(1);
    expect(await visits.nth(1).getByRole('link').getAttribute('href')).toBe(`/properties/details/${b.id}`);
    expect(await visits.nth(1).locator('time').getAttribute('datetime')).toBe(`${year + 1}-11-22T17:00`);

    // Tabs change the address; Back returns to the previous tab.
    await nav.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL((u) => u.searchParams.get('tabName') === 'Profile');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Profile');
    await nav.getByRole('link', { name: 'Shortlisted Properties' }).click();
    await page.waitForURL((u) => u.pathname === '/myaccount' && !u.searchParams.has('tabName'));
    await expect.poll(() => page.getByTestId('empty-list').textContent()).toContain('No shortlisted properties yet');
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('tabName') === 'Profile');
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('tabName') === 'Scheduled_Visits');
    await expect.poll(() => visits.count()).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits the profile: name and phone required and checked, e-mail read-only, "Updated profile details", a {msg} answer saves nothing silently', async () => {
    const { context, page, lead, errors, open } = await signedInVisitor('/myaccount?tabName=Profile');
    await open();
    const name = page.getByLabel('Name');
    const phone = page.getByLabel('Phone');
    const email = page.getByLabel('Email');
    await expect.poll(() => name.inputValue(), { timeout: 15_000 }).toBe(lead.name);
    expect(await phone.inputValue()).toBe(lead.phone.slice(2));
    expect(await email.inputValue()).toBe(lead.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await email.isEditable()).toBe(false);

    const save = page.getByRole('button', { name: 'Save' });
    // Required and checked fields: nothing is sent while a rule fails.
    await name.fill('');
    await save.click();
    await expect.poll(() => page.getByText('Please enter your name!').count()).toBeGreaterThan(0);
    await phone.fill('12345');
    await phone.blur();
    await expect.poll(() => page.getByText('Please Enter 10 Digits Phone Number').count()).toBeGreaterThan(0);
    await phone.fill('98765abcde');
    await expect.poll(() => page.getByText('Please Enter Only Digits').count()).toBeGreaterThan(0);
    await phone.fill('');
    await save.click();
    await expect.poll(() => page.getByText('Phone is required!').count()).toBeGreaterThan(0);
    let row = await e2e()
      .db.selectFrom('lead')
      .select(['name', 'phone', 'email'])
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: lead.name, phone: lead.phone, email: lead.email });

    // Saved: the row changes, the message shows, the stored lead is the answer.
    const newPhone = freshPhone();
    await name.fill('Riya S. Kapoor');
    await phone.fill(newPhone);
    await save.click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Updated profile details' }).count()).toBe(1);
    row = await e2e()
      .db.selectFrom('lead')
      .select(['name', 'phone', 'email'])
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Riya S. Kapoor', phone: `91${newPhone}`, email: lead.email });
    const storedLead = JSON.parse((await stored(page, 'userData'))!);
    expect([storedLead.id, storedLead.name, storedLead.phone]).toEqual([lead.id, 'Riya S. Kapoor', `91${newPhone}`]);
    expect(await page.getByText('Hello, Riya S. Kapoor').count()).toBe(1);

    // A phone that belongs to an account: the server answers {msg}; nothing is saved, nothing is said.
    const account = await e2e()
      .db.selectFrom('user')
      .select('phone')
      .where('phone', 'is not', null)
      .where('phone', 'like', '91__________')
      .executeTakeFirstOrThrow();
    await name.fill('Someone Else');
    await phone.fill(String(account.phone).slice(2));
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/leads') && r.request().method() === 'POST');
    await save.click();
    expect(await (await answered).json()).toHaveProperty('msg');
    // The page has read the answer once Save is enabled again (it is disabled while sending).
    await expect.poll(() => save.isEnabled()).toBe(true);
    expect(await page.getByText('Updated profile details').count()).toBe(0);
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /Error|taken|Taken/ })
        .count(),
    ).toBe(0);
    row = await e2e()
      .db.selectFrom('lead')
      .select(['name', 'phone', 'email'])
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Riya S. Kapoor', phone: `91${newPhone}`, email: lead.email });
    expect(JSON.parse((await stored(page, 'userData'))!).name).toBe('Riya S. Kapoor');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs out: the session ends, userData and localCity are cleared, and the visitor lands on the home page', async () => {
    const { context, page, lead, open } = await signedInVisitor('/myaccount', { city: 'Delhi' });
    await page.evaluate(() => localStorage.setItem('localCity', 'Delhi'));
    await open();
    await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.waitForLoadState('load');
    expect(await stored(page, 'userData')).toBeNull();
    expect(await stored(page, 'localCity')).toBeNull();
    expect((await api(page, 'POST', '/api/v1/property/my-shortlist', { userLeadId: lead.id })).status).toBe(401);
    expect((await context.cookies()).some((c) => c.name === 'nv_lead' && c.value)).toBe(false);
    await context.close();
  });

  it('collapses the sidebar into a top bar with a menu at 390 px', async () => {
    const { context, page, errors, open } = await signedInVisitor('/myaccount', { width: 390 });
    await open();
    expect(await page.getByTestId('dashboard-sidebar').isVisible()).toBe(false);
    expect(await page.getByTestId('dashboard-topbar').isVisible()).toBe(true);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.click();
    const drawer = page.getByRole('navigation', { name: 'My account' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByRole('link', { name: 'Scheduled Visists' }).click();
    await page.waitForURL((u) => u.searchParams.get('tabName') === 'Scheduled_Visits');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Scheduled Visists');
    await expect.poll(() => page.getByTestId('empty-list').textContent()).toContain('No scheduled visits yet');
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });
});
