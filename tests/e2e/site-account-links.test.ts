import { describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '#seed/demo-logins.ts';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

/** The link of the newest e-mail sent to `to` whose body holds `pattern` (what the recipient clicks). */
async function linkFromOutbox(to: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = await e2e()
        .db.selectFrom('outbox_message')
        .select('body')
        .where('to', '=', to)
        .orderBy('createdAt', 'desc')
        .execute();
      const found = mails.map((m) => pattern.exec(m.body)?.[0]).find(Boolean);
      link = found ? new URL(found).pathname + new URL(found).search : '';
      return link;
    })
    .not.toBe('');
  return link;
}

async function apiPost(path: string, body: unknown, token?: string) {
  return fetch(`${e2e().baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

describe('the reset-password link of the e-mail', () => {
  it('checks both fields match, sets the new password once, and refuses the used link with the API message', async () => {
    const email = 'tenant@nivaas.test';
    expect((await apiPost('/auth/forgot-password', { email })).status).toBe(204);
    const link = await linkFromOutbox(email, /https?:\/\/\S+\/reset-password\?token=\S+/);

    const { page, context } = await e2e().visit(link, { width: 390 });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Reset Password');
    // The script has taken over the server-rendered form (typing before that is covered by its own test below).
    await page.locator('form.account-form.ready').waitFor();
    await page.getByLabel('New Password').fill('Renewed#2024');
    await page.getByLabel('Confirm Password').fill('Renewed#2025');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('please enter same password in both fields').first().waitFor();

    await page.getByLabel('New Password').fill('short');
    await page.getByLabel('Confirm Password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password must be between 8 and 128 characters').first().waitFor();

    await page.getByLabel('New Password').fill('Renewed#2024');
    await page.getByLabel('Confirm Password').fill('Renewed#2024');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password Updated Successfully').waitFor();
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    expect((await apiPost('/auth/login', { email, password: 'Renewed#2024' })).status).toBe(200);
    expect((await apiPost('/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(401);

    // The link works once.
    await page.goto(link);
    await page.locator('form.account-form.ready').waitFor();
    await page.getByLabel('New Password').fill('Again#20245');
    await page.getByLabel('Confirm Password').fill('Again#20245');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Password reset failed');
    expect((await apiPost('/auth/login', { email, password: 'Renewed#2024' })).status).toBe(200);

    // Without the e-mailed token the page says what to do instead of showing a form.
    await page.goto('/reset-password');
    await page.getByText('This page needs the link from your password-reset e-mail').waitFor();
    expect(await page.getByLabel('New Password').count()).toBe(0);
    await context.close();
  });

  it('works before the page script runs: the form posts to the page, never a password in the address', async () => {
    const email = 'landlord@nivaas.test';
    expect((await apiPost('/auth/forgot-password', { email })).status).toBe(204);
    const link = await linkFromOutbox(email, /https?:\/\/\S+\/reset-password\?token=\S+/);
    const context = await e2e().browser.newContext({ baseURL: e2e().baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(link);
    await page.getByLabel('New Password').fill('NoScript#2024');
    await page.getByLabel('Confirm Password').fill('NoScript#2025');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('please enter same password in both fields').first().waitFor();
    expect(page.url()).not.toContain('NoScript');
    await page.getByLabel('New Password').fill('NoScript#2024');
    await page.getByLabel('Confirm Password').fill('NoScript#2024');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password Updated Successfully').waitFor();
    expect((await apiPost('/auth/login', { email, password: 'NoScript#2024' })).status).toBe(200);
    await context.close();
  });
});

describe('the registration link of the invitation e-mail', () => {
  it('prefills the invited address, checks the password, creates the account with the invited role once', async () => {
    const signIn = await apiPost('/auth/login', { email: 'admin@nivaas.test', password: DEMO_PASSWORD });
    const admin = (await signIn.json()) as { tokens: { access: { token: string } } };
    const email = 'new.ops@nivaas.test';
    const invitation = await apiPost(
      '/invitation',
      { inviteeEmail: email, role: 'staff', userType: 'internal' },
      admin.tokens.access.token,
    );
    expect(invitation.status).toBe(201);
    const link = await linkFromOutbox(email, /https?:\/\/\S+\/register\?invite=\S+/);

    const { page, context } = await e2e().visit(link);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Create Your Account');
    await page.locator('form.account-form.ready').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Password must be between 8 and 128 characters').waitFor();

    await page.getByLabel('Password').fill('Invited#2024');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText(`Your Nivaas account for ${email} has been created.`).waitFor();
    await page.getByRole('link', { name: 'Sign in to the console' }).waitFor();
    const user = await e2e()
      .db.selectFrom('user')
      .select(['userType', 'role', 'password'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ userType: 'internal', role: 'staff' });
    expect(user.password).toBeTruthy();
    expect((await apiPost('/auth/login', { email, password: 'Invited#2024' })).status).toBe(200);

    // The invitation is spent: a second registration is refused with the API's message and what to do.
    await page.goto(link);
    await page.getByLabel('Password').fill('Another#2024');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Staff accounts are created by invitation');
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toContain('Ask the person who invited you for a new invitation');
    await context.close();
  });
});
