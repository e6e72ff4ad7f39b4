import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { breachCalculation } from '#domain/claims/breach-days.ts';
import { shownDate } from '#domain/format/dates.ts';
import { rupees, rupeesWithPaise } from '#domain/format/money.ts';
import { messages } from '#generated/messages.ts';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

/** A 1×1 PNG: the server checks the content, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface SeededLine {
  type: string;
  status?: string;
  rentAmount?: number;
  from?: string;
  to?: string;
  checkinDate?: string;
  checkoutDate?: string;
  approvedAmount?: number;
  images?: string[];
}

/** A seeded claim no staff member has decided yet whose first line is unpaid rent over a period, with its bond. */
async function undecidedRentClaim() {
  const db = e2e().db;
  const claims = await db
    .selectFrom('claim')
    .innerJoin('bond', 'bond.id', 'claim.bondId')
    .select([
      'claim.id',
      'claim.claims',
      'claim.eligibleAmount',
      'bond.bondAmount',
      'bond.bondEffectiveDate',
      'bond.monthlyRent',
      'bond.productId',
    ])
    .orderBy('claim.createdAt', 'desc')
    .execute();
  const claim = claims.find((c) => {
    const lines = c.claims as unknown as SeededLine[];
    return (
      lines.every((l) => !l.status || l.status === 'pending') && lines[0].from && lines[0].to && lines[0].rentAmount
    );
  });
  expect(claim).toBeDefined();
  return { ...claim!, lines: claim!.claims as unknown as SeededLine[] };
}

