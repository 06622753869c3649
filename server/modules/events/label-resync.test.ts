/**
 * Two API instances on one PostgreSQL. Instance B's LISTEN connection is lost (its backend
 * terminated, or the server restarted) and cannot come back while instance A moves a label;
 * once B can connect again, the move reaches B's /resolved and its /events stream within
 * about one ping interval: B re-reads its labels and replays the moves it missed. A token
 * revoked meanwhile is refused by B as soon as it is back, not when its cache entry expires.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin } from '../../db/testing/postgres-cluster';
import { LISTENER_APPLICATION_NAME } from '../../db/postgres-listener';
import { createToken } from '../tokens/token-store';
import { readEventStream, type EventStreamMessage } from '../../../src/harness/event-stream';
import { startListenerPair, until, type ListenerPair } from '../../testing/listener-pair';
import type { StudioInstance } from '../../testing/studio-instance';

const PING_MS = 500;
/** How long B may stay stale once it can connect again: a few ping intervals, for a busy CI. */
const FRESH_WITHIN_MS = 5_000;
const HARNESS = 'sample';
/** How long B's actor cache keeps a token it has looked up (server/auth/actor-cache.ts). */
const ACTOR_TTL_MS = 5_000;
const bin = findPostgresBin();

describe.skipIf(!bin)('a label move made while another instance was not listening', () => {
  let pair: ListenerPair;
  let a: StudioInstance;
  let b: StudioInstance;
  const events: EventStreamMessage[] = [];
  const stream = new AbortController();
  const allowB = (on: boolean) => pair.allowB(on);

  beforeAll(async () => {
    pair = await startListenerPair(bin!, PING_MS);
    ({ a, b } = pair);
    for (const message of ['one', 'two', 'three']) {
      await editGreeting(message);
      const v = await a.as('POST', `/harnesses/${HARNESS}/versions`, { body: { message } });
      expect(v.status, v.text).toBe(201);
    }
    const res = await fetch(`${b.baseUrl}/api/v1/harnesses/${HARNESS}/events`, {
      headers: { authorization: `Bearer ${b.token}` },
      signal: stream.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    void (async () => {
      for await (const event of readEventStream(res.body!)) events.push(event);
    })().catch(() => undefined);
  });

  // A test that fails half-way must not leave B locked out for the next one.
  afterEach(async () => {
    await allowB(true);
  });

  afterAll(async () => {
    stream.abort();
    await pair?.close();
  });

  async function editGreeting(tag: string) {
    const path = `/harnesses/${HARNESS}/draft/entities/skill/greeting`;
    const skill = await a.as<{ value: Record<string, unknown>; revision: number }>('GET', path);
    const put = await a.as('PUT', path, {
      body: { ...skill.body.value, description: `Greeting, edition ${tag}.` },
      headers: { 'if-match': `"${skill.body.revision}"` },
    });
    expect(put.status, put.text).toBe(200);
  }

  /** Moves staging on A; a 503 (A's pool meeting a connection the restart closed) is retried. */
  async function move(version: number): Promise<number> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const res = await a.as<{ move: { id: number } }>(
        'PUT',
        `/harnesses/${HARNESS}/labels/staging`,
        {
          body: { version, reason: `to ${version}` },
        },
      );
      if (res.status === 503 && Date.now() < deadline) continue;
      expect(res.status, res.text).toBe(200);
      return res.body.move.id;
    }
  }

  async function resolvedOnB(): Promise<string | null> {
    const res = await fetch(`${b.baseUrl}/api/v1/harnesses/${HARNESS}/resolved?label=staging`, {
      headers: { authorization: `Bearer ${b.token}` },
    });
    await res.arrayBuffer();
    return res.status === 200 ? res.headers.get('x-harness-version') : `status ${res.status}`;
  }

  const heardOnB = (moveId: number) =>
    events.some((e) => e.event === 'label' && e.id === String(moveId));

  /** B serves `version` from its cache (the label is cached once it has been read). */
  async function settle(version: number) {
    const id = await move(version);
    await until(
      `B at version ${version}`,
      async () => (await resolvedOnB()) === String(version),
      10_000,
    );
    await until(`B's stream hears move ${id}`, () => heardOnB(id), 10_000);
  }

  /** While B is cut off, A moves the label; then B may connect again and must catch up. */
  async function moveWhileBIsAway(to: number) {
    await until(
      'B notices its listener is gone',
      async () => (await pair.listenersOfB()) === 0,
      10_000,
    );
    const id = await move(to);
    // Long enough for the old code's one-second reconnect to have come and gone.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await allowB(true);
    const fresh = await until(
      `B's /resolved at version ${to}`,
      async () => (await resolvedOnB()) === String(to),
      FRESH_WITHIN_MS,
    );
    const heard = await until(`B's /events hears move ${id}`, () => heardOnB(id), FRESH_WITHIN_MS);
    console.log(
      `[resync] B fresh ${fresh} ms and heard the move ${heard} ms after it could connect`,
    );
    const heardEvents = events.filter((e) => e.id === String(id));
    expect(heardEvents).toHaveLength(1);
    expect(JSON.parse(heardEvents[0]!.data)).toMatchObject({
      harnessId: HARNESS,
      label: 'staging',
      version: to,
      moveId: id,
    });
  }

  it('after its listener backend is terminated', { timeout: 60_000 }, async () => {
    await settle(1);
    await allowB(false);
    await pair.terminateListenerOfB();
    await moveWhileBIsAway(2);
  });

  it(
    'after its link goes silent, with no error to tell (found by the ping)',
    { timeout: 60_000 },
    async () => {
      await settle(3);
      const { rows } = await pair.admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE usename = 'studio_b' AND application_name = $1`,
        [LISTENER_APPLICATION_NAME],
      );
      expect(rows).toHaveLength(1);
      // A stopped backend keeps its socket open and answers nothing, like a dead network path.
      const pid = rows[0]!.pid;
      process.kill(pid, 'SIGSTOP');
      try {
        const id = await move(1);
        const fresh = await until(
          "B's /resolved at version 1",
          async () => (await resolvedOnB()) === '1',
          FRESH_WITHIN_MS,
        );
        await until(`B's /events hears move ${id}`, () => heardOnB(id), FRESH_WITHIN_MS);
        console.log(
          `[resync] silent link: B fresh ${fresh} ms after the move (ping ${PING_MS} ms)`,
        );
      } finally {
        process.kill(pid, 'SIGCONT');
      }
    },
  );

  it(
    'forgets cached credentials: a token revoked meanwhile is refused at once',
    { timeout: 60_000 },
    async () => {
      const { token, plaintext } = await createToken(a.db, { name: 'agent-b', role: 'qa' });
      const onB = () =>
        fetch(`${b.baseUrl}/api/v1/harnesses/${HARNESS}/labels`, {
          headers: { authorization: `Bearer ${plaintext}` },
        }).then((res) => res.status);
      expect(await onB()).toBe(200); // now cached on B for ACTOR_TTL_MS
      const cachedAt = Date.now();
      await allowB(false);
      await pair.terminateListenerOfB();
      await until(
        'B notices its listener is gone',
        async () => (await pair.listenersOfB()) === 0,
        10_000,
      );
      const revoked = await a.as('DELETE', `/tokens/${token.id}`);
      expect(revoked.status, revoked.text).toBe(200);
      await allowB(true);
      await until('B refuses the revoked token', async () => (await onB()) === 401, ACTOR_TTL_MS);
      // Sooner than the cache entry would have expired by itself.
      expect(Date.now() - cachedAt).toBeLessThan(ACTOR_TTL_MS - 1_000);
    },
  );

  it('after the server restarts', { timeout: 60_000 }, async () => {
    await settle(3);
    await allowB(false);
    await pair.restartServer();
    await moveWhileBIsAway(1);
  });
});
