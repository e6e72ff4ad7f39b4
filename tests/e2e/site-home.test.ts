import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

/** Waits until the page is interactive (the header marks itself once React has hydrated). */
const hydrated = (page: Page) => page.locator('header[data-hydrated="true"]').waitFor();
const activeSlide = (page: Page) =>
  page.locator('[role="group"][aria-roledescription="slide"][data-active="true"]').getAttribute('aria-label');

describe('the home page', () => {
  it('shows every marketing section with the content from the database, also in the server HTML', async () => {
    const db = e2e().db;
    const banner = await db
      .selectFrom('site_section')
      .select('title')
      .where('section', '=', 'banner')
      .orderBy('order')
      .execute();
    const faqs = await db
      .selectFrom('faq')
      .select('title')
      .where('audience', '=', 'tenant')
      .orderBy('order')
      .limit(4)
      .execute();
    const press = await db.selectFrom('press_item').select(['title', 'url']).orderBy('date', 'desc').limit(3).execute();
    const leaders = await db.selectFrom('leadership').select('name').orderBy('order').limit(5).execute();
    const benefits = await db
      .selectFrom('site_section')
      .select('title')
      .where('section', '=', 'benefit')
      .orderBy('order')
      .execute();
    expect(benefits).toHaveLength(4);

    // No script needed: the server's HTML already carries the content and the final counter values.
    const html = await (await fetch(`${e2e().baseUrl}/`)).text();
    for (const text of [
      banner[0].title,
      faqs[0].title,
      press[0].title,
      leaders[4].name,
      'Find Your Perfect Space',
      '3,00,000+',
      'Rs. 100 Crs+',
    ]) {
      expect(html).toContain(text.replace(/'/g, '&#x27;').replace(/&(?!#x27;)/g, '&amp;'));
    }

    const { context, page } = await e2e().visit('/');
    expect(await page.title()).toContain('Nivaas');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(
      `${e2e().baseUrl}/social-preview.png`,
    );
    expect(await page.locator('h1').count()).toBe(1);
    await page.getByRole('heading', { level: 2, name: banner[0].title }).waitFor();
    for (const heading of [
      'Find Your Perfect Space',
      'Benefits of a rental guarantee',
      'What is a rental guarantee?',
      'How it works',
      'Why choose Nivaas',
      'Nivaas in numbers',
      'Trusted by 1000+ Industry Leaders',
      'Nivaas in the news',
      'Frequently asked questions',
      'What our tenants say',
      'Our leadership',
      'Get in touch',
    ]) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(1);
    }
    for (const b of benefits) expect(await page.getByRole('heading', { name: b.title }).count()).toBe(1);
    expect(await page.locator('[data-faq] summary').allTextContents()).toEqual(faqs.map((f) => f.title));
    expect(await page.getByRole('link', { name: /^LEARN MORE/ }).getAttribute('href')).toBe('/faqs');
    const cards = page.locator('[data-press-card]');
    expect(await cards.count()).toBe(3);
    for (const [i, p] of press.entries()) {
      const card = cards.nth(i);
      expect(await card.getByRole('heading').textContent()).toBe(p.title);
      expect(await card.getByText('5 min read').count()).toBe(1);
      const more = card.getByRole('link', { name: /^Show more/ });
      expect(await more.getAttribute('href')).toBe(p.url);
      expect(await more.getAttribute('target')).toBe('_blank');
    }
    // Titles are clamped to three lines.
    expect(
      await cards
        .first()
        .getByRole('heading')
        .evaluate((el) => getComputedStyle(el).webkitLineClamp),
    ).toBe('3');
    for (const l of leaders) expect(await page.getByRole('heading', { name: l.name }).count()).toBe(1);
    expect(await page.locator('[data-leader]').count()).toBe(5);
    await page.locator('#trustedBy').scrollIntoViewIfNeeded(); // below the fold, it hydrates near the view
    await expect.poll(() => page.locator('#trustedBy li').count()).toBeGreaterThanOrEqual(16); // drawn twice for the loop
    await context.close();
  });

  it('moves the banner with arrows and dots, wrapping, and opens the lead popup from "Experience now"', async () => {
    const { context, page } = await e2e().visit('/');
    await hydrated(page);
    const count = await page.locator('[role="group"][aria-roledescription="slide"]').count();
    expect(count).toBeGreaterThanOrEqual(3);
    await page.getByRole('button', { name: 'Go to slide 1' }).click();
    expect(await activeSlide(page)).toBe(`1 of ${count}`);
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await activeSlide(page)).toBe(`2 of ${count}`);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await page.getByRole('button', { name: 'Previous slide' }).click();
    expect(await activeSlide(page)).toBe(`${count} of ${count}`); // wrapped backwards
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await activeSlide(page)).toBe(`1 of ${count}`); // and forwards
    expect(await page.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBe('true');

    await page
      .locator('[role="group"][aria-roledescription="slide"][data-active="true"]')
      .getByRole('button', { name: 'Experience now' })
      .click();
    await page.getByRole('dialog').getByText('Share your details').first().waitFor();
    await context.close();
  });

  it('auto-advances the banner every 5 s and offers the city picker after 30 s; choosing a city opens its search', async () => {
    const context = await e2e().browser.newContext({ baseURL: e2e().baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const count = await page.locator('[role="group"][aria-roledescription="slide"]').count();
    expect(await activeSlide(page)).toBe(`1 of ${count}`);
    await page.clock.fastForward(5_000);
    await expect.poll(() => activeSlide(page)).toBe(`2 of ${count}`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.clock.fastForward(25_500);
    const picker = page.getByRole('dialog', { name: 'Select your city' });
    await picker.waitFor();
    for (const city of [
      'Noida',
      'Gurugram',
      'Delhi',
      'Mumbai',
      'Bengaluru',
      'Pune',
      'Hyderabad',
      'Ghaziabad',
      'Kota',
    ]) {
      expect(await picker.getByRole('button', { name: city, exact: true }).count()).toBe(1);
    }
    await picker.getByRole('button', { name: 'Pune', exact: true }).click();
    await page.waitForURL(/\/properties\?city=Pune$/);
    expect(await page.evaluate(() => localStorage.getItem('selectedCity'))).toBe('Pune');
    await expect.poll(() => page.getByRole('button', { name: /^City: Pune/ }).count()).toBe(1);
    await context.close();
  });

  it('enables "Search Properties" only with both choices, shows "Coming Soon" for Family Homes, and searches the city', async () => {
    const { context, page } = await e2e().visit('/', { width: 390 });
    await hydrated(page);
    const button = page.locator('form[role="search"] button[type="submit"]');
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Accommodation type').selectOption('Co-Living & PG');
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('City', { exact: true }).selectOption('Mumbai');
    expect(await button.isDisabled()).toBe(false);
    expect((await button.textContent())?.trim()).toBe('Search Properties');

    await page.getByLabel('Accommodation type').selectOption('Family Homes');
    const city = page.getByLabel('City', { exact: true });
    expect(await city.isDisabled()).toBe(true);
    expect(await city.locator('option').allTextContents()).toEqual(['Coming Soon']);
    expect(await button.isDisabled()).toBe(true);
    expect((await button.textContent())?.trim()).toBe('Coming Soon');

    await page.getByLabel('Accommodation type').selectOption('Co-Living & PG');
    await page.getByLabel('City', { exact: true }).selectOption('Kota');
    await button.click();
    await page.waitForURL(/\/properties\?city=Kota$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('selectedCity'), localStorage.getItem('selectedAccomodation')]),
    ).toEqual(['Kota', 'Co-Living & PG']);
    await context.close();
  });

  it('scrolls to ?section=eqInNews after load', async () => {
    const { context, page } = await e2e().visit('/home?section=eqInNews');
    await hydrated(page);
    await expect
      .poll(() => page.locator('#eqInNews').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(120);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await context.close();
  });

  it('keeps one how-it-works step open at a time, the first to begin with', async () => {
    const { context, page } = await e2e().visit('/');
    await hydrated(page);
    const steps = page.locator('#howItWorks h3 button');
    expect(await steps.count()).toBe(4);
    const expanded = () => steps.evaluateAll((els) => els.map((e) => e.getAttribute('aria-expanded')));
    expect(await expanded()).toEqual(['true', 'false', 'false', 'false']);
    // Near the view the section renders in the browser; a press before that is replayed (the next test).
    await steps.nth(0).scrollIntoViewIfNeeded();
    await page.locator('[data-live="true"]:has(#howItWorks)').waitFor();
    await steps.nth(2).click();
    await expect.poll(expanded).toEqual(['false', 'false', 'true', 'false']);
    expect(await page.locator('#howItWorks [role="region"]:visible').count()).toBe(1);
    await steps.nth(0).click();
    expect(await expanded()).toEqual(['true', 'false', 'false', 'false']);
    await steps.nth(0).click();
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false']);
    await context.close();
  });

  it('replays a press that reaches a section still waiting to hydrate, once it is live', async () => {
    const { context, page } = await e2e().visit('/');
    // No IntersectionObserver callback ever comes: the sections stay the server's HTML until pressed.
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      } as unknown as typeof IntersectionObserver;
    });
    await page.reload();
    await hydrated(page);
    const section = page.locator('[data-hydrate="near-view"]:has(#howItWorks)');
    expect(await section.getAttribute('data-live')).toBeNull();
    const steps = page.locator('#howItWorks h3 button');
    await steps.nth(2).click();
    await expect
      .poll(() => steps.evaluateAll((els) => els.map((e) => e.getAttribute('aria-expanded'))))
      .toEqual(['false', 'false', 'true', 'false']);
    expect(await section.getAttribute('data-live')).toBe('true');
    await context.close();
  });

  it('counts the about-us numbers up once they are half visible', async () => {
    const { context, page } = await e2e().visit('/');
    await hydrated(page);
    const properties = page.locator('[data-counter="300000"]');
    const people = page.locator('[data-counter="10000"]');
    // Far below the fold the section is still the server's HTML (final figures); coming near the view it
    // hydrates and the figures wait at zero until they are half visible.
    expect(await properties.textContent()).toBe('3,00,000+');
    await page.evaluate(() =>
      window.scrollTo(
        0,
        document.querySelector('#aboutUs')!.getBoundingClientRect().top + window.scrollY - window.innerHeight - 200,
      ),
    );
    await expect.poll(() => properties.textContent()).toBe('0+');
    await page.locator('#aboutUs').scrollIntoViewIfNeeded();
    await expect.poll(() => properties.textContent()).toBe('3,00,000+');
    await expect.poll(() => people.textContent()).toBe('10,000+');
    // Each counter starts when its own observer reports it half visible, so each is waited for.
    await expect.poll(() => page.locator('[data-counter="100"]').textContent()).toBe('Rs. 100 Crs+');
    await expect.poll(() => page.locator('[data-counter="500"]').textContent()).toBe('500+');
    await context.close();
  });

  it('plays the video in a modal loaded on demand, and pages the testimonials (3 wide, 1 on a phone)', async () => {
    const { context, page } = await e2e().visit('/');
    await hydrated(page);
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: 'Watch the video' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('iframe').getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const shown = () => page.locator('[data-testimonial]:not([aria-hidden])').count();
    // The testimonials hydrate as they come near the view (a loaded machine may take a moment).
    await expect.poll(shown).toBe(3);
    await expect.poll(() => page.locator('[data-testimonial]').first().getAttribute('aria-hidden')).toBeNull();
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect.poll(() => page.locator('[data-testimonial]').first().getAttribute('aria-hidden')).toBe('true');
    await page.setViewportSize({ width: 390, height: 900 });
    await expect.poll(shown).toBe(1);
    // Text is clipped at 9.6rem.
    expect(
      await page
        .locator('[data-testimonial] p')
        .first()
        .evaluate((el) => getComputedStyle(el).maxHeight),
    ).toBe(`${9.6 * 16}px`);
    await context.close();
  });

  it('hydrates the sections below the banner only near the view; a press that comes first is not lost', async () => {
    const { context, page } = await e2e().visit('/');
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await hydrated(page);
    // How it works is still the server's markup: jump to it and press a step in the same task, before
    // anything could hydrate it. The press is replayed once the section is live.
    const steps = page.locator('#howItWorks h3 button');
    expect(await steps.nth(1).getAttribute('aria-expanded')).toBe('false');
    await page.evaluate(() => {
      const section = document.querySelector('#howItWorks')!;
      section.scrollIntoView();
      section
        .querySelectorAll('h3 button')[1]
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    await expect.poll(() => steps.nth(1).getAttribute('aria-expanded')).toBe('true');
    // Scrolling through the page brings every section to life without a hydration error.
    for (let y = 0; y < 20; y++) await page.mouse.wheel(0, 600);
    await expect.poll(() => page.locator('#trustedBy li').count()).toBeGreaterThanOrEqual(16);
    expect(errors).toEqual([]);
    await context.close();
  });
});