describe('the staff claims workspace (/home/claims)', () => {
  it('admin: opens a claim, adds a damage line with a picture, decides the lines, sees the totals, submits and downloads the report', async () => {
    const claim = await undecidedRentClaim();
    const total = Number(
      (
        await e2e()
          .db.selectFrom('claim')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const { context, page } = await e2e().signIn('admin');
    await page.getByRole('menuitem', { name: 'Claims', exact: true }).click();
    await page.waitForURL(/\/admin\/home\/claims/);
    await page.getByRole('heading', { name: 'Claims', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('claim-row').count()).toBe(Math.min(10, total));

    await page.goto(`/admin/home/claims?claim=${claim.id}`);
    const drawer = page.getByTestId('staff-claim-drawer');
    const first = drawer.locator('[data-testid=claim-line][data-line="0"]');
    await first.waitFor();
    // The period cannot start before the bond: the picker's first day is its effective date.
    expect(await first.locator('input[type=date]').first().getAttribute('min')).toBe(claim.bondEffectiveDate);
    // Dates read DD/MM/YYYY in the form as everywhere else.
    expect(await first.getByLabel(/Period From/).inputValue()).toBe(shownDate(claim.lines[0].from));
    // The breach-day calculation of the rent line, with the product feature's window and the bond value in days.
    const [line0] = claim.lines;
    const coverage = await e2e()
      .db.selectFrom('product')
      .select('features')
      .where('id', '=', claim.productId!)
      .executeTakeFirstOrThrow();
    const feature = coverage.features as { coverage: string; specificlimit: string }[];
    const names = await e2e().db.selectFrom('coverage').select(['id', 'name']).execute();
    const limitId = feature.find((f) => names.find((n) => n.id === f.coverage)?.name === line0.type)!.specificlimit;
    const limit = await e2e()
      .db.selectFrom('specific_limit')
      .select('breachWindowDays')
      .where('id', '=', limitId)
      .executeTakeFirstOrThrow();
    const calc = breachCalculation({ ...line0, windowDays: limit.breachWindowDays, bondAmount: claim.bondAmount })!;
    expect(await first.getByTestId('breach-amount').textContent()).toContain(rupees(calc.amount));

    // A new damage line: the type among the product's coverages, a wrong file refused, a picture uploaded.
    await drawer.locator('[id="staff-claim_claims__add"]').click();
    const added = drawer.locator(`[data-testid=claim-line][data-line="${claim.lines.length}"]`);
    await added.getByRole('combobox', { name: /Claim Type/ }).click();
    await page.getByRole('option', { name: 'Property Damage' }).click();
    await added.getByRole('spinbutton', { name: /Claim Amount/ }).fill('4000');
    // Functional damage asks for videos, visible damage for pictures (the claim schema's conditions, decision 061).
    await added.getByRole('combobox', { name: /Damage Type/ }).click();
    await page.getByRole('option', { name: 'Functional' }).click();
    await added.getByTestId('files-video').waitFor();
    expect(await added.getByTestId('files-image').count()).toBe(0);
    expect(await added.getByLabel(/Period From/).count()).toBe(0);
    await added.getByRole('combobox', { name: /Damage Type/ }).click();
    await page.getByRole('option', { name: 'Visible' }).click();
    const images = added.getByTestId('files-image');
    await images.waitFor();
    expect(await added.getByTestId('files-video').count()).toBe(0);
    await images
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
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
    const stored = await e2e()
      .db.selectFrom('claim')
      .select(['claims', 'comment'])
      .where('id', '=', claim.id)
      .executeTakeFirstOrThrow();
    const lines = stored.claims as unknown as SeededLine[];
    expect(lines[0]).toMatchObject({ status: 'rejected', approvedAmount: 0 });
    expect(lines[lines.length - 1]).toMatchObject({
      type: 'Property Damage',
      status: 'approved',
      approvedAmount: 3000,
      images: [expect.stringContaining('/')],
    });

    // After the reload the claim is open again; its report is a PDF.
    await drawer.getByRole('button', { name: 'Claim Report' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('button', { name: 'Claim Report' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^nivaas-claim-CLM-[A-Z0-9-]+\.pdf$/);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await context.close();
  });

  it('staff without claims rights: the claim read-only, no status, amount or submit controls', async () => {
    const claim = await undecidedRentClaim();
    const { context, page } = await e2e().signIn('staff');
    await page.getByRole('menuitem', { name: 'Claims', exact: true }).click();
    await page.waitForURL(/\/admin\/home\/claims/);
    await page.getByTestId('claim-row').first().waitFor();
    await page.goto(`/admin/home/claims?claim=${claim.id}`);
    const drawer = page.getByTestId('staff-claim-drawer');
    await drawer.getByTestId('claim-readonly').waitFor();
    // Titled by the claim, not as an update the viewer cannot make; no Save of any kind.
    expect(await page.getByRole('dialog', { name: /^Claim CLM/ }).count()).toBe(1);
    expect(await page.getByRole('dialog', { name: /Update Claim/ }).count()).toBe(0);
    expect(await drawer.getByRole('button', { name: /Save|Update/ }).count()).toBe(0);
    expect(await drawer.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    expect(await drawer.getByRole('combobox').count()).toBe(0);
    expect(await drawer.getByRole('spinbutton').count()).toBe(0);
    expect(await drawer.getByTestId('breach-calculation').count()).toBeGreaterThan(0);
    await context.close();
  });
  it("underwriter and finance head: Update Claim with each line's decision shown read-only and the settlement beside it", async () => {
    const claim = await undecidedRentClaim();
    const decided = claim.lines.map((l, i) =>
      i === 0 ? { ...l, status: 'approved', approvedAmount: 1000, remark: 'Checked with the ledger' } : l,
    );
    const payments = [{ paymentDate: claim.bondEffectiveDate, authAmount: 1000, utr_checkNumber: 'UTR123' }];
    await e2e()
      .db.updateTable('claim')
      .set({ claims: JSON.stringify(decided), payments: JSON.stringify(payments) } as never)
      .where('id', '=', claim.id)
      .execute();
    for (const who of ['underwriter', 'finance']) {
      const { context, page } = await e2e().signIn(who);
      await page.goto(`/admin/home/claims?claim=${claim.id}`);
      const drawer = page.getByTestId('staff-claim-drawer');
      const first = drawer.locator('[data-testid=claim-line][data-line="0"]');
      await first.waitFor();
      expect(await page.getByRole('dialog', { name: /^Update Claim CLM/ }).count()).toBe(1);
      // The decision is in sight and cannot be changed: status, approved amount and remark.
      const status = first.getByRole('combobox', { name: /Status/ });
      expect(await status.innerText()).toBe('Approved');
      expect(await status.getAttribute('aria-disabled')).toBe('true');
      expect(await first.getByRole('spinbutton', { name: /Approved Amount/ }).isDisabled()).toBe(true);
      expect(await first.getByRole('textbox', { name: /Remark/ }).inputValue()).toBe('Checked with the ledger');
      expect(await first.getByRole('textbox', { name: /Remark/ }).isDisabled()).toBe(true);
      expect(await drawer.getByText('Only an admin decides a claim').count()).toBe(1);
      // The settlement is a payment view: paise for every reader.
      expect(await drawer.getByTestId('claim-settlement').innerText()).toContain(rupeesWithPaise(1000));
      // What they may change still can be: the claim amount and the comment, with a Submit.
      expect(await first.getByRole('spinbutton', { name: /Claim Amount/ }).isDisabled()).toBe(false);
      expect(await drawer.getByRole('button', { name: 'Submit' }).count()).toBe(1);
      await context.close();
    }
  });

  it('a change asks before it is discarded (a click outside, Escape) and survives a reload as a draft', async () => {
    const claim = await undecidedRentClaim();
    const stored = await e2e()
      .db.selectFrom('claim')
      .select('comment')
      .where('id', '=', claim.id)
      .executeTakeFirstOrThrow();
    const { context, page } = await e2e().signIn('admin');
    await page.goto(`/admin/home/claims?claim=${claim.id}`);
    const drawer = page.getByTestId('staff-claim-drawer');
    const comment = drawer.locator('[id="staff-claim_comment"]');
    await comment.waitFor();
    // Nothing changed: a click outside closes at once.
    await page.mouse.click(100, 450);
    await page.waitForURL((url) => !url.searchParams.has('claim'));
    await page.goto(`/admin/home/claims?claim=${claim.id}`);
    await comment.waitFor();
    await comment.fill('The tenant left the keys with the guard');
    // A click outside asks; Keep editing keeps the drawer and the text.
    await page.mouse.click(100, 450);
    const ask = page.getByRole('dialog', { name: 'Discard changes?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    expect(await comment.inputValue()).toBe('The tenant left the keys with the guard');
    // A reload asks the browser's question; the draft is back after it.
    const asked: string[] = [];
    page.on('dialog', (d) => {
      asked.push(d.type());
      void d.accept();
    });
    await page.reload();
    await expect.poll(() => asked).toContain('beforeunload');
    await drawer.getByTestId('claim-draft-restored').waitFor();
    expect(await comment.inputValue()).toBe('The tenant left the keys with the guard');
    // Escape asks too; Discard closes and forgets the draft.
    await page.keyboard.press('Escape');
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL((url) => !url.searchParams.has('claim'));
    await page.goto(`/admin/home/claims?claim=${claim.id}`);
    await comment.waitFor();
    expect(await comment.inputValue()).toBe(stored.comment ?? '');
    expect(await drawer.getByTestId('claim-draft-restored').count()).toBe(0);
    await context.close();
  });

  it('at 1280 px with the menu open the table shows its key columns without scrolling sideways, amounts in whole rupees for staff', async () => {
    const { context, page } = await e2e().signIn('admin', { width: 1280 });
    await page.goto('/admin/home/claims');
    const table = page.getByTestId('claims-table');
    await page.getByTestId('claim-row').first().waitFor();
    const fit = await table.evaluate((t) => ({ table: t.scrollWidth, box: t.parentElement!.clientWidth }));
    expect(fit.table).toBeLessThanOrEqual(fit.box);
    for (const name of ['Claim Number', 'Tenant', 'Landlord', 'Claimed', 'Approved', 'Status'])
      expect(await table.getByRole('columnheader', { name, exact: true }).isVisible()).toBe(true);
    const row = page.getByTestId('claim-row').first();
    const id = await row.getAttribute('data-claim-id');
    const stored = await e2e().db.selectFrom('claim').select('claims').where('id', '=', id!).executeTakeFirstOrThrow();
    const claimed = (stored.claims as unknown as SeededLine[] & { claimAmount?: number }[]).reduce(
      (s, l) => s + ((l as { claimAmount?: number }).claimAmount ?? 0),
      0,
    );
    expect(await row.innerText()).toContain(rupees(claimed));
    expect(await row.innerText()).not.toMatch(/₹[\d,]+\.\d\d/);
    await context.close();
  });
  it('two staff saving one claim: the later save shows both versions and applies its changes onto the other', async () => {
    const claim = await undecidedRentClaim();
    const first = await e2e().signIn('admin');
    const second = await e2e().signIn('admin');
    for (const { page } of [first, second]) {
      await page.goto(`/admin/home/claims?claim=${claim.id}`);
      await page.getByTestId('staff-claim-drawer').locator('[id="staff-claim_comment"]').waitFor();
    }
    // The second person saves a comment first.
    const theirs = second.page.getByTestId('staff-claim-drawer');
    await theirs.locator('[id="staff-claim_comment"]').fill('Second person: keys returned late');
    await theirs.getByRole('button', { name: 'Submit' }).click();
    await second.page.getByText(messages.success.claimSubmitted).waitFor();
    // The first, still on the version they opened, changes the first line's amount: refused, both shown.
    const mine = first.page.getByTestId('staff-claim-drawer');
    const amount = mine
      .locator('[data-testid=claim-line][data-line="0"]')
      .getByRole('spinbutton', { name: /Claim Amount/ });
    await amount.fill('12345');
    await mine.getByRole('button', { name: 'Submit' }).click();
    const dialog = first.page.getByRole('dialog', { name: /Someone else changed this Claim/ });
    await dialog.waitFor();
    // The dialog says it all: no failure toast behind it.
    expect(await first.page.locator('.MuiSnackbar-root').count()).toBe(0);
    const rows = await dialog.getByRole('row').allTextContents();
    expect(rows.some((r) => r.startsWith('Comment') && r.includes('Second person: keys returned late'))).toBe(true);
    await dialog.getByRole('button', { name: 'Apply my changes to theirs' }).click();
    await first.page.getByText(messages.success.claimSubmitted).waitFor();
    const stored = await e2e()
      .db.selectFrom('claim')
      .select(['claims', 'comment'])
      .where('id', '=', claim.id)
      .executeTakeFirstOrThrow();
    expect(stored.comment).toBe('Second person: keys returned late');
    expect((stored.claims as unknown as { claimAmount: number }[])[0].claimAmount).toBe(12345);
    await first.context.close();
    await second.context.close();
  });
});
