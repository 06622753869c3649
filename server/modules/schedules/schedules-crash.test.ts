/**
 * Two studio processes on one PostgreSQL, 200 schedules due at the same instant over ten
 * harnesses, one process SIGKILLed at that instant: every schedule fires exactly once (one
 * label move, one `schedule.fire` audit record each) and on time.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { killChildren, sleep, startStudio } from '../../testing/crash-studio';
import { postgresTarget, postgresUrl, type Target } from '../../testing/crash-targets';
import { sampleDocument } from '../../testing/api-helpers';

const HARNESSES = 10;
const PER_HARNESS = 20;

async function call(baseUrl: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  expect(res.status, text).toBeLessThan(300);
  return JSON.parse(text) as unknown;
}

const pgUrl = postgresUrl();

describe.skipIf(!pgUrl)('schedules: SIGKILL of one of two instances at the due time', () => {
  let target: Target | undefined;
  afterAll(async () => {
    killChildren();
    await target?.cleanup();
  });

  it('fires all 200 exactly once, on time', { timeout: 180_000 }, async () => {
    target = await postgresTarget(pgUrl!);
    const env = { ...target.env, SCHEDULE_POLL_MS: '250' };
    const first = await startStudio(env);
    const second = await startStudio({ ...env, SEED_SAMPLE: '0' });
    const ids: string[] = [];
    for (let h = 0; h < HARNESSES; h++) {
      const id = `sched-crash-${h}`;
      await call(first.baseUrl, 'POST', '/harnesses', { id, document: sampleDocument() });
      for (const message of ['v1', 'v2']) {
        await call(first.baseUrl, 'POST', `/harnesses/${id}/versions`, { message });
      }
      await call(first.baseUrl, 'PUT', `/harnesses/${id}/labels/staging`, {
        version: 1,
        reason: 'start',
      });
      ids.push(id);
    }
    const at = Date.now() + 8_000;
    let n = 0;
    await Promise.all(
      ids.map(async (id, h) => {
        // Half through each instance's API: both serve the same database.
        const via = h % 2 === 0 ? first : second;
        for (let i = 0; i < PER_HARNESS; i++) {
          await call(via.baseUrl, 'POST', `/harnesses/${id}/schedules`, {
            label: 'staging',
            version: 1 + ((i + 1) % 2),
            reason: `campaign ${i}`,
            at: new Date(at).toISOString(),
          });
          n += 1;
        }
      }),
    );
    expect(n).toBe(HARNESSES * PER_HARNESS);
    expect(Date.now()).toBeLessThan(at);
    // Both poll every 250 ms: by now the first is mid-way through its claims.
    await sleep(at - Date.now() + 300);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const db = new pg.Client({ connectionString: target.env.DATABASE_URL });
    await db.connect();
    try {
      const total = HARNESSES * PER_HARNESS;
      const deadline = Date.now() + 30_000;
      let fired = 0;
      while (Date.now() < deadline) {
        const { rows } = await db.query<{ n: string }>(
          "SELECT COUNT(*) AS n FROM schedules WHERE state <> 'pending'",
        );
        fired = Number(rows[0]!.n);
        if (fired === total) break;
        await sleep(100);
      }
      expect(fired).toBe(total);
      const one = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
      expect(await one("SELECT COUNT(*) AS n FROM schedules WHERE state = 'fired'")).toBe(total);
      expect(
        await one(
          "SELECT COUNT(*) AS n FROM label_moves WHERE reason LIKE 'Scheduled (schedule %'",
        ),
      ).toBe(total);
      expect(await one("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'schedule.fire'")).toBe(
        total,
      );
      expect(
        await one(
          "SELECT COUNT(DISTINCT entity) AS n FROM audit_log WHERE action = 'schedule.fire'",
        ),
      ).toBe(total);
      expect(
        await one('SELECT COUNT(DISTINCT move_id) AS n FROM schedules WHERE move_id IS NOT NULL'),
      ).toBe(total);
      const { rows } = await db.query<{ at: string; fired_at: string }>(
        'SELECT at, fired_at FROM schedules',
      );
      const late = rows.map((r) => Date.parse(r.fired_at) - Date.parse(r.at)).sort((a, b) => a - b);
      const p = (q: number) => late[Math.min(late.length - 1, Math.floor(q * late.length))]!;
      console.log(
        `[schedules crash] lateness ms: P50 ${p(0.5)}, P99 ${p(0.99)}, max ${late.at(-1)}`,
      );
      expect(p(0.99)).toBeLessThan(2_000);
    } finally {
      await db.end();
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
