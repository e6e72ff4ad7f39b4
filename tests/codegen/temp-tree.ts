import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
