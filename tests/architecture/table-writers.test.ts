import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Table → the files that insert into, update or delete from it by name (the engine's generic operations write by resource, not by name). */
function writers(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of sources(join(root, 'server'))) {
    const path = relative(root, file);
    for (const [, table] of readFileSync(file, 'utf8').matchAll(/\.(?:insertInto|updateTable|deleteFrom)\(\s*'([a-z_]+)'/g)) {
      if (!found.has(table)) found.set(table, new Set());
      found.get(table)!.add(path);
    }
  }
  return found;
}

describe('each table has one writing module', () => {
  it('names every table in the SQL of exactly one file (decision 022)', () => {
    const shared = [...writers()].filter(([, files]) => files.size > 1).map(([table, files]) => `${table}: ${[...files].sort().join(', ')}`);
    expect(shared, 'write a table through its owning module').toEqual([]);
  });
});
