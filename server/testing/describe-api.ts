import { afterAll, beforeAll } from 'vitest';
import { describeEachDatabase, type TestDatabase } from '../db/testing/describe-each-database';
import type { Hono } from 'hono';
import type { Db } from '../db/db';
import type { Clock } from '../auth/actor-cache';
import type { AppEnv } from '../http/app-env';
import { buildStudio } from '../bootstrap';
import type { FanOutOptions } from '../modules/delivery/move-fan-out';
import type { Scheduler, SchedulerOptions } from '../modules/schedules/scheduler';
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
  /** The app itself, for a request no real socket can make (e.g. to an https:// URL). */
  app: () => Hono<AppEnv>;
  /** The studio's scheduler, for a test that moves its clock and fires what is due. */
  scheduler: () => Scheduler;
}

export interface DescribeApiOptions {
  /** More environment for loadConfig, e.g. SESSION_IDLE_MINUTES. */
  env?: Record<string, string>;
  /** The studio's clock (session lifetimes); the real one by default. */
  now?: Clock;
  /** The database as the studio sees it (e.g. with injected faults); `db()` stays the real one. */
  wrapDb?: (db: Db) => Db;
  /** The scheduler's clock and poll (pollMs 0: it fires only when the test calls `tick`). */
  schedules?: SchedulerOptions;
  /** How label moves reach the event streams (a test that gives the fan-out its turns). */
  moveFanOut?: FanOutOptions;
}

/**
 * Runs an API suite over real HTTP against a studio in token mode, once on SQLite and
 * once on PostgreSQL, with a token for every role and the sample harness seeded.
 */
export function describeApi(
  name: string,
  fn: (ctx: ApiContext) => void,
  options: DescribeApiOptions = {},
): void {
  describeEachDatabase(name, (getDb, database) => {
    let baseUrl = '';
    let stop = async () => {};
    let app: Hono<AppEnv> | undefined;
    let scheduler: Scheduler | undefined;
    const tokens = new Map<string, string>();
    beforeAll(async () => {
      const config = loadConfig({
        HOST: '127.0.0.1',
        STUDIO_AUTH: 'token',
        SEED_SAMPLE: '1',
        STATIC_DIR: 'dist',
        ...options.env,
      });
      const db = options.wrapDb ? options.wrapDb(getDb()) : getDb();
      const studio = await buildStudio(config, db, {
        now: options.now,
        schedules: options.schedules,
        moveFanOut: options.moveFanOut,
      });
      scheduler = studio.scheduler;
      app = studio.app;
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
        ['agent', 'agent', null],
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
      app: () => app!,
      scheduler: () => scheduler!,
      token: (who) => tokens.get(who)!,
      as: (who, method, path, options = {}) =>
        call(baseUrl, method, path, {
          ...options,
          token: who === 'anonymous' ? undefined : tokens.get(who),
        }),
    });
  });
}
