import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeBond, makeCast } from '../fixtures.ts';
import { startTestApi, type TestApi } from '../harness.ts';

/** GET /api/v1/service-levels: the claims' measured service levels, public (issue 34 item 5). */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe('GET /api/v1/service-levels', () => {
  it('answers anyone, without a session, the median and 90th percentile measured from the claims of the last 90 days', async () => {
    const { tenant, landlord, property } = await makeCast(api);
    const bond = await makeBond(api, { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id });
    // Decisions 10, 12 and 20 days after the claim; payouts 1 and 3 days after the decision; one decided 200 days ago.
    const claims = [
      { raised: 40, decided: 30, paid: 29 },
      { raised: 30, decided: 18, paid: 15 },
      { raised: 25, decided: 5, paid: null },
      { raised: 220, decided: 200, paid: 199 },
      { raised: 3, decided: null, paid: null },
    ];
    for (const [i, c] of claims.entries())
      await api.db
        .insertInto('claim')
        .values({
          claimNumber: `CLM-SL-${i}-${bond.id.slice(0, 6)}`,
          landlordId: landlord.id,
          tenantId: tenant.id,
          bondId: bond.id,
          claims: JSON.stringify([{ type: 'Unpaid Rent', claimAmount: 10_000, status: 'pending' }]),
          createdAt: daysAgo(c.raised),
          decidedAt: c.decided === null ? null : daysAgo(c.decided),
          paidOutAt: c.paid === null ? null : daysAgo(c.paid),
        } as any)
        .execute();

    const res = await api.request({ method: 'GET', url: '/api/v1/service-levels' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json();
    expect(body.days).toBe(90);
    expect(body.decision).toMatchObject({ count: 3, medianDays: 12, p90Days: 18.4 });
    expect(body.payout).toMatchObject({ count: 2, medianDays: 2, p90Days: 2.8 });
    expect(body.promise).toEqual({ responseDays: 7, decisionWorkingDays: 5, payoutWorkingDays: 2 });
    // Figures only: nothing of any claim or person.
    expect(JSON.stringify(body)).not.toMatch(/CLM-SL|Tarun|Lata/);
  });

  it('is in the API document, public, with its answer schema', async () => {
    const doc = (await api.request({ method: 'GET', url: '/api/docs/json' })).json();
    const get = doc.paths['/api/v1/service-levels']?.get;
    expect(get?.security).toEqual([]);
    expect(JSON.stringify(get?.responses?.['200'])).toContain('ServiceLevels');
  });
});
