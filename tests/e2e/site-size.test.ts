import { gzipSync } from 'node:zlib';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

/** The budget for the home page: at most 250 KB of gzipped JavaScript. */
const BUDGET = 250 * 1024;

/** Public pages that each need a title and a meta description of their own. */
const PAGES = ['/', '/properties', '/faqs', '/contactus', '/corporates', '/partners'];

/** What the server's HTML says, read by a browser with JavaScript off: the page as a crawler or a slow phone sees it first. */
async function withoutJs<T>(path: string, read: (page: Page) => Promise<T>): Promise<T> {
  const context = await e2e().browser.newContext({ baseURL: e2e().baseUrl, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status(), `${path} answers 200`).toBe(200);
    return await read(page);
  } finally {
    await context.close();
  }
}

const meta = (page: Page, selector: string) =>
  page
    .locator(`head meta[${selector}]`)
    .first()
    .getAttribute('content', { timeout: 2_000 })
    .catch(() => null);

describe('the public site first load', () => {
  it('loads at most 250 KB of gzipped JavaScript on the home page', async () => {
    const context = await e2e().browser.newContext({ baseURL: e2e().baseUrl, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (!res.ok() || !(/javascript/.test(type) || new URL(res.url()).pathname.endsWith('.js'))) return;
      pending.push(
        res.body().then(
          (body) => void scripts.set(res.url(), gzipSync(body, { level: 9 }).length),
          () => undefined,
        ),
      );
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    console.log(
      `site home first load: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzipped (budget ${BUDGET / 1024} KB, ratio ${(total / BUDGET).toFixed(2)})`,
    );
    const largest = [...scripts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([url, bytes]) => `${new URL(url).pathname} ${(bytes / 1024).toFixed(1)} KB`);
    console.log(`largest: ${largest.join(', ')}`);
    expect(scripts.size).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET);
    await context.close();
  });

  it('serves the home page complete in its HTML, with a title, a description and social preview tags', async () => {
    const { page } = await e2e().visit('/');
    const res = await page.request.get('/');
    expect(res.status()).toBe(200);
    const html = await res.text();
    // Rendered on the server: the main heading is in the HTML, no first-view content waits for a fetch.
    expect(html).toMatch(/<h1[\s>]/);
    expect(html).not.toMatch(/>\s*Loading(\.\.\.|…)?\s*</i);
    await page.context().close();

    await withoutJs('/', async (noJs) => {
      expect(await noJs.locator('h1').count(), 'one h1').toBe(1);
      expect((await noJs.locator('h1').innerText()).trim()).not.toBe('');
      expect(await noJs.title()).not.toBe('');
      for (const selector of [
        'name="description"',
        'property="og:title"',
        'property="og:description"',
        'property="og:image"',
        'name="twitter:card"',
      ]) {
        expect(await meta(noJs, selector), selector).toBeTruthy();
      }
    });
  });

  it('gives each public page a title of its own and a meta description', async () => {
    const titles = new Map<string, string>();
    for (const path of PAGES) {
      await withoutJs(path, async (page) => {
        const title = (await page.title()).trim();
        expect(title, `${path} has a title`).not.toBe('');
        expect(await meta(page, 'name="description"'), `${path} has a meta description`).toBeTruthy();
        titles.set(path, title);
      });
    }
    const seen = new Map<string, string>();
    for (const [path, title] of titles) {
      expect(seen.get(title), `${path} and ${seen.get(title)} share the title "${title}"`).toBeUndefined();
      seen.set(title, path);
    }
  });
});
