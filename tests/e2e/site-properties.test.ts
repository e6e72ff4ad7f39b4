import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

const cards = (page: Page) => page.getByTestId('property-card');
/** The page has hydrated (the React root answers events) once Remix's router is there. */
const hydrated = (page: Page) => page.waitForFunction(() => Boolean((window as any).__remixRouter?.state?.initialized));

interface Row {
  id: string;
  name: string;
  status: string;
  category: string | null;
  propertyAddress: { city: string; locality: string; house?: string; street?: string; state: string; pin: string };
  expectedRent: number;
  discountedRent: number | null;
}

async function properties(): Promise<Row[]> {
  return (await e2e()
    .db.selectFrom('property')
    .select(['id', 'name', 'status', 'category', 'propertyAddress', 'expectedRent', 'discountedRent'])
    .execute()) as unknown as Row[];
}

describe('/properties search', () => {
  it('renders the first 40 cards on the server, newest first, before any JavaScript runs', async () => {
    const { context, page } = await e2e().visit('/properties');
    const res = await page.request.get('/properties');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('Get 0 Deposit with 0 Stress at 100% ease.');
    expect(html.match(/data-testid="property-card"/g)?.length).toBe(40);
    const api = await (
      await page.request.get('/api/v1/property?source=zd&category=Co-Living%20%26%20PG&limit=40&page=1')
    ).json();
    for (const p of api.results.slice(0, 40)) expect(html).toContain(`/properties/details/${p.id}`);
    expect(html).toContain(api.results[0].name.replace(/&/g, '&amp;'));
    expect(html).toMatch(/₹[\d,]+\/month/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/properties"/);
    await expect.poll(() => cards(page).count()).toBe(40);
    // The first cards' images load at once, the rest lazily, all with their size set.
    expect(await cards(page).nth(0).locator('img').getAttribute('loading')).toBe('eager');
    expect(await cards(page).nth(10).locator('img').getAttribute('loading')).toBe('lazy');
    expect(await cards(page).nth(10).locator('img').getAttribute('width')).toBe('400');
    await context.close();
  });

  it('filters by city, room type and text, keeps them in the address, and Back restores them', async () => {
    const { context, page } = await e2e().visit('/properties');
    await hydrated(page);
    await page.getByRole('combobox', { name: 'City', exact: true }).selectOption('Delhi');
    await page.waitForURL((u) => u.searchParams.get('city') === 'Delhi');
    await expect.poll(async () => (await cards(page).allTextContents()).every((t) => t.includes(', Delhi'))).toBe(true);
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('selectedCity'))).toBe('Delhi');

    await page.getByRole('navigation', { name: 'Room type' }).getByRole('link', { name: 'Private Room' }).click();
    await page.waitForURL(
      (u) => u.searchParams.get('roomType') === 'Private Room' && u.searchParams.get('city') === 'Delhi',
    );
    await expect
      .poll(() => page.getByRole('link', { name: 'Private Room', exact: true }).getAttribute('aria-current'))
      .toBe('true');
    const api = await (
      await page.request.get(
        '/api/v1/property?source=zd&category=Co-Living%20%26%20PG&city=Delhi&roomType=Private%20Room&limit=40',
      )
    ).json();
    await expect.poll(() => cards(page).count()).toBe(api.results.length);
    const shown = api.results.length;
    const everyDelhi = (
      await (
        await page.request.get('/api/v1/property?source=zd&category=Co-Living%20%26%20PG&city=Delhi&limit=1')
      ).json()
    ).totalResults;
    expect(shown).toBeLessThan(everyDelhi);

    // Text search: the name of one listed card.
    const first = api.results[api.results.length - 1];
    await page.getByRole('searchbox', { name: /Search by name/ }).fill(first.name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('text') === first.name);
    await expect.poll(() => cards(page).first().textContent()).toContain(first.name);
    expect(await cards(page).count()).toBeLessThan(shown + 1);

    await page.goBack();
    await page.waitForURL(
      (u) => u.searchParams.get('text') === null && u.searchParams.get('roomType') === 'Private Room',
    );
    await expect.poll(() => page.getByRole('searchbox', { name: /Search by name/ }).inputValue()).toBe('');
    await expect.poll(() => cards(page).count()).toBe(shown);
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('roomType') === null && u.searchParams.get('city') === 'Delhi');
    await expect.poll(() => page.getByRole('link', { name: 'All rooms' }).getAttribute('aria-current')).toBe('true');

    // The city is remembered: a later visit without one in the address uses it.
    await page.goto('/properties');
    await page.waitForURL((u) => u.searchParams.get('city') === 'Delhi');
    // Choosing India (no city) forgets it and leaves the city out of the address.
    await hydrated(page);
    await page.getByRole('combobox', { name: 'City', exact: true }).selectOption('');
    await page.waitForURL((u) => !u.searchParams.has('city'));
    expect(await page.evaluate(() => localStorage.getItem('selectedCity'))).toBeNull();
    await context.close();
  });

  it('applies the filter popup (rent slider and accommodation type) and Reset All clears it', async () => {
    const { context, page } = await e2e().visit('/properties', { width: 390 });
    await hydrated(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('rent-value').textContent()).toBe('Rs. 50,000');
    const slider = dialog.getByRole('slider', { name: 'Maximum rent' });
    expect(await slider.getAttribute('aria-valuemax')).toBe('50000');
    await slider.focus();
    for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => dialog.getByTestId('rent-value').textContent()).toBe('Rs. 10,000');
    await dialog.getByRole('checkbox', { name: 'Private Room' }).check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(
      (u) => u.searchParams.get('maxRent') === '10000' && u.searchParams.get('types') === 'Private Room',
    );
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(async () => {
        const texts = await cards(page).allTextContents();
        return (
          texts.length > 0 &&
          texts.every(
            (t) => t.includes('Private Room') && Number(t.match(/₹([\d,]+)\/month/)![1].replace(/,/g, '')) <= 10000,
          )
        );
      })
      .toBe(true);

    await page.getByRole('button', { name: 'Filters (2)' }).click();
    await expect.poll(() => page.getByRole('dialog').getByTestId('rent-value').textContent()).toBe('Rs. 10,000');
    await page.getByRole('dialog').getByRole('button', { name: 'Reset All' }).click();
    await page.waitForURL((u) => !u.searchParams.has('maxRent') && !u.searchParams.has('types'));
    await expect.poll(() => cards(page).count()).toBe(40);
    await context.close();
  });

  it('shows Coming Soon for Family Homes, Double Shared for Kota, and the empty-state message', async () => {
    const { context, page } = await e2e().visit('/properties');
    await hydrated(page);
    await page.getByRole('link', { name: 'Family Homes' }).click();
    await page.waitForURL((u) => u.searchParams.get('category') === 'Family Homes');
    await expect.poll(() => page.getByText('Coming Soon', { exact: true }).count()).toBe(1);
    expect(await cards(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('selectedAccomodation'))).toBe('Family Homes');
    await page.getByRole('link', { name: 'Co-Living & PG' }).click();
    await page.waitForURL((u) => !u.searchParams.has('category'));
    await expect.poll(() => cards(page).count()).toBe(40);

    await page.getByRole('combobox', { name: 'City', exact: true }).selectOption('Kota');
    await page.waitForURL((u) => u.searchParams.get('city') === 'Kota');
    await expect
      .poll(() => page.getByRole('link', { name: 'Double Shared', exact: true }).getAttribute('aria-current'))
      .toBe('true');
    const kota = await (
      await page.request.get(
        '/api/v1/property?source=zd&category=Co-Living%20%26%20PG&city=Kota&roomType=Double%20Shared&limit=40',
      )
    ).json();
    await expect.poll(() => cards(page).count()).toBe(kota.results.length);

    await page.goto('/properties?text=no-such-place-anywhere');
    await expect.poll(() => page.getByText('No Properties for this filter').count()).toBe(1);
    expect(await cards(page).count()).toBe(0);
    await context.close();
  });

  it('loads the next 40 on scrolling to the bottom, and by the Load more button', async () => {
    const { context, page } = await e2e().visit('/properties');
    await hydrated(page);
    const total = (
      await (await page.request.get('/api/v1/property?source=zd&category=Co-Living%20%26%20PG&limit=1')).json()
    ).totalResults;
    expect(total).toBeGreaterThan(40);
    const next = page.waitForRequest(
      (r) => r.url().includes('/api/v1/property?') && r.url().includes('page=2') && r.url().includes('limit=40'),
    );
    await page.mouse.wheel(0, 100_000);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await next;
    await expect.poll(() => cards(page).count()).toBe(Math.min(80, total));
    await context.close();

    // Without IntersectionObserver (or from the keyboard) the Load more button fetches the next page.
    const keyboard = await e2e().browser.newContext({ baseURL: e2e().baseUrl, viewport: { width: 390, height: 900 } });
    await keyboard.addInitScript(() => delete (window as any).IntersectionObserver);
    const kp = await keyboard.newPage();
    await kp.goto('/properties');
    await hydrated(kp);
    await kp.getByRole('button', { name: 'Load more' }).focus();
    await kp.keyboard.press('Enter');
    await expect.poll(() => cards(kp).count()).toBe(Math.min(80, total));
    await expect.poll(() => kp.getByText(`Showing ${Math.min(80, total)} of ${total} properties`).count()).toBe(1);
    await keyboard.close();
  });

  it('switches between grid and list views', async () => {
    const { context, page } = await e2e().visit('/properties');
    await hydrated(page);
    const grid = page.getByRole('button', { name: 'Grid view' });
    const list = page.getByRole('button', { name: 'List view' });
    expect(await grid.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('list', { name: 'Properties' }).getAttribute('data-view')).toBe('grid');
    const gridWidth = (await cards(page).first().boundingBox())!.width;
    await list.click();
    await expect.poll(() => list.getAttribute('aria-pressed')).toBe('true');
    expect(await grid.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('list', { name: 'Properties' }).getAttribute('data-view')).toBe('list');
    expect((await cards(page).first().boundingBox())!.width).toBeGreaterThan(gridWidth * 2);
    await context.close();
  });
});

