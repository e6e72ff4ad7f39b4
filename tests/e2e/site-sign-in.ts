import type { Page } from 'playwright-core';

import { DEMO_PASSWORD } from '#seed/demo-logins.ts';

import type { e2eForThisFile } from './harness.ts';

type Db = ReturnType<ReturnType<typeof e2eForThisFile>>['db'];

/** Signs in on the site's /login form (already open) and waits for where it lands (the dashboard unless said). */
export async function signInOnSite(
  page: Page,
  email: string,
  lands: RegExp = /\/home\/dashboard/,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await page.locator('form.account-form.ready').waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(lands);
}

/** A seeded user made to sign in with the demo password (tenant@'s hash); answers their e-mail. */
export async function withDemoPassword(db: Db, userId: string): Promise<string> {
  const demo = await db
    .selectFrom('user')
    .select('password')
    .where('email', '=', 'tenant@nivaas.test')
    .executeTakeFirstOrThrow();
  const user = await db
    .updateTable('user')
    .set({ password: demo.password })
    .where('id', '=', userId)
    .returning('email')
    .executeTakeFirstOrThrow();
  return user.email!;
}

/** A demo tenant's id and their newest live bond (Active or Pending-Check-in). */
export async function liveBondOf(db: Db, email: string): Promise<{ tenantId: string; bondId: string }> {
  const tenant = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const live = await db
    .selectFrom('bond')
    .select(['id'])
    .where('tenantId', '=', tenant.id)
    .where('status', 'in', ['Active', 'Pending-Check-in'])
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  return { tenantId: tenant.id, bondId: live.id };
}
