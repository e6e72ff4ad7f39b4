import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { e2eForThisFile } from './harness.ts';

/**
 * The public site's forms (spec 000 §4, §5, §8), as a visitor uses them: each documented message for a breaking
 * input, success with good input (the lead lands in the database), and the failure messages.
 */
const e2e = e2eForThisFile();

const leadByEmail = (email: string) =>
  e2e().db.selectFrom('lead').selectAll().where('email', '=', email).executeTakeFirst();

/**
 * Holds the form's submission until the test calls the returned `release` (after it has seen the sending state);
 * then the real server answers.
 */
async function slowSubmissions(page: Page, slug: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/submit/${slug}`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await released;
    await route.continue();
  });
  return release;
}

/** Answers the form's submission with a failure, as the server would. */
async function failSubmissions(page: Page, slug: string, status: number, body: unknown) {
  await page.route(`**/submit/${slug}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
      : route.continue(),
  );
}

/** Brings the form near the screen (its code loads then) and waits for its field. */
async function formField(page: Page, selector: string) {
  await page.evaluate(() =>
    document.querySelectorAll('[aria-label="Loading the form"]').forEach((el) => el.scrollIntoView()),
  );
  await page.locator(selector).waitFor();
  await page.locator(selector).scrollIntoViewIfNeeded();
  return page.locator(selector);
}

async function pick(page: Page, selector: string, option: string) {
  await page.locator(selector).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the landing lead popup "Share your details"', () => {
  it('checks each field, keeps submit disabled until valid, loads localities, and on success stores the lead and reloads', async () => {
    const { page, context } = await e2e().visit('/', { width: 390 });
    await page
      .getByRole('button', { name: /Experience now/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Share your details' });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await page.locator('#lead-popup_name').waitFor();
    await expect.poll(() => submit.isDisabled()).toBe(true);

    // Leaving a required field empty says so; the phone is checked when it is left.
    await page.locator('#lead-popup_name').focus();
    await page.locator('#lead-popup_lastName').focus();
    await expect.poll(() => dialog.getByText('Please enter your first name!').count()).toBe(1);
    await page.locator('#lead-popup_phone').fill('98ab');
    await expect.poll(() => dialog.getByText('Please Enter Only Digits').count()).toBe(0);
    await page.locator('#lead-popup_phone').press('Tab');
    await expect.poll(() => dialog.getByText('Please Enter Only Digits').count()).toBe(1);
    await page.locator('#lead-popup_phone').fill('98123');
    await page.locator('#lead-popup_phone').press('Tab');
    await expect.poll(() => dialog.getByText('Please Enter 10 Digits Phone Number').count()).toBe(1);
    await page.locator('#lead-popup_email').fill('asha@');
    await page.locator('#lead-popup_email').press('Tab');
    await expect.poll(() => dialog.getByText('Invalid email address!').count()).toBe(1);
    await page.locator('#lead-popup_email').fill('');
    await page.locator('#lead-popup_email').press('Tab');
    await expect.poll(() => dialog.getByText('Please enter email!').count()).toBe(1);

    // The consent is pre-ticked and its text opens in a dialog.
    expect(await page.locator('#lead-popup_consent').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Read the consent' }).click();
    const consent = page.getByRole('dialog', { name: 'Consent to be contacted' });
    await expect.poll(() => consent.getByText(/Do Not Call/).count()).toBe(1);
    await consent.getByRole('button', { name: 'Close' }).click();

    await page.locator('#lead-popup_name').fill('Asha');
    await page.locator('#lead-popup_phone').fill('9812345601');
    await page.locator('#lead-popup_email').fill('asha.popup@example.in');
    expect(await submit.isDisabled()).toBe(true);
    // Localities follow the chosen city.
    await pick(page, '#lead-popup_city', 'Pune');
    await page.locator('#lead-popup_locality').click();
    await expect.poll(() => page.getByRole('option', { name: 'Baner' }).count()).toBe(1);
    await page.getByRole('option', { name: 'Baner' }).click();
    await expect.poll(() => submit.isDisabled()).toBe(false);

    // Last name is required though not part of the submit rule.
    await submit.click();
    await expect.poll(() => dialog.getByText('Please enter your last name!').count()).toBe(1);
    await page.locator('#lead-popup_lastName').fill('Rao');
    const release = await slowSubmissions(page, 'lead-popup');
    await submit.click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Submitting...' }).count()).toBe(1);
    release();
    const success = page.getByRole('dialog', { name: messages.lead.submitted });
    await success.waitFor();

    const row = await leadByEmail('asha.popup@example.in');
    expect(row).toMatchObject({
      type: 'lead',
      name: 'Asha',
      lastName: 'Rao',
      phone: '919812345601',
      city: 'Pune',
      locality: 'Baner',
      budget: 30000,
      entityName: 'tenant',
    });
    const stored = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('userData') ?? 'null'),
      city: localStorage.getItem('selectedCity'),
      events: (window as any).dataLayer,
    }));
    expect(stored.user.id).toBe(row!.id);
    expect(stored.city).toBe('Pune');
    expect(stored.events).toContainEqual(expect.objectContaining({ event: 'lead_generated' }));

    await page.evaluate(() => ((window as any).beforeReload = true));
    await Promise.all([page.waitForEvent('load'), success.getByRole('button', { name: 'OK' }).click()]);
    expect(await page.evaluate(() => (window as any).beforeReload)).toBeUndefined();
    await context.close();
  });

  it('shows a server error as a toast', async () => {
    const { page, context } = await e2e().visit('/');
    await page
      .getByRole('button', { name: /Experience now/i })
      .first()
      .click();
    await page.locator('#lead-popup_name').waitFor();
    await page.locator('#lead-popup_name').fill('Ravi');
    await page.locator('#lead-popup_lastName').fill('Kumar');
    await page.locator('#lead-popup_phone').fill('9812345602');
    await page.locator('#lead-popup_email').fill('ravi@example.in');
    await pick(page, '#lead-popup_city', 'Delhi');
    await page.locator('#lead-popup_locality').click();
    await page.getByRole('option').first().click();
    await failSubmissions(page, 'lead-popup', 409, { ok: false, message: 'Phone Number is Taken' });
    await page.getByRole('dialog', { name: 'Share your details' }).getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Error: Phone Number is Taken' }).count())
      .toBe(1);
    await page.unroute('**/submit/lead-popup');
    await failSubmissions(page, 'lead-popup', 500, { ok: false });
    await page.getByRole('dialog', { name: 'Share your details' }).getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: messages.lead.errorUnknown }).count()).toBe(1);
    await context.close();
  });
});

