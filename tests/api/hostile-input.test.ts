import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_JSON_DEPTH } from '#engine/runtime/json-depth.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { messages } from '#generated/messages.ts';

import { makeUser, startTestApi, type TestApi } from './harness.ts';
import { multipart } from './uploads/multipart.ts';

/**
 * Each class of hostile input a malformed-input check found answered 500 (issue 12) is a 400 in the
 * one error shape, naming the field: bodies nested thousands deep, NUL characters, dates no
 * calendar has, names every object inherits, whole numbers no integer column holds.
 */
let api: TestApi;
let admin: string;
let tenant: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = (await makeUser(api, { userType: 'internal', role: 'admin' })).token;
  tenant = (await makeUser(api, { userType: 'tenant' })).token;
});
afterAll(() => api?.close());

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const nul = (field: string) => fillMessage(messages.request.nulCharacter, { field });

/** A 400 in the one error shape; with `field`, that field carries `message` (or any message). */
async function expect400(request: Parameters<TestApi['request']>[0], field?: string, message?: string) {
  const res = await api.request(request);
  expect(res.statusCode, `${request.method} ${request.url}: ${res.body.slice(0, 200)}`).toBe(400);
  const body = res.json();
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  if (field) expect(typeof body.errors?.[field], `${field} in ${JSON.stringify(body)}`).toBe('string');
  if (field && message) expect(body.errors[field]).toBe(message);
  return body;
}

describe('a body nested thousands of levels deep', () => {
  it('is refused from its text before any walk, on an anonymous endpoint and a generic one', async () => {
    const deep = `{"name":${'['.repeat(5000)}1${']'.repeat(5000)}}`;
    for (const url of ['/api/v1/leads', '/api/v1/auth/register']) {
      const body = await expect400({
        method: 'POST',
        url,
        payload: deep,
        headers: { 'content-type': 'application/json' },
      });
      expect(body).toEqual({
        code: 'too_deep',
        message: fillMessage(messages.request.tooDeep, { max: MAX_JSON_DEPTH }),
      });
    }
    const objects = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    await expect400({
      method: 'POST',
      url: '/api/admin/faq',
      token: admin,
      payload: objects,
      headers: { 'content-type': 'application/json' },
    });
  });

  it('still parses ordinary bodies, brackets inside strings included, and still refuses prototype poisoning', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/admin/faq',
      token: admin,
      payload: { title: '[['.repeat(100), description: '{{'.repeat(100), audience: 'tenant' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      (
        await expect400({
          method: 'POST',
          url: '/api/v1/leads',
          payload: '{"__proto__":{"admin":true}}',
          headers: { 'content-type': 'application/json' },
        })
      ).code,
    ).toBe('invalid_json');
  });
});

