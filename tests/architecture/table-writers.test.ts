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

/** A table written by name: Kysely's insertInto, updateTable and deleteFrom, and INSERT INTO, UPDATE … SET, DELETE FROM in raw SQL. */
const WRITES = [
  /\.(?:insertInto|updateTable|deleteFrom)\(\s*'([a-z_]+)'/g,
  /\b(?:INSERT INTO|DELETE FROM)\s+"?([a-z_]+)/g,
  /\bUPDATE\s+"?([a-z_]+)"?\s+SET\b/g,
];

/** Table → the files under server/ that write it by name (the engine's generic operations write by resource, not by name). */
export function writers(files: [path: string, text: string][]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [path, text] of files) {
    for (const pattern of WRITES) {
      for (const [, table] of text.matchAll(pattern)) {
        if (!found.has(table)) found.set(table, new Set());
        found.get(table)!.add(path);
      }
    }
  }
  return found;
}

/** A folder's store (server/README.md): `<folder>/store.server.ts`, or one file per table in `<folder>/store/`. */
export const isStore = (path: string) =>
  /^server\/[a-z-]+\/(store\.server\.ts|store\/[a-z0-9-]+\.server\.ts)$/.test(path);

const serverFiles = (): [string, string][] =>
  sources(join(root, 'server')).map((file) => [relative(root, file), readFileSync(file, 'utf8')]);

describe("each table has one writing module, its folder's store", () => {
  it('names every table in the SQL of exactly one file (decision 022)', () => {
    const shared = [...writers(serverFiles())]
      .filter(([, files]) => files.size > 1)
      .map(([table, files]) => `${table}: ${[...files].sort().join(', ')}`);
    expect(shared, 'write a table through its owning module').toEqual([]);
  });

  it('that file is a store: store.server.ts or store/<table>.server.ts of its folder (server/README.md)', () => {
    const outside = [...writers(serverFiles())].flatMap(([table, files]) =>
      [...files].filter((f) => !isStore(f)).map((f) => `${table}: ${f}`),
    );
    expect(outside, "move the write into the folder's store and call it from there").toEqual([]);
  });

  it('the checks see Kysely and raw SQL writes, and know a store by its name', () => {
    const found = writers([
      ['a.ts', "db.insertInto('bond').values(x); trx.updateTable(\n  'claim')"],
      ['b.ts', 'sql`DELETE FROM auth_throttle WHERE 1`; sql`UPDATE "wallet" SET x = 1`'],
    ]);
    expect([...found.keys()].sort()).toEqual(['auth_throttle', 'bond', 'claim', 'wallet']);
    expect(
      [
        'server/bonds/store.server.ts',
        'server/example/store/thing.server.ts',
        'server/bonds/operations/store.server.ts',
        'server/bonds/bond-store.server.ts',
      ].map(isStore),
    ).toEqual([true, true, false, false]);
  });
});