describe('the contact form on /contactus', () => {
  it('shows each message, dims the button while sending, says "Message sent successfully!" and resets; the campaign lands on the lead', async () => {
    const { page, context } = await e2e().visit('/contactus?campaign=spring-24');
    const send = page.getByRole('button', { name: 'Send Message' });
    await formField(page, '#contact_name');
    await send.click();
    for (const text of [
      'Please input your name!',
      'Please input your email!',
      'Please input your mobile number!',
      'Please provide a valid message!',
      'Please accept the terms!',
    ]) {
      await expect.poll(() => page.getByText(text, { exact: true }).count()).toBe(1);
    }
    await page.locator('#contact_email').fill('meera@');
    await expect.poll(() => page.getByText('Invalid email address!').count()).toBe(1);
    await page.locator('#contact_phone').fill('98765abcde');
    await expect.poll(() => page.getByText('Please input your mobile number!').count()).toBe(1);

    await page.locator('#contact_name').fill('Meera Iyer');
    await page.locator('#contact_email').fill('meera.contact@example.in');
    await page.locator('#contact_phone').fill('9876543210');
    await page.locator('#contact_content').fill('I want to know how the bond works for my flat in Andheri.');
    await page.locator('#contact_acceptTerms').check();
    const release = await slowSubmissions(page, 'contact-form');
    await send.click();
    await expect.poll(() => send.isDisabled()).toBe(true);
    release();
    await expect.poll(() => page.getByText(messages.lead.contactSent).count()).toBe(1);
    expect(await page.getByText(messages.lead.contactSent).evaluate((el) => getComputedStyle(el).color)).toBe(
      'rgb(30, 123, 52)',
    );
    await expect.poll(() => page.locator('#contact_name').inputValue()).toBe('');
    expect(await page.locator('#contact_acceptTerms').isChecked()).toBe(false);
    expect(await leadByEmail('meera.contact@example.in')).toMatchObject({
      type: 'Others',
      phone: '919876543210',
      campaignKey: 'spring-24',
      content: 'I want to know how the bond works for my flat in Andheri.',
    });
    await context.close();
  });

  it('says "Failed to send message." in red, and shows the bot-check failures', async () => {
    const { page, context } = await e2e().visit('/contactus');
    await formField(page, '#contact_name');
    const fill = async () => {
      await page.locator('#contact_name').fill('Kabir');
      await page.locator('#contact_email').fill('kabir@example.in');
      await page.locator('#contact_phone').fill('9876543211');
      await page.locator('#contact_content').fill('Hello');
      if (!(await page.locator('#contact_acceptTerms').isChecked())) await page.locator('#contact_acceptTerms').check();
    };
    await fill();
    await failSubmissions(page, 'contact-form', 502, { ok: false, message: 'Bad gateway' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByText(messages.lead.contactFailed).count()).toBe(1);
    expect(await page.getByText(messages.lead.contactFailed).evaluate((el) => getComputedStyle(el).color)).toBe(
      'rgb(179, 38, 30)',
    );
    for (const message of [messages.captcha.failed, messages.captcha.lowScore]) {
      await page.unroute('**/submit/contact-form');
      await failSubmissions(page, 'contact-form', 400, { ok: false, botCheck: true, message });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => page.getByText(message, { exact: true }).count()).toBe(1);
    }
    await context.close();
  });
});

