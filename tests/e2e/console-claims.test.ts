import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from '#generated/messages.ts';
import { breachCalculation } from '#domain/claims/breach-days.ts';
import { rupees } from '#domain/format/money.ts';
import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

/** A 1×1 PNG: the server checks the content, not the name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

interface SeededLine { type: string; status?: string; rentAmount?: number; from?: string; to?: string; checkinDate?: string; checkoutDate?: string; approvedAmount?: number; images?: string[] }

/** A seeded claim no staff member has decided yet whose first line is unpaid rent over a period, with its bond. */
async function undecidedRentClaim() {
  const db = e2e().db;
  const claims = await db.selectFrom('claim').innerJoin('bond', 'bond.id', 'claim.bondId')
    .select(['claim.id', 'claim.claims', 'claim.eligibleAmount', 'bond.bondAmount', 'bond.bondEffectiveDate', 'bond.monthlyRent', 'bond.productId']).orderBy('claim.createdAt', 'desc').execute();
  const claim = claims.find((c) => {
    const lines = c.claims as unknown as SeededLine[];
    return lines.every((l) => !l.status || l.status === 'pending') && lines[0].from && lines[0].to && lines[0].rentAmount;
  });
  expect(claim).toBeDefined();
  return { ...claim!, lines: claim!.claims as unknown as SeededLine[] };
}

describe('the staff claims workspace (/home/claims)', () => {
  it('admin: opens a claim, adds a damage line with a picture, decides the lines, sees the totals, submits and downloads the report', async () => {
    const claim = await undecidedRentClaim();
    const total = Number((await e2e().db.selectFrom('claim').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const { context, page } = await e2e().signIn('admin');
    await page.getByRole('menuitem', { name: 'Claim' }).click();
    await page.waitForURL(/\/admin\/home\/claims/);
    await page.getByRole('heading', { name: 'Claims', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('claim-row').count()).toBe(Math.min(10, total));

    await page.goto(`/admin/home/claims?claim=${claim.id}`);
    const drawer = page.getByTestId('staff-claim-drawer');
    const first = drawer.locator('[data-testid=claim-line][data-line="0"]');
    await first.waitFor();
    // The period cannot start before the bond: the picker's first day is its effective date.
    expect(await first.locator('input[type=date]').first().getAttribute('min')).toBe(claim.bondEffectiveDate);
    // The breach-day calculation of the rent line, with the product feature's window and the bond value in days.
    const [line0] = claim.lines;
    const coverage = await e2e().db.selectFrom('product').select('features').where('id', '=', claim.productId!).executeTakeFirstOrThrow();
    const feature = (coverage.features as { coverage: string; specificlimit: string }[]);
    const names = await e2e().db.selectFrom('coverage').select(['id', 'name']).execute();
    const limitId = feature.find((f) => names.find((n) => n.id === f.coverage)?.name === line0.type)!.specificlimit;
    const limit = await e2e().db.selectFrom('specific_limit').select('breachWindowDays').where('id', '=', limitId).executeTakeFirstOrThrow();
    const calc = breachCalculation({ ...line0, windowDays: limit.breachWindowDays, bondAmount: claim.bondAmount })!;
    expect(await first.getByTestId('breach-amount').textContent()).toContain(rupees(calc.amount));

    // A new damage line: the type among the product's coverages, a wrong file refused, a picture uploaded.
    await drawer.locator('[id="staff-claim_claims__add"]').click();
    const added = drawer.locator(`[data-testid=claim-line][data-line="${claim.lines.length}"]`);
    await added.getByRole('combobox', { name: /Claim Type/ }).click();
    await page.getByRole('option', { name: 'Property Damage' }).click();
    await added.getByRole('spinbutton', { name: /Claim Amount/ }).fill('4000');
    await added.getByRole('combobox', { name: /Damage Type/ }).click();
    await page.getByRole('option', { name: 'visible' }).click();
    const images = added.getByTestId('files-image');
    await images.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    expect(await images.getByRole('alert').textContent()).toBe(messages.upload.imageType);
    await images.locator('input[type=file]').setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => images.getByTestId('uploaded-file').count()).toBe(1);

    // Decisions: the rent line rejected (no amount field, approved 0); the damage line approved, first too much.
    await first.getByRole('combobox', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Rejected' }).click();
    expect(await first.getByRole('spinbutton', { name: /Approved Amount/ }).count()).toBe(0);
    await added.getByRole('combobox', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Approved', exact: true }).click();
    const eligible = claim.eligibleAmount ?? claim.bondAmount;
    await added.getByRole('spinbutton', { name: /Approved Amount/ }).fill(String(eligible + 1));
    await drawer.getByText(messages.claim.approvedOverEligible).waitFor();
    await added.getByRole('spinbutton', { name: /Approved Amount/ }).fill('3000');
    await expect.poll(() => drawer.getByText(messages.claim.approvedOverEligible).count()).toBe(0);
    expect(await drawer.getByTestId('total-approved').textContent()).toContain(rupees(3000));
    expect(await drawer.getByTestId('total-eligible').textContent()).toContain(rupees(eligible));

    const reloaded = page.waitForEvent('load');
    await drawer.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(messages.success.claimSubmitted).waitFor();
    await reloaded;
    const stored = await e2e().db.selectFrom('claim').select(['claims', 'comment']).where('id', '=', claim.id).executeTakeFirstOrThrow();
    const lines = stored.claims as unknown as SeededLine[];
    expect(lines[0]).toMatchObject({ status: 'rejected', approvedAmount: 0 });
    expect(lines[lines.length - 1]).toMatchObject({ type: 'Property Damage', status: 'approved', approvedAmount: 3000, images: [expect.stringContaining('/')] });

    // After the reload the claim is open again; its report is a PDF.
    await drawer.getByRole('button', { name: 'Claim Report' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: 'Claim Report' }).click()]);
    expect(download.suggestedFilename()).toBe('report.pdf');
    expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });

  it('staff without claims rights: the claim read-only, no status, amount or submit controls', async () => {
    const claim = await undecidedRentClaim();
    const { context, page } = await e2e().signIn('staff');
    await page.getByRole('menuitem', { name: 'Claim' }).click();
    await page.waitForURL(/\/admin\/home\/claims/);
    await page.getByTestId('claim-row').first().waitFor();
    await page.goto(`/admin/home/claims?claim=${claim.id}`);
    const drawer = page.getByTestId('staff-claim-drawer');
    await drawer.getByTestId('claim-readonly').waitFor();
    expect(await page.getByRole('dialog', { name: /^Claim/ }).count()).toBe(1);
    expect(await drawer.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    expect(await drawer.getByRole('combobox').count()).toBe(0);
    expect(await drawer.getByRole('spinbutton').count()).toBe(0);
    expect(await drawer.getByTestId('breach-calculation').count()).toBeGreaterThan(0);
    await context.close();
  });
});
