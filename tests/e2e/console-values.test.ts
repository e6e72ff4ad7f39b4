import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { enumTitles } from '#generated/enums.ts';
import { manifest } from '#generated/manifest.ts';
import { DEMO_PASSWORD } from '#seed/demo-logins.ts';

import { e2eForThisFile } from './harness.ts';

const e2e = e2eForThisFile();

/**
 * Nothing shown raw (issue 30, decision 042): signed in as staff and as a landlord, every console list and show
 * screen of every generated resource the viewer's menu reaches, and the user drawer's panes, show no value as the
 * database holds it: no ISO date, no enum code whose title differs from it, no bare phone number, no ungrouped
 * amount, no JSON.
 */

type Entry = { slug: string; 'x-admin'?: { label: string; hidden?: boolean }; 'x-permissions'?: { module: string } };
const resources = Object.values(manifest as Record<string, Entry>).filter((e) => e['x-admin'] && !e['x-admin'].hidden);

/** Each enum code whose title differs from it: a chip reading it, or a code-like one anywhere, is raw. */
const rawCodes = [
  ...new Set(
    Object.values(enumTitles as Record<string, Record<string, string>>).flatMap((t) =>
      Object.entries(t)
        .filter(([v, title]) => v !== title)
        .map(([v]) => v),
    ),
  ),
];
const codeLike = rawCodes.filter(
  (v) =>
    /[_.]|[a-z][A-Z]|^[A-Z]{2,}_/.test(v) ||
    /^(basiceligible|onhold|nonworking|paymentgateway|tenantindividual|landlordindividual|topup|pending-verification|refused-payment)$/.test(
      v,
    ),
);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CODE_ANYWHERE = new RegExp(`(?<![\\w.-])(${codeLike.map(escape).join('|')})(?![\\w-])`);

const RULES: [string, RegExp][] = [
  ['an ISO date', /(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w-])/],
  ['a bare phone number', /(?<![\w+-])(?:91)?[6-9]\d{9}(?![\w-])/],
  ['an ungrouped amount', /₹\s?-?\d{4,}/],
  ['[object Object]', /\[object Object\]/],
  ['JSON', /\{\s*"|"\s*:\s*[[{"\d]/],
  ['an enum code', CODE_ANYWHERE],
];

/** What is wrong with the screen's visible text: each rule broken, with the text around it. */
async function rawValues(page: Page, where: string): Promise<string[]> {
  const { text, cells } = await page.evaluate(() => {
    const main = document.querySelector('#main-content') ?? document.body;
    // Choices show as chips: a chip reading a code (not a free text that happens to be a word) is raw.
    const leaves = [...main.querySelectorAll<HTMLElement>('.MuiChip-label')].filter((el) => el.offsetParent !== null);
    return { text: (main as HTMLElement).innerText, cells: leaves.map((el) => el.innerText.trim()).filter(Boolean) };
  });
  const found: string[] = [];
  for (const [what, rule] of RULES) {
    const m = rule.exec(text);
    if (m)
      found.push(
        `${where}: ${what}: "…${text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40).replace(/\s+/g, ' ')}…"`,
      );
  }
  const rawCell = cells.find((c) => rawCodes.includes(c));
  if (rawCell) found.push(`${where}: an enum code as a whole value: "${rawCell}"`);
  return found;
}

/** Client-side navigation (the console's router follows popstate), then waits for the screen to settle. */
async function open(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page);
}

/** Until nothing is loading and the screen's text stops changing (the same on two looks 80 ms apart; at most 4.8 s). */
async function settle(page: Page) {
  const settled = () => {
    const seen = window as unknown as { lastMainText?: string };
    const busy = !!document.querySelector('#main-content [role="progressbar"], .RaLoading-root, .MuiSkeleton-root');
    const text = (document.querySelector('#main-content') as HTMLElement | null)?.innerText ?? '';
    const still = !busy && !!text && text === seen.lastMainText;
    seen.lastMainText = text;
    return still;
  };
  await page.evaluate(() => delete (window as unknown as { lastMainText?: string }).lastMainText);
  await page.waitForFunction(settled, undefined, { polling: 80, timeout: 4800 }).catch((e: Error) => {
    if (e.name !== 'TimeoutError') throw e;
  });
}

async function modulesOf(key: string): Promise<Set<string>> {
  const base = e2e().baseUrl;
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `${key}@nivaas.test`, password: DEMO_PASSWORD }),
  });
  const token = (await login.json()).tokens.access.token as string;
  const config = await (
    await fetch(`${base}/api/v1/users/config`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  return new Set((config.modules as { module: string }[]).map((m) => m.module));
}

/** Every generated list the viewer's modules reach, and the show screen of its first row: three tabs at a time. */
async function visitResources(page: Page, modules: Set<string>): Promise<{ problems: string[]; visited: number }> {
  const problems: string[] = [];
  let visited = 0;
  const queue = resources.filter((e) => modules.has(e['x-permissions']?.module ?? ''));
  const tabs = [
    page,
    ...(await Promise.all(
      [1, 2].map(async () => {
        const tab = await page.context().newPage();
        await tab.goto('/admin/home/dashboard');
        return tab;
      }),
    )),
  ];
  await Promise.all(
    tabs.map(async (tab) => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        await open(tab, `/admin/${entry.slug}`);
        problems.push(...(await rawValues(tab, `${entry.slug} list`)));
        visited++;
        const row = tab.locator('#main-content .RaDatagrid-row').first();
        if (!(await row.count())) continue;
        await row.click();
        await tab.waitForURL(/\/show$/, { timeout: 5_000 }).catch(() => undefined);
        if (!tab.url().endsWith('/show')) continue;
        await settle(tab);
        problems.push(...(await rawValues(tab, `${entry.slug} show`)));
        visited++;
      }
    }),
  );
  await Promise.all(tabs.slice(1).map((t) => t.close()));
  return { problems, visited };
}

