/**
 * Two API instances on one PostgreSQL. Instance B's LISTEN connection is lost and cannot come
 * back while instance A saves a shop's overlay; once B can connect again, its stream following
 * that shop hears the change (read from the shop row: NOTIFYs sent meanwhile are lost) and its
 * /resolved serves the new overlay.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findPostgresBin,
  startPostgresCluster,
  type PostgresCluster,
} from '../../db/testing/postgres-cluster';
import { LISTENER_APPLICATION_NAME } from '../../db/postgres-listener';
import { readEventStream, type EventStreamMessage } from '../../../src/harness/event-stream';
import { startStudioInstance, type StudioInstance } from '../../testing/studio-instance';

const PING_MS = 500;
const FRESH_WITHIN_MS = 5_000;
const HARNESS = 'sample';
const SHOP = 'shanlan-tea';
const bin = findPostgresBin();

describe.skipIf(!bin)('a shop change saved while another instance was not listening', () => {
  let cluster: PostgresCluster;
  let admin: pg.Client;
  let a: StudioInstance;
  let b: StudioInstance;
  const events: EventStreamMessage[] = [];
  const stream = new AbortController();

  const allowB = (on: boolean) => admin.query(`ALTER ROLE studio_b ${on ? 'LOGIN' : 'NOLOGIN'}`);

  beforeAll(async () => {
    cluster = await startPostgresCluster(bin!);
    admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE studio');
    await admin.query('CREATE ROLE studio_b SUPERUSER LOGIN');
    const url = new URL(cluster.url);
    url.pathname = '/studio';
    a = await startStudioInstance(url.toString(), { listenerPingMs: PING_MS });
    url.username = 'studio_b';
    b = await startStudioInstance(url.toString(), { listenerPingMs: PING_MS });
    const v = await a.as('POST', `/harnesses/${HARNESS}/versions`, { body: { message: 'one' } });
    expect(v.status, v.text).toBe(201);
    const moved = await a.as('PUT', `/harnesses/${HARNESS}/labels/staging`, {
      body: { version: 1, reason: 'test' },
    });
    expect(moved.status, moved.text).toBe(200);
    const res = await fetch(`${b.baseUrl}/api/v1/harnesses/${HARNESS}/events?shop=${SHOP}`, {
      headers: { authorization: `Bearer ${b.token}` },
      signal: stream.signal,
    });
    expect(res.status).toBe(200);
    void (async () => {
      for await (const event of readEventStream(res.body!)) events.push(event);
    })().catch(() => undefined);
  });

  afterAll(async () => {
    stream.abort();
    await allowB(true).catch(() => undefined);
    await b?.close();
    await a?.close();
    await admin?.end().catch(() => undefined);
    cluster?.stop();
  });

  async function until(what: string, ok: () => Promise<boolean> | boolean, ms: number) {
    const started = Date.now();
    while (!(await ok())) {
      if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms.`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const overlayVersionOnB = async () => {
    const res = await fetch(
      `${b.baseUrl}/api/v1/harnesses/${HARNESS}/resolved?label=staging&shop=${SHOP}`,
      { headers: { authorization: `Bearer ${b.token}` } },
    );
    await res.arrayBuffer();
    return res.headers.get('x-harness-overlay-version');
  };

  it(
    'tells the stream and serves the new overlay once B listens again',
    { timeout: 60_000 },
    async () => {
      // The sample's shops start with overlay version 1 (seeded); B caches it now.
      expect(await overlayVersionOnB()).toBe('1');
      await until('B is following', () => events.some((e) => e.event === 'ready'), 5_000);
      await allowB(false);
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'studio_b' AND application_name = $1`,
        [LISTENER_APPLICATION_NAME],
      );
      await until(
        'B notices its listener is gone',
        async () => {
          const { rows } = await admin.query<{ n: string }>(
            `SELECT COUNT(*) AS n FROM pg_stat_activity WHERE usename = 'studio_b' AND application_name = $1`,
            [LISTENER_APPLICATION_NAME],
          );
          return Number(rows[0]!.n) === 0;
        },
        10_000,
      );
      const saved = await a.as('PUT', `/harnesses/${HARNESS}/shops/${SHOP}/overlay`, {
        body: { overlay: { preferences: { greeting: '错过的问候' } } },
        headers: { 'if-match': '"1"' },
      });
      expect(saved.status, saved.text).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(events.some((e) => e.event === 'overlay')).toBe(false);
      await allowB(true);
      await until(
        "B's stream hears the missed overlay",
        () => events.some((e) => e.event === 'overlay'),
        FRESH_WITHIN_MS,
      );
      const heard = events.filter((e) => e.event === 'overlay').map((e) => JSON.parse(e.data));
      expect(heard).toEqual([
        expect.objectContaining({
          harnessId: HARNESS,
          shopId: SHOP,
          change: 'overlay',
          overlayVersion: 2,
        }),
      ]);
      expect(await overlayVersionOnB()).toBe('2');
    },
  );
});
