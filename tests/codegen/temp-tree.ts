import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterEach } from 'vitest';

import { generate } from '#engine/codegen/generate.ts';

export const repoRoot = join(import.meta.dirname, '../..');
export const fixturesDir = join(import.meta.dirname, 'fixtures');

/**
 * A scratch tree inside node_modules/.cache, so generated validators resolve the project's packages,
 * and the project's engine as `#engine/*` (the string formats they import). `schemasFrom` is copied
 * in as its schemas/.
 */
export function tempTree(schemasFrom: string): string {
  const base = join(repoRoot, 'node_modules/.cache/nivaas-tests');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, 'tree-'));
  cpSync(schemasFrom, join(dir, 'schemas'), { recursive: true });
  symlinkSync(join(repoRoot, 'engine'), join(dir, 'engine'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module', imports: { '#engine/*': './engine/*' } }));
  return dir;
}

/** Reads a JSON file, lets `change` edit it, writes it back. */
export function editJson(path: string, change: (json: any) => void): void {
  const json = JSON.parse(readFileSync(path, 'utf8'));
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
}

/** The scratch trees a test file makes, removed after each test (call once at the top of the file). */
export function scratchTrees(): string[] {
  const trees: string[] = [];
  afterEach(() => trees.splice(0).forEach((t) => rmSync(t, { recursive: true, force: true })));
  return trees;
}

/** A copy of the fixture model with one schema file edited, kept in `trees`. */
export function editedFixture(trees: string[], file: string, change: (json: any) => void): string {
  const tree = tempTree(join(fixturesDir, 'library/schemas'));
  trees.push(tree);
  editJson(join(tree, 'schemas', file), change);
  return tree;
}

/** What `npm run generate` says of a broken model (a test fails when it accepts it). */
export async function problemsOf(tree: string): Promise<string> {
  try {
    await generate({ root: tree });
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('generate accepted a broken model');
}
