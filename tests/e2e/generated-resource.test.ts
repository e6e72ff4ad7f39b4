import { describe, expect, it } from 'vitest';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

describe('a generated content resource (FAQ), with no hand-written admin code', () => {
  it('lists with serial numbers, creates, shows a validation message on edit, saves, and deletes after confirming', async () => {
    const { context, page } = await e2e().signIn('admin');
    await page.goto('/admin/faq');
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => rows.first().locator('td').nth(1).textContent()).toBe('11');

    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.getByText('Question is required!').count()).toBe(1);
    await page.getByRole('textbox', { name: /^Question/ }).fill('Can I pay the bond fee monthly?');
    await page
      .getByRole('textbox', { name: /^Answer/ })
      .fill('Yes: the yearly fee can be split into monthly instalments.');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/admin\/faq\/[0-9a-f-]{36}\/show/);
    await expect.poll(() => page.getByRole('heading', { name: 'Can I pay the bond fee monthly?' }).count()).toBe(1);
    const id = page.url().match(/faq\/([0-9a-f-]{36})/)![1];

    await page.getByRole('link', { name: 'Edit' }).click();
    const question = page.getByRole('textbox', { name: /^Question/ });
    await question.fill('');
    await page.getByRole('spinbutton', { name: /^Display Order/ }).fill('5000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Question is required!').count()).toBe(1);
    await expect.poll(() => page.getByText('Display Order must be between 0 and 1000').count()).toBe(1);
    await question.fill('Can I pay the bond fee every month?');
    await page.getByRole('spinbutton', { name: /^Display Order/ }).fill('7');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/show$/);
    const saved = await e2e()
      .db.selectFrom('faq')
      .select(['title', 'order'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ title: 'Can I pay the bond fee every month?', order: 7 });

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(async () => (await e2e().db.selectFrom('faq').select('id').where('id', '=', id).execute()).length)
      .toBe(0);
    await page.waitForURL(/\/admin\/faq(\?.*)?$/);
    await context.close();
  });

  it('shows no create, edit or delete controls to read-only staff', async () => {
    const { context, page } = await e2e().signIn('staff');
    await page.goto('/admin/faq');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    expect(await page.locator('thead input[type=checkbox]').count()).toBe(0); // no bulk delete
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/show$/);
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await context.close();
  });
});