/** The user drawer of `userId`, each of its tabs. */
async function visitDrawer(page: Page, type: string, userId: string): Promise<string[]> {
  const problems: string[] = [];
  await open(page, `/admin/home/users?type=${type}&id=${userId}`);
  const drawer = page.getByTestId('user-drawer');
  await drawer.waitFor();
  const tabs = drawer.getByRole('tab');
  const count = await tabs.count();
  for (let i = 0; i < count; i++) {
    await tabs.nth(i).click();
    await settle(page);
    const text = await drawer.innerText();
    for (const [what, rule] of RULES) {
      const m = rule.exec(text);
      if (m)
        problems.push(
          `drawer ${await tabs.nth(i).innerText()}: ${what}: "…${text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40).replace(/\s+/g, ' ')}…"`,
        );
    }
  }
  return problems;
}

describe('console screens show no raw values (issue 30)', { timeout: 150_000 }, () => {
  it('staff: every generated list and show screen, and a tenant drawer with co-applicants, documents and a bond', async () => {
    const { context, page } = await e2e().signIn('admin');
    const { problems, visited } = await visitResources(page, await modulesOf('admin'));
    expect(visited).toBeGreaterThan(20);
    const withCoApplicant = await e2e()
      .db.selectFrom('co_applicant')
      .select('tenantId')
      .orderBy('tenantId')
      .executeTakeFirstOrThrow();
    const withBond = await e2e().db.selectFrom('bond').select('tenantId').orderBy('bondId').executeTakeFirstOrThrow();
    problems.push(...(await visitDrawer(page, 'tenant', withCoApplicant.tenantId)));
    if (withBond.tenantId !== withCoApplicant.tenantId)
      problems.push(...(await visitDrawer(page, 'tenant', withBond.tenantId)));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a landlord: their lists and show screens, and their tenant's drawer", async () => {
    const { context, page } = await e2e().signIn('landlord');
    const { problems } = await visitResources(page, await modulesOf('landlord'));
    const landlord = await e2e()
      .db.selectFrom('user')
      .select('id')
      .where('email', '=', 'landlord@nivaas.test')
      .executeTakeFirstOrThrow();
    const bond = await e2e()
      .db.selectFrom('bond')
      .select('tenantId')
      .where('landlordId', '=', landlord.id)
      .orderBy('bondId')
      .executeTakeFirst();
    if (bond) problems.push(...(await visitDrawer(page, 'tenant', bond.tenantId)));
    expect(problems).toEqual([]);
    await context.close();
  });
});
