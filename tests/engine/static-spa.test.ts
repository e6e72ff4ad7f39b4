import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { registerSpa } from '#engine/runtime/http/static-spa.server.ts';

function builtApp() {
  const dir = mkdtempSync(join(tmpdir(), 'spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("hello");'.repeat(200));
  const app = Fastify();
  registerSpa(app, { prefix: '/admin', dir, csp: "default-src 'self'", notBuilt: 'not built' });
  return app;
}

describe('a built single-page app served from memory', () => {
  it('answers client routes with index.html and a strict CSP, never cached', async () => {
    const res = await builtApp().inject({ url: '/admin/home/users?type=tenant' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['content-security-policy']).toBe("default-src 'self'");
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('serves hashed assets gzipped when asked, cached for a year', async () => {
    const res = await builtApp().inject({
      url: '/admin/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(gunzipSync(res.rawPayload).toString()).toContain('hello');
  });

  it('answers 404 for a missing asset (not index.html) and redirects the bare prefix', async () => {
    const app = builtApp();
    expect((await app.inject({ url: '/admin/assets/missing.js' })).statusCode).toBe(404);
    const bare = await app.inject({ url: '/admin' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/admin/');
  });

  it('says how to build when the folder is missing', async () => {
    const app = Fastify();
    registerSpa(app, { prefix: '/admin', dir: '/nonexistent', csp: '', notBuilt: 'Run npm run build' });
    const res = await app.inject({ url: '/admin/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe('Run npm run build');
  });
});
