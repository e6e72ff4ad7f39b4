import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { claimKindOf, claimTypesFor } from '#domain/claims/claim-types.ts';
import { claimDateMinimum } from '#domain/claims/rules.ts';
import type { ClaimTerms } from '#domain/claims/terms.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import { DEMO_PASSWORD } from '#seed/demo-logins.ts';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

const userId = async (email: string) =>
  (await e2e().db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/**
 * Tenants of landlord@ whose newest bond (the one their row shows) has `status` and no claim, oldest first
 * so each test takes its own.
 */
async function tenantsWithLatestBond(landlordId: string, status: string) {
  const bonds = await e2e()
    .db.selectFrom('bond')
    .innerJoin('user', 'user.id', 'bond.tenantId')
    .select(['bond.id', 'bond.tenantId', 'bond.status', 'bond.createdAt', 'user.name'])
    .where('bond.landlordId', '=', landlordId)
    .orderBy('bond.createdAt', 'desc')
    .execute();
  const claimed = new Set((await e2e().db.selectFrom('claim').select('bondId').execute()).map((c) => c.bondId));
  const latest = new Map<string, (typeof bonds)[number]>();
  for (const b of bonds) if (!latest.has(b.tenantId)) latest.set(b.tenantId, b);
  return [...latest.values()].filter((b) => b.status === status && !claimed.has(b.id) && b.name);
}

/**
 * A tenant of landlord@ whose newest bond awaits check-in. The demo data's dates follow the clock, so at some
 * hours none does: then the last Active one (no other test takes it) is put back to awaiting check-in.
 */
async function tenantAwaitingCheckIn(landlordId: string) {
  const [waiting] = await tenantsWithLatestBond(landlordId, 'Pending-Check-in');
  if (waiting) return waiting;
  const active = await tenantsWithLatestBond(landlordId, 'Active');
  const last = active[active.length - 1];
  await e2e()
    .db.updateTable('bond')
    .set({ status: 'Pending-Check-in', checkinDate: null } as never)
    .where('id', '=', last.id)
    .execute();
  return { ...last, status: 'Pending-Check-in' };
}

/** The signed-in API's access token of a demo login, for the calls staff make outside this screen. */
async function bearer(key: string): Promise<string> {
  const res = await fetch(`${e2e().baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `${key}@nivaas.test`, password: DEMO_PASSWORD }),
  });
  return (await res.json()).tokens.access.token;
}

async function call(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${e2e().baseUrl}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
}

/** What a claim on the bond is judged against, as the landlord's forms read it (GET /claims/terms?bondId=). */
const bondTerms = async (bondId: string): Promise<ClaimTerms> =>
  call(await bearer('landlord'), 'GET', `/claims/terms?bondId=${bondId}`);

/** The calendar behind a date field (DD/MM/YYYY typed, the browser's picker behind a button), which carries the first day offered. */
const pickerOf = (field: Locator) =>
  field.locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]//input[@type="date"]');

/** The tenant list, searched by name, and the tenant's row. */
async function tenantRow(page: Page, name: string, id: string) {
  await page.goto('/admin/home/users?type=tenant');
  await page.getByRole('searchbox', { name: /Search by name/ }).fill(name);
  const row = page.locator(`[data-testid=user-row][data-user-id="${id}"]`);
  await row.waitFor();
  return row;
}

describe('claims in the console, as landlords and partners use it', () => {
  it('a landlord raises a claim on an Active bond from the tenant list (not on a bond awaiting check-in)', async () => {
    const landlordId = await userId('landlord@nivaas.test');
    const waiting = await tenantAwaitingCheckIn(landlordId);
    const [active] = await tenantsWithLatestBond(landlordId, 'Active');
    const { context, page } = await e2e().signIn('landlord');

    const waitingRow = await tenantRow(page, waiting.name!, waiting.tenantId);
    expect(await waitingRow.getByTestId('raise-claim').isDisabled()).toBe(true);

    const terms = await bondTerms(active.id);
    const types = claimTypesFor(terms);
    const rentType = types.find((t) => claimKindOf(t) === 'rent')!;
    const damageType = types.find((t) => claimKindOf(t) === 'damage');
    const row = await tenantRow(page, active.name!, active.tenantId);
    await row.getByTestId('raise-claim').click();
    const drawer = page.getByTestId('raise-claim-drawer');
    expect(await page.getByRole('dialog', { name: 'Raise Claims' }).count()).toBe(1);
    const line = drawer.locator('[data-testid=claim-line][data-line="0"]');
    await line.waitFor();
    // No type chosen yet: only what every line asks (no period, no item, no utility).
    expect(await line.getByLabel(/Period From/).count()).toBe(0);
    expect(await line.getByRole('textbox', { name: /Claim Type/ }).count()).toBe(0);
    // The claim type is a select of the bond product's coverages only: no free text ("Broken Heart" cannot be typed).
    await line.getByRole('combobox', { name: /Claim Type/ }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(types);
    if (damageType) {
      await page.getByRole('option', { name: damageType }).click();
      await line.getByLabel(/Item Name/).waitFor();
      expect(await line.getByLabel(/Period From/).count()).toBe(0);
      await line.getByRole('combobox', { name: /Claim Type/ }).click();
    }
    await page.getByRole('option', { name: rentType }).click();
    // Unpaid rent asks for its period, whose pickers start at the bond effective date; no damage fields, no rent amount (staff's).
    const from = line.getByLabel(/Period From/);
    await from.waitFor();
    expect(await pickerOf(from).getAttribute('min')).toBe(claimDateMinimum(terms.bond));
    expect(await pickerOf(line.getByLabel(/Period To/)).getAttribute('min')).toBe(claimDateMinimum(terms.bond));
    expect(await line.getByLabel(/Item Name/).count()).toBe(0);
    expect(await line.getByLabel(/Rent Amount/).count()).toBe(0);
    await from.fill(claimDateMinimum(terms.bond));
    await line.getByRole('spinbutton', { name: /Claim Amount/ }).fill('12000');
    // Escape with a line typed asks first; Keep editing keeps it.
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Discard changes?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    expect(await line.getByRole('spinbutton', { name: /Claim Amount/ }).inputValue()).toBe('12000');
    await drawer.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText('Claim data Submitted').count()).toBeGreaterThan(0);

    const claim = await e2e()
      .db.selectFrom('claim')
      .select(['landlordId', 'tenantId', 'claims'])
      .where('bondId', '=', active.id)
      .executeTakeFirstOrThrow();
    expect(claim).toMatchObject({
      landlordId,
      tenantId: active.tenantId,
      claims: [{ type: rentType, claimAmount: 12000, status: 'pending', from: claimDateMinimum(terms.bond) }],
    });
    // The list reloads: the bond has its claim now, so no second one is offered.
    await expect.poll(() => row.getByTestId('raise-claim').isDisabled()).toBe(true);
    await context.close();
  });

  it("a line staff decided is read-only in the landlord's Update Claim drawer; the undecided one can still be changed", async () => {
    const landlordId = await userId('landlord@nivaas.test');
    const [, bond] = await tenantsWithLatestBond(landlordId, 'Active');
    const terms = await bondTerms(bond.id);
    const rentType = claimTypesFor(terms).find((t) => claimKindOf(t) === 'rent')!;
    const lines = [
      { type: rentType, claimAmount: 9000 },
      { type: rentType, claimAmount: 1500 },
    ];
    const created = await call(await bearer('landlord'), 'POST', '/claims', {
      landlordId,
      tenantId: bond.tenantId,
      bondId: bond.id,
      claims: lines,
    });
    const decided = {
      ...created.claims[0],
      status: 'approved',
      approvedAmount: 8000,
      remark: 'Verified against the rent ledger',
    };
    await call(await bearer('admin'), 'PATCH', `/claims/${created.id}`, { claims: [decided, created.claims[1]] });

    const { context, page } = await e2e().signIn('landlord');
    await page.getByRole('menuitem', { name: 'Claims' }).click();
    const row = page.locator(`[data-testid=claim-row][data-claim-id="${created.id}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(created.claimNumber);
    // A landlord reads amounts in rupees and paise (spec 001 §9).
    expect(await row.innerText()).toContain(rupeesWithPaise(10500));
    await row.getByTestId('open-claim').click();
    const drawer = page.getByTestId('claim-drawer');
    expect(await page.getByRole('dialog', { name: `Update Claim ${created.claimNumber}` }).count()).toBe(1);
    expect(await drawer.innerText()).toContain(rupeesWithPaise(8000));
    const locked = drawer.getByTestId('claim-line-readonly');
    await expect.poll(() => locked.count()).toBe(1);
    expect(await locked.textContent()).toContain('Verified against the rent ledger');
    expect(await locked.getByTestId('claim-status-chip').getAttribute('data-status')).toBe('approved');
    // Only the undecided line has inputs: its type a select of the product's coverages, its dates from the bond effective date.
    expect(await drawer.getByRole('combobox', { name: /Claim Type/ }).count()).toBe(1);
    expect(await pickerOf(drawer.getByLabel(/Period From/)).getAttribute('min')).toBe(claimDateMinimum(terms.bond));
    await drawer.getByRole('spinbutton', { name: /Claim Amount/ }).fill('1800');
    // A click outside asks before the change is lost; after a reload the change is back, kept as a draft.
    await page.mouse.click(100, 450);
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Keep editing' }).click();
    page.on('dialog', (d) => void d.accept());
    await page.reload();
    // The address names the open claim (?claim=), so the reloaded page opens it again, with the draft.
    expect(new URL(page.url()).searchParams.get('claim')).toBe(created.id);
    await drawer.getByTestId('claim-draft-restored').waitFor();
    expect(await drawer.getByRole('spinbutton', { name: /Claim Amount/ }).inputValue()).toBe('1800');
    await drawer.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => page.getByText('Claim data Submitted').count()).toBeGreaterThan(0);
    const stored = await e2e()
      .db.selectFrom('claim')
      .select('claims')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.claims).toMatchObject([
      { status: 'approved', approvedAmount: 8000, claimAmount: 9000 },
      { type: rentType, claimAmount: 1800, status: 'pending' },
    ]);
    await context.close();
  });

  it('the landlord updating a claim staff changed after the drawer opened is shown both versions, and applies theirs onto it (issue 35)', async () => {
    const landlordId = await userId('landlord@nivaas.test');
    const [, , bond] = await tenantsWithLatestBond(landlordId, 'Active');
    const terms = await bondTerms(bond.id);
    const rentType = claimTypesFor(terms).find((t) => claimKindOf(t) === 'rent')!;
    const created = await call(await bearer('landlord'), 'POST', '/claims', {
      landlordId,
      tenantId: bond.tenantId,
      bondId: bond.id,
      claims: [{ type: rentType, claimAmount: 9000 }],
    });
    const { context, page } = await e2e().signIn('landlord');
    await page.goto(`/admin/home/claims?claim=${created.id}`);
    const drawer = page.getByTestId('claim-drawer');
    const amount = drawer.getByRole('spinbutton', { name: /Claim Amount/ });
    await amount.waitFor();
    // Staff write a comment on the claim meanwhile.
    await call(await bearer('admin'), 'PATCH', `/claims/${created.id}`, {
      claims: created.claims,
      comment: 'Asked the tenant for the rent ledger',
    });
    await amount.fill('9500');
    await drawer.getByRole('button', { name: 'Update' }).click();
    const told = page.getByRole('dialog', { name: /Someone else changed this Claim/ });
    await told.waitFor();
    // The dialog says it all: no failure toast behind it.
    expect(await page.locator('.MuiSnackbar-root').count()).toBe(0);
    const rows = await told.getByRole('row').allTextContents();
    expect(rows.some((r) => r.startsWith('Comment') && r.includes('Asked the tenant for the rent ledger'))).toBe(true);
    if (process.env.SCREENSHOTS) {
      await page.waitForTimeout(500); // the dialog's fade-in
      await page.screenshot({ path: `${process.env.SCREENSHOTS}/console-landlord-claim-conflict.png` });
    }
    await told.getByRole('button', { name: 'Apply my changes to theirs' }).click();
    await expect.poll(() => page.getByText('Claim data Submitted').count()).toBeGreaterThan(0);
    const stored = await e2e()
      .db.selectFrom('claim')
      .select(['claims', 'comment'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.comment).toBe('Asked the tenant for the rent ledger');
    expect(stored.claims).toMatchObject([{ type: rentType, claimAmount: 9500 }]);
    await context.close();
  });

  it('a partner sees the tenants and landlords they onboarded, manages API tokens and adds a webhook with comma-separated events', async () => {
    const partnerId = await userId('partner@nivaas.test');
    const own = await e2e()
      .db.selectFrom('user')
      .select('id')
      .where('invitedBy', '=', partnerId)
      .where('userType', '=', 'tenant')
      .execute();
    expect(own.length).toBeGreaterThan(0);
    // The landlords the partner onboarded: two by invitation in the demo data, one more by invitedBy here.
    const invited = await e2e()
      .db.selectFrom('invite')
      .innerJoin('user', 'user.email', 'invite.inviteeEmail')
      .select('user.id')
      .where('invite.invitedBy', '=', partnerId)
      .where('user.userType', '=', 'landlord')
      .execute();
    expect(invited.length).toBe(2);
    const landlord = await e2e()
      .db.selectFrom('user')
      .select('id')
      .where('userType', '=', 'landlord')
      .where('email', '!=', 'landlord@nivaas.test')
      .where(
        'id',
        'not in',
        invited.map((u) => u.id),
      )
      .orderBy('createdAt')
      .executeTakeFirstOrThrow();
    await e2e().db.updateTable('user').set({ invitedBy: partnerId }).where('id', '=', landlord.id).execute();
    const { context, page } = await e2e().signIn('partner');
    await page.goto('/admin/home/users?type=tenant');
    const rows = page.getByTestId('user-row');
    await expect.poll(() => rows.count()).toBe(Math.min(10, own.length));
    const shown = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-user-id')));
    expect(shown.every((id) => own.some((u) => u.id === id))).toBe(true);
    await page.getByTestId('user-tab-landlord').click();
    await expect
      .poll(async () => (await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-user-id')))).sort())
      .toEqual([landlord.id, ...invited.map((u) => u.id)].sort());

    await page.goto('/admin/home/settings/tokens');
    const tokens = page.getByTestId('settings-tokens');
    await tokens.getByRole('button', { name: 'Create Token' }).click();
    await page
      .getByRole('dialog', { name: 'Create Token' })
      .getByRole('textbox', { name: /Description/ })
      .fill('Partner CRM');
    await page.getByRole('dialog', { name: 'Create Token' }).getByRole('button').last().click();
    await page.getByTestId('one-time-value').waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await tokens.getByRole('button', { name: 'Delete token Partner CRM' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Token removed successfully!!').count()).toBe(1);

    await page.getByTestId('settings-nav').getByRole('link', { name: 'Webhooks' }).click();
    await page.getByTestId('settings-webhooks').getByRole('button', { name: 'Add Webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
    await dialog.getByRole('textbox', { name: /Callback URL/ }).fill('https://crm.example.com/hooks/nivaas');
    await dialog.getByRole('combobox', { name: /Events/ }).fill('bond.created, claim.created,');
    await expect.poll(() => dialog.getByTestId('tag').count()).toBe(2);
    await dialog.getByRole('textbox', { name: /Callback URL/ }).click(); // closes the events' suggestions
    await dialog.getByRole('button', { name: 'Add Webhook' }).click();
    await expect.poll(() => page.getByText('Updated Successfully').count(), { timeout: 10_000 }).toBe(1);
    await expect
      .poll(
        async () =>
          (await e2e().db.selectFrom('webhook').select('events').where('userId', '=', partnerId).executeTakeFirst())
            ?.events,
      )
      .toEqual(['bond.created', 'claim.created']);
    await context.close();
  });
});
