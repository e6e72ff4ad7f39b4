import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { collegeName } from '#site/college/college-name.ts';
import { fullAddress, genderLabel } from '#site/properties/format.ts';

import { checkout } from './checkout.ts';
import { e2eForThisFile } from './harness.ts';
import { seededCollege as seededCollegeOf } from './site-paths.ts';
import { freshPhone } from './visitor-helpers.ts';

const e2e = e2eForThisFile();

/** The page has hydrated (the React root answers events) once Remix's router is there. */
const hydrated = (page: Page) => page.waitForFunction(() => Boolean((window as any).__remixRouter?.state?.initialized));
const cards = (page: Page) => page.getByTestId('college-card');
const toasts = (page: Page) =>
  page
    .getByTestId('toasts')
    .innerText()
    .catch(() => '');
const popup = (page: Page) => page.getByTestId('booking-popup');
const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

const seededCollege = () => seededCollegeOf(e2e().db);

/** The day after tomorrow in India (visits are judged in India's time). */
function visitDay(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 2 * 86_400_000));
}

/** Opens the first card's booking popup and walks steps 1 and 2 (the lead is created); ends on step 3. */
async function toVisitStep(
  page: Page,
  token: boolean,
): Promise<{ phone: string; leadId: string; propertyName: string }> {
  const propertyName = (await cards(page).first().locator('h2').textContent())!;
  await cards(page).first().getByRole('button', { name: 'Save on Deposit With Nivaas' }).click();
  await page.getByRole('dialog', { name: 'Why you pay?' }).waitFor();
  await page.getByLabel(token ? '100% Refundable Token Amount' : 'Proceed without Token Amount').check();
  await popup(page).getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('dialog', { name: 'Contact Seller' }).waitFor();
  const phone = freshPhone();
  await page.getByRole('textbox', { name: 'Name' }).fill('Aarav Mehta');
  await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await page.getByRole('textbox', { name: 'Email' }).fill(`aarav.${phone}@example.com`);
  await popup(page)
    .getByRole('button', { name: token ? 'Pay Token To Book This Property' : 'Continue to Schedule a Visit' })
    .click();
  await page.getByRole('dialog', { name: 'Select Time of Visit' }).waitFor();
  await expect.poll(() => toasts(page)).toContain('Contact information submitted successfully!');
  const lead = await e2e()
    .db.selectFrom('lead')
    .select(['id'])
    .where('phone', '=', `91${phone}`)
    .executeTakeFirstOrThrow();
  return { phone, leadId: lead.id, propertyName };
}

/** Fills the visit's date and a time that is not on the hour (booked as the nearest hour, 11:00). */
async function chooseVisit(page: Page): Promise<string> {
  const date = visitDay();
  await popup(page)
    .getByLabel(/^Date of Visit/)
    .fill(date);
  const time = popup(page).getByLabel(/^Time of Visit/);
  await time.fill('10:40');
  await time.blur();
  await expect.poll(() => time.inputValue()).toBe('11:00');
  return date;
}

const visitsOf = (leadId: string) =>
  e2e()
    .db.selectFrom('visit')
    .select([
      'propertyId',
      'scheduledVisitTimeSlot',
      sql<string>`to_char("scheduledVisitDate", 'YYYY-MM-DD')`.as('date'),
    ])
    .where('userLeadId', '=', leadId)
    .execute();

const ordersOf = (leadId: string) =>
  e2e()
    .db.selectFrom('payment_order')
    .select(['eqaroOrderId', 'status', 'amount', 'type', 'paymentId'])
    .where('leadId', '=', leadId)
    .orderBy('createdAt', 'asc')
    .execute();

