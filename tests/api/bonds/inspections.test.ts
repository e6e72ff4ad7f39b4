import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeBond, makeCast } from '../fixtures.ts';
import { makeUser, startTestApi, type TestApi } from '../harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const call: TestApi['v1'] = (...args) => api.v1(...args);
const amenities = [
  { room: 'livingroom', name: 'Sofa', counts: 1, conditions: 'working' },
  { room: 'kitchen', name: 'Refrigerator', counts: 1, conditions: 'nonworking', remark: 'Door seal torn' },
];

async function setting() {
  const cast = await makeCast(api);
  const bond = await makeBond(api, {
    tenantId: cast.tenant.id,
    landlordId: cast.landlord.id,
    propertyId: cast.property.id,
    status: 'Pending-Check-in',
  });
  return {
    ...cast,
    bond,
    report: (token: string, extra: object = {}) =>
      call('POST', '/inspections', token, { bondId: bond.id, propertyId: cast.property.id, amenities, ...extra }),
  };
}

describe('move-in inspections', () => {
  it('assumes no answer: an item without its count or condition is refused, not taken as 1 and Working', async () => {
    const { tenant, bond, report } = await setting();
    for (const item of [
      { room: 'bedroom1', name: 'Bed', counts: 2 },
      { room: 'bedroom1', name: 'Bed', conditions: 'working' },
    ]) {
      const res = await report(tenant.token, { amenities: [item] });
      expect(res.statusCode, JSON.stringify(item)).toBe(400);
    }
    expect(await api.db.selectFrom('inspection').select('id').where('bondId', '=', bond.id).execute()).toEqual([]);
    expect(
      (await report(tenant.token, { amenities: [{ room: 'bedroom1', name: 'Bed', counts: 2, conditions: 'working' }] }))
        .statusCode,
    ).toBe(201);
  });

  it('takes one report per bond from its tenant; a second answers 409 Report Submitted', async () => {
    const { tenant, landlord, bond, report } = await setting();
    expect((await report(landlord.token)).statusCode).toBe(403);
    const res = await report(tenant.token, { status: 'resolved', landlordComment: 'All items are as reported' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      tenantId: tenant.id,
      landlordId: landlord.id,
      bondId: bond.id,
    });
    expect(res.json().landlordComment).toBeUndefined();
    const again = await report(tenant.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Report Submitted');
    const found = await call('GET', `/inspections?bondId=${bond.id}`, landlord.token);
    expect(found.json().totalResults).toBe(1);
    const other = await makeUser(api, { userType: 'tenant' });
    expect((await call('GET', `/inspections?bondId=${bond.id}`, other.token)).json().totalResults).toBe(0);
  });

  it('refuses a report on someone else’s bond', async () => {
    const { bond, property } = await setting();
    const other = await makeUser(api, { userType: 'tenant' });
    expect(
      (await call('POST', '/inspections', other.token, { bondId: bond.id, propertyId: property.id, amenities }))
        .statusCode,
    ).toBe(403);
  });

  it('lets the landlord add remarks and resolve; nothing else; the tenant cannot resolve nor edit after', async () => {
    const { tenant, landlord, report } = await setting();
    const created = (await report(tenant.token)).json();
    expect((await call('PATCH', `/inspections/${created.id}`, tenant.token, { status: 'resolved' })).statusCode).toBe(
      403,
    );
    const changedItem = await call('PATCH', `/inspections/${created.id}`, landlord.token, {
      amenities: [{ ...amenities[0], counts: 3 }, amenities[1]],
    });
    expect(changedItem.statusCode).toBe(403);
    const remarked = amenities.map((a, i) => ({ ...a, landlordRemark: i === 1 ? 'Will replace the seal' : 'OK' }));
    const res = await call('PATCH', `/inspections/${created.id}`, landlord.token, {
      id: created.id,
      status: 'resolved',
      landlordComment: 'Non-working items will be repaired',
      amenities: remarked,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'resolved', landlordComment: 'Non-working items will be repaired' });
    expect(res.json().amenities[1].landlordRemark).toBe('Will replace the seal');
    expect((await call('PATCH', `/inspections/${created.id}`, tenant.token, { amenities })).statusCode).toBe(409);
    const stranger = await makeUser(api, { userType: 'landlord' });
    expect((await call('PATCH', `/inspections/${created.id}`, stranger.token, { status: 'resolved' })).statusCode).toBe(
      404,
    );
  });
});
