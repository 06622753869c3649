/**
 * Two API instances on one PostgreSQL. Instance B's LISTEN connection is lost and cannot come
 * back while instance A saves a shop's overlay; once B can connect again, its stream following
 * that shop hears the change (read from the shop row: NOTIFYs sent meanwhile are lost) and its
 * /resolved serves the new overlay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin } from '../../db/testing/postgres-cluster';
import { readEventStream, type EventStreamMessage } from '../../../src/harness/event-stream';
import { startListenerPair, until, type ListenerPair } from '../../testing/listener-pair';
import type { StudioInstance } from '../../testing/studio-instance';

const PING_MS = 500;
const FRESH_WITHIN_MS = 5_000;
const HARNESS = 'sample';
const SHOP = 'shanlan-tea';
const bin = findPostgresBin();

describe.skipIf(!bin)('a shop change saved while another instance was not listening', () => {
  let pair: ListenerPair;
  let a: StudioInstance;
  let b: StudioInstance;
  const events: EventStreamMessage[] = [];
  const stream = new AbortController();

  beforeAll(async () => {
    pair = await startListenerPair(bin!, PING_MS);
    ({ a, b } = pair);
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
    await pair?.allowB(true).catch(() => undefined);
    await pair?.close();
  });

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
      await pair.allowB(false);
      await pair.terminateListenerOfB();
      await until(
        'B notices its listener is gone',
        async () => (await pair.listenersOfB()) === 0,
        10_000,
      );
      const saved = await a.as('PUT', `/harnesses/${HARNESS}/shops/${SHOP}/overlay`, {
        body: { overlay: { preferences: { greeting: '错过的问候' } } },
        headers: { 'if-match': '"1"' },
      });
      expect(saved.status, saved.text).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(events.some((e) => e.event === 'overlay')).toBe(false);
      await pair.allowB(true);
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
