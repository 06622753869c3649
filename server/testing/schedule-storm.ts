/**
 * Many schedules due at one instant on one PostgreSQL served by two studio processes, the
 * first SIGKILLed at that instant: what the crash test asserts (every schedule fired exactly
 * once) and what `bench:schedules` prints (how late each fired after its `at`).
 */
import pg from 'pg';
import { sampleDocument } from './api-helpers';
import { sleep, startStudio } from './crash-studio';

export interface StormOptions {
  /** The studios' environment: DATABASE_URL of an empty database. */
  env: Record<string, string>;
  harnesses: number;
  perHarness: number;
  /** How long after the last schedule is written they fall due (ms). */
  leadMs?: number;
  /** How long after `at` the first studio is killed (ms); null: neither is. */
  killAfterMs?: number | null;
}

export interface StormResult {
  total: number;
  /** Whether every schedule was written before it fell due (else the run says nothing). */
  writtenInTime: boolean;
  killedBy: NodeJS.Signals | null;
  counts: {
    notPending: number;
    fired: number;
    scheduledMoves: number;
    fireAudits: number;
    distinctFireAudits: number;
    distinctMoves: number;
  };
  /** fired_at - at of each schedule, ms, ascending. */
  lateness: number[];
}

async function call(baseUrl: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as unknown;
}

async function setUp(baseUrl: string, harnesses: number): Promise<string[]> {
  const ids: string[] = [];
  for (let h = 0; h < harnesses; h++) {
    const id = `sched-storm-${h}`;
    await call(baseUrl, 'POST', '/harnesses', { id, document: sampleDocument() });
    for (const message of ['v1', 'v2'])
      await call(baseUrl, 'POST', `/harnesses/${id}/versions`, { message });
    await call(baseUrl, 'PUT', `/harnesses/${id}/labels/staging`, { version: 1, reason: 'start' });
    ids.push(id);
  }
  return ids;
}

export async function scheduleStorm(options: StormOptions): Promise<StormResult> {
  const { env, harnesses, perHarness, leadMs = 8_000, killAfterMs = 300 } = options;
  const first = await startStudio(env);
  const second = await startStudio({ ...env, SEED_SAMPLE: '0' });
  try {
    const ids = await setUp(first.baseUrl, harnesses);
    const at = Date.now() + leadMs;
    await Promise.all(
      ids.map(async (id, h) => {
        // Half through each instance's API: both serve the same database.
        const via = h % 2 === 0 ? first : second;
        for (let i = 0; i < perHarness; i++) {
          await call(via.baseUrl, 'POST', `/harnesses/${id}/schedules`, {
            label: 'staging',
            version: 1 + ((i + 1) % 2),
            reason: `campaign ${i}`,
            at: new Date(at).toISOString(),
          });
        }
      }),
    );
    const writtenInTime = Date.now() < at;
    let killedBy: NodeJS.Signals | null = null;
    if (killAfterMs !== null) {
      await sleep(Math.max(0, at - Date.now() + killAfterMs));
      first.child.kill('SIGKILL');
      killedBy = (await first.exited).signal;
    }
    const total = harnesses * perHarness;
    const db = new pg.Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    try {
      const one = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
      const deadline = Date.now() + 30_000;
      let notPending = 0;
      while (Date.now() < deadline) {
        notPending = await one("SELECT COUNT(*) AS n FROM schedules WHERE state <> 'pending'");
        if (notPending === total) break;
        await sleep(100);
      }
      const { rows } = await db.query<{ at: string; fired_at: string | null }>(
        'SELECT at, fired_at FROM schedules',
      );
      return {
        total,
        writtenInTime,
        killedBy,
        counts: {
          notPending,
          fired: await one("SELECT COUNT(*) AS n FROM schedules WHERE state = 'fired'"),
          scheduledMoves: await one(
            "SELECT COUNT(*) AS n FROM label_moves WHERE reason LIKE 'Scheduled (schedule %'",
          ),
          fireAudits: await one(
            "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'schedule.fire'",
          ),
          distinctFireAudits: await one(
            "SELECT COUNT(DISTINCT entity) AS n FROM audit_log WHERE action = 'schedule.fire'",
          ),
          distinctMoves: await one(
            'SELECT COUNT(DISTINCT move_id) AS n FROM schedules WHERE move_id IS NOT NULL',
          ),
        },
        lateness: rows
          .filter((r) => r.fired_at !== null)
          .map((r) => Date.parse(r.fired_at!) - Date.parse(r.at))
          .sort((a, b) => a - b),
      };
    } finally {
      await db.end();
    }
  } finally {
    for (const studio of [first, second]) {
      if (studio.child.exitCode !== null || studio.child.signalCode !== null) continue;
      studio.child.kill('SIGTERM');
      await studio.exited;
    }
  }
}
