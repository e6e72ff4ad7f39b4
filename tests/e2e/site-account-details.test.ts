import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { type FieldAccess, mayReadField } from '#domain/access/roles.ts';

import { e2eForThisFile } from './harness.ts';
import { signInOnSite } from './site-sign-in.ts';

const e2e = e2eForThisFile();

type Node = { title?: string; 'x-access'?: FieldAccess };
interface Schema {
  properties: Record<string, Node>;
  'x-ui': { details: { groups: { name: string; fields: string[] }[]; omit?: string[] } };
}

/** A bundled schema as the pages are built with it. */
const schemaOf = (slug: string): Schema =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../generated/schemas/${slug}.json`), 'utf8'));

/** What the account area reads as: a tenant, on records that are all their own (x-access 'self'). */
const OWN = ['tenant', 'self'] as const;

/** The titles of the fields a tenant may read, in the layout's order: of the named groups, less those the page shows elsewhere. */
function placedTitles(schema: Schema, groups: string[] | 'all', elsewhere: string[] = []): string[] {
  const layout = schema['x-ui'].details;
  return layout.groups
    .filter((g) => groups === 'all' || groups.includes(g.name))
    .flatMap((g) => g.fields)
    .filter(
      (f) => !layout.omit?.includes(f) && !elsewhere.includes(f) && mayReadField(schema.properties[f]['x-access'], OWN),
    )
    .map((f) => schema.properties[f].title ?? f);
}

/** The titles of every field a tenant may read (what may show, a field an analyst added among them). */
const readableTitles = (schema: Schema) =>
  Object.values(schema.properties)
    .filter((p) => mayReadField(p['x-access'], OWN))
    .map((p) => p.title);
/** The titles of the fields x-access keeps from tenants (staff-only and the like). */
const hiddenTitles = (schema: Schema) =>
  Object.values(schema.properties)
    .filter((p) => !mayReadField(p['x-access'], OWN))
    .map((p) => p.title ?? '');

/** The labels a details view shows, in order. */
const labelsOf = (page: Page, testId: string) => page.getByTestId(testId).locator('dt').allInnerTexts();

/** `expected` appear in `labels` in this order (others, a field an analyst added, may sit between them). */
function inOrder(labels: string[], expected: string[]) {
  let at = -1;
  for (const title of expected) {
    const next = labels.indexOf(title, at + 1);
    expect(next, `${title} after ${labels[at] ?? 'the start'} in ${labels.join(', ')}`).toBeGreaterThan(at);
    at = next;
  }
}

describe('the account area`s read-only views follow the schemas (x-ui.details titles and order, x-access)', () => {
  it('Bond Details shows the bond by the bond schema`s titles, amounts in rupees and paise, and nothing x-access keeps from a tenant', async () => {
    const bond = schemaOf('bond');
    const { page } = await e2e().visit('/login?redirectTo=/home/settings/bonddetails');
    await signInOnSite(page, 'tenant@nivaas.test', /\/home\/settings\/bonddetails$/);
    await page.getByTestId('bond-details').waitFor();
    const labels = await labelsOf(page, 'bond-details');
    // The bond number is the card's title, the tenant the account itself, the landlord's account not the tenant's to
    // read; the agreement and the move-in report have their own cards.
    inOrder(labels, placedTitles(bond, 'all', ['bondId', 'tenantId', 'landlordId', 'agreement', 'moveInReport']));
    expect(labels).toContain(bond.properties.bondAmount.title);
    expect(labels.filter((l) => !readableTitles(bond).includes(l))).toEqual([]);
    for (const title of hiddenTitles(bond)) expect(labels).not.toContain(title);
    expect(await page.getByTestId('bond-details').locator('[data-field="bondAmount"] dd').innerText()).toMatch(
      /^₹[\d,]+\.\d{2}$/,
    );
    expect(await page.getByTestId('bond-details').locator('[data-field="checkinDate"] dd').innerText()).toMatch(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
    // The property by name, leading to its page; the status by its title.
    await page.getByTestId('bond-details').locator('[data-field="propertyId"] dd').getByRole('link').waitFor();
    expect(await page.getByTestId('bond-details').locator('[data-field="status"] dd').innerText()).toBe('Active');
  });

  it('the profile`s Basic Profile and Personal Details panes show the user and profile schemas` titles in their layout`s order, the date of birth the tenant may read among them', async () => {
    const user = schemaOf('user');
    const profile = schemaOf('profile');
    const { page } = await e2e().visit('/login?redirectTo=/home/profile');
    await signInOnSite(page, 'tenant@nivaas.test', /\/home\/profile$/);

    await page.getByTestId('basic-profile-details').waitFor();
    const basic = await labelsOf(page, 'basic-profile-details');
    inOrder(basic, placedTitles(user, ['basic']));
    // x-access lets staff and the account itself read the date of birth: the tenant sees theirs.
    expect(user.properties.dob['x-access']?.read).toContain('self');
    expect(basic).toContain(user.properties.dob.title);
    expect(basic.filter((l) => !readableTitles(user).includes(l))).toEqual([]);
    for (const title of hiddenTitles(user)) expect(basic).not.toContain(title);
    expect(await page.getByTestId('basic-profile-details').locator('[data-field="phone"] dd').innerText()).toMatch(
      /^\+91 \d{5} \d{5}$/,
    );

    const personal = await labelsOf(page, 'personal-details');
    inOrder(personal, placedTitles(profile, ['personal']));
    expect(personal.filter((l) => !readableTitles(profile).includes(l))).toEqual([]);
    for (const title of hiddenTitles(profile)) expect(personal).not.toContain(title);
    // The Aadhaar number shows its last four digits only.
    expect(await page.getByTestId('personal-details').locator('[data-field="aadhar"] dd').innerText()).toMatch(
      /^XXXX XXXX \d{4}$/,
    );
  });
});
