import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const DOMAIN = join(ROOT, 'tests/domain');

/** The test files under a folder, recursively. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? testFiles(join(dir, entry.name))
      : /\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** What a pure test never loads: an app, a database, a browser or a browser environment (README, "Tests"). */
const IMPURE = [
  { what: 'the API test harness', pattern: /from '[^']*\/harness(\.ts)?'/ },
  { what: 'the server app', pattern: /from '[^']*\/app\.server(\.ts)?'/ },
  { what: 'a database connection', pattern: /from '[^']*(db\/connect\.server|@electric-sql\/pglite|kysely)[^']*'/ },
  { what: 'an HTTP server', pattern: /from '(fastify|node:http)'/ },
  { what: 'a browser', pattern: /from 'playwright-core'/ },
  { what: 'a browser environment', pattern: /@vitest-environment|from '@testing-library\// },
];

describe('the domain tier (tests/domain) stays pure', () => {
  it('no file there starts a server, opens a database, drives a browser or asks for jsdom', () => {
    const found = readdirSync(DOMAIN)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((file) => {
        const text = readFileSync(join(DOMAIN, file), 'utf8');
        return IMPURE.filter(({ pattern }) => pattern.test(text)).map(({ what }) => `${file}: ${what}`);
      });
    expect(found).toEqual([]);
  });
});

describe('the units tier starts no app', () => {
  it('only tests/api and tests/e2e (the server tier, one worker image each) use the app harnesses', () => {
    const units = testFiles(join(ROOT, 'tests')).filter((f) => !/\/tests\/(api|e2e)\//.test(f));
    const found = units.filter(
      (f) => IMPURE[0].pattern.test(readFileSync(f, 'utf8')) || IMPURE[1].pattern.test(readFileSync(f, 'utf8')),
    );
    expect(found.map((f) => relative(ROOT, f))).toEqual([]);
  });
});

/** Every .ts/.tsx file under a folder, recursively (helpers as well as tests). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('the server tier never holds its worker', () => {
  it('tests/api, tests/e2e and their support run child processes asynchronously (tests/support/child-process.ts)', () => {
    // A worker that runs a build synchronously answers none of vitest's reporting calls for its length; past a
    // minute the run ends with "Timeout calling onTaskUpdate" errors though every test passed (stop 41's CI).
    const files = ['tests/api', 'tests/e2e', 'tests/support'].flatMap((dir) => sourceFiles(join(ROOT, dir)));
    const found = files.filter((f) => /\b(execFileSync|execSync|spawnSync)\(/.test(readFileSync(f, 'utf8')));
    expect(found.map((f) => relative(ROOT, f))).toEqual([]);
  });
});
