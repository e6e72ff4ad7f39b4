import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeRole, makeUser, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('generic resources through HTTP', () => {
  it('answers /healthz', async () => {
    const res = await api.request({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('lets a visitor create a lead and answers with the stored record', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { name: 'Asha', email: 'asha@example.in', phone: '919876543210', type: 'lead', city: 'Pune' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Asha', email: 'asha@example.in', city: 'Pune' });
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a bad lead with the schema messages, 400, and stores nothing', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { email: 'nope', phone: '12345', surprise: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: expect.any(String),
      errors: {
        email: 'Invalid email address!',
        phone: 'Please enter a valid mobile number',
        surprise: 'Unknown field: not part of Lead',
      },
    });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/leads',
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_json');
  });

  it('paginates lists in the specification envelope', async () => {
    const admin = await makeUser(api, { userType: 'internal', role: 'admin' });
    for (let i = 0; i < 3; i++) {
      const r = await api.request({
        method: 'POST',
        url: '/api/v1/faq',
        token: admin.token,
        payload: { title: `Question ${i}?`, description: 'Answer.', audience: 'tenant' },
      });
      expect(r.statusCode).toBe(201);
    }
    const res = await api.request({ method: 'GET', url: '/api/v1/faq?limit=2&page=2&sortBy=title:asc' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 2, limit: 2, totalPages: 2, totalResults: 3 });
    expect(res.json().results.map((r: any) => r.title)).toEqual(['Question 2?']);
  });

  it('refuses unknown filters and sort fields with 400', async () => {
    expect((await api.request({ method: 'GET', url: '/api/v1/faq?colour=red' })).statusCode).toBe(400);
    expect((await api.request({ method: 'GET', url: '/api/v1/faq?sortBy=drop table:asc' })).statusCode).toBe(400);
    expect((await api.request({ method: 'GET', url: '/api/v1/faq?limit=abc' })).statusCode).toBe(400);
  });

  it('speaks the ra-data-simple-rest dialect on /api/admin with Content-Range', async () => {
    const admin = await makeUser(api, { userType: 'internal', role: 'admin' });
    const res = await api.request({
      method: 'GET',
      url: `/api/admin/faq?sort=${encodeURIComponent('["title","DESC"]')}&range=${encodeURIComponent('[0,1]')}&filter=${encodeURIComponent('{"audience":"tenant"}')}`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('faq 0-1/3');
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
    expect(res.json().map((r: any) => r.title)).toEqual(['Question 2?', 'Question 1?']);
  });

  it('keeps tenants out of the console and staff without rights from writing', async () => {
    const tenant = await makeUser(api, { userType: 'tenant' });
    expect((await api.request({ method: 'GET', url: '/api/admin/faq', token: tenant.token })).statusCode).toBe(403);
    await makeRole(api, 'staff', [{ module: 'content', permissions: [] }]);
    const staff = await makeUser(api, { userType: 'internal', role: 'staff' });
    expect((await api.request({ method: 'GET', url: '/api/admin/faq', token: staff.token })).statusCode).toBe(200);
    const res = await api.request({
      method: 'POST',
      url: '/api/admin/faq',
      token: staff.token,
      payload: { title: 'x?', description: 'y', audience: 'tenant' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('request the admin');
  });

  it('returns 404 for unknown ids and for malformed ids', async () => {
    expect(
      (await api.request({ method: 'GET', url: '/api/v1/faq/8a6e0804-2bd0-4672-b79d-d97027f9071a' })).statusCode,
    ).toBe(404);
    expect((await api.request({ method: 'GET', url: '/api/v1/faq/not-an-id' })).statusCode).toBe(404);
  });
});