describe('/properties/details/{id}', () => {
  it('shows address, rent with the offer and ribbon, facts, amenities without "app", the lead form and saves the id', async () => {
    const all = await properties();
    const p = all.find((r) => r.status === 'active' && r.propertyAddress.city !== 'Kota')!;
    await e2e()
      .db.updateTable('property')
      .set({
        expectedRent: 12000,
        discountedRent: 10500,
        amenities: JSON.stringify(['Power Backup', 'Nivaas App Access', 'Wi-Fi', 'Happy Hours', 'Attached Washroom']),
        servantRoom: true,
        studyRoom: true,
        No_of_Bedrooms: 4,
        noOfBathrooms: 3,
        propertyAge: 7,
      } as any)
      .where('id', '=', p.id)
      .execute();
    const { context, page } = await e2e().visit(`/properties/details/${p.id}`, { width: 390 });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(p.name);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Properties' }).getAttribute('href')).toBe('/properties');
    expect(await crumbs.textContent()).toContain(p.name);
    const a = p.propertyAddress;
    expect(await page.getByTestId('full-address').textContent()).toBe(
      [a.house, a.locality, a.street, a.city, a.state, a.pin].filter(Boolean).join(', '),
    );
    expect(await page.getByTestId('monthly-rent').textContent()).toBe('₹12,000/month');
    expect(await page.getByTestId('offer-rent').textContent()).toBe('₹10,500 NOW');
    expect(await page.getByTestId('special-offer').textContent()).toBe('Special offer');
    for (const fact of ['4Bedrooms', '3Bathrooms', '7 yearsProperty age'])
      expect(await page.getByRole('list', { name: 'Property facts' }).textContent()).toContain(fact);
    for (const h of [
      'Nivaas bonds',
      'Wide network of partner properties',
      'Affordable',
      'Servant Room',
      'Study Room',
    ]) {
      expect(await page.getByText(h, { exact: true }).count()).toBe(1);
    }
    const amenities = page.getByTestId('amenities').locator('li');
    expect(await amenities.allTextContents()).toEqual(['Power Backup', 'Wi-Fi', 'Attached Washroom']);
    expect(await amenities.evaluateAll((els) => els.map((e) => e.getAttribute('data-icon-name')))).toEqual([
      'Power-Backup',
      'Wi-Fi',
      'Attached-Washroom',
    ]);
    const map = page.getByRole('link', { name: /See on map/ });
    expect(await map.getAttribute('target')).toBe('_blank');
    expect(await map.getAttribute('href')).toContain(encodeURIComponent(a.pin));
    expect(await page.getByRole('heading', { name: 'Yes, I want to make a move!' }).count()).toBe(1);
    await page.getByRole('heading', { name: 'Yes, I want to make a move!' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText('Please fill all fields to submit').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: /Buy Bond/ }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('propertyId'))).toBe(p.id);
    // Social preview: the property's first picture.
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      /^(https?:\/\/[^/]+)?\/uploads\/seed\/.+\.svg$/,
    );
    await context.close();
  });

  it('offers Buy Bond on a Kota property only, opening sign-up with the referrer, signupCity=Kota and propertyId', async () => {
    const kota = (await properties()).find((r) => r.propertyAddress.city === 'Kota')!;
    await e2e()
      .db.updateTable('property')
      .set({ status: 'active' } as any)
      .where('id', '=', kota.id)
      .execute();
    const { context, page } = await e2e().visit(`/home/properties/details/${kota.id}`);
    const buy = page.getByRole('link', { name: /Buy Bond/ });
    expect(await buy.getAttribute('target')).toBe('_blank');
    const href = new URL((await buy.getAttribute('href'))!);
    expect(href.searchParams.get('signupCity')).toBe('Kota');
    expect(href.searchParams.get('propertyId')).toBe(kota.id);
    expect(href.searchParams.get('referrer')).toMatch(new RegExp(`/home/properties/details/${kota.id}$`));
    await context.close();
  });

  it('answers 404 with the not-found page for an unknown or malformed id', async () => {
    const { context, page } = await e2e().visit('/properties/details/00000000-0000-4000-8000-000000000000');
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    expect((await page.request.get('/properties/details/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
    expect((await page.request.get('/properties/details/not-an-id')).status()).toBe(404);
    await context.close();
  });

  it('shows the skeleton while a details page loads after a click on a card', async () => {
    const { context, page } = await e2e().visit('/properties');
    await hydrated(page);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/properties\/details\/.+\.data/, async (route) => {
      await held;
      await route.continue();
    });
    const name = (await cards(page).first().locator('h3').textContent())!;
    await cards(page).first().getByRole('link').click();
    await page.getByTestId('details-skeleton').waitFor();
    release();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    expect(await page.getByTestId('details-skeleton').count()).toBe(0);
    await context.close();
  });
});
