import { describe, expect, it } from 'vitest';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();
const db = () => e2e().db;

/** Where the conflict dialog's picture goes when SCREENSHOTS names a folder (looked at by hand, not compared). */
const SHOTS = process.env.SCREENSHOTS;

/** A pending new-bond request of a seeded tenant on one of landlord@'s active listings (as console-staff-requests makes them). */
async function pendingBuy(): Promise<string> {
  const landlord = await db()
    .selectFrom('user')
    .select('id')
    .where('email', '=', 'landlord@nivaas.test')
    .executeTakeFirstOrThrow();
  const property = await db()
    .selectFrom('property')
    .select('id')
    .where('landlordId', '=', landlord.id)
    .where('status', '=', 'active')
    .orderBy('createdAt', 'asc')
    .offset(11)
    .limit(1)
    .executeTakeFirstOrThrow();
  const tenant = await db()
    .selectFrom('user')
    .select('id')
    .where('userType', '=', 'tenant')
    .where('email', 'not like', '%@nivaas.test')
    .orderBy('createdAt', 'asc')
    .offset(11)
    .limit(1)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const row = await db()
    .insertInto('bond_request')
    .values({
      type: 'buy',
      status: 'pending',
      userId: tenant.id,
      propertyId: property.id,
      landlordId: landlord.id,
      createdAt: now,
      updatedAt: now,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Issue 35: the console answers a bond request on the version it read when the answer's dialog opened (If-Match,
 * decision 058); a colleague's answer made meanwhile is shown instead of being met with a bare refusal.
 */
describe('two staff answering one bond request', () => {
  it('the later answer is told of the first: both shown, and theirs stands when taken', async () => {
    const id = await pendingBuy();
    const [first, second] = [await e2e().signIn('admin'), await e2e().signIn('admin')];
    for (const { page } of [first, second]) {
      await page.goto(`/admin/home/requests?kind=new&request=${id}`);
      await page.locator(`[data-testid="request-item"][data-request-id="${id}"]`).waitFor();
    }
    const item = (page: typeof first.page) => page.locator(`[data-testid="request-item"][data-request-id="${id}"]`);

    // The first starts a rejection; meanwhile the second approves.
    await item(first.page).getByTestId('reject-request').click();
    const reject = first.page.getByRole('dialog', { name: 'Reject request?' });
    await reject.getByLabel('Reason (optional)').fill('Income proof is out of date');
    await item(second.page).getByTestId('approve-request').click();
    await second.page
      .getByRole('dialog', { name: 'Approve bond request?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    const status = async () =>
      (await db().selectFrom('bond_request').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    await expect.poll(status).toBe('accepted');

    await reject.getByRole('button', { name: 'Reject' }).click();
    const told = first.page.getByRole('dialog', { name: /Someone else changed this Bond Request/ });
    await told.waitFor();
    const rows = await told.getByRole('row').allTextContents();
    expect(rows.some((r) => r.startsWith('Status') && r.includes('Accepted') && r.includes('Rejected'))).toBe(true);
    if (SHOTS) {
      await first.page.waitForTimeout(500); // the dialog's fade-in
      await first.page.screenshot({ path: `${SHOTS}/console-request-conflict.png` });
    }
    await told.getByRole('button', { name: 'Use their version' }).click();
    await expect.poll(() => told.count()).toBe(0);
    await expect.poll(() => reject.count()).toBe(0);
    expect(await status()).toBe('accepted');
    await first.context.close();
    await second.context.close();
  });
});
