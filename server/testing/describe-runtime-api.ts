import { afterAll, beforeAll, expect } from 'vitest';
import { describeEachDatabase } from '../db/testing/describe-each-database';
import { buildStudio } from '../bootstrap';
import { loadConfig } from '../config';
import type { Role } from '../auth/roles';
import { createToken } from '../modules/tokens/token-store';
import { call, listen } from './api-client';
import type { ApiContext, Caller } from './describe-api';
import { startModelServer, type ModelServer } from './model-server';
import { sampleDocument } from './api-helpers';
import { uniqueId } from '../db/testing/describe-each-database';

export interface RuntimeApiContext extends ApiContext {
  /** The scripted model server the studio's endpoints point at. */
  model: () => ModelServer;
  studio: () => Awaited<ReturnType<typeof buildStudio>>;
}

const ROLES: [string, Role, string | null][] = [
  ['merchant', 'merchant', 'shanlan-tea'],
  ['otherMerchant', 'merchant', 'other-shop'],
  ['ops', 'ops', null],
  ['engineer', 'engineer', null],
  ['qa', 'qa', null],
  ['publisher', 'publisher', null],
  ['admin', 'admin', null],
  ['agent', 'agent', null],
];

/**
 * Like describeApi (a real studio over HTTP on SQLite and PostgreSQL, a token per role,
 * the sample harness seeded), with MODEL_ENDPOINTS pointing at a scripted model server:
 * `default` and `large` are the test server, `down` a port where nothing listens. `env` adds
 * server settings (e.g. JUDGE_ENDPOINT).
 */
export function describeRuntimeApi(
  name: string,
  fn: (ctx: RuntimeApiContext) => void,
  env: Record<string, string> = {},
): void {
  describeEachDatabase(name, (getDb, database) => {
    let baseUrl = '';
    let model: ModelServer;
    let studio: Awaited<ReturnType<typeof buildStudio>>;
    let stop = async () => {};
    const tokens = new Map<string, string>();
    beforeAll(async () => {
      model = await startModelServer();
      const endpoint = (n: string, url: string) => ({
        name: n,
        baseUrl: url,
        model: 'test-model',
        firstTokenTimeoutMs: 3_000,
        timeoutMs: 5_000,
      });
      const config = loadConfig({
        HOST: '127.0.0.1',
        STUDIO_AUTH: 'token',
        SEED_SAMPLE: '1',
        STATIC_DIR: 'dist',
        MODEL_ENDPOINTS: JSON.stringify([
          endpoint('default', model.url),
          endpoint('large', model.url),
          endpoint('down', 'http://127.0.0.1:9/v1'),
        ]),
        ...env,
      });
      studio = await buildStudio(config, getDb());
      await studio.deps.runtime.sandbox.whenReady();
      const server = await listen(studio);
      baseUrl = server.baseUrl;
      stop = async () => {
        await server.close();
        await studio.close();
        await model.close();
      };
      for (const [who, role, shopId] of ROLES) {
        const { plaintext } = await createToken(getDb(), { name: `${who}-user`, role, shopId });
        tokens.set(who, plaintext);
      }
    });
    afterAll(() => stop());
    fn({
      baseUrl: () => baseUrl,
      db: getDb,
      database,
      model: () => model,
      studio: () => studio,
      app: () => studio.app,
      scheduler: () => studio.scheduler,
      token: (who) => tokens.get(who)!,
      as: (who: Caller, method, path, options = {}) =>
        call(baseUrl, method, path, {
          ...options,
          token: who === 'anonymous' ? undefined : tokens.get(who),
        }),
    });
  });
}

/**
 * Creates a harness from the sample (as admin) with hook time limits raised to 2 s: the
 * sample's 50 ms suits production, but a busy test machine can miss it. Returns its id.
 */
export async function createRelaxedSample(api: ApiContext): Promise<string> {
  const id = uniqueId('rt');
  const document = sampleDocument();
  for (const hook of document.hooks ?? []) hook.timeoutMs = 2_000;
  const res = await api.as('admin', 'POST', '/harnesses', { body: { id, document } });
  expect(res.status, res.text).toBe(201);
  return id;
}
