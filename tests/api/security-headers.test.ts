import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '#server/app.server.ts';

import { startTestApi, type TestApi } from './harness.ts';

/** The headers decision 015 lists: every answer, the API's, and production's HSTS. */
let api: TestApi;
let production: TestApi['app'];
beforeAll(async () => {
  api = await startTestApi();
  production = await buildApp({ handle: api.handle, config: { ...api.config, production: true } });
}, 120_000);
afterAll(async () => {
  await production?.close();
  await api?.close();
});

describe('security headers', () => {
  it('keeps API answers out of caches, unsniffed, and unreadable by other sites', async () => {
    // (The anonymous property search and details alone may be kept by a shared cache: property-list-cache.test.ts.)
    const res = await api.request({
      method: 'GET',
      url: '/api/v1/property/localities?city=Pune',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const preflight = await api.request({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('answers errors the same way, with no stack or server banner', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers.server).toBeUndefined();
    expect(res.body).not.toMatch(/\n\s+at /);
  });

  it('tells browsers to use HTTPS in production', async () => {
    const res = await production.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
