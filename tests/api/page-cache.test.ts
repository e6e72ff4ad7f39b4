import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { pageKey } from '#server/page-cache/cache-key.ts';
import { nonceToHashes } from '#server/page-cache/nonce-to-hashes.server.ts';
import { type PageCache, registerPageCache } from '#server/page-cache/page-cache.server.ts';
import { sharedLifetime } from '#server/page-cache/shared-lifetime.ts';

const PUBLIC = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';

/** A small server with the page cache in front of one page whose renders are counted. */
async function pageServer(answer: { cacheControl?: string; cookie?: boolean; delayMs?: number } = {}) {
  let clock = 1_000_000;
  let renders = 0;
  const app: FastifyInstance = Fastify();
  const cache: PageCache = registerPageCache(app, { bypass: /^\/api\//, now: () => clock });
  app.get('/*', async (req, reply) => {
    renders += 1;
    const nonce = `n${renders}`;
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (answer.cacheControl !== undefined) reply.header('Cache-Control', answer.cacheControl);
    if (answer.cookie) reply.header('Set-Cookie', 'nv_lead=x');
    reply.header('Content-Security-Policy', `script-src 'self' 'nonce-${nonce}'`).type('text/html; charset=utf-8');
    const html = `<html><script nonce="${nonce}">window.render=${renders}</script><p>${req.url}</p></html>`;
    if (/gzip/.test(String(req.headers['accept-encoding'] ?? '')))
      return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
    return reply.send(Buffer.from(html));
  });
  app.get('/api/thing', async () => ({ renders: ++renders }));
  await app.ready();
  return {
    app,
    cache,
    renders: () => renders,
    advance: (seconds: number) => (clock += seconds * 1000),
    get: (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers }),
  };
}

let server: Awaited<ReturnType<typeof pageServer>> | undefined;
afterEach(async () => {
  await server?.app.close();
  server = undefined;
});

describe('page cache', () => {
  it('reads the shared lifetime the way a shared cache does', () => {
    expect(sharedLifetime(PUBLIC)).toEqual({ fresh: 30, staleWhileRevalidate: 60 });
    expect(sharedLifetime('public, max-age=10')).toEqual({ fresh: 10, staleWhileRevalidate: 0 });
    for (const none of [undefined, 'no-cache', 'private, max-age=60', 'no-store', 'public', 's-maxage=0'])
      expect(sharedLifetime(none)).toBeUndefined();
  });

  it('keys pages without campaign parameters, in a stable order', () => {
    expect(pageKey('/properties?city=Pune&utm_source=ad&gclid=1&page=2', true)).toBe(
      pageKey('/properties?page=2&city=Pune', true),
    );
    expect(pageKey('/properties?city=Pune', true)).not.toBe(pageKey('/properties?city=Delhi', true));
    expect(pageKey('/', true)).not.toBe(pageKey('/', false));
  });

  it('serves a page that allows shared caching from the store, with its age', async () => {
    server = await pageServer({ cacheControl: PUBLIC });
    const first = await server.get('/?utm_source=campaign');
    const second = await server.get('/');
    expect(server.renders()).toBe(1);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body.replace(' nonce="n1"', ''));
    expect(second.headers.age).toBe('0');
    server.advance(12);
    expect((await server.get('/')).headers.age).toBe('12');
  });

  it('never stores a page without a shared lifetime, or one that sets a cookie', async () => {
    for (const answer of [
      { cacheControl: 'no-cache' },
      {},
      { cacheControl: 'private, max-age=60' },
      { cacheControl: PUBLIC, cookie: true },
    ]) {
      server = await pageServer(answer);
      await server.get('/');
      await server.get('/');
      expect(server.renders()).toBe(2);
      await server.app.close();
      server = undefined;
    }
  });

  it('renders again for visitors with credentials, and never looks up bypassed paths', async () => {
    server = await pageServer({ cacheControl: PUBLIC });
    await server.get('/');
    await server.get('/', { cookie: 'theme=dark; nv_lead=abc' });
    await server.get('/', { authorization: 'Bearer x' });
    expect(server.renders()).toBe(3);
    await server.get('/api/thing');
    await server.get('/api/thing');
    expect(server.renders()).toBe(5);
  });

  it('renders a page once for many concurrent requests', async () => {
    server = await pageServer({ cacheControl: PUBLIC, delayMs: 50 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => server!.get('/properties?city=Pune')));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(server.renders()).toBe(1);
  });

  it('serves a stale copy while one background render refreshes it, and forgets it after its stale time', async () => {
    server = await pageServer({ cacheControl: PUBLIC });
    await server.get('/');
    server.advance(31);
    const stale = await server.get('/');
    expect(stale.body).toContain('window.render=1');
    // The background render.
    await expect.poll(() => server!.renders()).toBe(2);
    expect((await server.get('/')).body).toContain('window.render=2');
    server.advance(200);
    await server.get('/');
    expect(server.renders()).toBe(3);
  });

  it('drops every copy when the content changes', async () => {
    server = await pageServer({ cacheControl: PUBLIC });
    await server.get('/');
    expect(server.cache.size).toBe(1);
    server.cache.invalidate();
    await server.get('/');
    expect(server.renders()).toBe(2);
  });

  it('keeps gzip and plain copies apart and stores the gzip copy compressed', async () => {
    server = await pageServer({ cacheControl: PUBLIC });
    await server.get('/', { 'accept-encoding': 'gzip' });
    const zipped = await server.get('/', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toContain('<p>/</p>');
    const plain = await server.get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(server.renders()).toBe(2);
  });

  it('allows a stored page’s inline scripts by hash, never by a shared nonce', async () => {
    server = await pageServer({ cacheControl: PUBLIC });
    await server.get('/', { 'accept-encoding': 'gzip' });
    const hit = await server.get('/', { 'accept-encoding': 'gzip' });
    const html = gunzipSync(hit.rawPayload).toString();
    const csp = String(hit.headers['content-security-policy']);
    expect(html).not.toContain('nonce');
    expect(csp).not.toContain('nonce');
    const hash = createHash('sha256').update('window.render=1').digest('base64');
    expect(csp).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(nonceToHashes('<p>no scripts</p>', "script-src 'self' 'nonce-abc'")?.csp).toBe("script-src 'self'");
    expect(nonceToHashes('<p data-x="abc">', "script-src 'nonce-abc'")).toBeUndefined();
  });
});
