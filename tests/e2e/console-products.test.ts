import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { messages } from '#generated/messages.ts';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

/** A real (tiny) PDF: the server checks uploads by their first bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Picks `option` in a reference autocomplete: types its start (the list is searched on the server), then chooses it. */
async function pick(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await combobox.fill(option.slice(0, 6));
  await page.getByRole('option', { name: option, exact: true }).click();
}

const productByName = (name: string) => e2e().db.selectFrom('product').selectAll().where('name', '=', name).execute();

/** Next until the wizard's last button (Create or Update) shows, then it. */
async function finish(wizard: Locator, last: 'Create' | 'Update') {
  for (let i = 0; i < 4; i++) await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: last }).click();
}

describe('the product catalogue and its wizard', () => {
  it('admin creates a product through the five steps, each checked before Next as the server checks it, with the fee live and its warning', async () => {
    const { context, page } = await e2e().signIn('admin');
    await page.getByRole('menuitem', { name: 'Product Management' }).click();
    await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Create Product' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create Product' });
    await wizard.getByText('Basic Info').waitFor();

    // Basic Info: the defaults (bond amount 1, tenure 1 year, discount for women 10; spec 002 §9), and Next refuses a
    // missing name.
    expect(await wizard.getByRole('spinbutton', { name: /^Bond Amount/ }).inputValue()).toBe('1');
    expect(await wizard.getByRole('spinbutton', { name: /^Discount for Women/ }).inputValue()).toBe('10');
    expect(await wizard.getByRole('checkbox', { name: '1 year' }).isChecked()).toBe(true);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => wizard.getByText('Name is required!').count()).toBe(1);
    await wizard.getByRole('textbox', { name: /^Name/ }).fill('Wizard Rent Shield');
    await pick(page, wizard.getByRole('combobox', { name: /^Category/ }), 'Residential Rent Guarantee');
    await wizard.getByRole('spinbutton', { name: /^Bond Amount/ }).fill('50000');
    await wizard.getByRole('spinbutton', { name: /^Minimum Months/ }).fill('2');
    await wizard.getByRole('checkbox', { name: '2 years' }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Add Features: no Next without a feature (a ₹0 fee), nor with an incomplete one; the first is added by name.
    const fee = wizard.getByTestId('wizard-fee');
    await expect.poll(() => fee.textContent()).toBe('₹0');
    expect(await wizard.getByTestId('no-features').textContent()).toContain(messages.product.noFeaturesYet);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => wizard.getByText(messages.product.noFeatures).count()).toBe(1);
    const feature = (i: number, field: string) => wizard.locator(`#product_features_${i}_${field}`);
    await wizard.getByRole('button', { name: 'Add Feature' }).click();
    await pick(page, feature(0, 'assetClass'), 'Rent');
    await pick(page, feature(0, 'coverage'), 'Unpaid Rent');
    await pick(page, feature(0, 'specificlimit'), 'Rent cover up to ₹1,00,000');
    // The fee or the weight only once the fee type asks for it (the feature schema's conditions, decision 061).
    expect(await feature(0, 'fee').count()).toBe(0);
    expect(await feature(0, 'weight').count()).toBe(0);
    await feature(0, 'feeType').getByRole('radio', { name: 'Fixed' }).check();
    await feature(0, 'fee').waitFor();
    expect(await feature(0, 'weight').count()).toBe(0);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => wizard.getByText('Fee is required!').count()).toBe(1);
    // A fixed ₹6 on a ₹50,000 bond: a warning, not a refusal.
    await feature(0, 'fee').fill('6');
    const warning = wizard.getByTestId('product-warnings');
    await expect
      .poll(() => warning.textContent())
      .toBe(
        'The yearly fee of ₹6 is 0.01% of the bond amount ₹50,000: the stated fee is 6-9 percent a year of the guarantee value',
      );
    // 4% of 50,000 plus a fixed 1,500 (7%), live: no warning.
    await feature(0, 'feeType').getByRole('radio', { name: 'Weightage' }).check();
    await feature(0, 'weight').fill('4');
    expect(await feature(0, 'fee').count()).toBe(0);
    await expect.poll(() => fee.textContent()).toBe('₹2,000');
    await wizard.getByRole('button', { name: 'Add Feature' }).click();
    await pick(page, feature(1, 'assetClass'), 'Property Contents');
    await pick(page, feature(1, 'coverage'), 'Property Damage');
    await pick(page, feature(1, 'specificlimit'), 'Damage up to ₹50,000');
    await feature(1, 'feeType').getByRole('radio', { name: 'Fixed' }).check();
    await feature(1, 'fee').fill('1500');
    await expect.poll(() => fee.textContent()).toBe('₹3,500');
    expect(await warning.count()).toBe(0);
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Define Conditions: each condition and the claim document are required.
    await wizard.getByRole('button', { name: 'Add Item' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => wizard.getByText('Enter condition').count()).toBeGreaterThan(0);
    await expect.poll(() => wizard.getByText('Upload Claim document').count()).toBe(1);
    await wizard.getByPlaceholder('Enter condition').fill('Claims are raised within 90 days of the breach.');
    await wizard
      .locator('input[type=file]')
      .setInputFiles({ name: 'claim-form.pdf', mimeType: 'application/pdf', buffer: PDF });
    await wizard.getByRole('link', { name: 'View' }).waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Under writing rules: required, and the rules portal in a new tab with the session token.
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => wizard.getByText('Underwriting Rule is required!').count()).toBe(1);
    await pick(page, wizard.getByRole('combobox', { name: /^Underwriting Rule/ }), 'Salaried Standard');
    const [portal] = await Promise.all([context.waitForEvent('page'), wizard.getByTestId('rules-portal-link').click()]);
    expect(portal.url()).toMatch(/\/healthz#token=[\w.-]+$/);
    await portal.close();
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Summary, then Create: the details page of the new product.
    await expect.poll(() => wizard.getByTestId('product-feature').count()).toBe(2);
    expect(await wizard.getByTestId('product-bond-fee').textContent()).toBe('₹3,500');
    await wizard.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/admin\/product\/[0-9a-f-]{36}\/show$/);
    const [stored] = await productByName('Wizard Rent Shield');
    expect(stored).toMatchObject({
      bondAmount: 50_000,
      minimumMonths: 2,
      tenures: [1, 2],
      discountWomen: 10,
      discount: 0,
      claimConditions: ['Claims are raised within 90 days of the breach.'],
    });
    expect(stored.features).toMatchObject([
      { feeType: 'weightage', weight: 4 },
      { feeType: 'fixed', fee: 1_500 },
    ]);
    expect(stored.claimDocument).toMatch(/\/uploads\/private\/claimdocument\/[0-9a-f]+\.pdf(\?|$)/);
    const details = page.getByTestId('product-details');
    await expect.poll(() => details.getByTestId('product-bond-fee').textContent()).toBe('₹3,500');
    expect(await details.getByTestId('claim-document-link').textContent()).toBe('VIEW');
    expect(await details.getByTestId('product-category').textContent()).toBe('Residential Rent Guarantee');
    await context.close();
  });

  it('the wizard asks before discarding what was typed, and keeps a draft through a reload', async () => {
    const { context, page } = await e2e().signIn('admin');
    await page.goto('/admin/product/create');
    const wizard = page.getByRole('dialog', { name: 'Create Product' });
    const name = wizard.getByRole('textbox', { name: /^Name/ });
    const asked = page.getByRole('dialog', { name: 'Discard changes?' });
    await name.fill('Draft Rent Shield');

    // Escape asks; Keep editing keeps the name.
    await page.keyboard.press('Escape');
    await asked.getByRole('button', { name: 'Keep editing' }).click();
    await asked.waitFor({ state: 'hidden' });
    expect(await name.inputValue()).toBe('Draft Rent Shield');

    // A reload asks too (the browser's question), and the draft comes back, said so.
    page.once('dialog', (question) => void question.accept());
    await page.reload();
    await wizard.getByText('Draft restored').waitFor();
    expect(await name.inputValue()).toBe('Draft Rent Shield');
    await wizard.getByRole('button', { name: 'Discard draft' }).click();
    await expect.poll(() => name.inputValue()).toBe('');

    // Discard closes it; reopened, the wizard is empty.
    await name.fill('Another Draft');
    await wizard.getByRole('button', { name: 'Cancel' }).click();
    await asked.getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL(/\/admin\/product$/);
    await page.goto('/admin/product/create');
    await wizard.getByText('Basic Info').waitFor();
    expect(await name.inputValue()).toBe('');
    // Nothing typed: Escape closes at once (pressed in the dialog, once its focus trap holds the focus).
    await name.focus();
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/admin\/product$/);
    await context.close();
  });

  it('admin copies a product, edits the copy (the fee follows the bond amount) and deletes it', async () => {
    const [source] = await productByName('Nivaas Student Bond');
    const { context, page } = await e2e().signIn('admin');
    await page.goto(`/admin/product/${source.id}/show`);
    await page.getByRole('link', { name: 'Copy and create' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create Product' });
    const name = wizard.getByRole('textbox', { name: /^Name/ });
    await expect.poll(() => name.inputValue()).toBe('Nivaas Student Bond');
    await name.fill('Student Bond Copy');
    await finish(wizard, 'Create');
    await page.waitForURL(/\/admin\/product\/[0-9a-f-]{36}\/show$/);
    const [copy] = await productByName('Student Bond Copy');
    expect(copy).toMatchObject({
      bondAmount: source.bondAmount,
      features: source.features,
      claimConditions: source.claimConditions,
      underwritinRuleId: source.underwritinRuleId,
    });
    expect(copy.id).not.toBe(source.id);

    // 6% of 4,000 plus the fixed 150: 9.75% a year, which the Summary warns of before Update, and Update stores.
    await page.getByRole('link', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Product' });
    await editor.getByRole('spinbutton', { name: /^Bond Amount/ }).fill('4000');
    for (let i = 0; i < 4; i++) await editor.getByRole('button', { name: 'Next' }).click();
    await editor.getByRole('button', { name: 'Update' }).waitFor();
    expect(await editor.getByTestId('product-warnings').textContent()).toBe(
      'The yearly fee of ₹390 is 9.75% of the bond amount ₹4,000: the stated fee is 6-9 percent a year of the guarantee value',
    );
    await editor.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(new RegExp(`/admin/product/${copy.id}/show$`));
    await expect.poll(() => page.getByTestId('product-bond-fee').textContent()).toBe('₹390');
    await expect.poll(async () => (await productByName('Student Bond Copy'))[0]?.bondAmount).toBe(4_000);

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/admin\/product(\?.*)?$/);
    expect(await productByName('Student Bond Copy')).toHaveLength(0);
    await context.close();
  });

  it('a product changed by someone else while the wizard was open: both versions shown, the changes applied onto theirs', async () => {
    const [product] = await productByName('Nivaas Family Home Shield');
    const { context, page } = await e2e().signIn('admin');
    await page.goto(`/admin/product/${product.id}`);
    const editor = page.getByRole('dialog', { name: 'Edit Product' });
    await editor.getByRole('spinbutton', { name: /^Bond Amount/ }).fill('95000');
    // Meanwhile the product's discount reason is changed elsewhere.
    await e2e()
      .db.updateTable('product')
      .set({ discountReason: 'Changed while the wizard was open' } as any)
      .where('id', '=', product.id)
      .execute();
    await finish(editor, 'Update');
    const conflict = page.getByRole('dialog', { name: /Someone else changed this Product/ });
    await conflict.waitFor();
    // The dialog says it all: no failure toast behind it.
    expect(await page.locator('.MuiSnackbar-root').count()).toBe(0);
    const rows = await conflict.getByRole('row').allTextContents();
    expect(rows.some((r) => r.includes('Changed while the wizard was open'))).toBe(true);
    await conflict.getByRole('button', { name: 'Apply my changes to theirs' }).click();
    // The wizard starts again from their version with the new bond amount on it, to review and Update.
    await expect
      .poll(() => editor.getByRole('textbox', { name: /^Discount Reason/ }).inputValue())
      .toBe('Changed while the wizard was open');
    expect(await editor.getByRole('spinbutton', { name: /^Bond Amount/ }).inputValue()).toBe('95000');
    await finish(editor, 'Update');
    await page.waitForURL(new RegExp(`/admin/product/${product.id}/show$`));
    const [saved] = await productByName('Nivaas Family Home Shield');
    expect([saved.bondAmount, saved.discountReason]).toEqual([95_000, 'Changed while the wizard was open']);
    await context.close();
  });

  it('admin attaches a product to a landlord, sees it in the Attached Product pane, and removes it', async () => {
    const db = e2e().db;
    const names = (await db.selectFrom('product').select('name').orderBy('name').execute()).map((p) => p.name);
    const attachedTo = async (id: string) =>
      (await db.selectFrom('subscription').select('name').where('landlordId', '=', id).execute()).map((s) => s.name);
    // The first named landlord that lacks one of the products, and that product.
    const landlords = await db
      .selectFrom('user')
      .select('id')
      .where('userType', '=', 'landlord')
      .where('name', 'is not', null)
      .orderBy('email')
      .execute();
    const choices = await Promise.all(landlords.map(async (l) => ({ landlord: l, before: await attachedTo(l.id) })));
    const { landlord, before } = choices.find((c) => names.some((n) => !c.before.includes(n)))!;
    const product = { name: names.find((n) => !before.includes(n))! };
    const attached = () => attachedTo(landlord.id);
    const { context, page } = await e2e().signIn('admin');
    await page.goto(`/admin/home/users?type=landlord&id=${landlord.id}`);
    const drawer = page.getByTestId('user-drawer');
    await drawer.getByTestId('user-tab-attachedProduct').click();
    const pane = drawer.getByTestId('attached-products');
    const rows = pane.getByTestId('attached-product');
    await expect.poll(() => rows.count()).toBe(before.length);
    await pane.getByRole('button', { name: 'Attach Product' }).click();
    const dialog = page.getByTestId('attach-product-dialog');
    await dialog.getByRole('button', { name: 'Attach' }).click();
    await expect.poll(() => dialog.getByText('Product is required!').count()).toBe(1);
    await pick(page, dialog.getByRole('combobox', { name: /^Product/ }), product.name);
    await dialog.getByRole('button', { name: 'Attach' }).click();
    await expect.poll(() => rows.count()).toBe(before.length + 1);
    expect(await pane.textContent()).toContain(product.name);
    expect(await attached()).toContain(product.name);

    // The same product again is refused with the specification's message.
    await pane.getByRole('button', { name: 'Attach Product' }).click();
    await pick(page, dialog.getByRole('combobox', { name: /^Product/ }), product.name);
    await dialog.getByRole('button', { name: 'Attach' }).click();
    await expect.poll(() => page.getByText(messages.failure.subscribe).count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // A product was picked: the dialog asks before dropping it.
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await rows.filter({ hasText: product.name }).getByTestId('remove-subscription').click();
    await page.getByRole('dialog', { name: 'Remove product' }).getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => rows.count()).toBe(before.length);
    expect((await attached()).sort()).toEqual([...before].sort());
    await context.close();
  });

  it('staff@ (read-only) sees the catalogue and the attached products, but no create, copy, edit, delete or attach control', async () => {
    const [product] = await productByName('Nivaas Rent Guarantee');
    const sub = await e2e()
      .db.selectFrom('subscription')
      .select(['landlordId'])
      .where('productId', '=', product.id)
      .executeTakeFirstOrThrow();
    const { context, page } = await e2e().signIn('staff');
    await page.goto('/admin/product');
    await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Create Product' }).count()).toBe(0);
    await page.locator(`[data-testid=product-card][data-product-id="${product.id}"] a`).click();
    await page.getByTestId('product-details').waitFor();
    await expect.poll(() => page.getByTestId('product-feature').count()).toBe((product.features ?? []).length);
    for (const name of ['Copy and create', 'Edit']) expect(await page.getByRole('link', { name }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    await page.goto(`/admin/home/users?type=landlord&id=${sub.landlordId}`);
    const drawer = page.getByTestId('user-drawer');
    await drawer.getByTestId('user-tab-attachedProduct').click();
    const pane = drawer.getByTestId('attached-products');
    await expect.poll(() => pane.getByTestId('attached-product').count()).toBeGreaterThan(0);
    expect(await pane.getByRole('button', { name: 'Attach Product' }).count()).toBe(0);
    expect(await pane.getByTestId('remove-subscription').count()).toBe(0);
    await context.close();
  });
});
