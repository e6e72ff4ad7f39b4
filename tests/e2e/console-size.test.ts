import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

/** The budget: the react-admin demo ships about 600 KB. */
const BUDGET = 600 * 1024;

describe('the console first load', () => {
  it('is at most 600 KB of gzipped JavaScript from the login page to the dashboard', async () => {
    const context = await e2e().browser.newContext({ baseURL: e2e().baseUrl });
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (res) => {
      if (!res.url().endsWith('.js') || !res.ok()) return;
      const body = await res.body().catch(() => undefined);
      if (body) scripts.set(res.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill('admin@nivaas.test');
    await page.getByLabel('Password').fill('Nivaas@123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin\/home\/dashboard/);
    await page.getByTestId('welcome-banner').waitFor();
    await page.waitForLoadState('networkidle');
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    console.log(
      `console first load: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzipped (budget ${BUDGET / 1024} KB, ratio ${(total / BUDGET).toFixed(2)})`,
    );
    expect(scripts.size).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET);
    await context.close();
  });
});
