import { describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '#seed/demo-logins.ts';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

/** The page errors and console errors of reloading a page a visitor opened (a failed hydration or a refused script shows here). */
async function reloadErrors(path: string): Promise<string[]> {
  const { page, context } = await e2e().visit(path);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.reload({ waitUntil: 'networkidle' });
  await context.close();
  return errors;
}

/** How the one process serves the site next to the API and the console (server/site/endpoints.server.ts). */
describe('serving the public site', () => {
  it('answers pages with a nonce-based CSP that its inline scripts carry', async () => {
    const res = await fetch(`${e2e().baseUrl}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const html = await res.text();
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    // A new nonce every time.
    const again = (await fetch(`${e2e().baseUrl}/`)).headers.get('content-security-policy');
    expect(again).not.toBe(csp);
  });

  it('puts the critical MUI styles in the head, links the static style sheets and gzips pages', async () => {
    const res = await fetch(`${e2e().baseUrl}/`, { headers: { 'accept-encoding': 'gzip' } });
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-emotion="css[^"]*" data-s="">/);
    // What the page hydrates at once (the chrome, the banner, the search card) is styled by static CSS files.
    const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map((m) => m[1]);
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) {
      const css = await fetch(`${e2e().baseUrl}${sheet}`);
      expect(css.status).toBe(200);
      expect(css.headers.get('content-type')).toContain('text/css');
    }
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('leaves the API, console, uploads and dev paths alone', async () => {
    const api = await fetch(`${e2e().baseUrl}/api/v1/no-such-thing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'not_found' });
    expect((await fetch(`${e2e().baseUrl}/healthz`)).status).toBe(200);
    const admin = await fetch(`${e2e().baseUrl}/admin/`);
    expect(await admin.text()).toContain('<div id="root"></div>');
    expect((await fetch(`${e2e().baseUrl}/uploads/nothing-here.png`)).status).toBe(404);
  });

  it('serves hashed assets for a year and answers unknown ones with 404', async () => {
    const html = await (await fetch(`${e2e().baseUrl}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${e2e().baseUrl}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${e2e().baseUrl}/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${e2e().baseUrl}/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
    // Browsers and crawlers ask for /favicon.ico whatever the page links: a real icon (16, 32 and 48 px).
    const ico = await fetch(`${e2e().baseUrl}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toBe('image/x-icon');
    expect([...new Uint8Array(await ico.arrayBuffer()).slice(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    expect(html).toContain('href="/favicon.ico"');
  });

  it('hydrates without errors', async () => {
    expect(await reloadErrors('/')).toEqual([]);
  });
});

/** The page cache in front of the site (decision 024): anonymous visitors share one render for 30 s. */
describe('cached public pages', () => {
  it('answers a repeated anonymous request from the cache, its inline scripts allowed by hash, and it hydrates', async () => {
    const path = '/faqs?utm_source=cache-test';
    const first = await fetch(`${e2e().baseUrl}${path}`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    const hit = await fetch(`${e2e().baseUrl}/faqs?utm_source=other-campaign`);
    expect(hit.headers.get('age')).not.toBeNull();
    const csp = hit.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('nonce');
    expect(csp).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(await hit.text()).not.toContain('nonce=');

    expect(await reloadErrors('/faqs')).toEqual([]);
  });

  it('renders afresh for a visitor with a session, and never keeps personal or error pages', async () => {
    await fetch(`${e2e().baseUrl}/faqs`);
    const withSession = await fetch(`${e2e().baseUrl}/faqs`, { headers: { cookie: 'nv_lead=someone' } });
    expect(withSession.headers.get('age')).toBeNull();
    expect(withSession.headers.get('content-security-policy')).toContain("'nonce-");
    await fetch(`${e2e().baseUrl}/myaccount`);
    expect((await fetch(`${e2e().baseUrl}/myaccount`)).headers.get('age')).toBeNull();
    await fetch(`${e2e().baseUrl}/properties/details/00000000-0000-4000-8000-000000000000`);
    expect(
      (await fetch(`${e2e().baseUrl}/properties/details/00000000-0000-4000-8000-000000000000`)).headers.get('age'),
    ).toBeNull();
  });

  it('shows a console edit of public content on the next request', async () => {
    const base = e2e().baseUrl;
    const signedIn = await (
      await fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@nivaas.test', password: DEMO_PASSWORD }),
      })
    ).json();
    const before = await (await fetch(`${e2e().baseUrl}/faqs`)).text();
    const title = `A question asked at ${Date.now()}`;
    expect(before).not.toContain(title);
    const created = await fetch(`${base}/api/admin/faq`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${signedIn.tokens.access.token}` },
      body: JSON.stringify({ title, description: 'An answer.', audience: 'tenant', order: 0 }),
    });
    expect(created.status).toBe(201);
    expect(await (await fetch(`${e2e().baseUrl}/faqs`)).text()).toContain(title);
  });
});