describe('the corporate form on /corporates', () => {
  it('offers the designation and the five company sizes, and sends a lead of type corporate', async () => {
    const { page, context } = await e2e().visit('/corporates', { width: 390 });
    await formField(page, '#corporate_name');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText('Please input your designation!').count()).toBe(1);
    await page.locator('#corporate_companySize').click();
    expect((await page.getByRole('option').allTextContents()).slice(1)).toEqual([
      '1-50',
      '51-100',
      '101-250',
      '251-500',
      '500+',
    ]);
    await page.getByRole('option', { name: '251-500' }).click();
    await page.locator('#corporate_name').fill('Neha Kapoor');
    await page.locator('#corporate_email').fill('neha@infra.example.in');
    await page.locator('#corporate_phone').fill('9811122233');
    await page.locator('#corporate_entityName').fill('Infra Example Ltd');
    await page.locator('#corporate_designation').fill('Head of HR');
    await page.locator('#corporate_content').fill('We relocate 40 engineers to Pune every quarter.');
    await page.locator('#corporate_acceptTerms').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText(messages.lead.contactSent).count()).toBe(1);
    expect(await leadByEmail('neha@infra.example.in')).toMatchObject({
      type: 'corporate',
      designation: 'Head of HR',
      companySize: '251-500',
      entityName: 'Infra Example Ltd',
      phone: '919811122233',
    });
    await context.close();
  });
});

describe('the partner form on /partners', () => {
  it('needs an e-mail, shows "Submitting...", the success modal, and OK reloads', async () => {
    const { page, context } = await e2e().visit('/partners');
    await formField(page, '#partner_email');
    const submit = page.locator('#become-a-partner').getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect.poll(() => page.getByText('Please enter your email!').count()).toBe(1);
    await page.locator('#partner_email').fill('ops@');
    await expect.poll(() => page.getByText('Invalid email address!').count()).toBe(1);
    await page.locator('#partner_name').fill('Rohit Shah');
    await page.locator('#partner_email').fill('rohit@staymate.example.in');
    await page.locator('#partner_phone').fill('9822233344');
    await page.locator('#partner_entityName').fill('StayMate PG');
    const release = await slowSubmissions(page, 'partner-form');
    await submit.click();
    await expect.poll(() => page.getByRole('button', { name: 'Submitting...' }).count()).toBe(1);
    release();
    const success = page.getByRole('dialog', { name: messages.lead.submitted });
    await success.waitFor();
    expect(await leadByEmail('rohit@staymate.example.in')).toMatchObject({
      type: 'partner',
      entityName: 'StayMate PG',
      phone: '919822233344',
    });
    await page.evaluate(() => ((window as any).beforeReload = true));
    await Promise.all([page.waitForEvent('load'), success.getByRole('button', { name: 'OK' }).click()]);
    expect(await page.evaluate(() => (window as any).beforeReload)).toBeUndefined();
    await context.close();
  });

  it('only logs a failure', async () => {
    const { page, context } = await e2e().visit('/partners');
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await (await formField(page, '#partner_email')).fill('fail@example.in');
    await failSubmissions(page, 'partner-form', 500, { ok: false });
    await page.locator('#become-a-partner').getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => errors.some((e) => e.includes('partner-form'))).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByText(messages.lead.contactFailed).count()).toBe(0);
    await context.close();
  });
});

describe('the contact section of the home page and the details-page lead form', () => {
  it('sends the home contact section as a lead', async () => {
    const { page, context } = await e2e().visit('/');
    await formField(page, '#landing-contact_name');
    await page.locator('#landing-contact_name').fill('Farah Khan');
    await page.locator('#landing-contact_email').fill('farah@example.in');
    await page.locator('#landing-contact_phone').fill('9899900011');
    await page.locator('#landing-contact_designation').fill('Admin Manager');
    await page.locator('#landing-contact_content').fill('Housing for our interns.');
    await page.locator('#landing-contact_acceptTerms').check();
    await page
      .locator('#landing-contact_content')
      .locator('xpath=ancestor::form')
      .getByRole('button', { name: 'Submit' })
      .click();
    await expect.poll(() => page.getByText(messages.lead.contactSent).count()).toBe(1);
    expect(await leadByEmail('farah@example.in')).toMatchObject({
      type: 'Others',
      designation: 'Admin Manager',
      phone: '919899900011',
    });
    await context.close();
  });

  it('asks to "Please fill all fields to submit" on the details page', async () => {
    const property = await e2e()
      .db.selectFrom('property')
      .select(['id', 'propertyType'])
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    const { page, context } = await e2e().visit(`/properties/details/${property.id}`);
    const name = await formField(page, '#details-lead-form_name');
    const form = name.locator('xpath=ancestor::form');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => form.getByText('Please fill all fields to submit').count()).toBe(3);
    await name.fill('Ishaan');
    await page.locator('#details-lead-form_email').fill('ishaan@example.in');
    await page.locator('#details-lead-form_content').fill('Is this available from next month?');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: messages.lead.submitted }).waitFor();
    expect(await leadByEmail('ishaan@example.in')).toMatchObject({
      type: 'lead',
      propertyType: property.propertyType,
      budget: 30000,
    });
    await context.close();
  });
});
