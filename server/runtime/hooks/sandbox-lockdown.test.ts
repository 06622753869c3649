import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPool } from './sandbox-pool';
import type { SandboxJob, SandboxResult } from './sandbox-protocol';

const job = (source: string, over: Partial<SandboxJob> = {}): SandboxJob => ({
  source,
  input: JSON.stringify({ message: 'viewer A', bannedWords: ['最好'] }),
  timeoutMs: 2_000,
  memoryLimitBytes: 4 << 20,
  ...over,
});
const output = (r: SandboxResult) => {
  if (!r.ok) throw new Error(`${r.kind}: ${r.message}`);
  return JSON.parse(r.output ?? 'null') as unknown;
};

// A thread runs every call of one hook source in one hardened context
// (sandbox-lockdown.mjs). Each case calls one source twice or more on a single thread and
// checks that nothing of a call, in particular a viewer's text, reaches the next.
describe('hardened contexts: one call leaves nothing for the next', () => {
  let pool: SandboxPool;
  const twice = async (source: string, second = '{"message":"viewer B"}') => [
    output(await pool.run(job(source))),
    output(await pool.run(job(source, { input: second }))),
  ];
  beforeAll(async () => {
    pool = new SandboxPool({ size: 1 });
    await pool.whenReady();
  });
  afterAll(() => pool.close());

  it('freezes everything reachable from the global object and from syntax', async () => {
    const [found] = await twice(`function hook() {
      var proto = Object.getPrototypeOf;
      // Intrinsics reached only through syntax: the prototypes of what it makes (fresh).
      var stack = [globalThis, proto(function* () {}), proto(proto((function* () {})())),
        proto(async function () {}), proto(async function* () {}), proto([][Symbol.iterator]()),
        proto(new Map().entries()), proto(new Set().values()), proto(''[Symbol.iterator]()),
        proto(/a/g[Symbol.matchAll]('a')), proto(Iterator.from([]).map(String)),
        proto(async function () {}())];
      var seen = new Set(), open = [];
      while (stack.length) {
        var v = stack.pop();
        if (v === null || (typeof v !== 'object' && typeof v !== 'function') || seen.has(v)) continue;
        seen.add(v);
        if (!Object.isFrozen(v)) open.push(String(v.constructor && v.constructor.name));
        stack.push(proto(v));
        Reflect.ownKeys(v).forEach(function (k) {
          var d = Object.getOwnPropertyDescriptor(v, k);
          stack.push(d.value, d.get, d.set);
        });
      }
      return { open: open, walked: seen.size };
    }`);
    expect(found).toMatchObject({ open: [] });
    expect((found as { walked: number }).walked).toBeGreaterThan(300);
  });

  it("keeps a viewer's text out of every place a hook could hide it", async () => {
    const source = `
      var mine = [];
      function hook(ctx) {
        var holder = Function('return this')();
        var before = [typeof kept, typeof holder.kept, mine.length, typeof Symbol.prototype.kept,
          typeof hook.kept, typeof Object.getPrototypeOf(hook).kept, typeof arguments.callee.kept,
          typeof Math.kept, typeof Error.prototype.kept, typeof Date.kept];
        var put = [
          function () { kept = ctx.message; },
          function () { holder.kept = ctx.message; },
          function () { Object.defineProperty(globalThis, 'kept', { value: ctx.message }); },
          function () { Symbol.prototype.kept = ctx.message; },
          function () { Object.getPrototypeOf(hook).kept = ctx.message; },
          function () { (function () { return arguments.callee; })().kept = ctx.message; },
          function () { Math.kept = ctx.message; },
          function () { Error.prototype.kept = ctx.message; },
          function () { Date.kept = ctx.message; },
          function () { (0, eval)('let kept = ' + JSON.stringify(ctx.message)); },
          function () { Function('kept = 1')(); },
        ];
        put.forEach(function (p) { try { p(); } catch (e) {} });
        mine.push(ctx.message);
        return { before: before, hasEval: typeof eval, hasPromise: typeof Promise };
      }`;
    const [a, b] = await twice(source);
    expect(a).toEqual(b);
    expect(a).toMatchObject({
      before: [
        'undefined',
        'undefined',
        0,
        'undefined',
        'undefined',
        'undefined',
        'undefined',
        'undefined',
        'undefined',
        'undefined',
      ],
      hasEval: 'undefined',
      hasPromise: 'undefined',
    });
  });

  it("keeps the sandbox's own word matcher out of reach (it is kept across calls)", async () => {
    // A value that is not a plain string goes to the matcher compiled inside the sandbox,
    // which calls the value's toString: from there, nothing may reach or mark the matcher.
    const source = `function hook(ctx) {
      var seen = [];
      var text = { toString: function probe() {
        var fns = [probe.caller, arguments.callee.caller];
        try { fns.push(probe.caller && probe.caller.caller); } catch (e) {}
        fns.forEach(function (f) {
          if (typeof f !== 'function') return;
          seen.push(f.kept === undefined ? 'unmarked' : 'marked');
          try { f.kept = ctx.message; } catch (e) {}
          try { f.prototype.kept = ctx.message; } catch (e) {}
        });
        return '这是最好的';
      } };
      return { found: ctx.matchBannedWords(text, ['最好']).length, seen: seen };
    }`;
    const [a, b] = await twice(source);
    expect(a).toEqual({ found: 1, seen: (a as { seen: string[] }).seen.map(() => 'unmarked') });
    expect(b).toEqual(a);
  });

  it('lets a hook override inherited built-in methods on its own objects', async () => {
    const [r] = await twice(`function hook() {
      var o = {}; o.toString = function () { return 'mine'; };
      function Point() {} Point.prototype.toString = function () { return 'point'; };
      var e = new Error('x'); e.name = 'PriceError';
      class Money { valueOf() { return 5; } }
      return [String(o), String(new Point()), e.name + ': ' + e.message, new Money() + 1];
    }`);
    expect(r).toEqual(['mine', 'point', 'PriceError: x', 6]);
  });

  it('survives async functions and queued Promise jobs (the context is dropped)', async () => {
    const restarts = pool.restarts;
    const source = `var log = [];
      async function later() { log.push(1); await 0; log.push(2); }
      function hook(ctx) { later(); return { ran: log.slice(), message: ctx.message }; }`;
    const [a, b] = await twice(source);
    // The job after 'await' never runs, in this call or a later one.
    expect(a).toEqual({ ran: [1], message: 'viewer A' });
    expect(b).toEqual({ ran: [1], message: 'viewer B' });
    const resolved = `function hook() { var p = (async function () { return 1; })();
      return [typeof p.then, Object.isFrozen(Object.getPrototypeOf(p))]; }`;
    expect(output(await pool.run(job(resolved)))).toEqual(['function', true]);
    expect(pool.restarts).toBe(restarts);
  });

  it('gives every call its full memory limit, however many calls ran before', async () => {
    // Cyclic garbage (only the cycle collector frees it) of about three quarters of a
    // 256 KB limit per call: without a fresh start for a call that ran out, every second
    // call failed on what the one before left.
    const source = `function hook(ctx) {
      var nodes = [];
      for (var i = 0; i < 9000; i++) { var n = { i: i, text: 'x' + i }; n.self = n; nodes.push(n); }
      return nodes.length;
    }`;
    const results = [];
    for (let i = 0; i < 20; i++)
      results.push(await pool.run(job(source, { memoryLimitBytes: 256 * 1024 })));
    expect(results.map((r) => (r.ok ? r.output : r.kind))).toEqual(Array(20).fill('9000'));
    const bomb = await pool.run(
      job('function hook() { var a = []; for (;;) a.push({ n: a.length }); }', {
        memoryLimitBytes: 256 * 1024,
      }),
    );
    expect(bomb).toMatchObject({ ok: false, kind: 'memory' });
  });

  it('runs a new hook source in a new context', async () => {
    const [a] = await twice(`function hook() { return typeof globalThis.hookA; }`);
    expect(a).toBe('undefined');
  });
});
