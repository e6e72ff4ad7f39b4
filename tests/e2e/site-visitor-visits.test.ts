import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { e2eForThisFile } from './harness.ts';
import { registerInDialog as registerFromDialog, signInLead } from './visitor-helpers.ts';

const e2e = e2eForThisFile();

const hydrated = (page: Page) => page.waitForFunction(() => Boolean((window as any).__remixRouter?.state?.initialized));

async function activeProperties(n: number): Promise<{ id: string; name: string }[]> {
  return e2e()
    .db.selectFrom('property')
    .select(['id', 'name'])
    .where('status', '=', 'active')
    .orderBy('createdAt', 'desc')
    .limit(n)
    .execute();
}

/** An unknown visitor's registration in the open dialog: share details, send the code, enter it from the outbox. */
const registerInDialog = (page: Page) => registerFromDialog(page, e2e().baseUrl, 'Ishaan Rao');

const widgetOf = (page: Page) => page.getByTestId('schedule-visit');
const dateRadios = (widget: Locator) => widget.getByRole('radiogroup', { name: 'Date' }).getByRole('radio');
const slot = (widget: Locator, time: string) =>
  widget.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: new RegExp(`^${time}`) });

/** The date two days from now in India (always offered, never past), YYYY-MM-DD and as the strip names it. */
function dayAfterTomorrow(): { key: string; label: RegExp } {
  const india = new Date(Date.now() + 5.5 * 3_600_000 + 2 * 86_400_000);
  const key = india.toISOString().slice(0, 10);
  const month = india.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return { key, label: new RegExp(`, ${india.getUTCDate()} ${month} ${india.getUTCFullYear()}$`) };
}

const visitsOf = (userLeadId: string) =>
  e2e()
    .db.selectFrom('visit')
    .select(['id', 'propertyId', 'scheduledVisitDate', 'scheduledVisitTimeSlot', 'status'])
    .where('userLeadId', '=', userLeadId)
    .execute();

