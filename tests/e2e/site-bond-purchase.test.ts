import { describe, expect, it } from 'vitest';

import { checkout, payUnlessCovered } from './checkout.ts';
import { e2eForThisFile } from './harness.ts';
import { signInOnSite } from './site-sign-in.ts';

const e2e = e2eForThisFile();
type Db = ReturnType<typeof e2e>['db'];

/** The tenant's maximum eligibility (the most a new bond of theirs may be worth). */
async function eligibilityOf(db: Db, tenantId: string): Promise<number> {
  return Number(
    (
      await db
        .selectFrom('eligibility')
        .select('maxEligibilityAmount')
        .where('userId', '=', tenantId)
        .executeTakeFirstOrThrow()
    ).maxEligibilityAmount,
  );
}

/**
 * An active property sold with an editable product whose minimum guarantee (three months' rent at most) a value of
 * `value` meets: the bond rules (domain/bonds/value.ts) then accept that value.
 */
async function propertyFor(db: Db, value: number, except: string[] = []) {
  return db
    .selectFrom('property')
    .innerJoin('subscription', 'subscription.landlordId', 'property.landlordId')
    .innerJoin('product', 'product.id', 'subscription.productId')
    .select(['property.id', 'property.landlordId', 'property.name'])
    .where('product.isValueEditable', '=', true)
    .where('property.status', '=', 'active')
    .where('property.expectedRent', '<=', Math.floor(value / 3))
    .$if(except.length > 0, (q) => q.where('property.id', 'not in', except))
    .orderBy('property.createdAt', 'asc')
    .executeTakeFirstOrThrow();
}

