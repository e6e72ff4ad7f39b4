import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { validate } from '#engine/runtime/validation/validate.ts';
import { type DemoDataSettings, writeDemoData } from '#seed/demo-data.ts';

import { MemoryStore } from './memory-store.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function run(settings: DemoDataSettings) {
  const dir = await mkdtemp(join(tmpdir(), 'nivaas-seed-det-'));
  dirs.push(dir);
  const store = new MemoryStore(dir);
  const summary = await writeDemoData(store, settings);
  return { store, summary };
}

const settings: DemoDataSettings = {
  properties: 500,
  now: new Date('2025-06-15T10:30:00Z'),
  passwordHash: 'scrypt$32768$8$1$c2FsdA$aGFzaA',
  publicUrl: 'http://localhost:3000',
};

describe('the demo data is deterministic', () => {
  it('writes the same rows and files on every run with the same settings', async () => {
    const a = await run(settings);
    const b = await run(settings);
    expect(b.summary).toEqual(a.summary);
    expect(b.store.normalized()).toEqual(a.store.normalized());
    for (const file of a.summary.files) {
      expect(await readFile(join(b.store.uploadsDir, file)), file).toEqual(
        await readFile(join(a.store.uploadsDir, file)),
      );
    }
  });

  it('dates everything relative to now: another now shifts the dates, not the data', async () => {
    const later = await run({ ...settings, now: new Date('2026-01-10T08:00:00Z') });
    const first = (await run(settings)).store;
    const property = (s: MemoryStore) => s.rows('property').map((p) => [p.name, p.expectedRent, p.propertyAddress]);
    expect(property(later.store)).toEqual(property(first));
    const newest = Math.max(...later.store.rows('user').map((u) => Date.parse(u.createdAt as string)));
    expect(newest).toBeLessThanOrEqual(Date.parse('2026-01-10T08:00:00Z'));
    expect(newest).toBeGreaterThan(Date.parse('2025-12-01T00:00:00Z'));
  });

  it('works with a small property count, still valid and still covering every city', async () => {
    const { store } = await run({ ...settings, properties: 30 });
    expect(store.rows('property')).toHaveLength(30);
    expect(new Set(store.rows('property').map((p) => (p.propertyAddress as { city: string }).city)).size).toBe(9);
    expect(store.danglingRefs).toEqual([]);
    for (const [slug, table] of store.tables)
      for (const { row } of table) expect(validate(slug, row).ok, slug).toBe(true);
    await expect(writeDemoData(new MemoryStore(store.uploadsDir), { ...settings, properties: 5 })).rejects.toThrow(
      /at least 9/,
    );
  });
});
