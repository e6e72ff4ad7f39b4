import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
    // An embedded database starts in about 5 s, far longer on a loaded 2-core machine.
    hookTimeout: 120_000,
  },
});