describe('buying and renewing a bond on the site (spec 001 §2, §4)', () => {
  it('newtenant@ pays for the bond of an accepted request: the price follows the amount, a failed and a cancelled checkout, then a paid one issues the bond', async () => {
    const { db } = e2e();
    const tenant = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'newtenant@nivaas.test')
      .executeTakeFirstOrThrow();
    // A property sold with an editable product (the landlord's subscription), and the landlord's acceptance.
    const value = Math.min(90_000, await eligibilityOf(db, tenant.id));
    const property = await propertyFor(db, value);
    await db
      .insertInto('bond_request')
      .values({
        type: 'buy',
        status: 'accepted',
        propertyId: property.id,
        userId: tenant.id,
        landlordId: property.landlordId,
      } as never)
      .execute();

    const { page } = await e2e().visit('/login');
    await signInOnSite(page, 'newtenant@nivaas.test');
    await page.getByRole('button', { name: 'Pay for your bond' }).click();
    const drawer = page.getByRole('dialog', { name: 'Buy Bond' });
    const final = drawer.getByTestId('final-amount');
    await expect.poll(() => final.innerText(), { timeout: 10_000 }).toMatch(/₹[\d,]+\.\d\d/);
    const first = await final.innerText();
    // The value's rule, as the server holds it: an empty or too small value gets its message and no Pay.
    const amountField = drawer.getByLabel('Bond Amount');
    const pay = drawer.getByRole('button', { name: /^Pay/ });
    await amountField.fill('');
    await drawer.getByText('Enter the bond value').waitFor();
    expect(await pay.isDisabled()).toBe(true);
    expect(await final.innerText()).toBe('—');
    await amountField.fill('1000');
    await drawer
      .getByText(/The bond value must be at least ₹[\d,]+\.00: the minimum guarantee is \d months' rent/)
      .waitFor();
    expect(await pay.isDisabled()).toBe(true);
    await amountField.fill(String(value));
    await expect.poll(() => final.innerText(), { timeout: 10_000 }).not.toMatch(/^(—|)$/);
    if (value !== 60_000) await expect.poll(() => final.innerText(), { timeout: 10_000 }).not.toBe(first);
    const price = await final.innerText();

    // A failed payment: 'Payment failed!' and the support text; then a cancelled one.
    await drawer.getByRole('button', { name: `Pay ${price}` }).click();
    await checkout(page).getByRole('button', { name: 'Fail payment' }).click();
    const failed = page.getByRole('dialog', { name: 'Payment failed!' });
    await failed.getByText('There seems to be an issue. Please reach our support for resolution.').waitFor();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await drawer.getByRole('button', { name: `Pay ${price}` }).click();
    await checkout(page).getByRole('button', { name: 'Cancel' }).click();
    await drawer.getByText('Payment was cancelled').waitFor();

    await drawer.getByRole('button', { name: `Pay ${price}` }).click();
    await checkout(page).getByRole('button', { name: /^Pay / }).click();
    const done = page.getByRole('dialog', { name: 'Payment successful!' });
    await done.getByText(/Your bond is issued \(NVB-/).waitFor();
    const bond = await db
      .selectFrom('bond')
      .select(['status', 'bondAmount', 'bondId'])
      .where('tenantId', '=', tenant.id)
      .where('propertyId', '=', property.id)
      .executeTakeFirstOrThrow();
    expect(bond).toMatchObject({ status: 'Pending-Check-in', bondAmount: value });
    const order = await db
      .selectFrom('payment_order')
      .select(['status', 'amount'])
      .where('userId', '=', tenant.id)
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    expect(
      `₹${Number(order.amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    ).toBe(price);
    await done.getByRole('button', { name: 'Go to dashboard' }).click();
    await page.getByRole('region', { name: 'Your Bond' }).getByText(bond.bondId!).waitFor();

    // The provider's return page: a paid order shows its bond; a forged return of an unpaid one pays nothing.
    const orders = await db
      .selectFrom('payment_order')
      .select(['eqaroOrderId', 'status'])
      .where('userId', '=', tenant.id)
      .orderBy('createdAt', 'asc')
      .execute();
    const paid = orders.find((o) => o.status === 'paid')!;
    const unpaid = orders.find((o) => o.status !== 'paid')!;
    await page.goto(`/payment/completed/callback?eqaroOrderId=${paid.eqaroOrderId}&module=bond`);
    await page.getByRole('heading', { name: 'Payment successful!' }).waitFor();
    await page.getByText(`Your bond is issued (${bond.bondId})`, { exact: false }).waitFor();
    await page.goto(
      `/payment/completed/callback?eqaroOrderId=${unpaid.eqaroOrderId}&module=bond&razorpay_payment_id=pay_forged&razorpay_signature=deadbeef`,
    );
    await page.getByRole('heading', { name: 'Payment failed!' }).waitFor();
    expect(
      (
        await db
          .selectFrom('payment_order')
          .select('status')
          .where('eqaroOrderId', '=', unpaid.eqaroOrderId!)
          .executeTakeFirstOrThrow()
      ).status,
    ).not.toBe('paid');
  });

  it('tenant@ renews from /home/dashboard#renew: the date is fixed by the bond, the wallet counts, the bond runs a year longer', async () => {
    const { db } = e2e();
    const tenant = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'tenant@nivaas.test')
      .executeTakeFirstOrThrow();
    const before = await db
      .selectFrom('bond')
      .select(['id', 'tenure'])
      .where('tenantId', '=', tenant.id)
      .where('status', 'in', ['Active', 'Pending-Check-in'])
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    const { page } = await e2e().visit('/login');
    await signInOnSite(page, 'tenant@nivaas.test');
    // The Bond Details page's Renew and the reminders link here.
    await page.goto('/home/dashboard#renew');
    const drawer = page.getByRole('dialog', { name: 'Renew Bond' });
    await expect.poll(() => drawer.getByTestId('final-amount').innerText(), { timeout: 10_000 }).toMatch(/₹/);
    expect(await drawer.getByLabel('Bond Effective Date').isDisabled()).toBe(true);
    expect(await drawer.getByLabel('Bond Amount').isDisabled()).toBe(true);
    await drawer.getByRole('button', { name: /^Pay / }).click();
    await payUnlessCovered(page);
    await page
      .getByRole('dialog', { name: 'Payment successful!' })
      .getByText(/Your bond is renewed/)
      .waitFor();
    const after = await db.selectFrom('bond').select('tenure').where('id', '=', before.id).executeTakeFirstOrThrow();
    expect(after.tenure).toBe(before.tenure + 1);
  });

  it('a signed-in eligible tenant requests a bond on the property page; once the landlord accepts, its link opens the payment', async () => {
    const { db } = e2e();
    const tenant = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'newtenant@nivaas.test')
      .executeTakeFirstOrThrow();
    // One live bond per tenant: the bond bought in the first test has ended.
    await db
      .updateTable('bond')
      .set({ status: 'Released' } as never)
      .where('tenantId', '=', tenant.id)
      .execute();
    const taken = db.selectFrom('bond_request').select('propertyId').where('userId', '=', tenant.id);
    const property = await db
      .selectFrom('property')
      .select(['id', 'name'])
      .where('status', '=', 'active')
      .where('id', 'not in', taken)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();

    const { page } = await e2e().visit(`/properties/details/${property.id}`);
    await page
      .getByRole('region', { name: 'Nivaas bond' })
      .getByRole('link', { name: 'Sign in to request a bond' })
      .click();
    await signInOnSite(page, 'newtenant@nivaas.test', new RegExp(`/properties/details/${property.id}`));
    const card = page.getByRole('region', { name: 'Nivaas bond' });
    // Request Bond first shows what the request leads to (value, fee with GST, dates, the landlord); Cancel sends nothing.
    await card.getByRole('button', { name: 'Request Bond' }).click();
    const confirm = page.getByRole('dialog', { name: 'Request a bond for this property?' });
    const summary = confirm.getByTestId('bond-request-summary');
    await expect.poll(() => summary.innerText().catch(() => ''), { timeout: 10_000 }).toContain('Fee with GST');
    const shown = await summary.innerText();
    expect(shown).toContain(property.name!);
    expect(shown).toMatch(/Bond value\s+₹[\d,]+\.\d\d/);
    expect(shown).toMatch(/GST \(18%\)\s+₹[\d,]+\.\d\d/);
    expect(shown).toMatch(/Ends\s+\d{2}\/\d{2}\/\d{4}/);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(
      await db
        .selectFrom('bond_request')
        .select('id')
        .where('userId', '=', tenant.id)
        .where('propertyId', '=', property.id)
        .execute(),
    ).toEqual([]);
    const ask = async () => {
      await card.getByRole('button', { name: 'Request Bond' }).click();
      await confirm.getByRole('button', { name: 'Send request' }).click();
      await card.getByText('Request Sent Successfully').waitFor();
      return db
        .selectFrom('bond_request')
        .select(['id', 'status', 'type'])
        .where('userId', '=', tenant.id)
        .where('propertyId', '=', property.id)
        .orderBy('createdAt', 'desc')
        .executeTakeFirstOrThrow();
    };
    const first = await ask();
    expect(first).toMatchObject({ status: 'pending', type: 'buy' });
    await page.reload();
    await card.getByText('Your bond request is with the landlord').waitFor();

    // Withdrawn before the landlord answers: asked first, then gone from the landlord's queue; the tenant may ask again.
    await card.getByRole('button', { name: 'Withdraw request' }).click();
    await page
      .getByRole('dialog', { name: 'Withdraw your bond request?' })
      .getByRole('button', { name: 'Withdraw' })
      .click();
    await card.getByText('You withdrew your last request').waitFor();
    expect(
      (await db.selectFrom('bond_request').select('status').where('id', '=', first.id).executeTakeFirstOrThrow())
        .status,
    ).toBe('withdrawn');
    const request = await ask();
    expect(request).toMatchObject({ status: 'pending', type: 'buy' });
    expect(request.id).not.toBe(first.id);

    await db
      .updateTable('bond_request')
      .set({ status: 'accepted' } as never)
      .where('id', '=', request.id)
      .execute();
    await page.reload();
    await card.getByRole('link', { name: 'Pay for your bond' }).click();
    await page.getByRole('dialog', { name: 'Buy Bond' }).getByText(property.name!, { exact: false }).waitFor();
  });

  it('tenant@ moves their bond to another property: the request from its page, the landlord sets the new value, the transfer is paid and the old bond released', async () => {
    const { db } = e2e();
    const tenant = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'tenant@nivaas.test')
      .executeTakeFirstOrThrow();
    const old = await db
      .selectFrom('bond')
      .select(['id', 'propertyId'])
      .where('tenantId', '=', tenant.id)
      .where('status', 'in', ['Active', 'Pending-Check-in'])
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    const taken = (
      await db.selectFrom('bond_request').select('propertyId').where('userId', '=', tenant.id).execute()
    ).map((r) => r.propertyId!);
    const value = Math.min(80_000, await eligibilityOf(db, tenant.id));
    const next = await propertyFor(db, value, [old.propertyId!, ...taken]);

    const { page } = await e2e().visit(`/login?redirectTo=/properties/details/${next.id}`);
    await signInOnSite(page, 'tenant@nivaas.test', new RegExp(`/properties/details/${next.id}`));
    const card = page.getByRole('region', { name: 'Nivaas bond' });
    await card.getByRole('button', { name: /^Transfer my bond/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Transfer your bond here?' });
    await expect
      .poll(
        () =>
          confirm
            .getByTestId('bond-request-summary')
            .innerText()
            .catch(() => ''),
        { timeout: 10_000 },
      )
      .toMatch(/Unused fee of your bond|Bond that moves/);
    await confirm.getByRole('button', { name: 'Send transfer request' }).click();
    await card.getByText('Request Sent Successfully').waitFor();
    const request = await db
      .selectFrom('bond_request')
      .select(['id', 'type', 'bondId'])
      .where('userId', '=', tenant.id)
      .where('propertyId', '=', next.id)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ type: 'transfer', bondId: old.id });
    await db
      .updateTable('bond_request')
      .set({ status: 'accepted', expectedBondValue: value } as never)
      .where('id', '=', request.id)
      .execute();

    await page.goto('/home/dashboard');
    await page.getByRole('button', { name: 'Transfer Bond' }).click();
    const drawer = page.getByRole('dialog', { name: 'Transfer Bond' });
    await expect.poll(() => drawer.getByTestId('final-amount').innerText(), { timeout: 10_000 }).toMatch(/₹/);
    expect(await drawer.getByLabel('Bond Amount').inputValue()).toBe(String(value));
    expect(await drawer.getByLabel('Bond Amount').isDisabled()).toBe(true);
    await drawer.getByRole('button', { name: /^Pay / }).click();
    await payUnlessCovered(page);
    await page
      .getByRole('dialog', { name: 'Payment successful!' })
      .getByText(/Your bond is transferred/)
      .waitFor();
    expect(
      (await db.selectFrom('bond').select('status').where('id', '=', old.id).executeTakeFirstOrThrow()).status,
    ).toBe('Released');
    expect(
      await db
        .selectFrom('bond')
        .select(['bondAmount', 'status'])
        .where('tenantId', '=', tenant.id)
        .where('propertyId', '=', next.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ bondAmount: value, status: 'Pending-Check-in' });
  });
});
