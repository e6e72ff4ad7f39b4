import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

/**
 * The test tiers (README, "Tests"), fastest first; `npm test` runs them one after the other.
 * - domain: pure rules (domain/, format, engine functions, pure server functions): no server, no database, no
 *   browser environment, so the files share one worker's modules and answer in seconds.
 * - units: the generator, the seed, forms in jsdom, the architecture checks; each file isolated.
 * - server: the API on PGlite (tests/api, `npm run test:api`) and the browser journeys in Chromium (tests/e2e,
 *   `npm run test:e2e`); each file starts its own app on a database reset to its worker's image
 *   (tests/support/reused-database.ts), on modules its worker keeps.
 */
const DOMAIN_TESTS = ['tests/domain/**/*.test.ts'];
const SERVER_TESTS = ['tests/api/**/*.test.{ts,tsx}', 'tests/e2e/**/*.test.{ts,tsx}'];

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    // Generator tests import validators generated into node_modules/.cache: transform them like the
    // project's own, since they import the engine's TypeScript (#engine/runtime/validation/formats.ts).
    server: { deps: { inline: [/node_modules\/\.cache\/nivaas-tests\//] } },
    // TEST_REPORT=<file> also writes vitest's JSON report there (.ci/run prints the slowest files from it);
    // `npm test` runs the tiers one after the other (TEST_PART), each writing `<file>.<tier>.json`.
    reporters: process.env.TEST_REPORT
      ? [
          'default',
          [
            'json',
            {
              outputFile: process.env.TEST_PART
                ? process.env.TEST_REPORT.replace(/\.json$/, `.${process.env.TEST_PART}.json`)
                : process.env.TEST_REPORT,
            },
          ],
        ]
      : ['default'],
    // Vitest runs one worker fewer than the cores: one on CI's 2-core machine, where the API tier's files then ran one
    // after the other while the main process, which only gathers their reports, sat idle; two workers there took
    // 2 min instead of 2 min 41 s. A browser test worker keeps two cores busy (its server and its Chromium): two of them on
    // 2 cores took as long as one, each file twice as long, so the browser tier (`npm run test:e2e`, TEST_PART=e2e)
    // runs one worker per two cores.
    maxWorkers:
      process.env.TEST_PART === 'e2e'
        ? Math.max(1, Math.floor(availableParallelism() / 2))
        : Math.max(2, availableParallelism() - 1),
    testTimeout: 60_000,
    // An embedded database starts in about 5 s, far longer on a loaded 2-core machine.
    hookTimeout: 120_000,
    // Browser tests poll the page; on a loaded 2-core machine a screen can take seconds to settle.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    projects: [
      // Threads start faster than forks; nothing here needs a process of its own. As for the server project,
      // the pool reuses its workers only when the run's root says so: `npm run test:domain` passes
      // `--poolOptions.threads.isolate=false` (about 5 s instead of 10 s on 2 cores).
      { extends: true, test: { name: 'domain', include: DOMAIN_TESTS, pool: 'threads', isolate: false } },
      {
        extends: true,
        test: { name: 'units', include: ['tests/**/*.test.{ts,tsx}'], exclude: [...DOMAIN_TESTS, ...SERVER_TESTS] },
      },
      // Not isolated: a worker loads the server's modules, makes the migrated (and the seeded) database
      // image and launches Chromium once, and every file it runs starts from those (tests/api/harness.ts,
      // tests/e2e/harness.ts). Nothing in the tests mocks modules, so sharing them changes no outcome.
      // The forks pool reuses its worker only when the run's root says so, so `npm test` runs this project
      // on its own with `--poolOptions.forks.isolate=false` (the units, jsdom among them, stay isolated).
      { extends: true, test: { name: 'server', include: SERVER_TESTS, isolate: false } },
    ],
  },
});
