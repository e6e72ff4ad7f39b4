import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

import { connectDatabase, type DatabaseHandle } from '#engine/runtime/db/connect.server.ts';
import { migrate } from '#engine/runtime/db/migrate.server.ts';
import type { Database } from '#generated/db.ts';
import { dbSeedStore } from '#seed/db-seed-store.server.ts';
import { DEMO_PASSWORD } from '#seed/demo-logins.ts';
import { seedDemoData } from '#seed/seed.server.ts';
import { buildApp } from '#server/app.server.ts';
import { loadConfig } from '#server/config.server.ts';

import { runToEnd } from '../support/child-process.ts';
import { reusedDatabase } from '../support/reused-database.ts';

const root = join(import.meta.dirname, '../..');

/** Debian's Chromium (never a downloaded browser), with the flags this machine's closed network needs. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * How long a click or a navigation waits (Playwright's default is 30 s): CI's loaded 2-core machine once took longer
 * to open a console list and a dialog; the test's own timeout (60 s) still bounds a file.
 */
const ACTION_TIMEOUT_MS = 45_000;
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface E2E {
  baseUrl: string;
  db: Kysely<Database>;
  browser: Browser;
  /** A fresh browser context (own cookies) signed in as a demo login, on the console's dashboard. */
  signIn(key: string, options?: { width?: number }): Promise<{ context: BrowserContext; page: Page }>;
  /**
   * A fresh browser context (a new visitor: no cookies, empty storage) on a page of the public site. `clock: true`
   * installs Playwright's clock before the page loads (https://playwright.dev/docs/clock): time runs as usual
   * until the test moves it with `page.clock.runFor(ms)`, which fires the page's timers at once instead of waiting.
   */
  visit(
    path: string,
    options?: { width?: number; height?: number; clock?: boolean },
  ): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/**
 * What the browser test files of one worker share (they share its modules: `isolate: false` in
 * vitest.config.ts): the build check, the demo data seeded once into an image (with the uploads folder the seed
 * wrote), the databases loaded from it (each file starts on one reset to the image:
 * tests/support/reused-database.ts), and one Chromium, each file in contexts of its own.
 */
let seeded: Promise<{ image: Blob; dataDir: string }> | undefined;
let browser: Promise<Browser> | undefined;

function seededImage() {
  seeded ??= (async () => {
    await runToEnd(join(root, 'node_modules/.bin/tsx'), [join(root, 'tools/build-if-stale.ts')], {
      cwd: root,
      inherit: true,
    });
    const handle = await connectDatabase({ dataDir: 'memory' });
    await migrate(handle, root);
    const dataDir = mkdtempSync(join(tmpdir(), 'nivaas-e2e-'));
    await handle.db.transaction().execute((trx) => seedDemoData(dbSeedStore(trx, dataDir), { properties: 120 }));
    const image = await handle.image!();
    await handle.close();
    return { image, dataDir };
  })();
  return seeded;
}

function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  return browser;
}

/**
 * The real server (the built console and site, the API, a seeded in-memory database) on a free port, and
 * Chromium driving it. The console and the site are built first when their inputs changed (tools/build-if-stale.ts).
 */
export async function startE2E(): Promise<E2E> {
  const seeded = await seededImage();
  const dataDir = seeded.dataDir;
  const database = await reusedDatabase('seeded', async () => seeded.image);
  const handle: DatabaseHandle = database.handle;
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_SECRET: 'e2e-secret-'.padEnd(40, 'x'), PORT: '0' }),
    seedDemo: false,
  };
  const app: FastifyInstance = await buildApp({ handle, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  config.publicUrl = baseUrl;
  // A stand-in for the external rules portal: any page of ours shows the tab opened.
  config.rulesPortalUrl = `${baseUrl}/healthz`;
  const browser = await sharedBrowser();
  return {
    baseUrl,
    db: app.db,
    browser,
    async signIn(key, options = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: options.width ?? 1280, height: 900 },
      });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      const page = await context.newPage();
      await page.goto('/admin/login');
      await page.getByLabel('Email').fill(`${key}@nivaas.test`);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/admin\/home\/dashboard/);
      return { context, page };
    },
    async visit(path, options = {}) {
      // Visitors are in India: "today" and past visit slots are India's, as the server judges them.
      const context = await browser.newContext({
        baseURL: baseUrl,
        timezoneId: 'Asia/Kolkata',
        viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
      });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      const page = await context.newPage();
      if (options.clock) await page.clock.install();
      await page.goto(path);
      return { context, page };
    },
    async close() {
      await Promise.all(browser.contexts().map((c) => c.close()));
      await app.close();
      database.release();
    },
  };
}

/** Starts the server and browser once for the calling test file (beforeAll) and stops them after it. */
export function e2eForThisFile(): () => E2E {
  let e2e: E2E | undefined;
  beforeAll(async () => {
    e2e = await startE2E();
  }, 240_000);
  afterAll(() => e2e?.close());
  return () => e2e!;
}
