import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { addDays, indiaDay, shownDate } from '#domain/format/dates.ts';
import { messages } from '#generated/messages.ts';
import { DEMO_PASSWORD } from '#seed/demo-logins.ts';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

/** A 1×1 PNG: the server checks the content, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function bearer(key: string): Promise<string> {
  const res = await fetch(`${e2e().baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `${key}@nivaas.test`, password: DEMO_PASSWORD }),
  });
  return (await res.json()).tokens.access.token;
}

/** The demo landlord's claim of two rent lines on an Active bond of one of their tenants (given the demo password). */
async function raisedClaim() {
  const { db } = e2e();
  const landlord = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', 'landlord@nivaas.test')
    .executeTakeFirstOrThrow();
  const claimed = (await db.selectFrom('claim').select('bondId').execute()).map((c) => c.bondId);
  const bond = await db
    .selectFrom('bond')
    .innerJoin('user', 'user.id', 'bond.tenantId')
    .select(['bond.id', 'bond.tenantId', 'bond.bondEffectiveDate', 'user.email'])
    .where('bond.landlordId', '=', landlord.id)
    .where('bond.status', '=', 'Active')
    .where('bond.id', 'not in', claimed)
    .where('user.email', 'is not', null)
    .orderBy('bond.createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const demo = await db
    .selectFrom('user')
    .select('password')
    .where('email', '=', 'tenant@nivaas.test')
    .executeTakeFirstOrThrow();
  await db.updateTable('user').set({ password: demo.password }).where('id', '=', bond.tenantId).execute();
  const res = await fetch(`${e2e().baseUrl}/api/v1/claims`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await bearer('landlord')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      landlordId: landlord.id,
      tenantId: bond.tenantId,
      bondId: bond.id,
      claims: [
        {
          type: 'Unpaid Rent',
          claimAmount: 18000,
          from: bond.bondEffectiveDate,
          details: 'Rent for two months unpaid',
        },
        { type: 'Unpaid Rent', claimAmount: 4000, from: bond.bondEffectiveDate, details: 'Late fee' },
      ],
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return { claim: await res.json(), email: bond.email! };
}

/** Each stage of a timeline on the page: its stage, state and date text. */
async function stagesOf(page: Page) {
  const timeline = page.getByTestId('claim-timeline');
  await timeline.waitFor();
  return timeline.locator('[data-stage]').evaluateAll((items) =>
    items.map((li) => ({
      stage: li.getAttribute('data-stage'),
      state: li.getAttribute('data-state'),
      detail: li.querySelector('.stage-detail')?.textContent,
    })),
  );
}

describe('a claim everyone can follow (issue 34)', () => {
  it('the landlord raises it, the tenant disputes a line with a picture, staff decide with a reason, and all three see the same stages and dates', async () => {
    const { claim, email } = await raisedClaim();
    const today = indiaDay(new Date());
    const respondBy = shownDate(addDays(today, 7));

    // The tenant: the timeline with the answer due, then the answer, free, in the app.
    const tenant = await e2e().visit('/login?redirectTo=/home/claims');
    await tenant.page.locator('form.account-form.ready').waitFor();
    await tenant.page.getByLabel('Email').fill(email);
    await tenant.page.getByLabel('Password').fill(DEMO_PASSWORD);
    await tenant.page.getByRole('button', { name: 'Sign In' }).click();
    await tenant.page.waitForURL((url) => url.pathname === '/home/claims');
    await tenant.page.goto(`/home/claims?claim=${claim.id}`);
    const drawer = tenant.page.getByRole('dialog', { name: `Claim ${claim.claimNumber}` });
    expect((await stagesOf(tenant.page)).find((s) => s.stage === 'response')).toEqual({
      stage: 'response',
      state: 'next',
      detail: `Due by ${respondBy}`,
    });
    const [rent, fee] = await drawer.getByTestId('answer-line').all();
    await rent.getByLabel('I accept').check();
    await fee.getByLabel('I dispute').check();
    await drawer.getByRole('button', { name: messages.claimTimeline.respondSend }).click();
    await fee.getByText(messages.claim.disputeNeedsNote).waitFor();
    await fee.getByLabel('Why you dispute it').fill('The late fee is not in the agreement');
    await fee.locator('input[type=file][accept="image/png,image/jpeg"]').setInputFiles({
      name: 'agreement-page.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await fee.getByTestId('answer-file').waitFor();
    await drawer.getByRole('button', { name: messages.claimTimeline.respondSend }).click();
    await drawer.getByTestId('claim-answers').waitFor();
    expect(await drawer.getByTestId('claim-answers').innerText()).toContain(
      'Disputed (The late fee is not in the agreement), 1 file',
    );

    // Staff: both sides side by side, then the decision with its reason.
    const staff = await e2e().signIn('admin');
    await staff.page.goto(`/admin/home/claims?claim=${claim.id}`);
    const staffDrawer = staff.page.getByTestId('staff-claim-drawer');
    const side = staffDrawer.locator('[data-testid=claim-side-line][data-line="1"]');
    await side.waitFor();
    expect(await side.getByTestId('tenant-side').innerText()).toContain('Disputed');
    expect(await side.getByTestId('tenant-side').getByRole('link', { name: 'View 1' }).count()).toBe(1);
    const lines = staffDrawer.locator('[data-testid=claim-line]');
    await lines
      .nth(0)
      .getByRole('combobox', { name: /Status/ })
      .click();
    await staff.page.getByRole('option', { name: 'Approved', exact: true }).click();
    await lines
      .nth(0)
      .getByRole('spinbutton', { name: /Approved Amount/ })
      .fill('18000');
    await lines
      .nth(1)
      .getByRole('combobox', { name: /Status/ })
      .click();
    await staff.page.getByRole('option', { name: 'Rejected' }).click();
    await staffDrawer.getByRole('button', { name: 'Submit' }).click();
    await staffDrawer.getByText(messages.claim.decisionReasonRequired).first().waitFor();
    await staffDrawer.getByLabel(/Decision Reason/).fill('Rent unpaid per the ledger; the agreement has no late fee');
    await staffDrawer.getByRole('button', { name: 'Submit' }).click();
    await staff.page.getByText(messages.success.claimSubmitted).waitFor();
    await expect.poll(async () => (await stagesOf(staff.page)).find((s) => s.stage === 'decision')?.state).toBe('done');

    // The landlord's drawer and the tenant's page, reloaded: the same stages on the same dates.
    const landlord = await e2e().signIn('landlord');
    await landlord.page.getByRole('menuitem', { name: 'Claims' }).click();
    await landlord.page
      .locator(`[data-testid=claim-row][data-claim-id="${claim.id}"]`)
      .getByTestId('open-claim')
      .click();
    await tenant.page.reload();
    const [seenByStaff, seenByLandlord, seenByTenant] = await Promise.all(
      [staff.page, landlord.page, tenant.page].map(stagesOf),
    );
    const decided = shownDate(today);
    expect(seenByTenant).toEqual([
      { stage: 'raised', state: 'done', detail: decided },
      { stage: 'notified', state: 'done', detail: decided },
      { stage: 'response', state: 'done', detail: `Answered on ${decided}` },
      { stage: 'evidence', state: 'done', detail: decided },
      { stage: 'decision', state: 'done', detail: decided },
      { stage: 'payout', state: 'next', detail: expect.stringMatching(/^Due by \d\d\/\d\d\/\d{4}$/) },
      { stage: 'recovery', state: 'upcoming', detail: messages.claimTimeline.pending },
    ]);
    expect(seenByLandlord).toEqual(seenByTenant);
    expect(seenByStaff).toEqual(seenByTenant);
    // The tenant's list says what comes next, with its due date.
    expect(
      await tenant.page.locator('tr').filter({ hasText: claim.claimNumber }).getByTestId('claim-next').innerText(),
    ).toBe(`${messages.claimTimeline.tenantPayout}: ${seenByTenant[5].detail}`);
    await tenant.page.getByRole('dialog').getByTestId('decision-reason').waitFor();
    expect(await tenant.page.getByTestId('decision-reason').innerText()).toContain('the agreement has no late fee');
    await Promise.all([tenant, staff, landlord].map((p) => p.context.close()));
  });
});
