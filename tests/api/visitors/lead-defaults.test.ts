import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeUser, startTestApi, type TestApi } from '../harness.ts';

/** Every create path fills the schema's defaults: a lead made through POST /api/v1/leads has them at once. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const stored = (id: string) => api.db.selectFrom('lead').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /api/v1/leads', () => {
  it("gives a lead sent with only its e-mail the lead schema's defaults (type, entity name, budget, the ticks)", async () => {
    const res = await api.request({ method: 'POST', url: '/api/v1/leads', payload: { email: 'plain@example.in' } });
    expect(res.statusCode).toBe(201);
    const defaults = {
      type: 'lead',
      entityName: 'tenant',
      budget: 30000,
      agreeToContact: true,
      interestedInNivaas: true,
      isPhoneVerified: false,
    };
    expect(res.json()).toMatchObject(defaults);
    expect(await stored(res.json().id)).toMatchObject(defaults);
  });

  it("keeps what the caller sent over a default, and a read-only field stays the server's", async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/leads',
      payload: {
        email: 'ops@example.in',
        type: 'partner',
        entityName: 'UrbanNest',
        budget: 0,
        agreeToContact: false,
        isPhoneVerified: true,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().id)).toMatchObject({
      type: 'partner',
      entityName: 'UrbanNest',
      budget: 0,
      agreeToContact: false,
      interestedInNivaas: true,
      isPhoneVerified: false,
    });
  });
});

describe('the generic create (console dialect)', () => {
  it('fills the defaults too', async () => {
    const admin = await makeUser(api, { userType: 'internal', role: 'admin' });
    const res = await api.request({
      method: 'POST',
      url: '/api/admin/lead',
      token: admin.token,
      payload: { email: 'console@example.in', name: 'Console' },
    });
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().id)).toMatchObject({ type: 'lead', entityName: 'tenant', budget: 30000 });
  });
});
