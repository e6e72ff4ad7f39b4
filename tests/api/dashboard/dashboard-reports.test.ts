import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { csvField, toCsv } from '#server/reports/operations/csv.ts';

import { isoDay, makeBond, makeCast, makeStaff } from '../fixtures.ts';
import { makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  api = await startTestApi();
  cast = await makeCast(api);
  const { tenant, landlord, property } = cast;
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  // This week: two bonds (one released today), one claim, a payment of ₹5,000; the week before: one bond and ₹2,000.
  const b1 = await makeBond(api, { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id });
  await api.db
    .updateTable('bond')
    .set({ createdAt: ago(1) } as any)
    .where('id', '=', b1.id)
    .execute();
  const b2 = await makeBond(api, {
    tenantId: tenant.id,
    landlordId: landlord.id,
    propertyId: property.id,
    status: 'Released',
  });
  await api.db
    .updateTable('bond')
    .set({ createdAt: ago(2), releaseDate: isoDay(0) } as any)
    .where('id', '=', b2.id)
    .execute();
  const old = await makeBond(api, { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id });
  await api.db
    .updateTable('bond')
    .set({ createdAt: ago(10) } as any)
    .where('id', '=', old.id)
    .execute();
  await api.db
    .insertInto('claim')
    .values({
      claimNumber: 'CLM-T-1',
      landlordId: landlord.id,
      tenantId: tenant.id,
      bondId: b1.id,
      claims: JSON.stringify([{ type: 'Unpaid Rent', claimAmount: 1 }]),
    } as any)
    .execute();
  await api.db
    .insertInto('payment')
    .values([
      {
        tenantId: tenant.id,
        bondId: b1.id,
        finalFee: 5_000,
        bondFee: 5_000,
        mode: 'paymentgateway',
        orderId: 'NVO-1',
        createdAt: ago(1),
      },
      {
        tenantId: tenant.id,
        bondId: old.id,
        finalFee: 2_000,
        bondFee: 2_000,
        mode: 'paymentgateway',
        orderId: 'NVO-0',
        createdAt: ago(10),
      },
    ] as any)
    .execute();
});
afterAll(() => api?.close());

const call: TestApi['v1'] = (...args) => api.v1(...args);

describe('GET /dashboard/summary', () => {
  it('counts bonds, claims, users and revenue for the duration, with the change against the period before', async () => {
    const res = await call('GET', `/dashboard/summary?duration=${encodeURIComponent('7 Days')}`, cast.admin.token);
    expect(res.statusCode).toBe(200);
    const cards = Object.fromEntries(res.json().cards.map((c: any) => [c.title, c]));
    expect(cards['Bonds Issued']).toMatchObject({
      count: 2,
      type: 'plain',
      duration: '7 Days',
      change: { data: '+100%', icon: 'TrendingUp', color: 'success' },
    });
    expect(cards.Claims.count).toBe(1);
    expect(cards.Users.count).toBeGreaterThanOrEqual(3);
    expect(cards.Revenue).toMatchObject({ count: 5_000, type: 'currency', change: { data: '+150%' } });
    for (const c of res.json().cards)
      expect(Object.keys(c).sort()).toEqual(['change', 'color', 'count', 'duration', 'icon', 'title', 'type']);
  });

  it('takes from/to, scopes a landlord to their own bonds, refuses tenants and bad input', async () => {
    const range = await call('GET', `/dashboard/summary?from=${isoDay(-12)}&to=${isoDay(0)}`, cast.admin.token);
    expect(range.json().cards.find((c: any) => c.title === 'Bonds Issued').count).toBe(3);
    const landlord = await call(
      'GET',
      `/dashboard/summary?duration=${encodeURIComponent('Last Month')}`,
      cast.landlord.token,
    );
    expect(landlord.json().cards.find((c: any) => c.title === 'Revenue').count).toBe(7_000);
    const stranger = await makeUser(api, { userType: 'landlord' });
    expect(
      (await call('GET', '/dashboard/summary?duration=Last%20Year', stranger.token))
        .json()
        .cards.every((c: any) => c.count === 0),
    ).toBe(true);
    expect((await call('GET', '/dashboard/summary', cast.tenant.token)).statusCode).toBe(403);
    expect((await call('GET', '/dashboard/summary?duration=Forever', cast.admin.token)).statusCode).toBe(400);
    expect(
      (await call('GET', `/dashboard/summary?from=${isoDay(0)}&to=${isoDay(-3)}`, cast.admin.token)).statusCode,
    ).toBe(400);
  });
});

describe('CSV reports', () => {
  it('escapes fields so that commas, quotes, line breaks and formulas survive', () => {
    expect(csvField('Sharma, Asha')).toBe('"Sharma, Asha"');
    expect(csvField('5" screen')).toBe('"5"" screen"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-250)).toBe('-250');
    expect(toCsv(['a', 'b'], [[1, null]])).toBe('a,b\r\n1,\r\n');
  });

  it('downloads the main report as CSV named for it and its period for admins: bonds purchased in the range', async () => {
    await api.db
      .updateTable('user')
      .set({ name: 'Tarun, "TT" Tenant' } as any)
      .where('id', '=', cast.tenant.id)
      .execute();
    const res = await call('POST', '/users/downloadresource', cast.admin.token, { from: isoDay(-7), to: isoDay(0) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const name = `nivaas-bonds-purchased-${isoDay(-7)}-to-${isoDay(0)}.csv`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Bond ID,Status,Tenant Name,/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Tarun, ""TT"" Tenant"');
  });

  it('serves the release, refund, all and users reports', async () => {
    const body = { from: isoDay(-30), to: isoDay(0) };
    const release = await call('POST', '/users/downloadresource/release', cast.admin.token, body);
    expect(release.body.trim().split('\r\n')).toHaveLength(2);
    expect(release.body).toContain('Released');
    expect((await call('POST', '/users/downloadrefund', cast.admin.token, body)).body.split('\r\n')[0]).toContain(
      'Refund Amount',
    );
    expect(
      (await call('POST', '/users/downloadresource/all', cast.admin.token, body)).body.trim().split('\r\n'),
    ).toHaveLength(4);
    const users = await call('POST', '/users/downloadresource', cast.admin.token, { ...body, report: 'users' });
    expect(users.body.split('\r\n')[0]).toMatch(/^Name,Email,Phone,User Type/);
    expect(users.body).toContain(cast.landlord.email);
  });

  it('validates the dates and refuses tenants and staff without report permission', async () => {
    const missing = await call('POST', '/users/downloadresource', cast.admin.token, { from: isoDay(0) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.to).toBeDefined();
    expect(
      (await call('POST', '/users/downloadresource', cast.admin.token, { from: isoDay(0), to: isoDay(-1) })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/users/downloadresource', cast.tenant.token, { from: isoDay(-1), to: isoDay(0) }))
        .statusCode,
    ).toBe(403);
    const reader = await makeStaff(api, { reports: [] });
    expect(
      (await call('POST', '/users/downloadrefund', reader.token, { from: isoDay(-1), to: isoDay(0) })).statusCode,
    ).toBe(403);
    const finance = await makeStaff(api, { reports: ['create'] });
    expect(
      (await call('POST', '/users/downloadrefund', finance.token, { from: isoDay(-1), to: isoDay(0) })).statusCode,
    ).toBe(200);
  });
});
