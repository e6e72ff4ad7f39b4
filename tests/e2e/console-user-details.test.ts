import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { type FieldAccess, mayReadField, rolesOf } from '#domain/access/roles.ts';
import { shownDate } from '#domain/format/dates.ts';
import addressSchema from '#generated/schemas/address.json';
import employmentSchema from '#generated/schemas/employment-details.json';
import profileSchema from '#generated/schemas/profile.json';
import userSchema from '#generated/schemas/user.json';
import { DEMO_PASSWORD } from '#seed/demo-logins.ts';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

type Layout = {
  properties: Record<string, { title?: string; 'x-access'?: FieldAccess }>;
  'x-ui': { details: { groups: { name: string; fields: string[] }[] } };
};

/** The schema titles of one x-ui.details group, as these roles may read them: what a drawer pane must show. */
function titlesOf(schema: unknown, group: string, roles = rolesOf({ internal: true })): string[] {
  const s = schema as Layout;
  const fields = s['x-ui'].details.groups.find((g) => g.name === group)!.fields;
  return fields.filter((f) => mayReadField(s.properties[f]['x-access'], roles)).map((f) => s.properties[f].title!);
}

/** The labels a details view shows, in order (the `dt` of each item). */
const labelsIn = (card: Locator) => card.locator('dt').allTextContents();

/** A tenant of landlord@ (a bond on one of their properties) with a date of birth, a profile with employment details and a current address. */
async function landlordsTenant() {
  const db = e2e().db;
  const landlord = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', 'landlord@nivaas.test')
    .executeTakeFirstOrThrow();
  const tenant = await db
    .selectFrom('user')
    .select(['user.id', 'user.name', 'user.dob'])
    .where('user.userType', '=', 'tenant')
    .where('user.dob', 'is not', null)
    .where('user.id', 'in', db.selectFrom('bond').select('bond.tenantId').where('bond.landlordId', '=', landlord.id))
    .where(
      'user.id',
      'in',
      db
        .selectFrom('profile')
        .select('profile.userId')
        .where('profile.aadhar', 'is not', null)
        .where('profile.employmentDetails', 'is not', null),
    )
    .where(
      'user.id',
      'in',
      db.selectFrom('address').select('address.userId').where('address.addressType', '=', 'current'),
    )
    .orderBy('user.createdAt')
    .executeTakeFirstOrThrow();
  return tenant;
}

describe("the user drawer's read-only panes come from the schemas", () => {
  it("staff see every field of the schemas' detail groups by their schema titles", async () => {
    const tenant = await landlordsTenant();
    const { context, page } = await e2e().signIn('admin');
    await page.goto(`/admin/home/users?type=tenant&id=${tenant.id}`);
    const drawer = page.getByTestId('user-drawer');

    // Personal Info: the user schema's Basic Details (the date of birth among them: staff read it), the profile's Personal Details.
    const basic = drawer.getByTestId('basic-details');
    await expect.poll(() => labelsIn(basic)).toEqual(expect.arrayContaining(titlesOf(userSchema, 'basic')));
    expect((await labelsIn(basic)).slice(0, titlesOf(userSchema, 'basic').length)).toEqual(
      titlesOf(userSchema, 'basic'),
    );
    expect(titlesOf(userSchema, 'basic')).toContain(userSchema.properties.dob.title);
    expect(await basic.textContent()).toContain(shownDate(tenant.dob!));
    const personal = drawer.getByTestId('personal-details');
    await expect.poll(() => labelsIn(personal)).toEqual(titlesOf(profileSchema, 'personal'));
    // The profile card beside the tabs shows the date of birth too.
    await expect.poll(() => drawer.getByTestId('profile-dob').count()).toBe(1);

    // Residence: the address schema's group, in its order.
    await drawer.getByTestId('user-tab-residence').click();
    await expect
      .poll(() => labelsIn(drawer.getByTestId('address-current')))
      .toEqual(titlesOf(addressSchema, 'address'));

    // Income: the employment details' group, then the profile's offer letter.
    await drawer.getByTestId('user-tab-income').click();
    const income = drawer.getByTestId('employment-details');
    await expect
      .poll(() => labelsIn(income))
      .toEqual([...titlesOf(employmentSchema, 'employment'), profileSchema.properties.isOfferLetterVerified.title]);
    await context.close();
  });

  it('a landlord viewing their tenant sees no staff-only field, in the drawer or in the API answer', async () => {
    const tenant = await landlordsTenant();
    const dob = userSchema.properties.dob;
    expect(mayReadField(dob['x-access'] as FieldAccess, rolesOf({ userType: 'landlord' }))).toBe(false);

    const { context, page } = await e2e().signIn('landlord');
    await page.goto(`/admin/home/users?type=tenant&id=${tenant.id}`);
    const drawer = page.getByTestId('user-drawer');
    await drawer.getByTestId('profile-card').waitFor();
    await drawer.getByTestId('user-tab-bond').waitFor();
    expect(await drawer.getByTestId('profile-name').textContent()).toBe(tenant.name);
    expect(await drawer.getByTestId('profile-dob').count()).toBe(0);
    expect(await drawer.textContent()).not.toContain(dob.title);
    expect(await drawer.textContent()).not.toContain(shownDate(tenant.dob!));

    // The server leaves the field out of the landlord's answer too (x-access), and gives it to staff.
    const token = async (key: string) => {
      const res = await fetch(`${e2e().baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `${key}@nivaas.test`, password: DEMO_PASSWORD }),
      });
      return (await res.json()).tokens.access.token as string;
    };
    const read = async (key: string) =>
      (
        await fetch(`${e2e().baseUrl}/api/v1/users/${tenant.id}`, {
          headers: { Authorization: `Bearer ${await token(key)}` },
        })
      ).json();
    expect(await read('landlord')).not.toHaveProperty('dob');
    expect(await read('admin')).toHaveProperty('dob');
    await context.close();
  });
});
