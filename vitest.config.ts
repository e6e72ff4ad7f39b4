import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Generator tests import validators generated into node_modules/.cache: transform them like the
    // project's own, since they import the engine's TypeScript (#engine/runtime/validation/formats.ts).
    server: { deps: { inline: [/node_modules\/\.cache\/nivaas-tests\//] } },
    // TEST_REPORT=<file> also writes vitest's JSON report there (.ci/run prints the slowest files from it).
    reporters: process.env.TEST_REPORT ? ['default', ['json', { outputFile: process.env.TEST_REPORT }]] : ['default'],
    testTimeout: 60_000,
    // An embedded database starts in about 5 s, far longer on a loaded 2-core machine.
    hookTimeout: 120_000,
    // Browser tests poll the page; on a loaded 2-core machine a screen can take seconds to settle.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
