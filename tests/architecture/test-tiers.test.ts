import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const DOMAIN = join(ROOT, 'tests/domain');

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
