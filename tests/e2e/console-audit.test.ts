import { describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '#seed/demo-logins.ts';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

/** The access token of a demo login, for the release made through the API. */
async function bearer(key: string): Promise<string> {
  const res = await fetch(`${e2e().baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `${key}@nivaas.test`, password: DEMO_PASSWORD }),
  });
  return (await res.json()).tokens.access.token;
}

describe('the audit trail in the console (decision 033)', () => {
  it("an admin releases a bond, then finds who did it in the bond's History and on the Activity page", async () => {
    const bond = await e2e()
      .db.selectFrom('bond')
      .select(['id', 'bondId'])
      .where('status', '=', 'Active')
      .orderBy('bondId')
      .executeTakeFirstOrThrow();
    const admin = await e2e()
      .db.selectFrom('user')
      .select('name')
      .where('email', '=', 'admin@nivaas.test')
      .executeTakeFirstOrThrow();
    const released = await fetch(`${e2e().baseUrl}/api/v1/bond/release`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await bearer('admin')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ bondId: bond.bondId }),
    });
    expect(released.status, await released.clone().text()).toBe(200);

    const { context, page } = await e2e().signIn('admin');
    await page.goto(`/admin/bond/${bond.id}/show`);
    const history = page.getByTestId('record-history');
    await history.getByRole('heading', { name: 'History' }).waitFor();
    const entry = history.getByTestId('audit-entry').first();
    await expect.poll(() => entry.getByTestId('audit-actor').textContent()).toBe(admin.name);
    expect(await entry.textContent()).toContain('Release');
    expect(await entry.getByTestId('audit-change-status').textContent()).toBe('Active → Released');
    expect(await entry.textContent()).toContain('127.0.0.1');

    await page.goto('/admin/home/activity');
    await page.getByTestId('activity-page').waitFor();
    await page.getByTestId('activity-resource').click();
    await page.getByRole('option', { name: 'Bonds', exact: true }).click();
    const records = page.getByTestId('audit-record');
    await expect.poll(async () => (await records.allTextContents()).length).toBeGreaterThan(0);
    await expect.poll(async () => (await records.allTextContents()).every((t) => t.startsWith('Bond '))).toBe(true);
    expect((await records.allTextContents()).some((t) => t.includes(bond.id))).toBe(true);
    await context.close();
  });
});
