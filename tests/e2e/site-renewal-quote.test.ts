import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { payUnlessCovered } from './checkout.ts';
import { e2eForThisFile } from './harness.ts';
import { signInOnSite } from './site-sign-in.ts';

const e2e = e2eForThisFile();

/** ₹2,960.40 → 296040 paise; -₹1,500.00 → -150000. */
const paise = (shown: string) => {
  const n = Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100);
  return shown.trim().startsWith('-') ? -n : n;
};

/** The quote as a region shows it: each part's label and amount, and the amount to pay. */
async function shownQuote(scope: Locator) {
  const price = scope.getByRole('region', { name: 'Renewal price' });
  await price.waitFor();
  const parts = await price.locator('li[data-part]').evaluateAll((items) =>
    items.map((li) => ({
      key: li.getAttribute('data-part'),
      label: li.children[0]?.textContent ?? '',
      amount: li.children[1]?.textContent ?? '',
    })),
  );
  const amountToPay = await price.getByTestId('final-amount').innerText();
  const changes = await scope.getByRole('region', { name: messages.renewalQuote.whatChanged }).innerText();
  return { parts, amountToPay, changes };
}

/**
 * tenant@'s renewal (issue 34 item 4): the dashboard's offer and the renew drawer show the same quote, its parts adding
 * up to the amount to pay, with what changed since the last payment (the seed's rate review raised the rate after
 * tenant@ bought the bond); the order the drawer places charges that amount.
 */
describe("the renewal quote on tenant@'s dashboard and in the renew drawer", () => {
  it("opens the renew drawer from the reminder e-mail's link, through the sign-in", async () => {
    const { db } = e2e();
    const bond = await db
      .selectFrom('bond')
      .innerJoin('user', 'user.id', 'bond.tenantId')
      .select(['bond.bondId'])
      .where('user.email', '=', 'tenant@nivaas.test')
      .executeTakeFirstOrThrow();
    const { page } = await e2e().visit(`/home/dashboard?renewal=${bond.bondId}&term=2026-12-31#renew`, {
      width: 1280,
    });
    await page.waitForURL(/\/login\?redirectTo=/);
    await signInOnSite(page, 'tenant@nivaas.test');
    const drawer = page.getByRole('dialog', { name: 'Renew Bond' });
    await drawer.getByRole('region', { name: 'Renewal price' }).waitFor({ timeout: 15_000 });
  });

  it('shows the parts adding up to the amount to pay and the reasons, and the checkout charges that amount', async () => {
    const { db } = e2e();
    const { page } = await e2e().visit('/login', { width: 412 });
    await signInOnSite(page, 'tenant@nivaas.test');
    const offer = page.locator('section[aria-labelledby="renewal-offer"]');
    const heading = offer.locator('#renewal-offer');
    await expect.poll(() => heading.innerText().catch(() => ''), { timeout: 15_000 }).toMatch(/^Renewal for 1 year/);
    const onDashboard = await shownQuote(offer);
    expect(onDashboard.parts.map((p) => p.key)).toContain('gst');
    expect(onDashboard.parts.reduce((sum, p) => sum + paise(p.amount), 0)).toBe(paise(onDashboard.amountToPay));
    expect(onDashboard.changes).toContain('Last time you paid a bond fee of ₹');
    expect(onDashboard.changes).toMatch(
      /The product's rate changed on \d{2}\/\d{2}\/\d{4}: at your last bond value and tenure the fee rose from ₹[\d,]+\.\d\d to ₹[\d,]+\.\d\d\./,
    );
    expect(onDashboard.changes).toMatch(/₹[\d,]+\.\d\d of wallet credit is used, so you pay ₹[\d,]+\.\d\d\./);

    await page.getByRole('button', { name: 'Renew Bond' }).click();
    const drawer = page.getByRole('dialog', { name: 'Renew Bond' });
    const inDrawer = await shownQuote(drawer);
    expect(inDrawer).toEqual(onDashboard);
    const pay = drawer.getByRole('button', { name: /^Pay / });
    await expect.poll(() => pay.isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await pay.innerText()).toBe(`Pay ${inDrawer.amountToPay}`);

    const tenant = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'tenant@nivaas.test')
      .executeTakeFirstOrThrow();
    await pay.click();
    await payUnlessCovered(page);
    await page
      .getByRole('dialog', { name: 'Payment successful!' })
      .getByText(/Your bond is renewed/)
      .waitFor();
    const order = await db
      .selectFrom('payment_order')
      .select(['amount', 'status', 'fee', 'gst', 'walletUsed'])
      .where('userId', '=', tenant.id)
      .where('type', '=', 'renew')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
    expect(Math.round(Number(order.amount) * 100)).toBe(paise(inDrawer.amountToPay));
    const part = (key: string) => paise(inDrawer.parts.find((p) => p.key === key)?.amount ?? '0');
    expect(Math.round(Number(order.gst) * 100)).toBe(part('gst'));
    expect(-Math.round(Number(order.walletUsed) * 100)).toBe(part('walletCredit'));
  });
});
