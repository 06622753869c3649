import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of a PostgreSQL server for tests; null when none (runs skipped). */
    postgresUrl: string | null;
  }
}

/**
 * Vitest global setup: gives tests a real PostgreSQL. TEST_DATABASE_URL wins; else a
 * throwaway cluster is started on a free loopback port and removed at teardown. Without
 * PostgreSQL the Postgres runs are skipped, except in CI, where that is a failure.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return;
  }
  const bin = findPostgresBin();
  if (!bin) {
    const message = 'PostgreSQL not found: Postgres runs skipped';
    if (process.env.CI) throw new Error(`${message} is not allowed in CI (install postgresql).`);
    console.warn(`\n${message}.\n`);
    project.provide('postgresUrl', null);
    return;
  }
  const cluster = await startPostgresCluster(bin);
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
