import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeRole, makeUser, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let admin: { token: string };
let staff: { token: string };
let leadId: string;
let propertyId: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await makeUser(api, { userType: 'internal', role: 'admin' });
  await makeRole(api, 'staff', [{ module: 'leads', permissions: [] }]);
  staff = await makeUser(api, { userType: 'internal', role: 'staff' });
  const landlord = await makeUser(api, { userType: 'landlord' });
  leadId = (
    await api.request({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { name: 'Ravi', email: 'ravi@example.in', phone: '919812300011' },
    })
  ).json().id;
  propertyId = (
    await api.db
      .insertInto('property')
      .values({
        name: 'Nest Andheri',
        propertyType: 'Studio',
        status: 'active',
        expectedRent: 15000,
        landlordId: landlord.id,
        propertyAddress: JSON.stringify({ locality: 'Andheri', city: 'Mumbai', state: 'Maharashtra', pin: '400053' }),
      } as any)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => api?.close());

describe('visitor calls of spec 000 §7', () => {
  it('scores a bot-check token with the disabled provider, publicly', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/utility/recaptcha/score',
      payload: { token: 'abc' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, score: 0.9, accepted: true });
    expect(
      (await api.request({ method: 'POST', url: '/api/v1/utility/recaptcha/score', payload: {} })).statusCode,
    ).toBe(400);
  });

  it('keeps leads private: getbyphone needs staff (or the lead itself)', async () => {
    expect(
      (await api.request({ method: 'POST', url: '/api/v1/leads/getbyphone', payload: { phone: '919812300011' } }))
        .statusCode,
    ).toBe(401);
    const tenant = await makeUser(api, { userType: 'tenant' });
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/v1/leads/getbyphone',
          token: tenant.token,
          payload: { phone: '919812300011' },
        })
      ).statusCode,
    ).toBe(403);
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/leads/getbyphone',
      token: staff.token,
      payload: { phone: '919812300011' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((l: any) => l.id)).toEqual([leadId]);
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/v1/leads/getbyphone',
          token: staff.token,
          payload: { phone: '98123' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('marks a lead phone-verified only for those allowed to', async () => {
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/v1/leads/verifyleadphone',
          token: staff.token,
          payload: { leadId },
        })
      ).statusCode,
    ).toBe(403);
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/leads/verifyleadphone',
      token: admin.token,
      payload: { leadId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().isPhoneVerified).toBe(true);
  });

  it('shortlists a property once and lists the lead visits', async () => {
    const first = await api.request({
      method: 'POST',
      url: '/api/v1/property/shortlist',
      token: admin.token,
      payload: { propertyId, userLeadId: leadId, isVisistScheduled: false, utm_source: 'google' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ propertyId, userLeadId: leadId });
    const again = await api.request({
      method: 'POST',
      url: '/api/v1/property/shortlist',
      token: admin.token,
      payload: { propertyId, userLeadId: leadId },
    });
    expect(again.statusCode).toBe(409);
    await api.db
      .insertInto('visit')
      .values({
        propertyId,
        userLeadId: leadId,
        scheduledVisitDate: '2026-12-01',
        scheduledVisitTimeSlot: '10:00',
        status: 'scheduled',
      } as any)
      .execute();
    const visits = await api.request({
      method: 'POST',
      url: '/api/v1/property/my-visits',
      token: staff.token,
      payload: { userLeadId: leadId },
    });
    expect(visits.statusCode).toBe(200);
    expect(visits.json()).toEqual([
      expect.objectContaining({
        scheduledVisitDate: '2026-12-01',
        scheduledVisitTimeSlot: '10:00',
        propertyId: expect.objectContaining({ id: propertyId }),
      }),
    ]);
    expect(
      (await api.request({ method: 'POST', url: '/api/v1/property/my-visits', payload: { userLeadId: leadId } }))
        .statusCode,
    ).toBe(401);
  });
});
