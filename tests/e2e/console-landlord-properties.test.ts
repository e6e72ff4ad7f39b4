import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

/** Two tiny, different PNG photos (2×2 pixels, red and blue). */
const PHOTOS = [
  {
    name: 'front.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4YaMBRAwQCgAjXgSxbgN+HAAAAABJRU5ErkJggg==',
      'base64',
    ),
  },
  {
    name: 'room.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPQiDoBRAwQCgAhpgUpG+5kRAAAAABJRU5ErkJggg==',
      'base64',
    ),
  },
];

const landlordId = async (email: string) =>
  (await e2e().db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

async function chooseOption(page: Page, field: RegExp, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe("a landlord's properties in the console (spec 001 §2 Landlord screens)", () => {
  it('adds a property with two photos from ADD PROPERTIES and finds it in the grid and in the list', async () => {
    const { context, page } = await e2e().signIn('landlord');
    await page.getByRole('link', { name: 'Add Properties' }).click();
    await page.waitForURL(/\/admin\/property\/create$/);
    await page.getByRole('textbox', { name: /^Property Name/ }).fill('Amaltas Villa, Baner');
    await chooseOption(page, /^Property Type/, 'Villa');
    await page.locator('#root_propertyImages').setInputFiles(PHOTOS);
    await expect.poll(() => page.getByRole('button', { name: 'Remove' }).count()).toBe(2);
    await page.getByRole('textbox', { name: /^Locality/ }).fill('Baner');
    await chooseOption(page, /^City/, 'Pune');
    await page.getByRole('textbox', { name: /^State/ }).fill('Maharashtra');
    await page.getByRole('textbox', { name: /^PIN/ }).fill('411045');
    await page.getByRole('spinbutton', { name: /^Monthly Rent/ }).fill('38500');
    // Staff decide a listing's status: the landlord's form has none (mayLandlordSetPropertyStatus).
    expect(await page.getByRole('combobox', { name: /^Status/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/admin\/property\/[0-9a-f-]{36}\/show/);
    const id = page.url().match(/property\/([0-9a-f-]{36})/)![1];
    const saved = await e2e()
      .db.selectFrom('property')
      .select(['landlordId', 'propertyImages', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(saved.landlordId).toBe(await landlordId('landlord@nivaas.test'));
    expect(saved.propertyImages).toHaveLength(2);
    expect(saved.status).toBe('pending-verification');
    // Nor has the edit form: saving it changes the rent, the status stays the staff's.
    await page.goto(`/admin/property/${id}`);
    const rent = page.getByRole('spinbutton', { name: /^Monthly Rent/ });
    await expect.poll(() => rent.inputValue()).toBe('38500');
    expect(await page.getByRole('combobox', { name: /^Status/ }).count()).toBe(0);
    await rent.fill('39000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/property/${id}/show`));
    await expect
      .poll(
        async () =>
          await e2e()
            .db.selectFrom('property')
            .select(['expectedRent', 'status'])
            .where('id', '=', id)
            .executeTakeFirstOrThrow(),
      )
      .toMatchObject({ expectedRent: 39_000, status: 'pending-verification' });

    await page.getByRole('menuitem', { name: 'Properties' }).click();
    await page.waitForURL(/\/admin\/property(\?|$)/);
    await page.getByTestId('property-card').first().waitFor();
    const card = page.locator(`[data-testid=property-card][data-property-id="${id}"]`);
    await expect.poll(() => card.textContent()).toContain('Amaltas Villa, Baner');
    expect(await card.textContent()).toContain('Baner, Pune');
    expect(await card.locator('img').getAttribute('src')).toBe((saved.propertyImages as string[])[0]);
    await page.getByRole('button', { name: 'List view' }).click();
    const row = page.locator(`[data-testid=property-row][data-property-id="${id}"]`);
    await expect.poll(() => row.textContent()).toContain('₹39,000.00 / month');
    await row.click();
    await page.waitForURL(new RegExp(`/property/${id}/show`));
    await context.close();
  });

  it('filters by type and rent, shows the empty state, and Reset All brings every property back (40 at first)', async () => {
    const { context, page } = await e2e().signIn('landlord');
    const ownerId = await landlordId('landlord@nivaas.test');
    // More than one page of 40, so that scrolling loads the next.
    await e2e()
      .db.insertInto('property')
      .values(
        Array.from({ length: 45 }, (_, i) => ({
          name: `Scroll Test Home ${i + 1}`,
          propertyType: 'Studio',
          status: 'active',
          expectedRent: 9000 + i * 100,
          landlordId: ownerId,
          eqaroId: `NV-E2E-${i + 1}`,
          propertyAddress: JSON.stringify({ locality: 'Wakad', city: 'Pune', state: 'Maharashtra', pin: '411057' }),
        })) as any,
      )
      .execute();
    const owned = await e2e()
      .db.selectFrom('property')
      .select(['propertyType', 'expectedRent'])
      .where('landlordId', '=', ownerId)
      .execute();
    // The accommodation type the landlord has most of, up to the median rent of that type.
    const ofType = (t: string) => owned.filter((p) => p.propertyType === t);
    const type = ['Villa', 'Private Room', 'Double Shared', 'Triple Shared'].sort(
      (a, b) => ofType(b).length - ofType(a).length,
    )[0];
    const rents = ofType(type)
      .map((p) => Number(p.expectedRent))
      .sort((a, b) => a - b);
    const maxRent = Math.ceil(rents[Math.floor(rents.length / 2)] / 100) * 100;
    const expected = rents.filter((r) => r <= maxRent).length;
    expect(maxRent).toBeLessThan(100_000);
    await page.goto('/admin/property');
    const cards = page.getByTestId('property-card');
    await expect.poll(() => cards.count()).toBe(40);

    await page.getByTestId('open-filters').click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByRole('checkbox', { name: type }).check();
    await dialog.getByRole('slider', { name: 'Maximum rent' }).fill(String(maxRent));
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => cards.count()).toBe(Math.min(expected, 40));
    expect(new Set(await page.getByTestId('property-type').allTextContents())).toEqual(new Set([type]));

    await page.getByTestId('open-filters').click();
    await dialog.getByRole('textbox', { name: 'City, location or pincode' }).fill('no such locality');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No Properties for this filter').waitFor();
    expect(await cards.count()).toBe(0);

    await page.getByTestId('open-filters').click();
    expect(await dialog.getByRole('checkbox', { name: type }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Reset All' }).click();
    await expect.poll(() => cards.count()).toBe(40);
    await page.mouse.wheel(0, 100_000);
    await expect.poll(() => cards.count()).toBe(Math.min(owned.length, 80));
    await context.close();
  });

  it("staff follow a landlord's Properties Listed link to that landlord's properties only, clear it, and set a listing's status", async () => {
    const { context, page } = await e2e().signIn('admin');
    await page.goto('/admin/home/users?type=landlord');
    const row = page.getByTestId('user-row').first();
    const owner = (await row.getAttribute('data-user-id'))!;
    const names = new Set(
      (await e2e().db.selectFrom('property').select('name').where('landlordId', '=', owner).execute()).map(
        (p) => p.name,
      ),
    );
    await row.getByTestId('properties-listed').click();
    const chip = page.getByTestId('landlord-filter');
    await expect.poll(() => chip.textContent()).toMatch(/^Properties of \S/);
    const shown = page.locator('tbody tr td:nth-child(3)');
    await expect.poll(() => page.getByText(new RegExp(`of ${names.size}$`)).count()).toBe(1);
    for (const name of await shown.allTextContents()) expect(names.has(name)).toBe(true);
    await chip.locator('.MuiChip-deleteIcon').click();
    await expect.poll(() => chip.count()).toBe(0);
    const total = await e2e()
      .db.selectFrom('property')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect.poll(() => page.getByText(new RegExp(`of ${Number(total.n)}$`)).count()).toBe(1);
    // Staff set a listing's status in its edit form.
    const listing = await e2e().db.selectFrom('property').select('id').limit(1).executeTakeFirstOrThrow();
    await page.goto(`/admin/property/${listing.id}`);
    await expect.poll(() => page.getByRole('combobox', { name: /^Status/ }).count()).toBe(1);
    await context.close();
  });
});
