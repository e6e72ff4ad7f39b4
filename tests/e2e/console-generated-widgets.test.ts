import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { manifest } from '#generated/manifest.ts';
import { fillMessage, messages } from '#generated/messages.ts';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

async function chooseOption(page: Page, field: RegExp, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The generated screens finished like hand-built ones (issue 31): widgets chosen from the schema's formats and
 * x-ui hints, sections, no pre-chosen gender, references by name, the product's own words when a list is empty.
 */
describe('generated console screens: widgets, sections and names', () => {
  it("a landlord's New Property form: sections, a located coordinate pair, amenity chips, no gender chosen; the saved property shows its city once", async () => {
    const { context, page } = await e2e().signIn('landlord');
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 18.559123456, longitude: 73.786789 });
    await page.goto('/admin/property/create');
    await page.getByRole('button', { name: 'Create' }).waitFor();

    // The long form is in the schema's sections, each under its title.
    for (const section of ['Basics', 'Photos', 'Location', 'Rent', 'Rooms & Amenities', 'About']) {
      expect(await page.getByRole('heading', { name: section, exact: true }).count(), section).toBe(1);
    }
    // No gender preference is pre-chosen (the schema has no default).
    const gender = page.getByRole('combobox', { name: /^Gender Preference/ });
    expect((await gender.textContent())?.replace(/\u200b/g, '').trim()).toBe('');

    // Coordinates: a pair in degrees with their ranges; the device's position fills both; the map opens the point.
    const location = page.getByTestId('form-section-location');
    expect(await location.textContent()).toContain(fillMessage(messages.location.range, { min: -90, max: 90 }));
    expect(await page.getByRole('link', { name: messages.location.openMap }).count()).toBe(0);
    await location.getByRole('button', { name: messages.location.useMine }).click();
    const latitude = page.getByRole('spinbutton', { name: /^Latitude/ });
    const longitude = page.getByRole('spinbutton', { name: /^Longitude/ });
    await expect.poll(() => latitude.inputValue()).toBe('18.559123');
    expect(await longitude.inputValue()).toBe('73.786789');
    const map = page.getByRole('link', { name: messages.location.openMap });
    expect(await map.getAttribute('href')).toContain('mlat=18.559123&mlon=73.786789');
    expect(await map.getAttribute('target')).toBe('_blank');

    // Amenities: chips, offered from the schema's suggestions, and free text too.
    const amenities = page.getByRole('combobox', { name: 'Amenities' });
    await amenities.click();
    await page.getByRole('option', { name: 'Wi-Fi', exact: true }).click();
    await amenities.fill('Rooftop Terrace,');
    await expect.poll(() => page.getByTestId('tag').allTextContents()).toEqual(['Wi-Fi', 'Rooftop Terrace']);

    await page.getByRole('textbox', { name: /^Property Name/ }).fill('Gulmohar Nest, Baner');
    await chooseOption(page, /^Property Type/, 'Studio');
    await page.getByRole('textbox', { name: /^Locality/ }).fill('Baner');
    await chooseOption(page, /^City/, 'Pune');
    await page.getByRole('textbox', { name: /^State/ }).fill('Maharashtra');
    await page.getByRole('textbox', { name: /^PIN/ }).fill('411045');
    await page.getByRole('spinbutton', { name: /^Monthly Rent/ }).fill('14500');
    // A latitude off the Earth is refused under its field, in the schema's words.
    await latitude.fill('123');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.getByText('Latitude must be between -90 and 90').count()).toBe(1);
    await latitude.fill('18.559123');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/admin\/property\/[0-9a-f-]{36}\/show/);
    const id = page.url().match(/property\/([0-9a-f-]{36})/)![1];
    const saved = await e2e()
      .db.selectFrom('property')
      .select(['amenities', 'latitude', 'longitude', 'genderPreference'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ amenities: ['Wi-Fi', 'Rooftop Terrace'], latitude: 18.559123, longitude: 73.786789 });
    expect(saved.genderPreference ?? null).toBeNull();

    // The show page: the city once (in the address), the landlord by name, the point on the map, no id anywhere.
    const details = page.getByTestId('record-details');
    await expect.poll(() => details.textContent()).toContain('Baner, Pune, Maharashtra 411045');
    expect(await details.locator('[data-field="city"]').count()).toBe(0);
    expect((await details.textContent())!.match(/Pune/g)).toHaveLength(1);
    const owner = await e2e()
      .db.selectFrom('user')
      .select('name')
      .where('email', '=', 'landlord@nivaas.test')
      .executeTakeFirstOrThrow();
    await expect.poll(() => details.locator('[data-field="landlordId"] dd').textContent()).toBe(owner.name);
    expect(await details.getByRole('link', { name: messages.location.openMap }).getAttribute('href')).toContain(
      'mlat=18.559123',
    );
    expect(await details.textContent()).not.toMatch(UUID);
    await context.close();
  });

  it('references read as names on a generated list, its show page and its edit form; a profile is headed by its person', async () => {
    const { context, page } = await e2e().signIn('admin');
    await page.goto('/admin/bond');
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    await expect.poll(async () => (await page.locator('tbody').textContent()) ?? '').not.toMatch(UUID);
    await rows.first().click();
    await page.waitForURL(/\/bond\/[0-9a-f-]{36}\/show/);
    const bondId = page.url().match(/bond\/([0-9a-f-]{36})/)![1];
    const first = await e2e()
      .db.selectFrom('bond')
      .innerJoin('user', 'user.id', 'bond.tenantId')
      .select(['bond.id', 'user.name'])
      .where('bond.id', '=', bondId)
      .executeTakeFirstOrThrow();
    const details = page.getByTestId('record-details');
    const tenant = details.locator('[data-field="tenantId"] dd');
    await expect.poll(() => tenant.textContent()).toBe(first.name);
    expect(await tenant.getByRole('link').count()).toBe(1);
    expect(await details.textContent()).not.toMatch(UUID);
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: /^Tenant/ }).inputValue()).toBe(first.name);

    const profile = await e2e()
      .db.selectFrom('profile')
      .innerJoin('user', 'user.id', 'profile.userId')
      .select(['profile.id', 'user.name'])
      .limit(1)
      .executeTakeFirstOrThrow();
    await page.goto(`/admin/profile/${profile.id}/show`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(profile.name);
    await context.close();
  });

  it("an empty generated list says so in the product's words, with Create for those who may add one", async () => {
    await e2e().db.deleteFrom('leadership').execute();
    const { context, page } = await e2e().signIn('admin');
    await page.goto('/admin/leadership');
    const empty = page.getByTestId('list-empty');
    await empty.waitFor();
    const label = (manifest as Record<string, { 'x-admin'?: { label: string } }>).leadership['x-admin']!.label;
    expect(await empty.textContent()).toContain(fillMessage(messages.generatedList.empty, { label }));
    expect(await empty.getByRole('link', { name: 'Create' }).count()).toBe(1);
    await context.close();
  });

  it("the product wizard's Add Features step explains itself and adds a feature by name, never an empty box with a lone +", async () => {
    const { context, page } = await e2e().signIn('admin');
    await page.goto('/admin/product/create');
    const wizard = page.getByRole('dialog', { name: 'Create Product' });
    await wizard.getByText('Basic Info').waitFor();
    await wizard.getByRole('textbox', { name: /^Name/ }).fill('Widget Rent Shield');
    const category = wizard.getByRole('combobox', { name: /^Category/ });
    await category.click();
    await category.fill('Reside');
    await page.getByRole('option', { name: 'Residential Rent Guarantee', exact: true }).click();
    await wizard.getByRole('spinbutton', { name: /^Bond Amount/ }).fill('50000');
    await wizard.getByRole('spinbutton', { name: /^Minimum Months/ }).fill('2');
    await wizard.getByRole('button', { name: 'Next' }).click();
    const none = wizard.getByTestId('no-features');
    await none.waitFor();
    expect(await none.textContent()).toContain(messages.product.noFeaturesYet);
    await none.getByRole('button', { name: 'Add Feature' }).click();
    // The feature's references are pickers by name, not id inputs.
    await wizard.locator('#product_features_0_assetClass').click();
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    for (const text of await page.getByRole('option').allTextContents()) expect(text).not.toMatch(UUID);
    await page.keyboard.press('Escape');
    // Each feature is numbered and removed by a named button.
    const feature = wizard.getByTestId('wizard-feature');
    expect(
      await feature.getByRole('heading', { name: fillMessage(messages.product.featureNumber, { number: 1 }) }).count(),
    ).toBe(1);
    await feature.getByRole('button', { name: messages.product.removeFeature }).click();
    await none.waitFor();
    await context.close();
  });
});
