import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPool } from './sandbox-pool';
import type { SandboxJob, SandboxResult } from './sandbox-protocol';

const job = (source: string, over: Partial<SandboxJob> = {}): SandboxJob => ({
  source,
  input: JSON.stringify({ message: '你好' }),
  timeoutMs: 2_000,
  memoryLimitBytes: 4 << 20,
  ...over,
});

const ECHO = 'function hook(ctx) { return { action: "continue", saw: ctx.message }; }';
const SAW = '{"action":"continue","saw":"你好"}';
const RUNAWAY = 'function hook() { for (;;) { new Array(1e5).fill(1); } }';
const outcome = (r: SandboxResult) => (r.ok ? r.output : r.kind);

// The hooks of one event are started together (run-hooks.ts): they travel to a thread in one
// message and back in one, and must still run as if each had been sent alone.
describe('SandboxPool.runAll: jobs started together', () => {
  let pool: SandboxPool;
  const runAll = (jobs: SandboxJob[]) => Promise.all(pool.runAll(jobs));
  beforeAll(async () => {
    pool = new SandboxPool({ size: 2 });
    await pool.whenReady();
  });
  afterAll(() => pool.close());

  it('go to a thread in one message, each answered with its own output', async () => {
    const sent = pool.batchesSent;
    const results = await runAll([
      job('function hook(c) { return { n: 1, m: c.message }; }'),
      job('function hook() {}'),
      job('function hook(c) { return { n: 3 }; }'),
    ]);
    expect(pool.batchesSent - sent).toBe(1);
    expect(results.map(outcome)).toEqual(['{"n":1,"m":"你好"}', null, '{"n":3}']);
  });

  it('each afresh: what one job leaves behind, the next does not see', async () => {
    const [tamper, next] = await runAll([
      job(`globalThis.leak = 1; Object.prototype.polluted = 1;
           function hook() { return { action: 'continue' }; }`),
      job('function hook() { return [typeof leak, ({}).polluted === undefined]; }'),
    ]);
    expect(tamper).toMatchObject({ ok: true });
    expect(next).toMatchObject({ ok: true, output: '["undefined",true]' });
  });

  it('each under its own limits: a timeout and a memory bomb end alone', async () => {
    const results = await runAll([
      job('function hook() { while (true) {} }', { timeoutMs: 50 }),
      job(ECHO),
      job('function hook() { return "x".repeat(1 << 28).length; }'),
      job(ECHO),
    ]);
    expect(results.map(outcome)).toEqual(['timeout', SAW, 'memory', SAW]);
  });

  it(
    'a runaway in native code is killed; the jobs sent with it are answered all the same',
    { timeout: 10_000 },
    async () => {
      await pool.whenReady();
      const restarts = pool.restarts;
      const t0 = performance.now();
      const results = await runAll([
        job(ECHO),
        job(RUNAWAY, { timeoutMs: 50, memoryLimitBytes: 64 << 20 }),
        job(ECHO),
      ]);
      expect(results.map(outcome)).toEqual([SAW, 'timeout', SAW]);
      // At the runaway's own limit (+ grace), not at the first job's 2 s.
      expect(performance.now() - t0).toBeLessThan(1_500);
      expect(pool.restarts).toBe(restarts + 1);
    },
  );

  it(
    'a job behind a long one is held to its own shorter limit from its own start',
    { timeout: 15_000 },
    async () => {
      await pool.whenReady();
      const t0 = performance.now();
      const [long, runaway] = await runAll([
        // Runs 400 ms of its 4 s, then the runaway starts with 50 ms (+ 250 ms grace).
        job('function hook() { var t = Date.now(); while (Date.now() - t < 400) {} }', {
          timeoutMs: 4_000,
        }),
        job(RUNAWAY, { timeoutMs: 50, memoryLimitBytes: 64 << 20 }),
      ]);
      expect(runaway).toMatchObject({ ok: false, kind: 'timeout' });
      expect(long).toMatchObject({ ok: true });
      // Killed about 700 ms in, long before the first job's own deadline (4.25 s).
      expect(performance.now() - t0).toBeLessThan(2_500);
    },
  );

  it('answers cancelled for every job of a turn already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const results = await Promise.all(pool.runAll([job(ECHO), job(ECHO)], controller.signal));
    expect(results.map(outcome)).toEqual(['cancelled', 'cancelled']);
  });
});
