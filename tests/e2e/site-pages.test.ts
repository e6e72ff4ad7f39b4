import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { e2eForThisFile } from './harness.ts';

/** The contact, corporate, partner, FAQ and policy pages (spec 000 §2) as a visitor sees and uses them. */
const e2e = e2eForThisFile();

const inViewport = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const r = document.querySelector(s)!.getBoundingClientRect();
    return r.top >= -1 && r.top < window.innerHeight;
  }, selector);

describe('/contactus', () => {
  it('shows the banner, "Get In Touch", the Mumbai address, phone, mailbox and the form', async () => {
    const { page, context } = await e2e().visit('/contactus', { width: 390 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Contact Us');
    expect(await page.getByRole('heading', { name: 'Get In Touch' }).count()).toBe(1);
    expect(await page.getByText('We are here for you! How can we help?').count()).toBe(1);
    const main = page.locator('main');
    expect(await main.locator('address').textContent()).toContain('Mumbai');
    expect(await main.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await main.locator('a[href="mailto:support@nivaas.in"]').count()).toBeGreaterThan(0);
    await page
      .locator('#contact_name')
      .scrollIntoViewIfNeeded()
      .catch(() => undefined);
    await page.evaluate(() => document.querySelector('[aria-label="Loading the form"]')?.scrollIntoView());
    await page.locator('#contact_name').waitFor();
    await context.close();
  });
});

describe('/corporates', () => {
  it('has the hero, stat boxes, six benefits (one open at a time), and "Partner with us" scrolls to the form', async () => {
    const { page, context } = await e2e().visit('/corporates', { width: 390 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('0 Deposit Rentals for your Employees');
    expect(await page.getByText('120+').count()).toBe(1);
    const benefits = page.locator('[id^="corporate-benefit-"][id$="-header"]');
    expect(await benefits.count()).toBe(6);
    expect(await benefits.nth(0).getAttribute('aria-expanded')).toBe('true');
    await benefits.nth(2).click();
    await expect.poll(() => benefits.nth(2).getAttribute('aria-expanded')).toBe('true');
    expect(await benefits.nth(0).getAttribute('aria-expanded')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => inViewport(page, '#partner-with-us')).toBe(false);
    await page.getByRole('link', { name: 'Partner with us', exact: true }).click();
    await expect.poll(() => inViewport(page, '#partner-with-us')).toBe(true);
    await page.locator('#corporate_designation').waitFor();
    await context.close();
  });
});

describe('/partners', () => {
  it('rotates three banners with their buttons, and shows the cards, benefits, partners and the form', async () => {
    const { page, context } = await e2e().visit('/partners');
    expect(await page.locator('[data-banner]').count()).toBe(3);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const search = carousel.getByRole('link', { name: 'Search Properties' });
    expect(await search.getAttribute('href')).toBe('/properties');
    expect(await search.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Next banner' }).click();
    const corporates = carousel.getByRole('link', { name: 'Offers for Corporates' });
    await expect.poll(() => corporates.isVisible()).toBe(true);
    expect(await corporates.getAttribute('href')).toBe('/corporates');
    await page.getByRole('button', { name: 'Next banner' }).click();
    const become = carousel.getByRole('link', { name: 'Become a Partner' });
    await expect.poll(() => become.isVisible()).toBe(true);
    // The carousel wraps.
    await page.getByRole('button', { name: 'Next banner' }).click();
    await expect.poll(() => search.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Show banner 3' }).click();
    await expect.poll(() => become.isVisible()).toBe(true);
    await become.click();
    await expect.poll(() => inViewport(page, '#become-a-partner')).toBe(true);
    await page.locator('#partner_email').waitFor();

    expect(await page.locator('main h3').filter({ hasText: 'Verified tenants' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Benefits', exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Our Partners' }).count()).toBe(1);
    expect(await page.getByText('UrbanNest Co-Living').count()).toBe(1);
    await page.goto('/partners');
    await page.getByRole('button', { name: 'Show banner 2' }).click();
    await expect.poll(() => corporates.isVisible()).toBe(true);
    await corporates.click();
    await page.waitForURL(/\/corporates$/);
    await context.close();
  });
});

describe('/faqs', () => {
  it('switches audience tabs (tenant first) and filters questions and answers as the visitor types', async () => {
    const { page, context } = await e2e().visit('/faqs', { width: 390 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Hello, how can we help?');
    expect(await page.getByRole('tab', { name: 'Tenants' }).getAttribute('aria-selected')).toBe('true');
    const questions = page.locator('[id^="faq-"][id$="-header"]');
    const tenantCount = await questions.count();
    expect(tenantCount).toBeGreaterThan(3);
    expect(await page.getByText('What is a Nivaas bond?').count()).toBe(1);

    await page.getByRole('tab', { name: 'Landlords' }).click();
    await expect.poll(() => page.getByText('How do I raise a claim?').count()).toBe(1);
    expect(await page.getByText('What is a Nivaas bond?').count()).toBe(0);
    await page.getByRole('tab', { name: /Tenants/ }).click();

    const box = page.getByRole('searchbox', { name: 'Search the questions' });
    await box.fill('cancel');
    await expect.poll(() => questions.count()).toBeLessThan(tenantCount);
    const shown = await questions.allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    // A match in the answer counts too: every shown item mentions the word somewhere.
    const panelText = (await page.locator('#faq-panel').textContent())!.toLowerCase();
    expect(panelText).toContain('cancel');
    await box.fill('zzqx');
    await expect.poll(() => page.getByText('No questions match “zzqx”').count()).toBe(1);
    expect(await questions.count()).toBe(0);
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect.poll(() => questions.count()).toBe(tenantCount);
    await context.close();
  });
});

describe('policy pages', () => {
  it('render their headings and the 72-hour cancellation rule', async () => {
    const { page, context } = await e2e().visit('/privacy');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy');
    expect(await page.getByRole('heading', { name: /Grievance Officer/ }).count()).toBe(1);
    expect(await page.getByText(/credit bureaus/).count()).toBeGreaterThan(0);
    await page.goto('/terms');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Terms of Use');
    expect(await page.getByText(/within 72 hours of check-in/).count()).toBeGreaterThan(0);
    await page.goto('/cancellationpolicy');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Cancellation Policy');
    expect(await page.getByRole('heading', { name: /The 72-hour rule/ }).count()).toBe(1);
    expect(
      await page
        .getByText(
          'A bond cancelled within 72 hours of check-in is refunded in full to your Nivaas wallet within 5 days, with the landlord’s approval.',
        )
        .count(),
    ).toBe(1);
    await context.close();
  });
});

describe('/service-levels', () => {
  it('is linked from the footer and shows the measured times the public API answers, beside the promise', async () => {
    const { page, context } = await e2e().visit('/faqs', { width: 412 });
    await page.locator('footer').getByRole('link', { name: 'Claim Service Levels' }).click();
    await page.waitForURL(/\/service-levels$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Claim service levels');
    const levels = await page.evaluate(async () => (await fetch('/api/v1/service-levels')).json());
    const decision = page.getByRole('region', { name: 'Time to decision' });
    const payout = page.getByRole('region', { name: 'Time to payout' });
    const shown = (days: number | null) => (days === null ? '—' : `${days} ${days === 1 ? 'day' : 'days'}`);
    for (const [card, measured] of [
      [decision, levels.decision],
      [payout, levels.payout],
    ] as const) {
      const text = await card.textContent();
      expect(text).toContain(`${measured.count} claim`);
      if (measured.count) expect(text).toContain(`Median${shown(measured.medianDays)}`);
      if (measured.count) expect(text).toContain(`9 in 10 within${shown(measured.p90Days)}`);
    }
    expect(await decision.textContent()).toContain('a decision within 5 working days after the tenant');
    expect(await payout.textContent()).toContain('payment within 2 working days of the decision');
    await context.close();
  });
});