describe('a NUL character', () => {
  it('in a body string or key, a query parameter or a path parameter is refused naming the field', async () => {
    await expect400(
      {
        method: 'POST',
        url: '/api/v1/leads',
        payload: '{"name":"Asha\\u0000","phone":"9876543210"}',
        headers: { 'content-type': 'application/json' },
      },
      'name',
      nul('name'),
    );
    await expect400(
      {
        method: 'POST',
        url: '/api/admin/faq',
        token: admin,
        payload: '{"title":"ok","tags":["a","b\\u0000"]}',
        headers: { 'content-type': 'application/json' },
      },
      'tags.1',
      nul('tags.1'),
    );
    await expect400(
      {
        method: 'POST',
        url: '/api/admin/faq',
        token: admin,
        payload: '{"ti\\u0000tle":"ok"}',
        headers: { 'content-type': 'application/json' },
      },
      'ti\\u0000tle',
    );
    await expect400({ method: 'GET', url: '/api/v1/property?name=Noida%00' }, 'name', nul('name'));
    await expect400({ method: 'GET', url: '/api/v1/property/abc%00' }, 'id', nul('id'));
  });

  it('has a sibling: half of a surrogate pair, which jsonb cannot store, is refused the same way', async () => {
    const broken = fillMessage(messages.request.brokenText, { field: 'localities.1' });
    await expect400(
      {
        method: 'POST',
        url: '/api/admin/city-localities',
        token: admin,
        payload: '{"city":"Pune","localities":["Baner","a\\ud800b"]}',
        headers: { 'content-type': 'application/json' },
      },
      'localities.1',
      broken,
    );
  });

  it("in the console's search and filters is refused naming filter.q", async () => {
    await expect400(
      { method: 'GET', url: `/api/admin/property?filter=${q({ q: 'a\u0000' })}`, token: admin },
      'filter.q',
      nul('filter.q'),
    );
    await expect400(
      { method: 'GET', url: `/api/admin/user?filter=${q({ name: ['x', 'y\u0000'] })}`, token: admin },
      'filter.name.1',
      nul('filter.name.1'),
    );
  });

  it('in a multipart field or file name is refused naming the field', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const form = multipart([
      { name: 'type', value: 'prop\u0000erty' },
      { name: 'file', filename: 'a.png', contentType: 'image/png', data: png },
    ]);
    await expect400({ method: 'POST', url: '/api/v1/upload/uploadToS3', token: tenant, ...form }, 'type', nul('type'));
    const named = multipart([
      { name: 'type', value: 'property' },
      { name: 'file', filename: 'a\u0000.png', contentType: 'image/png', data: png },
    ]);
    await expect400({ method: 'POST', url: '/api/v1/upload/uploadToS3', token: tenant, ...named }, 'file', nul('file'));
  });
});

