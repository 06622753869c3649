import type { Db } from '../db/db';
import { openDatabase } from '../db/open-database';
import type { PostgresOptions } from '../db/postgres-db';
import { buildStudio } from '../bootstrap';
import { loadConfig } from '../config';
import { createToken } from '../modules/tokens/token-store';
import { call, listen, type ApiResponse } from './api-client';

/** One studio (an API instance) on a database of its own choosing, served over real HTTP. */
export interface StudioInstance {
  baseUrl: string;
  db: Db;
  /** An admin's bearer token. */
  token: string;
  as: <T = unknown>(
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ) => Promise<ApiResponse<T>>;
  close: () => Promise<void>;
}

/** Starts a studio in token mode on `databaseUrl`, the sample harness seeded. */
export async function startStudioInstance(
  databaseUrl: string,
  postgres: PostgresOptions = {},
): Promise<StudioInstance> {
  const db = await openDatabase({ databaseUrl, dataDir: '', postgres });
  const config = loadConfig({
    HOST: '127.0.0.1',
    STUDIO_AUTH: 'token',
    SEED_SAMPLE: '1',
    STATIC_DIR: 'dist',
  });
  const studio = await buildStudio(config, db);
  const server = await listen(studio);
  const { plaintext } = await createToken(db, {
    name: `admin-${server.baseUrl.split(':').at(-1)}`,
    role: 'admin',
    shopId: null,
  });
  return {
    baseUrl: server.baseUrl,
    db,
    token: plaintext,
    as: (method, path, options = {}) =>
      call(server.baseUrl, method, path, { ...options, token: plaintext }),
    async close() {
      await server.close();
      await studio.close();
      await db.close();
    },
  };
}
