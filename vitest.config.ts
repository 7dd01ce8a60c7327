import { defineConfig } from 'vitest/config';

// Unit and API tests. API tests run on a fresh in-memory PGlite per file and once more on
// PostgreSQL (project "api-pg"): on TEST_DATABASE_URL's server when it is set, else on a
// throw-away embedded server (tests/pg/global-setup.ts).
const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    ...(db === 'postgres' ? { globalSetup: ['tests/pg/global-setup.ts'] } : {}),
    include: ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: '.tmp/reports/unit.json' }]]
      : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/core/**/*.test.ts', 'src/web/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Component tests: React components rendered in jsdom and used through roles and labels.
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/web/testing/setup.ts'],
          unstubGlobals: true,
          testTimeout: 60_000,
        },
      },
      apiProject('api', 'pglite'),
      apiProject('api-pg', 'postgres'),
    ],
  },
});
