// @vitest-environment jsdom
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { writeSeedFiles } from '#seed/files.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function writeOnce() {
  const dir = await mkdtemp(join(tmpdir(), 'nivaas-seed-files-'));
  dirs.push(dir);
  return { dir, files: await writeSeedFiles(dir, 'https://app.nivaas.example/') };
}

describe('seed files', () => {
  it('are well-formed SVGs that a browser parses, under 4 KB each', async () => {
    const { dir, files } = await writeOnce();
    const svgs = files.written.filter((f) => f.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThanOrEqual(24);
    for (const file of svgs) {
      const text = await readFile(join(dir, file), 'utf8');
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror'), file).toHaveLength(0);
      expect(doc.documentElement.tagName, file).toBe('svg');
      expect(doc.documentElement.children.length, file).toBeGreaterThan(3);
      expect(Buffer.byteLength(text), file).toBeLessThan(4096);
    }
  });

  it('are the same bytes on every run, and URLs use the public address only for uri fields', async () => {
    const a = await writeOnce();
    const b = await writeOnce();
    expect(a.files.written).toEqual(b.files.written);
    for (const file of a.files.written)
      expect(await readFile(join(a.dir, file)), file).toEqual(await readFile(join(b.dir, file)));
    expect(a.files.buildings.every((u) => u.startsWith('https://app.nivaas.example/uploads/seed/building-'))).toBe(
      true,
    );
    expect(a.files.damage.every((u) => u.startsWith('/uploads/seed/damage-'))).toBe(true);
    expect(Object.values(a.files.docs).every((u) => /^\/uploads\/seed\/[a-z-]+\.pdf$/.test(u))).toBe(true);
  });
});
