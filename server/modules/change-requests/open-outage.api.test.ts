import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/testing/describe-each-database';
import { asUnavailable } from '../../db/connection-errors';
import type { Db } from '../../db/db';
import { buildStudio } from '../../bootstrap';
import { loadConfig } from '../../config';
import { call, listen } from '../../testing/api-client';
import { expectProblem } from '../../testing/api-helpers';
import { createToken } from '../tokens/token-store';

// The database goes away while a change request is being opened: the client hears a 503 it
// may retry, never that the overlay version it named does not exist.

/** `db` whose statements matching `down` fail as a lost PostgreSQL connection does. */
function withOutage(db: Db, down: (sql: string) => boolean): Db {
  const lost = () =>
    asUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }));
  const wrap = (inner: Db): Db =>
    new Proxy(inner, {
      get(target, prop) {
        if (prop === 'query') {
          return (sql: string, params?: []) =>
            down(sql) ? Promise.reject(lost()) : target.query(sql, params);
        }
        if (prop === 'transaction') {
          return (fn: (tx: Db) => Promise<unknown>, options?: object) =>
            target.transaction((tx) => fn(wrap(tx)), options);
        }
        const value: unknown = Reflect.get(target, prop);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
  return wrap(db);
}

describeEachDatabase('opening a change request during an outage', (getDb) => {
  let outage = false;
  let baseUrl = '';
  let token = '';
  let stop = async () => {};
  beforeAll(async () => {
    const db = withOutage(getDb(), (sql) => outage && sql.includes('FROM overlay_versions'));
    const config = loadConfig({ HOST: '127.0.0.1', STUDIO_AUTH: 'token', SEED_SAMPLE: '1' });
    const studio = await buildStudio(config, db);
    const server = await listen(studio);
    baseUrl = server.baseUrl;
    token = (await createToken(db, { name: 'admin-user', role: 'admin', shopId: null })).plaintext;
    stop = async () => {
      await server.close();
      await studio.close();
    };
  });
  afterAll(() => stop());

  const open = (overlayVersion: number) =>
    call(baseUrl, 'POST', '/harnesses/sample/change-requests', {
      token,
      body: {
        title: 'Shop settings',
        target: { kind: 'shop', shopId: 'shanlan-tea' },
        source: { kind: 'overlay', overlayVersion },
      },
    });

  it('answers 503 unavailable with Retry-After, and 422 for a version that is truly missing', async () => {
    outage = true;
    const down = await open(1);
    outage = false;
    expect(expectProblem(down, 503)).toMatchObject({ code: 'unavailable' });
    expect(down.headers.get('retry-after')).toBe('2');

    const missing = await open(99);
    expect(expectProblem(missing, 422, '/source/overlayVersion')).toMatchObject({
      code: 'change_request.unknown_overlay',
    });
  });
});
