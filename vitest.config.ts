import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // One database per file; files share nothing, but PostgreSQL schemas are cheaper in sequence.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The journeys' own API calls: one more try on a kept-alive connection the server had closed.
          setupFiles: ['tests/e2e/support/fetch-retry.ts'],
          fileParallelism: false,
          // A browser journey that fails is run once more (a real server, a real browser, two loaded
          // cores: a rare timing miss should not fail a whole run); one that passes only on its second
          // try is named in the closing summary (tests/support/summary-reporter.ts), to be fixed.
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