describe('a date no calendar has, or PostgreSQL cannot hold', () => {
  const IMPOSSIBLE = [
    '2024-02-30',
    '2023-02-29',
    '0000-01-01',
    '+275760-09-13',
    '-000001-01-01',
    '10000-01-01',
    'yesterday',
  ];

  it('in /api/v1 and /api/admin filters is refused naming the field', async () => {
    for (const day of IMPOSSIBLE) {
      const notDate = fillMessage(messages.request.notDate, { field: 'checkinDate' });
      await expect400(
        { method: 'GET', url: `/api/v1/bond?checkinDate=${encodeURIComponent(day)}`, token: admin },
        'checkinDate',
        notDate,
      );
      await expect400(
        { method: 'GET', url: `/api/admin/bond?filter=${q({ checkinDate_gte: day })}`, token: admin },
        'checkinDate',
        notDate,
      );
      await expect400(
        { method: 'GET', url: `/api/admin/lead?filter=${q({ createdAt_lte: `${day}T00:00:00Z` })}`, token: admin },
        'createdAt',
        fillMessage(messages.request.notDateTime, { field: 'createdAt' }),
      );
      await expect400(
        { method: 'GET', url: `/api/v1/users?from=${encodeURIComponent(day)}`, token: admin },
        'from',
        fillMessage(messages.request.notDate, { field: 'from' }),
      );
      await expect400(
        { method: 'GET', url: `/api/v1/dashboard/summary?from=${encodeURIComponent(day)}&to=2024-03-01`, token: admin },
        'from',
      );
    }
  });

  it('in a body is refused by the schema format with the field message; real days at the edges still work', async () => {
    for (const day of ['2024-02-30', '0000-01-01', '10000-01-01']) {
      await expect400(
        {
          method: 'POST',
          url: '/api/v1/users/downloadresource',
          token: admin,
          payload: { from: day, to: '2024-03-01' },
        },
        'from',
      );
    }
    await expect400({
      method: 'POST',
      url: '/api/admin/lead',
      token: admin,
      payload: { name: 'Asha', createdAt: '2024-01-01T00:00:00+99:99' },
    });
    for (const [from, to] of [
      ['0001-01-01', '0001-01-31'],
      ['9999-12-01', '9999-12-31'],
      ['2024-02-29', '2024-02-29'],
    ]) {
      const res = await api.request({
        method: 'GET',
        url: `/api/v1/dashboard/series?from=${from}&to=${to}`,
        token: admin,
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    }
    const report = await api.request({
      method: 'POST',
      url: '/api/v1/users/downloadresource',
      token: admin,
      payload: { from: '9999-12-01', to: '9999-12-31' },
    });
    expect(report.statusCode, report.body.slice(0, 200)).toBe(200);
  });
});

describe('names every JavaScript object inherits', () => {
  const BUILTIN = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'];

  it('as query keys and filter keys are unknown filters', async () => {
    for (const name of BUILTIN) {
      await expect400(
        { method: 'GET', url: `/api/v1/property?${name}=1` },
        name,
        fillMessage(messages.request.unknownFilter, { key: name }),
      );
      await expect400({ method: 'GET', url: `/api/v1/leads?${name}=1`, token: admin }, name);
      await expect400({ method: 'GET', url: `/api/admin/bond?filter=${q({ [name]: 1 })}`, token: admin }, name);
    }
  });

  it('as sort fields cannot be sorted by', async () => {
    for (const name of BUILTIN) {
      await expect400(
        { method: 'GET', url: `/api/v1/property?sortBy=${name}:asc` },
        'sortBy',
        fillMessage(messages.request.cannotSort, { field: name }),
      );
      await expect400({ method: 'GET', url: `/api/admin/bond?sort=${q([name, 'ASC'])}`, token: admin }, 'sortBy');
    }
  });

  it('as body keys are unknown fields, and as enum-like parameters are refused', async () => {
    for (const name of BUILTIN.filter((n) => n !== '__proto__')) {
      await expect400(
        {
          method: 'POST',
          url: '/api/admin/faq',
          token: admin,
          payload: { title: 'Q', description: 'A', audience: 'tenant', [name]: 'x' },
        },
        name,
      );
    }
    await expect400({ method: 'GET', url: '/api/v1/dashboard/summary?duration=toString', token: admin }, 'duration');
  });

  it('as path segments are not found, never a server error', async () => {
    for (const name of BUILTIN) {
      for (const url of [
        `/api/v1/${name}`,
        `/api/admin/${name}`,
        `/api/v1/profile/${name}`,
        `/api/v1/property/${name}`,
      ]) {
        const res = await api.request({ method: 'GET', url, token: tenant });
        expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(404);
        expect(typeof res.json().code).toBe('string');
        expect(typeof res.json().message).toBe('string');
      }
    }
  });
});

describe('numbers no column holds', () => {
  it('whole numbers beyond a PostgreSQL integer are refused in filters, bodies and paging', async () => {
    for (const n of ['2147483648', '-2147483649', '1e308', '99999999999999999999']) {
      await expect400({ method: 'GET', url: `/api/v1/property?No_of_Bedrooms=${n}` }, 'No_of_Bedrooms');
      await expect400(
        { method: 'GET', url: `/api/admin/faq?filter=${q({ order_gte: Number(n) })}`, token: admin },
        'order',
      );
    }
    await expect400(
      {
        method: 'POST',
        url: '/api/admin/auth-throttle',
        token: admin,
        payload: { key: 'k', hits: 1e308, resetAt: '2024-01-01T00:00:00Z' },
      },
      'hits',
      'Attempts must be at most 2147483647',
    );
    await expect400(
      {
        method: 'POST',
        url: '/api/admin/faq',
        token: admin,
        payload: '{"title":"Q","description":"A","audience":"tenant","order":1e400}',
        headers: { 'content-type': 'application/json' },
      },
      'order',
    );
    await expect400({ method: 'GET', url: '/api/v1/property?limit=1e400' }, 'limit');
    await expect400({ method: 'GET', url: '/api/v1/property?page=2147483648' }, 'page');
    await expect400({ method: 'GET', url: `/api/admin/faq?range=${q([1e300, 1e300])}`, token: admin }, 'range');
  });
});
