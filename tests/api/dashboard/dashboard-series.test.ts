import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bucketsOf } from '#server/dashboard/operations/series.server.ts';

import { isoDay, makeBond, makeCast, makeProperty } from '../fixtures.ts';
import { makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
let cast: Awaited<ReturnType<typeof makeCast>>;
let other: Awaited<ReturnType<typeof makeUser>>;
const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

beforeAll(async () => {
  api = await startTestApi();
  cast = await makeCast(api);
  const { tenant, landlord, property } = cast;
  // The cast's landlord: two bonds yesterday, one 3 days ago, one 40 days ago, a claim yesterday.
  // Another landlord: one bond yesterday with its own tenant.
  for (const days of [1, 1, 3, 40]) {
    const b = await makeBond(api, { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id });
    await api.db
      .updateTable('bond')
      .set({ createdAt: ago(days) } as any)
      .where('id', '=', b.id)
      .execute();
  }
  const [first] = await api.db.selectFrom('bond').select('id').where('landlordId', '=', landlord.id).execute();
  await api.db
    .insertInto('claim')
    .values({
      claimNumber: 'CLM-S-1',
      landlordId: landlord.id,
      tenantId: tenant.id,
      bondId: first.id,
      claims: JSON.stringify([{ type: 'Unpaid Rent', claimAmount: 1 }]),
      createdAt: ago(1),
    } as any)
    .execute();
  other = await makeUser(api, { userType: 'landlord', name: 'Olga Other' });
  const otherTenant = await makeUser(api, { userType: 'tenant', name: 'Otto Othertenant' });
  const otherProperty = await makeProperty(api, other.id);
  const b = await makeBond(api, { tenantId: otherTenant.id, landlordId: other.id, propertyId: otherProperty.id });
  await api.db
    .updateTable('bond')
    .set({ createdAt: ago(1) } as any)
    .where('id', '=', b.id)
    .execute();
});
afterAll(() => api?.close());

const call: TestApi['v1'] = (...args) => api.v1(...args);
const total = (points: { bonds: number; claims: number }[], key: 'bonds' | 'claims') =>
  points.reduce((n, p) => n + p[key], 0);

describe('GET /dashboard/series', () => {
  it('gives one point per day for 7 Days, ending today, with bonds and claims of each day', async () => {
    const res = await call('GET', `/dashboard/series?duration=${encodeURIComponent('7 Days')}`, cast.admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ unit: 'day', duration: '7 Days', from: isoDay(-6), to: isoDay(0) });
    expect(body.points).toHaveLength(7);
    expect(body.points[6]).toMatchObject({ from: isoDay(0), to: isoDay(0) });
    const yesterday = body.points.find((p: any) => p.from === isoDay(-1));
    expect(yesterday).toMatchObject({ bonds: 3, claims: 1 });
    expect(total(body.points, 'bonds')).toBe(4);
  });

  it('goes month by month for Last Year and scopes a landlord to their own bonds', async () => {
    const year = (await call('GET', '/dashboard/series?duration=Last%20Year', cast.landlord.token)).json();
    expect(year.unit).toBe('month');
    expect(year.points.length).toBeGreaterThanOrEqual(12);
    expect(year.points.length).toBeLessThanOrEqual(13);
    expect(year.points[0].from).toBe(isoDay(-364));
    expect(year.points.at(-1).to).toBe(isoDay(0));
    expect(total(year.points, 'bonds')).toBe(4);
    expect(total(year.points, 'claims')).toBe(1);
    const theirs = (await call('GET', '/dashboard/series?duration=Last%20Month', other.token)).json();
    expect(theirs.points).toHaveLength(30);
    expect(total(theirs.points, 'bonds')).toBe(1);
    expect(total(theirs.points, 'claims')).toBe(0);
  });

  it('takes from/to, refuses tenants and bad input', async () => {
    const range = (await call('GET', `/dashboard/series?from=${isoDay(-45)}&to=${isoDay(0)}`, cast.admin.token)).json();
    expect(range.points).toHaveLength(46);
    expect(total(range.points, 'bonds')).toBe(5);
    expect((await call('GET', '/dashboard/series', cast.tenant.token)).statusCode).toBe(403);
    expect((await call('GET', '/dashboard/series?duration=Forever', cast.admin.token)).statusCode).toBe(400);
    expect((await call('GET', '/dashboard/series', undefined)).statusCode).toBe(401);
  });

  it('clips month buckets to the period', () => {
    expect(bucketsOf({ from: '2025-01-01', to: '2025-03-03' }).unit).toBe('day');
    const { unit, buckets } = bucketsOf({ from: '2025-01-15', to: '2025-04-10' });
    expect(unit).toBe('month');
    expect(buckets).toEqual([
      { label: 'Jan 2025', from: '2025-01-15', to: '2025-01-31' },
      { label: 'Feb 2025', from: '2025-02-01', to: '2025-02-28' },
      { label: 'Mar 2025', from: '2025-03-01', to: '2025-03-31' },
      { label: 'Apr 2025', from: '2025-04-01', to: '2025-04-10' },
    ]);
  });
});

describe('reports for landlords and partners', () => {
  it('gives a landlord only their own bonds and their own tenants', async () => {
    const body = { from: isoDay(-7), to: isoDay(0) };
    const main = await call('POST', '/users/downloadresource', cast.landlord.token, body);
    expect(main.statusCode).toBe(200);
    expect(main.body.trim().split('\r\n')).toHaveLength(4);
    expect(main.body).not.toContain('Otto Othertenant');
    const theirs = await call('POST', '/users/downloadresource', other.token, body);
    expect(theirs.body.trim().split('\r\n')).toHaveLength(2);
    expect(theirs.body).toContain('Otto Othertenant');
    const users = await call('POST', '/users/downloadresource/users', cast.landlord.token, body);
    expect(users.statusCode).toBe(200);
    expect(users.body).toContain(cast.tenant.email);
    expect(users.body).not.toContain(cast.landlord.email);
    expect(users.body).not.toContain(cast.admin.email);
    expect((await call('POST', '/users/downloadrefund', cast.landlord.token, body)).statusCode).toBe(200);
  });

  it('gives a partner the users they invited and no one else', async () => {
    const partner = await makeUser(api, { userType: 'partner' });
    const res = await call('POST', '/users/downloadresource/users', partner.token, { from: isoDay(-7), to: isoDay(0) });
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split('\r\n')).toHaveLength(1);
  });
});
