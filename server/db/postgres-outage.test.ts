/**
 * PostgreSQL stops (`pg_ctl stop -m immediate`) while 8 writers create draft entities over
 * HTTP: the studio stays up, answers every request meanwhile with a prompt 503 problem, takes
 * writes again as soon as the server is back, and has lost no acknowledged write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findPostgresBin,
  startPostgresCluster,
  type PostgresCluster,
} from './testing/postgres-cluster';
import { startStudioInstance, type StudioInstance } from '../testing/studio-instance';

const WRITERS = 8;
/** The bound on any answer while the database is down (the pool's connect timeout is 2 s). */
const OUTAGE_ANSWER_MS = 5_000;
const bin = findPostgresBin();

type Phase = 'up' | 'down' | 'back';

interface Attempt {
  key: string;
  /** When it was sent and when it was answered. */
  phase: Phase;
  answered: Phase;
  status: number | 'failed';
  ms: number;
  problem: boolean;
  retryAfter: string | null;
}

describe.skipIf(!bin)('PostgreSQL outage with writes in flight', () => {
  let cluster: PostgresCluster;
  let studio: StudioInstance;

  beforeAll(async () => {
    cluster = await startPostgresCluster(bin!);
    studio = await startStudioInstance(cluster.url, {
      connectTimeoutMs: 2_000,
      listenerPingMs: 500,
    });
  });
  afterAll(async () => {
    await studio?.close();
    cluster?.stop();
  });

  it(
    'answers 503 while down, writes again once back, and keeps every acknowledged write',
    { timeout: 120_000 },
    async () => {
      const base = await studio.as<{ value: Record<string, unknown> }>(
        'GET',
        '/harnesses/sample/draft/entities/skill/greeting',
      );
      expect(base.status).toBe(200);
      let phase: Phase = 'up';
      let stopWriting = false;
      const attempts: Attempt[] = [];
      const acked = new Set<string>();

      async function write(key: string): Promise<Attempt> {
        const started = Date.now();
        const at = phase;
        try {
          const res = await fetch(
            `${studio.baseUrl}/api/v1/harnesses/sample/draft/entities/skill/${key}`,
            {
              method: 'PUT',
              headers: {
                authorization: `Bearer ${studio.token}`,
                'content-type': 'application/json',
                'if-none-match': '*',
              },
              body: JSON.stringify({
                ...base.body.value,
                id: key,
                description: `written as ${key}`,
              }),
              signal: AbortSignal.timeout(15_000),
            },
          );
          await res.text();
          if (res.ok) acked.add(key);
          return {
            key,
            phase: at,
            answered: phase,
            status: res.status,
            ms: Date.now() - started,
            problem: (res.headers.get('content-type') ?? '').includes('application/problem+json'),
            retryAfter: res.headers.get('retry-after'),
          };
        } catch {
          return {
            key,
            phase: at,
            answered: phase,
            status: 'failed',
            ms: Date.now() - started,
            problem: false,
            retryAfter: null,
          };
        }
      }

      const writers = Array.from({ length: WRITERS }, async (_, w) => {
        for (let i = 0; !stopWriting; i++) {
          const attempt = await write(`w${w}-${i}`);
          attempts.push(attempt);
          if (attempt.status !== 201) await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });

      const until = async (what: string, ok: () => boolean, ms: number) => {
        const deadline = Date.now() + ms;
        while (!ok()) {
          if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };

      // Writes flowing, then the server stops hard with writes in flight.
      await until('acknowledged writes', () => acked.size >= 3 * WRITERS, 30_000);
      cluster.halt();
      phase = 'down';
      await until(
        '503s during the outage',
        () => attempts.filter((a) => a.answered === 'down').length >= 4 * WRITERS,
        30_000,
      );

      // Reads too: a prompt 503 problem, not a 500.
      const read = await studio.as('GET', '/harnesses/sample/draft');
      expect(read.status, read.text).toBe(503);
      expect(read.headers.get('content-type')).toContain('application/problem+json');
      expect(read.headers.get('retry-after')).toBe('2');

      cluster.start();
      const backAt = Date.now();
      phase = 'back';
      await until(
        'a write after the restart',
        () => attempts.some((a) => a.phase === 'back' && a.status === 201),
        30_000,
      );
      const recoveredMs = Date.now() - backAt;
      const ackedBefore = acked.size;
      await until(
        'more writes after the restart',
        () => acked.size >= ackedBefore + 2 * WRITERS,
        30_000,
      );
      stopWriting = true;
      await Promise.all(writers);

      // pg_ctl runs synchronously here, so a request sent just before `start` may be served
      // after it: only those sent and answered while the server was down must be 503s.
      const down = attempts.filter((a) => a.phase === 'down' && a.answered === 'down');
      console.log(
        `[outage] ${attempts.length} writes, ${acked.size} acknowledged; while down: ${down.length} answers, ` +
          `slowest ${Math.max(...down.map((a) => a.ms))} ms; first write ${recoveredMs} ms after pg_ctl start returned`,
      );
      // Never a crash (the socket would refuse), a hang or a 500: 2xx, or a 503 problem to retry.
      const unexpected = attempts.filter(
        (a) => !(a.status === 201 || (a.status === 503 && a.problem && a.retryAfter !== null)),
      );
      expect(unexpected).toEqual([]);
      expect(down.length).toBeGreaterThanOrEqual(WRITERS);
      expect(down.every((a) => a.status === 503)).toBe(true);
      expect(Math.max(...down.map((a) => a.ms))).toBeLessThan(OUTAGE_ANSWER_MS);

      // Every acknowledged write is there, each with its audit record: nothing half-written.
      const rows = await studio.db.query<{ entity_key: string; value: string }>(
        `SELECT entity_key, value FROM draft_entities
       WHERE harness_id = 'sample' AND kind = 'skill' AND entity_key LIKE 'w%-%' AND deleted = 0`,
      );
      const stored = new Map(
        rows.map((r) => [r.entity_key, JSON.parse(r.value) as { description: string }]),
      );
      for (const key of acked) expect(stored.get(key)?.description, key).toBe(`written as ${key}`);
      const audits = await studio.db.query<{ entity: string }>(
        `SELECT entity FROM audit_log WHERE harness_id = 'sample' AND action = 'entity.create'
       AND entity LIKE 'skill/w%-%'`,
      );
      expect(audits.map((a) => a.entity).sort()).toEqual(
        [...stored.keys()].map((k) => `skill/${k}`).sort(),
      );
    },
  );
});
