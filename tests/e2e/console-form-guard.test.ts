import { describe, expect, it } from 'vitest';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

/**
 * Nothing typed is lost (issue 30, decision 044): the user drawer's Edit Details drawers ask before discarding
 * changes (Escape, the close button), keep a draft over a reload, and forget it on Discard; the generated edit
 * page asks before leaving with changes.
 */
describe('the console asks before discarding what was typed', () => {
  it("staff edit a tenant's basic details: Escape asks, the draft survives a reload, Discard forgets it", async () => {
    const tenant = await e2e()
      .db.selectFrom('user')
      .select(['id', 'name'])
      .where('userType', '=', 'tenant')
      .orderBy('email')
      .executeTakeFirstOrThrow();
    const { context, page } = await e2e().signIn('admin');
    const openEditor = async () => {
      await page.goto(`/admin/home/users?type=tenant&id=${tenant.id}`);
      const drawer = page.getByTestId('user-drawer');
      await drawer.getByTestId('basic-details').getByTestId('edit-details').click();
      const editor = page.getByTestId('edit-basic-profile');
      await editor.getByRole('textbox', { name: /^Name/ }).waitFor();
      return editor;
    };
    let editor = await openEditor();
    const name = editor.getByRole('textbox', { name: /^Name/ });
    expect(await name.inputValue()).toBe(tenant.name);
    await name.fill('Asha Draft Kumari');

    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Discard changes?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect(await editor.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Asha Draft Kumari');

    // A reload (the browser asks first; Playwright accepts) keeps the draft.
    page.on('dialog', (d) => d.accept());
    editor = await openEditor();
    expect(await editor.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Asha Draft Kumari');

    await editor.getByRole('button', { name: 'Close' }).click();
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => editor.count()).toBe(0);
    editor = await openEditor();
    expect(await editor.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe(tenant.name);
    // Unchanged, it closes without asking.
    await page.keyboard.press('Escape');
    await expect.poll(() => editor.count()).toBe(0);
    expect(await question.count()).toBe(0);
    await context.close();
  });

  it('the generated edit page asks before leaving with changes, and not after saving', async () => {
    const faq = await e2e().db.selectFrom('faq').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    const { context, page } = await e2e().signIn('admin');
    await page.goto(`/admin/faq/${faq.id}`);
    const question = page.getByRole('textbox', { name: /^Question/ });
    await question.waitFor();
    await question.fill(`${faq.title} (edited)`);
    await page.getByRole('link', { name: 'Show' }).click();
    const ask = page.getByRole('dialog', { name: 'Discard changes?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    expect(page.url()).toMatch(new RegExp(`/faq/${faq.id}$`));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/faq/${faq.id}/show$`));
    expect(await ask.count()).toBe(0);
    await context.close();
  });
});
