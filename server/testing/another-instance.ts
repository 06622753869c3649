import { buildStudio } from '../bootstrap';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { listen } from './api-client';
import type { ApiContext } from './describe-api';

export interface OtherInstance {
  baseUrl: string;
  db: Db;
}

/**
 * Runs `fn` against a second API instance (token mode, no seeding) on the suite's database,
 * as several instances share PostgreSQL; closes it afterwards, whatever `fn` did.
 */
export async function withAnotherInstance(
  api: ApiContext,
  fn: (other: OtherInstance) => Promise<void>,
): Promise<void> {
  const db = await api.database.openAnother();
  const studio = await buildStudio(
    loadConfig({ HOST: '127.0.0.1', STUDIO_AUTH: 'token', SEED_SAMPLE: '0' }),
    db,
  );
  const server = await listen(studio);
  try {
    await fn({ baseUrl: server.baseUrl, db });
  } finally {
    await server.close();
    await studio.close();
  }
}
