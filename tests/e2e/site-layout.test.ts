import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

const hydrated = (page: Page) => page.locator('header[data-hydrated="true"]').waitFor();

describe('the site layout', () => {
  it('has an inline menu at 1280 px with configured links, external links in a new window and grouped dropdowns', async () => {
    const { context, page } = await e2e().visit('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    expect(await nav.getByRole('link', { name: 'Tenants' }).getAttribute('href')).toBe('/tenants');
    expect(await nav.getByRole('link', { name: 'For Corporates' }).getAttribute('href')).toBe('/corporates');
    expect(await nav.getByRole('link', { name: 'Become a Partner' }).isVisible()).toBe(false);
    const partners = nav.getByRole('button', { name: 'Partners' });
    await partners.click();
    expect(await partners.getAttribute('aria-expanded')).toBe('true');
    const external = nav.getByRole('link', { name: /^Partner With Us/ });
    expect(await external.isVisible()).toBe(true);
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toContain('noopener');
    expect(await external.getAttribute('href')).toMatch(/^https?:\/\//);
    await page.keyboard.press('Escape');
    expect(await partners.getAttribute('aria-expanded')).toBe('false');
    await nav.getByRole('button', { name: 'Help' }).click();
    await nav.getByRole('link', { name: 'FAQs' }).click();
    await page.waitForURL(/\/faqs$/);

    // Register/Login opens our sign-in page (one sign-in for everyone, 001).
    const register = page.getByRole('link', { name: /^Register\/Login/ });
    expect(await register.getAttribute('target')).toBeNull();
    expect(await register.getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: 'My Account' }).count()).toBe(0);
    expect(await page.locator('a[href="#main"]').textContent()).toBe('Skip to main content');
    await context.close();
  });

  it('turns the menu into a left drawer at 390 px', async () => {
    const { context, page } = await e2e().visit('/', { width: 390 });
    await hydrated(page);
    expect(await page.getByRole('navigation', { name: 'Main', exact: true }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    await drawer.waitFor();
    const box = await drawer.boundingBox();
    expect(box!.x).toBeLessThan(5); // from the left
    expect(await drawer.getByRole('link', { name: /^Register\/Login/ }).count()).toBe(1);
    await drawer.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(/\/contactus$/);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await context.close();
  });

  it('shows "My Account" for a visitor whose details are stored, and the stored city instead of "India"', async () => {
    const context = await e2e().browser.newContext({ baseURL: e2e().baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/tenants');
    await hydrated(page);
    expect(await page.getByRole('button', { name: /^City: India/ }).textContent()).toBe('India');
    await page.evaluate(() => {
      localStorage.setItem(
        'userData',
        JSON.stringify({ id: 'lead-1', name: 'Asha', email: 'asha@example.com', phone: '919876543210' }),
      );
      localStorage.setItem('selectedCity', 'Hyderabad');
    });
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.getByRole('link', { name: 'My Account' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/myaccount');
    expect(await page.getByRole('link', { name: /^Register\/Login/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^City: Hyderabad/ }).count()).toBe(1);
    await page.getByRole('button', { name: /^City: Hyderabad/ }).click();
    const picker = page.getByRole('dialog', { name: 'Select your city' });
    await picker.getByRole('button', { name: 'Close city picker' }).click();
    await expect.poll(() => picker.count()).toBe(0);
    await context.close();
  });

  it('changes the header colour once scrolled and the logo after 10 px', async () => {
    const { context, page } = await e2e().visit('/');
    await hydrated(page);
    const header = page.locator('header');
    const state = () =>
      header.evaluate((el) => [
        el.getAttribute('data-scrolled'),
        el.querySelector('svg[data-variant]')?.getAttribute('data-variant'),
        getComputedStyle(el).backgroundColor,
      ]);
    const [, logo0, bg0] = await state();
    expect(logo0).toBe('colour');
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect.poll(async () => (await state())[0]).toBe('true');
    expect((await state())[1]).toBe('colour');
    await expect.poll(async () => (await state())[2]).not.toBe(bg0);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect.poll(async () => (await state())[1]).toBe('light');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await state())[1]).toBe('colour');
    await context.close();
  });

  it('keeps utm_source from the address in storage and puts it back into the address', async () => {
    const { context, page } = await e2e().visit('/?utm_source=newsletter');
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('utm_source'))).toBe('newsletter');
    expect(new URL(page.url()).searchParams.get('utm_source')).toBe('newsletter');
    const history = await page.evaluate(() => window.history.length);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tenants' }).click();
    await page.waitForURL(/\/tenants\?utm_source=newsletter$/);
    expect(await page.evaluate(() => window.history.length)).toBe(history + 1); // replaced, not pushed
    await context.close();
  });

  it('has the footer with the Mumbai office, support contacts, social and policy links', async () => {
    const { context, page } = await e2e().visit('/', { width: 390 });
    const footer = page.locator('footer');
    expect(await footer.locator('address').textContent()).toContain('Mumbai');
    expect(await footer.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    for (const name of ['LinkedIn', 'Instagram', 'Facebook', 'X', 'YouTube']) {
      expect(await footer.getByRole('link', { name: new RegExp(`^Nivaas on ${name} `) }).count()).toBe(1);
    }
    for (const path of ['/privacy', '/terms', '/cancellationpolicy'])
      expect(await footer.locator(`a[href="${path}"]`).count()).toBe(1);
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Nivaas`);
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('answers an unknown path with 404 and a friendly page inside the layout', async () => {
    const res = await fetch(`${e2e().baseUrl}/no/such/page`);
    expect(res.status).toBe(404);
    const { context, page } = await e2e().visit('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'This page has moved out' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('main').getByRole('link', { name: 'Search properties' }).click();
    await page.waitForURL(/\/properties$/);
    await context.close();
  });

  it('follows the scroll with the tenant landing slides and links "Know more" to the about page', async () => {
    const { context, page } = await e2e().visit('/tenants');
    await hydrated(page);
    const active = () => page.locator('[data-slide][data-active="true"]').getAttribute('data-slide');
    expect(await page.locator('[data-slide]').count()).toBe(4);
    expect(await active()).toBe('0');
    const vh = await page.evaluate(() => window.innerHeight);
    // slide = floor(scrollY / (4 × innerHeight) × 4), capped at the last.
    for (const [y, slide] of [
      [1.5 * vh, '1'],
      [2.2 * vh, '2'],
      [3.1 * vh, '3'],
      [0, '0'],
      [3.5 * vh, '3'],
    ] as const) {
      await page.evaluate((v) => window.scrollTo(0, v), y);
      await expect.poll(active).toBe(slide);
    }
    const know = page.locator('[data-slide="3"]').getByRole('link', { name: /^Know more/ });
    expect(await know.getAttribute('target')).toBe('_blank');
    expect(await know.getAttribute('href')).toMatch(/^https?:\/\//);
    expect(await page.getByRole('heading', { name: 'How it works' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Get in touch' }).count()).toBe(1);
    await context.close();
  });

  it('renders the co-living rooms landing page', async () => {
    const features = await e2e()
      .db.selectFrom('site_section')
      .select('title')
      .where('section', '=', 'colivingFeature')
      .orderBy('order')
      .execute();
    const { context, page } = await e2e().visit('/nivaascolivingrooms', { width: 390 });
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toContain('co-living');
    expect(await page.locator('[data-feature] h3').allTextContents()).toEqual(features.map((f) => f.title));
    await page.getByRole('button', { name: 'Experience now' }).first().click();
    await page.getByRole('dialog').getByText('Share your details').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Search Properties' }).first().click();
    await page.waitForURL(/\/properties$/);
    await context.close();
  });
});
