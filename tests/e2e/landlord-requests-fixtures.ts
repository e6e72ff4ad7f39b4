import type { Page } from 'playwright-core';

import type { E2E } from './harness.ts';

/**
 * What the landlord's request tests share: bonds and requests of their own on landlord@'s properties, and one
 * signed-in landlord@ tab per test file (each test opens the page it needs; closed with the harness).
 */
export function landlordRequestFixtures(e2e: () => E2E, bondPrefix: string) {
  const db = () => e2e().db;
  const userId = async (email: string) =>
    (await db().selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  /**
   * An Active bond of its own (the n-th tenant on landlord@'s n-th active property), so each test answers
   * requests about a bond nothing else touches; `eligible` makes its tenant eligible for any of the landlord's
   * properties (a transfer's accept asks the tenant's eligibility again).
   */
  async function newBond(landlordId: string, n: number, options: { eligible?: boolean } = {}) {
    const property = await db()
      .selectFrom('property')
      .select('id')
      .where('landlordId', '=', landlordId)
      .where('status', '=', 'active')
      .orderBy('createdAt', 'asc')
      .offset(n)
      .limit(1)
      .executeTakeFirstOrThrow();
    const tenant = await db()
      .selectFrom('user')
      .select('id')
      .where('userType', '=', 'tenant')
      .where('email', 'not like', '%@nivaas.test')
      .orderBy('createdAt', 'asc')
      .offset(n)
      .limit(1)
      .executeTakeFirstOrThrow();
    const checkin = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const values = {
      bondId: `${bondPrefix}-${n}`,
      status: 'Active' as const,
      tenantId: tenant.id,
      landlordId,
      propertyId: property.id,
      bondAmount: 30000,
      bondFee: 2400,
      tenure: 1,
      bondEffectiveDate: checkin,
      checkinDate: checkin,
    };
    const row = await db().insertInto('bond').values(values).returning('id').executeTakeFirstOrThrow();
    if (options.eligible) {
      await db().deleteFrom('eligibility').where('userId', '=', tenant.id).execute();
      await db()
        .insertInto('eligibility')
        .values({ userId: tenant.id, status: 'eligible', maxEligibilityAmount: 300_000 } as any)
        .execute();
    }
    return { ...values, id: row.id };
  }

  async function insertRequest(values: Record<string, unknown>): Promise<string> {
    const now = new Date().toISOString();
    const row = await db()
      .insertInto('bond_request')
      .values({ status: 'pending', createdAt: now, updatedAt: now, ...values } as any)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  let signedIn: Promise<Page> | undefined;
  const landlordPage = async (width = 1280) => {
    signedIn ??= e2e()
      .signIn('landlord')
      .then(({ page }) => page);
    const page = await signedIn;
    await page.setViewportSize({ width, height: 900 });
    return page;
  };

  return { db, userId, newBond, insertRequest, landlordPage };
}