describe('the Schedule Visit widget', () => {
  it('books, reschedules and blocks the booked slot elsewhere, for a visitor who registers on the way', async () => {
    const [property, other] = await activeProperties(2);
    const { context, page } = await e2e().visit(`/properties/details/${property.id}`, { clock: true });
    await hydrated(page);
    const widget = widgetOf(page);
    const book = widget.getByRole('button', { name: 'Book Visit' });
    const day = dayAfterTomorrow();
    expect(await book.isDisabled()).toBe(true);

    await widget.getByRole('radio', { name: day.label }).click();
    expect(await book.isDisabled()).toBe(true);
    await slot(widget, '10:00').click();
    expect(await book.isDisabled()).toBe(false);

    // Unknown visitor: the details and the OTP first, then the booking goes on with the chosen slot.
    await book.click();
    const phone = await registerInDialog(page);
    const lead = await e2e()
      .db.selectFrom('lead')
      .select('id')
      .where('phone', '=', `91${phone}`)
      .executeTakeFirstOrThrow();
    const notice = page.getByTestId('visitor-notice');
    await notice.getByText(messages.visit.scheduledTitle).waitFor();
    expect(await notice.getByRole('link').getAttribute('href')).toBe('/myaccount?tabName=Scheduled_Visits');
    const [booked] = await visitsOf(lead.id);
    expect(booked).toMatchObject({
      propertyId: property.id,
      scheduledVisitDate: day.key,
      scheduledVisitTimeSlot: '10:00',
    });
    const events = await page.evaluate(() => (window as any).dataLayer.filter((e: any) => e.event === 'visit_booked'));
    expect(events).toEqual([
      expect.objectContaining({
        propertyId: property.id,
        leadId: lead.id,
        scheduledVisitDate: day.key,
        scheduledVisitTimeSlot: '10:00',
        rescheduled: false,
      }),
    ]);
    // The list was read again: the booked visit is the one shown and chosen.
    await widget
      .getByTestId('your-visit')
      .getByText(/at 10:00/)
      .waitFor();
    expect(await slot(widget, '10:00').getAttribute('aria-checked')).toBe('true');
    expect(await book.isDisabled()).toBe(true);
    // It stays until dismissed (the page's clock moves 10 s on: past any snackbar's auto-hide).
    await page.clock.runFor(10_000);
    expect(await notice.isVisible()).toBe(true);
    await notice.getByRole('button', { name: 'Close' }).click();
    await notice.waitFor({ state: 'hidden' });

    // Another slot: the reschedule confirmation, then the same visit moves.
    await slot(widget, '12:00').click();
    await book.click();
    const confirm = page.getByRole('dialog', { name: messages.visit.rescheduleConfirmTitle });
    await confirm
      .getByText(/^Your visit is being rescheduled for \w{3} \d{1,2}(st|nd|rd|th) \d{4} at 12:00$/)
      .waitFor();
    await confirm.getByRole('button', { name: 'Reschedule' }).click();
    await notice.getByText(messages.visit.rescheduledTitle).waitFor();
    const after = await visitsOf(lead.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: booked.id, scheduledVisitDate: day.key, scheduledVisitTimeSlot: '12:00' });
    await widget
      .getByTestId('your-visit')
      .getByText(/at 12:00/)
      .waitFor();

    // Another property, same date: the lead's 12:00 is taken there, 10:00 is free again.
    await page.goto(`/properties/details/${other.id}`);
    await hydrated(page);
    const otherWidget = widgetOf(page);
    await otherWidget.getByRole('radio', { name: day.label }).click();
    await expect.poll(() => slot(otherWidget, '12:00').isDisabled()).toBe(true);
    expect(await slot(otherWidget, '12:00').getAttribute('aria-label')).toBe('12:00, already booked');
    expect(await slot(otherWidget, '10:00').isDisabled()).toBe(false);
    expect(await otherWidget.getByTestId('your-visit').count()).toBe(0);

    // Back on the first property its visit is pre-selected.
    await page.goto(`/properties/details/${property.id}`);
    await hydrated(page);
    await expect.poll(() => slot(widgetOf(page), '12:00').getAttribute('aria-checked')).toBe('true');
    expect(await widgetOf(page).getByRole('radio', { name: day.label }).getAttribute('aria-checked')).toBe('true');
    await context.close();
  });

  it('offers today to the end of next month, with the past hours of today disabled', async () => {
    const [property] = await activeProperties(1);
    const context = await e2e().browser.newContext({
      baseURL: e2e().baseUrl,
      timezoneId: 'Asia/Kolkata',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2030-01-15T13:30:00+05:30') });
    await page.goto(`/properties/details/${property.id}`);
    await hydrated(page);
    const widget = widgetOf(page);
    // On a phone the side column is below the text: it wakes (decision 053) as the visitor scrolls to it.
    await widget.scrollIntoViewIfNeeded();
    const dates = dateRadios(widget);
    await expect.poll(() => dates.count()).toBe(17 + 28);
    expect(await dates.first().getAttribute('aria-label')).toBe('Today, Tuesday, 15 January 2030');
    expect(await dates.last().getAttribute('aria-label')).toBe('Thursday, 28 February 2030');
    // The keyboard: one tab stop, the arrow keys choose.
    await dates.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await dates.nth(1).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await dates.first().getAttribute('aria-checked')).toBe('true');
    for (const past of ['08:00', '12:00', '13:00']) expect(await slot(widget, past).isDisabled(), past).toBe(true);
    for (const open of ['14:00', '22:00']) expect(await slot(widget, open).isDisabled(), open).toBe(false);
    // Tomorrow every slot is open.
    await dates.nth(1).click();
    expect(await slot(widget, '08:00').isDisabled()).toBe(false);
    await context.close();

    // After the last slot has started, today is no longer offered.
    const late = await e2e().browser.newContext({ baseURL: e2e().baseUrl, timezoneId: 'Asia/Kolkata' });
    const latePage = await late.newPage();
    await latePage.clock.install({ time: new Date('2030-01-31T22:10:00+05:30') });
    await latePage.goto(`/properties/details/${property.id}`);
    await hydrated(latePage);
    const lateDates = dateRadios(widgetOf(latePage));
    await expect.poll(() => lateDates.count()).toBe(28);
    expect(await lateDates.first().getAttribute('aria-label')).toBe('Friday, 1 February 2030');
    await late.close();
  });

  it('stops the loading state and shows the server message when the save fails', async () => {
    const [, , property] = await activeProperties(3);
    const { context, page } = await e2e().visit(`/properties/details/${property.id}`);
    await hydrated(page);
    await signInLead(page, e2e().baseUrl);
    await page.reload();
    await hydrated(page);
    const widget = widgetOf(page);
    await page.route('**/api/v1/property/schedule-visit', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'slot_taken', message: messages.visit.slotTaken }),
      }),
    );
    await widget.getByRole('radio', { name: dayAfterTomorrow().label }).click();
    await slot(widget, '15:00').click();
    await widget.getByRole('button', { name: 'Book Visit' }).click();
    await widget.getByRole('alert').getByText(messages.visit.slotTaken).waitFor();
    const book = widget.getByRole('button', { name: 'Book Visit' });
    expect(await book.isDisabled()).toBe(false);
    expect(await book.getAttribute('aria-busy')).toBeNull();
    expect(
      await page.evaluate(() => ((window as any).dataLayer ?? []).some((e: any) => e.event === 'visit_booked')),
    ).toBe(false);
    await context.close();
  });
});
