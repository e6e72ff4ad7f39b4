import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { generate } from '#engine/codegen/generate.ts';

import { fixturesDir, tempTree } from './temp-tree.ts';

/**
 * Golden test: the fixture model in fixtures/library/schemas must generate exactly the files in
 * fixtures/library/generated. After an intended generator change: UPDATE_GOLDEN=1 npx vitest run tests/codegen
 */
const fixture = join(fixturesDir, 'library');
const golden = join(fixture, 'generated');

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? listFiles(join(dir, d.name)) : [join(dir, d.name)],
  );
}

describe('generator golden files', () => {
  it('generates exactly the golden output for the fixture model', async () => {
    if (process.env.UPDATE_GOLDEN) await generate({ root: fixture });
    const tree = tempTree(join(fixture, 'schemas'));
    try {
      await generate({ root: tree });
      const produced = listFiles(join(tree, 'generated'))
        .map((f) => relative(join(tree, 'generated'), f))
        .sort();
      const expected = existsSync(golden)
        ? listFiles(golden)
            .map((f) => relative(golden, f))
            .sort()
        : [];
      expect(produced).toEqual(expected);
      for (const file of produced) {
        expect(readFileSync(join(tree, 'generated', file), 'utf8'), file).toBe(
          readFileSync(join(golden, file), 'utf8'),
        );
      }
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });

  it('writes nothing on a second run (deterministic, only what changed)', async () => {
    const tree = tempTree(join(fixture, 'schemas'));
    try {
      const first = await generate({ root: tree });
      expect(first.written.length).toBeGreaterThan(0);
      const second = await generate({ root: tree });
      expect(second.written).toEqual([]);
      expect(second.removed).toEqual([]);
      expect((await generate({ root: tree, check: true })).written).toEqual([]);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });
});
