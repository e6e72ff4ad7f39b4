/**
 * `npx tsx bench/main-thread/trace-page.ts <url> [cookie]`: where a page's main thread goes while it loads, the way
 * docs/performance.md measured it. Chromium (Debian's), a phone's viewport (412 × 823) and 4× CPU throttling like
 * Lighthouse's mobile preset; prints main-thread time by trace event and every task over 50 ms with what filled it
 * (the sum of their excess over 50 ms is a rough stand-in for Total Blocking Time, with real rather than simulated
 * throttling). Serve the production build first (`PORT=3999 npm start`). Numbers scale with the host's load: compare
 * a before and an after taken in turns, or on a quiet host.
 */
import { chromium } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

const [url, cookie] = process.argv.slice(2);
if (!url) throw new Error('usage: npx tsx bench/main-thread/trace-page.ts <url> [cookie]');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  isMobile: true,
  extraHTTPHeaders: cookie ? { cookie } : {},
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, {
  categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'],
});
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
await browser.close();

const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
if (!main) throw new Error('no renderer main thread in the trace');
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const ms = (micro = 0) => micro / 1000;

const byName = new Map<string, number>();
for (const e of onMain) byName.set(e.name, (byName.get(e.name) ?? 0) + ms(e.dur));
const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 20);
console.log(top.map(([name, total]) => `${total.toFixed(0).padStart(6)} ms  ${name}`).join('\n'));

let blocking = 0;
const lines: string[] = [];
for (const task of onMain.filter((e) => e.name === 'RunTask' && ms(e.dur) > 50)) {
  blocking += ms(task.dur) - 50;
  const inside = onMain.filter((e) => e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) && e.name !== 'RunTask');
  const parts = new Map<string, number>();
  for (const e of inside) parts.set(e.name, (parts.get(e.name) ?? 0) + ms(e.dur));
  const what = [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, total]) => `${name}:${total.toFixed(0)}`)
    .join(' ');
  const files = [...new Set(inside.flatMap((e) => (e.args?.data?.url ? [e.args.data.url.split('/').pop()] : [])))];
  lines.push(`${ms(task.dur).toFixed(0).padStart(5)} ms  ${what}  ${files.slice(0, 3).join(',')}`);
}
console.log(`tasks over 50 ms (their excess over 50 ms: ${blocking.toFixed(0)} ms)\n${lines.join('\n')}`);
