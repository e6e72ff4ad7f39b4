import type { Page } from 'playwright-core';
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
const registerInDialog = (page: Page) => registerFromDialog(page, e2e().baseUrl, 'Kabir Mehta');

const shortlistRows = (propertyId: string, userLeadId: string) =>
  e2e()
    .db.selectFrom('shortlist')
    .select(['id', 'isVisistScheduled'])
    .where('propertyId', '=', propertyId)
    .where('userLeadId', '=', userLeadId)
    .execute();

describe('the shortlist heart', () => {
  it('lets an unknown visitor shortlist from the details page after sharing details and the OTP, and removes it on a second click', async () => {
    const [property] = await activeProperties(1);
    const { context, page } = await e2e().visit(`/properties/details/${property.id}`);
    await hydrated(page);
    const heart = page.getByRole('button', { name: `Shortlist ${property.name}` });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');

    await heart.click();
    const phone = await registerInDialog(page);
    const lead = await e2e()
      .db.selectFrom('lead')
      .select(['id'])
      .where('phone', '=', `91${phone}`)
      .executeTakeFirstOrThrow();

    // The shortlist completes by itself once the visitor is known.
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    const notice = page.getByTestId('visitor-notice');
    await notice.getByText(messages.shortlist.added).waitFor();
    await notice.getByText(messages.shortlist.addedDescription).waitFor();
    expect(await notice.getByRole('link').getAttribute('href')).toBe('/myaccount');
    const rows = await shortlistRows(property.id, lead.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].isVisistScheduled).toBe(false);
    // The header knows the visitor now.
    await page.getByRole('link', { name: 'My Account' }).first().waitFor();

    // A second click removes the entry by its id.
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => shortlistRows(property.id, lead.id)).toHaveLength(0);
    await context.close();
  });

  it('shows a heart on every server-rendered search card; it shortlists without opening the card and is remembered after a reload', async () => {
    const { context, page } = await e2e().visit('/properties');
    const html = await (await page.request.get('/properties')).text();
    expect(html.match(/data-testid="shortlist-heart"/g)?.length).toBe(40);
    await hydrated(page);
    const lead = await signInLead(page, e2e().baseUrl);

    let loads = 0;
    page.on('request', (r) => void (r.url().endsWith('/api/v1/property/my-shortlist') && loads++));
    await page.reload();
    await hydrated(page);
    const card = page.getByTestId('property-card').nth(1);
    const name = (await card.locator('h3').textContent())!;
    const heart = card.getByRole('button', { name: `Shortlist ${name}` });
    await expect.poll(() => loads).toBe(1);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');

    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/properties');
    const property = await e2e()
      .db.selectFrom('property')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    expect(await shortlistRows(property.id, lead.id)).toHaveLength(1);
    await page.getByTestId('visitor-notice').getByText(messages.shortlist.added).waitFor();

    await page.reload();
    await hydrated(page);
    // One list for the whole page (not one call per card), and the heart shows the entry.
    await expect
      .poll(() =>
        page
          .getByTestId('property-card')
          .nth(1)
          .getByRole('button', { name: `Shortlist ${name}` })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    expect(loads).toBe(2);
    expect(
      await page.getByTestId('property-card').nth(0).getByTestId('shortlist-heart').getAttribute('aria-pressed'),
    ).toBe('false');
    await context.close();
  });

  it('forgets a stored lead whose session is gone and asks for the details again', async () => {
    const [property] = await activeProperties(1);
    const { context, page } = await e2e().visit('/properties');
    // A lead stored by an old visit, without its session cookie.
    await page.evaluate(() =>
      localStorage.setItem(
        'userData',
        JSON.stringify({ id: '0b6f3a52-4c57-4f0e-9d53-3d7a4c1e2f10', name: 'Old Visit', phone: '919999999999' }),
      ),
    );
    await page.goto(`/properties/details/${property.id}`);
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    await page.getByRole('button', { name: `Shortlist ${property.name}` }).click();
    const phone = await registerInDialog(page);
    const lead = await e2e()
      .db.selectFrom('lead')
      .select(['id'])
      .where('phone', '=', `91${phone}`)
      .executeTakeFirstOrThrow();
    await expect.poll(() => shortlistRows(property.id, lead.id)).toHaveLength(1);
    await context.close();
  });
});
