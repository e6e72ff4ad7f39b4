import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isoDay, makeBond, makeCast, makeProperty } from '../fixtures.ts';
import { startTestApi, type TestApi } from '../harness.ts';

/** No door around a rule: a generic edit cannot do what an operation owns (issue 13, item 6). */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const put = (url: string, token: string, payload: object) => api.request({ method: 'PUT', url, token, payload });

describe('generic edits of bonds and bond requests', () => {
  it('refuses a staff console edit that releases a bond, naming the action; the release operation still works', async () => {
    const { admin, landlord, tenant, property } = await makeCast(api);
    const bond = await makeBond(api, { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id });
    const refused = await put(`/api/admin/bond/${bond.id}`, admin.token, { status: 'Released' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'use_action',
      errors: { status: expect.stringContaining('POST /api/v1/bond/release') },
    });
    expect(
      await api.db
        .selectFrom('bond')
        .select(['status', 'releaseDate'])
        .where('id', '=', bond.id)
        .executeTakeFirstOrThrow(),
    ).toMatchObject({ status: 'Active', releaseDate: null });

    const dates = await put(`/api/admin/bond/${bond.id}`, admin.token, {
      checkinDate: isoDay(5),
      checkoutDate: isoDay(1),
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().errors.checkinDate).toBe(
      'Check-in Date changes only through Update Dates (PATCH /api/v1/bond/{id}), which checks check-in against check-out',
    );
    const terms = await put(`/api/admin/bond/${bond.id}`, admin.token, { tenure: 3 });
    expect(terms.statusCode).toBe(400);
    expect(terms.json().errors.tenure).toBe(
      'Tenure (years) changes only through Renew (POST /api/v1/bond/manual/renew)',
    );

    const released = await api.request({
      method: 'POST',
      url: '/api/v1/bond/release',
      token: admin.token,
      payload: { bondId: bond.id },
    });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ status: 'Released', releaseDate: isoDay(0) });
  });

  it('lets the console save a bond sent back whole, changing only what a plain edit may', async () => {
    const { admin, landlord, tenant, property } = await makeCast(api);
    const bond = await makeBond(api, { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id });
    const shown = (await api.request({ method: 'GET', url: `/api/admin/bond/${bond.id}`, token: admin.token })).json();
    const saved = await put(`/api/admin/bond/${bond.id}`, admin.token, { ...shown, monthlyRent: 18_500 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ monthlyRent: 18_500, status: 'Active' });
  });

  it("refuses rewriting a bond request's type, tenant or property", async () => {
    const { admin, landlord, tenant, property } = await makeCast(api);
    const other = await makeProperty(api, landlord.id);
    const request = await api.db
      .insertInto('bond_request')
      .values({
        type: 'buy',
        status: 'pending',
        userId: tenant.id,
        propertyId: property.id,
        landlordId: landlord.id,
      } as any)
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const change of [{ type: 'cancel' }, { userId: admin.id }, { propertyId: other.id }]) {
      const res = await put(`/api/admin/bond-request/${request.id}`, admin.token, change);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().errors)[0]).toMatch(
        /of a bond request cannot change: the tenant makes a new request instead$/,
      );
    }
    const row = await api.db
      .selectFrom('bond_request')
      .select(['type', 'userId', 'propertyId'])
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ type: 'buy', userId: tenant.id, propertyId: property.id });
  });
});