describe('/college-dekho/:college', () => {
  it('shows the college name capitalised, its verified properties from the server and the footer with the current year', async () => {
    const slug = await seededCollege();
    const name = collegeName(slug);
    const api = await (await fetch(`${e2e().baseUrl}/api/v1/property?collegePartnerName=${slug}&limit=100`)).json();
    expect(api.results.length).toBeGreaterThan(0);

    const { context, page } = await e2e().visit(`/college-dekho/${slug}`);
    const html = await (await page.request.get(`/college-dekho/${slug}`)).text();
    expect(html).toContain(`Verified Properties Near ${name}`);
    expect(html.match(/data-testid="college-card"/g)?.length).toBe(api.results.length);
    expect(await page.title()).toBe(`Verified Properties Near ${name} | Nivaas`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`Verified Properties Near ${name}`);
    expect(await cards(page).locator('h2').allTextContents()).toEqual(api.results.map((p: { name: string }) => p.name));

    const first = api.results[0];
    const card = cards(page).first();
    expect(await card.getByTestId('gender-badge').textContent()).toBe(genderLabel(first.genderPreference));
    expect(await card.getByTestId('card-place').textContent()).toBe(
      `${first.propertyAddress.locality}, ${first.propertyAddress.city}`,
    );
    expect(await card.getByTestId('card-address').textContent()).toBe(fullAddress(first));
    expect(await card.getByTestId('card-rent').textContent()).toBe(
      `Rent starting from - ${INR.format(first.minimumRent)} /month`,
    );
    expect(await card.getByRole('button', { name: 'Save on Deposit With Nivaas' }).count()).toBe(1);

    expect(await page.getByTestId('college-copyright').textContent()).toContain(`© ${new Date().getFullYear()} `);
    expect(await page.getByTestId('college-support').getByRole('link').getAttribute('href')).toMatch(/^tel:\+91\d+$/);
    // Its own top bar: the logo leads home.
    expect(await page.getByRole('link', { name: 'Nivaas home' }).getAttribute('href')).toBe('/');
    await context.close();
  });

  it('the banner carousel has one picture set for wide screens and another for 768 px or less, and fetches only the set it shows', async () => {
    const slug = await seededCollege();
    for (const [width, shown, other] of [
      [1280, 'wide', 'mobile'],
      [390, 'mobile', 'wide'],
    ] as const) {
      const context = await e2e().browser.newContext({ baseURL: e2e().baseUrl, viewport: { width, height: 900 } });
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (r) => r.url().includes('/college-banner-') && fetched.push(new URL(r.url()).pathname));
      await page.goto(`/college-dekho/${slug}`);
      await hydrated(page);
      const banners = page.getByTestId('college-banners');
      const slides = banners.locator('[aria-roledescription="slide"]');
      expect(await slides.count()).toBe(3);
      expect(await slides.first().getAttribute('data-active')).toBe('true');
      expect(await slides.first().locator('source').getAttribute('media')).toBe('(max-width: 768px)');
      expect(await slides.first().locator('source').getAttribute('srcset')).toMatch(/college-banner-1-mobile\.svg$/);
      expect(await slides.first().locator('img').getAttribute('src')).toMatch(/college-banner-1-wide\.svg$/);
      expect(await slides.first().textContent()).toContain('Zero deposit stays near your campus');
      await banners.getByRole('button', { name: 'Next banner' }).click();
      expect(await slides.nth(1).getAttribute('data-active')).toBe('true');
      await expect.poll(() => fetched.some((f) => f.endsWith(`college-banner-2-${shown}.svg`))).toBe(true);
      expect(fetched.length).toBeGreaterThan(0);
      expect(fetched.every((f) => f.endsWith(`-${shown}.svg`))).toBe(true);
      expect(fetched.some((f) => f.endsWith(`-${other}.svg`))).toBe(false);
      await context.close();
    }
  });

  it('upper-cases the listed acronyms in the title, and a college without properties shows the message and the sample card', async () => {
    const { context, page } = await e2e().visit('/college-dekho/iiit-nsit-sample-campus');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Verified Properties Near IIIT NSIT Sample Campus');
    expect(await page.getByTestId('college-empty').textContent()).toBe('No properties found near this college.');
    expect(await cards(page).count()).toBe(1);
    const sample = cards(page).first();
    expect(await sample.textContent()).toContain('Sample listing');
    expect(await sample.getByTestId('card-rent').textContent()).toMatch(/^Rent starting from - ₹[\d,]+ \/month$/);
    expect(await sample.locator('img').first().getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(await sample.getByRole('link', { name: 'Save on Deposit With Nivaas' }).getAttribute('href')).toBe(
      '/properties',
    );
    await context.close();
  });

  it('shows "Loading properties..." while another college\'s list is on its way, then that list', async () => {
    const slug = await seededCollege();
    const { context, page } = await e2e().visit('/college-dekho/no-such-college');
    await hydrated(page);
    await page.evaluate(() => {
      const seen: string[] = ((window as any).__loading = []);
      new MutationObserver(() => {
        const status = document.querySelector('[data-testid="college-loading"]');
        if (status) seen.push(status.textContent ?? '');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.evaluate((to) => (window as any).__remixRouter.navigate(to), `/college-dekho/${slug}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`Verified Properties Near ${collegeName(slug)}`);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(1);
    expect(await page.evaluate(() => (window as any).__loading[0])).toBe('Loading properties...');
    expect(await page.getByTestId('college-loading').count()).toBe(0);
    await context.close();
  });

  it('card photos: previous and next wrap, 4 s auto-advance held on hover; the full-screen viewer counts, moves with the arrows, locks the scroll and closes on Escape', async () => {
    const slug = await seededCollege();
    // The page's timers run on Playwright's clock: the test moves time on instead of waiting for it.
    const { context, page } = await e2e().visit(`/college-dekho/${slug}`, { clock: true });
    await hydrated(page);
    await page.mouse.move(5, 5);
    const carousel = cards(page).first().getByTestId('card-carousel');
    const count = Number((await carousel.textContent())!.match(/1 \/ (\d+)/)![1]);
    expect(count).toBeGreaterThan(1);
    const index = async () => Number(await carousel.getAttribute('data-index'));

    // Auto-advance every 4 s (the pointer is elsewhere).
    await page.clock.runFor(4000);
    await expect.poll(index).toBe(1);
    // Held while hovered.
    await carousel.hover();
    const held = await index();
    await page.clock.runFor(4800);
    expect(await index()).toBe(held);

    await carousel.getByRole('button', { name: /^Previous photo/ }).click();
    await carousel.getByRole('button', { name: /^Previous photo/ }).click();
    expect(await index()).toBe((held - 2 + count * 2) % count);
    await carousel.getByRole('button', { name: /^Next photo/ }).click();
    expect(await index()).toBe((held - 1 + count) % count);
    for (let i = 0; i < count; i++) await carousel.getByRole('button', { name: /^Next photo/ }).click();
    expect(await index()).toBe((held - 1 + count) % count);

    // The viewer opens at the card's photo.
    const start = await index();
    await carousel.getByRole('button', { name: /full screen$/ }).click();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    const counter = viewer.getByTestId('viewer-counter');
    expect(await counter.textContent()).toBe(`${start + 1} / ${count}`);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe(`${((start + 1) % count) + 1} / ${count}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await counter.textContent()).toBe(`${((start - 1 + count) % count) + 1} / ${count}`);
    expect(
      await viewer.getByRole('img', { name: `photo ${((start - 1 + count) % count) + 1} of ${count}` }).count(),
    ).toBe(1);
    await viewer.getByRole('button', { name: `Show photo ${count} of ${count}` }).click();
    expect(await counter.textContent()).toBe(`${count} / ${count}`);
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    expect(await counter.textContent()).toBe(`1 / ${count}`);
    expect(await viewer.locator('ul img').count()).toBe(count);
    // The card holds still behind the open viewer.
    await page.mouse.move(5, 5);
    await page.clock.runFor(4800);
    expect(await index()).toBe(start);

    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    // The card shows the photo last viewed.
    expect(await index()).toBe(0);
    await context.close();
  });

  it('books a visit without a token: each rule as a toast, exclusive options, the form kept in storage, then the visit and the success view that closes itself', async () => {
    const slug = await seededCollege();
    const { context, page } = await e2e().visit(`/college-dekho/${slug}`);
    await hydrated(page);
    const propertyId = (
      await (await fetch(`${e2e().baseUrl}/api/v1/property?collegePartnerName=${slug}&limit=1`)).json()
    ).results[0].id;

    await cards(page).first().getByRole('button', { name: 'Save on Deposit With Nivaas' }).click();
    await page.getByRole('dialog', { name: 'Why you pay?' }).waitFor();
    expect(await popup(page).textContent()).toContain('100% refundable');
    await popup(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await expect.poll(() => toasts(page)).toContain('Please select at least one payment option');
    const token = page.getByLabel('100% Refundable Token Amount');
    const without = page.getByLabel('Proceed without Token Amount');
    await token.check();
    await without.check();
    expect(await token.isChecked()).toBe(false);
    const stored = async () => JSON.parse((await page.evaluate(() => localStorage.getItem('bookingForm'))) ?? 'null');
    expect(await stored()).toMatchObject({
      refundableToken: false,
      proceedWithoutToken: true,
      agreeToContact: true,
      interestedInNivaas: true,
    });
    await popup(page).getByRole('button', { name: 'Continue', exact: true }).click();

    await page.getByRole('dialog', { name: 'Contact Seller' }).waitFor();
    expect(await popup(page).getByTestId('booking-property').textContent()).toContain(
      await cards(page).first().locator('h2').textContent(),
    );
    expect(await page.getByLabel(/^I agree to be contacted/).isChecked()).toBe(true);
    expect(await page.getByLabel(/^I am interested in Nivaas properties/).isChecked()).toBe(true);
    expect(await popup(page).getByTestId('booking-disclaimer').textContent()).toContain('does not guarantee a bed');
    const next = popup(page).getByRole('button', { name: 'Continue to Schedule a Visit' });
    await next.click();
    await expect.poll(() => toasts(page)).toContain('Name is required');
    expect(await toasts(page)).toContain('Phone number is required');
    expect(await toasts(page)).toContain('Email is required');
    await page.getByRole('textbox', { name: 'Name' }).fill(' A ');
    await page.getByRole('textbox', { name: 'Phone' }).fill('98765');
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
    await next.click();
    await expect.poll(() => toasts(page)).toContain('Name must be at least 2 characters');
    expect(await toasts(page)).toContain('Phone number must be 10 digits');
    expect(await toasts(page)).toContain('Please enter a valid email address');
    expect(await toasts(page)).not.toContain('Name is required');
    // Back keeps what was chosen.
    await popup(page).getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Proceed without Token Amount').isChecked()).toBe(true);
    await popup(page).getByRole('button', { name: 'Continue', exact: true }).click();

    const phone = freshPhone();
    await page.getByRole('textbox', { name: 'Name' }).fill('Aarav Mehta');
    await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
    await page.getByRole('textbox', { name: 'Email' }).fill(`aarav.${phone}@example.com`);
    expect(await stored()).toMatchObject({ name: 'Aarav Mehta', phone, email: `aarav.${phone}@example.com` });
    await next.click();
    await page.getByRole('dialog', { name: 'Select Time of Visit' }).waitFor();
    await expect.poll(() => toasts(page)).toContain('Contact information submitted successfully!');
    const lead = await e2e()
      .db.selectFrom('lead')
      .selectAll()
      .where('phone', '=', `91${phone}`)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      name: 'Aarav Mehta',
      email: `aarav.${phone}@example.com`,
      type: 'lead',
      entityName: 'tenant',
      source: 'college',
      propertyId,
      agreeToContact: true,
      interestedInNivaas: true,
    });

    const book = popup(page).getByRole('button', { name: 'Complete Booking' });
    await book.click();
    await expect.poll(() => toasts(page)).toContain('Date of visit is required');
    expect(await toasts(page)).toContain('Time of visit is required');
    const time = popup(page).getByLabel(/^Time of Visit/);
    expect([await time.getAttribute('min'), await time.getAttribute('max'), await time.getAttribute('step')]).toEqual([
      '08:00',
      '22:00',
      '3600',
    ]);
    const date = await chooseVisit(page);
    await book.click();

    await page.getByRole('dialog', { name: 'Visit Scheduled Successfully!' }).waitFor();
    expect(await popup(page).getByTestId('booked-time').textContent()).toBe('11:00');
    expect(await popup(page).getByTestId('booked-date').textContent()).toContain(String(Number(date.slice(8))));
    await expect.poll(() => toasts(page)).toContain('Visit scheduled successfully!');
    expect(await visitsOf(lead.id)).toEqual([{ propertyId, scheduledVisitTimeSlot: '11:00', date }]);
    expect(await ordersOf(lead.id)).toEqual([]);
    // The success view closes the popup by itself after 4 s, and the stored form goes with it.
    await expect.poll(() => popup(page).count(), { timeout: 7000 }).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('bookingForm'))).toBeNull();

    // Opening again starts over: step 1, nothing chosen.
    await cards(page).first().getByRole('button', { name: 'Save on Deposit With Nivaas' }).click();
    await page.getByRole('dialog', { name: 'Why you pay?' }).waitFor();
    expect(await page.getByLabel('Proceed without Token Amount').isChecked()).toBe(false);
    expect(await page.getByLabel('100% Refundable Token Amount').isChecked()).toBe(false);
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => popup(page).count()).toBe(0);
    await context.close();
  });

  it('with the refundable token: pays 3000 in the checkout, records the payment, then books the visit', async () => {
    const { context, page } = await e2e().visit(`/college-dekho/${await seededCollege()}`);
    await hydrated(page);
    const { leadId } = await toVisitStep(page, true);
    const date = await chooseVisit(page);
    await popup(page).getByRole('button', { name: 'Pay Token To Book This Property' }).click();
    await page.getByRole('dialog', { name: 'Pay the refundable token' }).waitFor();
    await checkout(page).getByRole('button', { name: /^Pay / }).click();

    await page.getByRole('dialog', { name: 'Visit Scheduled Successfully!' }).waitFor();
    expect(await popup(page).textContent()).toContain('₹3,000 is paid');
    await expect.poll(() => toasts(page)).toContain('Payment completed successfully!');
    const orders = await ordersOf(leadId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ type: 'token', status: 'paid', amount: 3000 });
    expect(orders[0].paymentId).toMatch(/^pay_/);
    expect(await visitsOf(leadId)).toMatchObject([{ scheduledVisitTimeSlot: '11:00', date }]);
    await context.close();
  });

  it('a failed payment shows Payment Failed! with its reason; Try Again pays with a new order', async () => {
    const { context, page } = await e2e().visit(`/college-dekho/${await seededCollege()}`);
    await hydrated(page);
    const { leadId } = await toVisitStep(page, true);
    await chooseVisit(page);
    await popup(page).getByRole('button', { name: 'Pay Token To Book This Property' }).click();
    await checkout(page).getByRole('button', { name: 'Fail payment' }).click();

    await page.getByRole('dialog', { name: 'Payment Failed!' }).waitFor();
    expect(await popup(page).textContent()).toContain(
      'Your payment could not be processed. Please try again or contact support.',
    );
    await expect.poll(() => toasts(page)).toContain('Payment failed: Your bank declined this payment');
    await expect.poll(async () => (await ordersOf(leadId)).map((o) => o.status)).toEqual(['failed']);
    expect(await visitsOf(leadId)).toEqual([]);

    await popup(page).getByRole('button', { name: 'Try Again' }).click();
    await checkout(page).getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('dialog', { name: 'Visit Scheduled Successfully!' }).waitFor();
    const orders = await ordersOf(leadId);
    expect(orders.map((o) => o.status)).toEqual(['failed', 'paid']);
    expect(orders[0].eqaroOrderId).not.toBe(orders[1].eqaroOrderId);
    expect(await visitsOf(leadId)).toHaveLength(1);
    await context.close();
  });

  it('a cancelled payment shows Payment Failed! and books nothing', async () => {
    const { context, page } = await e2e().visit(`/college-dekho/${await seededCollege()}`);
    await hydrated(page);
    const { leadId } = await toVisitStep(page, true);
    await chooseVisit(page);
    await popup(page).getByRole('button', { name: 'Pay Token To Book This Property' }).click();
    await checkout(page).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Payment Failed!' }).waitFor();
    await expect.poll(() => toasts(page)).toContain('Payment was cancelled');
    await expect.poll(async () => (await ordersOf(leadId)).map((o) => o.status)).toEqual(['cancelled']);
    expect(await visitsOf(leadId)).toEqual([]);
    // Closing the popup ends the booking and forgets the form.
    await popup(page).getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => popup(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('bookingForm'))).toBeNull();
    await context.close();
  });

  it('refuses a forged checkout result (Payment Failed!), and replaying a completed one changes nothing', async () => {
    const { context, page } = await e2e().visit(`/college-dekho/${await seededCollege()}`);
    await hydrated(page);
    const { leadId } = await toVisitStep(page, true);
    await chooseVisit(page);

    // The checkout's result is tampered with on its way to the server: the signature does not match.
    await page.route(
      '**/api/v1/payment/otherPayment/complete',
      (route) =>
        route.continue({
          postData: JSON.stringify({ ...route.request().postDataJSON(), razorpay_signature: 'f'.repeat(64) }),
        }),
      { times: 1 },
    );
    const forged = page.waitForResponse((r) => r.url().endsWith('/otherPayment/complete'));
    await popup(page).getByRole('button', { name: 'Pay Token To Book This Property' }).click();
    await checkout(page).getByRole('button', { name: /^Pay / }).click();
    expect((await forged).status()).toBe(400);
    await page.getByRole('dialog', { name: 'Payment Failed!' }).waitFor();
    await expect.poll(() => toasts(page)).toContain('Payment verification failed');
    expect((await ordersOf(leadId)).map((o) => o.status)).toEqual(['created']);
    expect(await visitsOf(leadId)).toEqual([]);

    // Try Again, genuinely paid this time.
    await page.unroute('**/api/v1/payment/otherPayment/complete');
    const completion = page.waitForRequest((r) => r.url().endsWith('/otherPayment/complete'));
    await popup(page).getByRole('button', { name: 'Try Again' }).click();
    await checkout(page).getByRole('button', { name: /^Pay / }).click();
    const request = await completion;
    const first = await (await request.response())!.json();
    expect(first.status).toBe('paid');
    await page.getByRole('dialog', { name: 'Visit Scheduled Successfully!' }).waitFor();

    // The same completion again, from the same browser (the lead's session): the same answer, nothing new.
    const post = (body: unknown) =>
      page.evaluate(async (b) => {
        const r = await fetch('/api/v1/payment/otherPayment/complete', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(b),
        });
        return { status: r.status, body: await r.json() };
      }, body);
    const replayed = await post(request.postDataJSON());
    expect(replayed).toEqual({ status: 200, body: first });
    const orders = await ordersOf(leadId);
    expect(orders.map((o) => o.status)).toEqual(['created', 'paid']);
    expect(orders[1].paymentId).toBe(first.paymentId);
    expect(await visitsOf(leadId)).toHaveLength(1);

    // A forged signature for the lead's open order is refused outright.
    const refused = await post({
      ...request.postDataJSON(),
      eqaroOrderId: orders[0].eqaroOrderId,
      razorpay_signature: '0'.repeat(64),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_signature', message: 'Payment verification failed' });
    expect((await ordersOf(leadId)).map((o) => o.status)).toEqual(['created', 'paid']);
    await context.close();
  });
});
