import { afterAll, beforeAll } from 'vitest';
import { describeEachDatabase, type TestDatabase } from '../db/testing/describe-each-database';
import type { Db } from '../db/db';
import { buildStudio } from '../bootstrap';
import { loadConfig } from '../config';
import type { Role } from '../auth/roles';
import { createToken } from '../modules/tokens/token-store';
import { call, listen, type ApiResponse } from './api-client';

export const SAMPLE_SHOP = 'shanlan-tea';

export type Caller = Role | 'otherMerchant' | 'anonymous';

export interface ApiContext {
  baseUrl: () => string;
  db: () => Db;
  token: (who: Exclude<Caller, 'anonymous'>) => string;
  /** A request as one of the roles (merchant = the sample shop's merchant). */
  as: <T = unknown>(
    who: Caller,
    method: string,
    path: string,
    options?: { body?: unknown; rawBody?: string; headers?: Record<string, string> },
  ) => Promise<ApiResponse<T>>;
  database: TestDatabase;
}

/**
 * Runs an API suite over real HTTP against a studio in token mode, once on SQLite and
 * once on PostgreSQL, with a token for every role and the sample harness seeded.
 */
export function describeApi(name: string, fn: (ctx: ApiContext) => void): void {
  describeEachDatabase(name, (getDb, database) => {
    let baseUrl = '';
    let stop = async () => {};
    const tokens = new Map<string, string>();
    beforeAll(async () => {
      const config = loadConfig({
        HOST: '127.0.0.1',
        STUDIO_AUTH: 'token',
        SEED_SAMPLE: '1',
        STATIC_DIR: 'dist',
      });
      const studio = await buildStudio(config, getDb());
      const server = await listen(studio);
      baseUrl = server.baseUrl;
      stop = async () => {
        await server.close();
        await studio.close();
      };
      const roles: [string, Role, string | null][] = [
        ['merchant', 'merchant', SAMPLE_SHOP],
        ['otherMerchant', 'merchant', 'other-shop'],
        ['ops', 'ops', null],
        ['engineer', 'engineer', null],
        ['qa', 'qa', null],
        ['publisher', 'publisher', null],
        ['admin', 'admin', null],
      ];
      for (const [who, role, shopId] of roles) {
        const { plaintext } = await createToken(getDb(), { name: `${who}-user`, role, shopId });
        tokens.set(who, plaintext);
      }
    });
    afterAll(() => stop());
    fn({
      baseUrl: () => baseUrl,
      db: getDb,
      database,
      token: (who) => tokens.get(who)!,
      as: (who, method, path, options = {}) =>
        call(baseUrl, method, path, {
          ...options,
          token: who === 'anonymous' ? undefined : tokens.get(who),
        }),
    });
  });
}
