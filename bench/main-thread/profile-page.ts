/**
 * `npx tsx bench/main-thread/profile-page.ts <url>`: which JavaScript a page runs while it loads, the way
 * docs/performance.md measured it. Chromium (Debian's), a phone's viewport and 4× CPU throttling; V8's sampling
 * profiler from navigation to 4 s after `load`; prints self time by file and by function. Serve the production build
 * first (`PORT=3999 npm start`); compare before and after in turns or on a quiet host.
 */
import { chromium } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

const url = process.argv[2];
if (!url) throw new Error('usage: npx tsx bench/main-thread/profile-page.ts <url>');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
  profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
};
await browser.close();

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const byFile = new Map<string, number>();
const byFunction = new Map<string, number>();
profile.samples.forEach((id, i) => {
  const frame = nodes.get(id)!.callFrame;
  const micro = profile.timeDeltas[i] ?? 0;
  const file = frame.url.split('/').pop() || frame.functionName;
  const fn = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}`;
  byFile.set(file, (byFile.get(file) ?? 0) + micro);
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + micro);
});
const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micro]) => `${(micro / 1000).toFixed(0).padStart(6)} ms  ${name}`)
    .join('\n');
console.log(`by file\n${top(byFile, 15)}\n\nby function\n${top(byFunction, 30)}`);
