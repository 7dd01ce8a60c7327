import { defineConfig } from 'vitest/config';
import { PAGE_TIMEOUT } from './tests/e2e/timeouts';

// End-to-end tests: the built app started as `npm start` does (own port, temporary DATA_DIR),
// driven in Chromium. One file at a time: the machine has two cores.
export default defineConfig({
  test: {
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: '.tmp/reports/e2e.json' }]]
      : ['default'],
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll gives up after 1 s by default: too soon for a lazy page, its catalogs and its
    // data on a busy two-core machine (tests/e2e/timeouts.ts).
    expect: { poll: { timeout: PAGE_TIMEOUT } },
  },
});
