import { getEventListeners } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPool } from './sandbox-pool';
import type { SandboxJob } from './sandbox-protocol';

const job = (source: string, over: Partial<SandboxJob> = {}): SandboxJob => ({
  source,
  input: JSON.stringify({ message: '你好', list: [1, 2] }),
  // Generous for ordinary hooks: the test machine may be busy; runaway cases set their own.
  timeoutMs: 2_000,
  memoryLimitBytes: 4 << 20,
  ...over,
});

const CONTINUE = 'function hook(ctx) { return { action: "continue" }; }';

describe('SandboxPool', () => {
  let pool: SandboxPool;
  beforeAll(async () => {
    pool = new SandboxPool({ size: 2 });
    await pool.whenReady();
  });
  afterAll(() => pool.close());

  it('runs a hook on a JSON copy of its input and returns JSON text', async () => {
    const r = await pool.run(
      job(
        'function hook(ctx) { return { action: "rewrite", message: ctx.message + ctx.list.length }; }',
      ),
    );
    expect(r).toMatchObject({ ok: true, output: '{"action":"rewrite","message":"你好2"}' });
    expect(await pool.run(job('function hook() {}'))).toMatchObject({ ok: true, output: null });
  });

  it('leaves no listener on a signal that outlives its jobs', async () => {
    const signal = new AbortController().signal;
    for (let i = 0; i < 5; i++) await pool.run(job(CONTINUE), signal);
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });

  it('offers no Promise, Proxy or typed arrays: a hook is one synchronous call', async () => {
    for (const name of ['Promise', 'Proxy', 'Uint8Array', 'ArrayBuffer']) {
      const r = await pool.run(job(`function hook() { return { action: typeof ${name} }; }`));
      expect(r).toMatchObject({ ok: true, output: '{"action":"undefined"}' });
    }
    const regex = await pool.run(
      job('function hook(c) { return { n: /你(好)/.exec(c.message)[1] }; }'),
    );
    expect(regex).toMatchObject({ ok: true, output: '{"n":"好"}' });
  });

  it(
    'stops an endless loop at its time limit by the engine interrupt',
    { timeout: 5_000 },
    async () => {
      const restarts = pool.restarts;
      const t0 = performance.now();
      const r = await pool.run(job('function hook() { while (true) {} }', { timeoutMs: 50 }));
      expect(r).toMatchObject({ ok: false, kind: 'timeout' });
      expect(performance.now() - t0).toBeLessThan(1_000);
      expect(pool.restarts).toBe(restarts);
      expect(await pool.run(job(CONTINUE))).toMatchObject({ ok: true });
    },
  );

  it(
    'kills a loop in native code that overruns the interrupt, and replaces the thread',
    { timeout: 10_000 },
    async () => {
      const restarts = pool.restarts;
      const t0 = performance.now();
      const r = await pool.run(
        job('function hook() { for (;;) { new Array(1e5).fill(1); } }', {
          timeoutMs: 50,
          memoryLimitBytes: 64 << 20,
        }),
      );
      expect(r).toMatchObject({ ok: false, kind: 'timeout' });
      expect(performance.now() - t0).toBeLessThan(1_500);
      expect(pool.restarts).toBe(restarts + 1);
      expect(await pool.run(job(CONTINUE))).toMatchObject({ ok: true });
    },
  );

  it('does not stall other hooks while one runs away', { timeout: 15_000 }, async () => {
    await pool.whenReady(); // the thread killed above has been replaced
    let runawayDone = false;
    const runaway = pool
      .run(
        job('function hook() { for (;;) { new Array(1e5).fill(1); } }', {
          timeoutMs: 3_000,
          memoryLimitBytes: 64 << 20,
        }),
      )
      .finally(() => (runawayDone = true));
    await new Promise((r) => setTimeout(r, 50));
    const t0 = performance.now();
    for (let i = 0; i < 5; i++) expect(await pool.run(job(CONTINUE))).toMatchObject({ ok: true });
    // All five answered on the other thread while the runaway was still going.
    expect(runawayDone).toBe(false);
    expect(performance.now() - t0).toBeLessThan(1_500);
    expect(await runaway).toMatchObject({ ok: false, kind: 'timeout' });
  });

  it('ends memory bombs at the memory limit', { timeout: 5_000 }, async () => {
    const objects = await pool.run(
      job('function hook() { var a = []; for (;;) a.push({ n: a.length }); }', {
        timeoutMs: 2_000,
      }),
    );
    expect(objects).toMatchObject({ ok: false, kind: 'memory' });
    const huge = await pool.run(job('function hook() { return "x".repeat(1 << 28).length; }'));
    expect(huge).toMatchObject({ ok: false, kind: 'memory' });
    expect(await pool.run(job(CONTINUE))).toMatchObject({ ok: true });
  });

  it(
    'contains a bomb that thrashes near the limit (memory or time, whichever ends it)',
    { timeout: 5_000 },
    async () => {
      const t0 = performance.now();
      const strings = await pool.run(
        job('function hook() { var k = []; for (;;) k.push("x".repeat(1 << 16)); }', {
          timeoutMs: 300,
        }),
      );
      expect(strings.ok).toBe(false);
      expect(['memory', 'timeout']).toContain((strings as { kind: string }).kind);
      expect(performance.now() - t0).toBeLessThan(1_500);
      await pool.whenReady();
      expect(await pool.run(job(CONTINUE))).toMatchObject({ ok: true });
    },
  );

  it('ends deep recursion at the stack limit', async () => {
    const r = await pool.run(
      job('function hook() { function f(n) { return f(n + 1) + 1; } return f(0); }'),
    );
    expect(r).toMatchObject({ ok: false, kind: 'stack' });
    expect(await pool.run(job(CONTINUE))).toMatchObject({ ok: true });
  });

  it('offers no require, process, fetch, timers or host objects', async () => {
    const probe = await pool.run(
      job(
        'function hook() { return [typeof require, typeof process, typeof fetch, typeof setTimeout, typeof setInterval, typeof queueMicrotask, typeof console, typeof WebAssembly, typeof std, typeof os, typeof Deno, typeof Bun]; }',
      ),
    );
    expect(JSON.parse((probe as { output: string }).output)).toEqual(Array(12).fill('undefined'));
    for (const call of ['require("fs")', 'process.exit(1)', 'fetch("http://127.0.0.1/")']) {
      const r = await pool.run(job(`function hook() { return ${call}; }`));
      expect(r).toMatchObject({ ok: false, kind: 'error' });
      expect((r as { message: string }).message).toMatch(/ReferenceError/);
    }
    const escape = await pool.run(
      job(
        'function hook() { return (function () { return this; }).constructor("return typeof process")(); }',
      ),
    );
    expect(escape).toMatchObject({ ok: true, output: '"undefined"' });
  });

  it('keeps globalThis tampering and prototype pollution out of the next call', async () => {
    const single = new SandboxPool({ size: 1 });
    // One source, so both calls run in the same context: the first tampers (each attempt
    // either fails quietly or throws), the second must not see any of it.
    const source = `
      function hook(ctx) {
        var a = []; a.push(1);
        var seen = [typeof leak, ({}).polluted, a.length, JSON.stringify({ x: 1 }), JSON.parse('{"y":2}').y];
        var tries = [
          function () { globalThis.leak = 'secret'; },
          function () { Object.prototype.polluted = 'yes'; },
          function () { Array.prototype.push = function () { throw new Error('poisoned'); }; },
          function () { JSON.stringify = function () { return '"owned"'; }; },
          function () { JSON.parse = function () { return { message: 'forged' }; }; },
        ];
        var threw = tries.map(function (t) { try { t(); return false; } catch (e) { return true; } });
        return { action: 'continue', saw: ctx.message, seen: seen, threw: threw };
      }`;
    try {
      const first = await single.run(job(source));
      const second = await single.run(job(source));
      const [a, b] = [first, second].map((r) => JSON.parse((r as { output: string }).output));
      // The runner kept the engine's own JSON, so neither the input nor the output was forged.
      expect(a).toMatchObject({ saw: '你好', seen: ['undefined', null, 1, '{"x":1}', 2] });
      expect(b).toEqual(a);
      // Built-in methods cannot be replaced: the attempt is refused out loud.
      expect(a.threw[2]).toBe(true);
    } finally {
      await single.close();
    }
  });

  it('reports syntax errors, throws, a missing hook and values that are not JSON', async () => {
    const cases: [string, RegExp][] = [
      ['function hook( {', /SyntaxError/],
      ['function hook() { throw new Error("boom"); }', /Error: boom/],
      ['function hook() { throw "plain"; }', /plain/],
      ['var x = 1;', /must define function hook/],
      ['function hook() { return function () {}; }', /not JSON/],
      ['function hook() { return 1n; }', /BigInt|not JSON/],
    ];
    for (const [source, message] of cases) {
      const r = await pool.run(job(source));
      expect(r).toMatchObject({ ok: false, kind: 'error' });
      expect((r as { message: string }).message).toMatch(message);
    }
  });

  it('answers cancelled for a turn that was already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await pool.run(job(CONTINUE), controller.signal)).toMatchObject({
      ok: false,
      kind: 'cancelled',
    });
  });
});
