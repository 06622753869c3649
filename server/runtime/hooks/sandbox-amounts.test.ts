import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPool } from './sandbox-pool';
import { hostAmountsReader } from './sandbox-context.mjs';
import { hookAmountsSource } from './hook-amounts-source';
import { hookAmounts } from '../../../src/harness/numbers/hook-amounts';
import type { SandboxJob, SandboxResult } from './sandbox-protocol';

const job = (source: string, input: unknown = {}, memoryLimitBytes = 4 << 20): SandboxJob => ({
  source,
  input: JSON.stringify(input),
  timeoutMs: 2_000,
  memoryLimitBytes,
});
const output = (r: SandboxResult) => {
  if (!r.ok) throw new Error(`${r.kind}: ${r.message}`);
  return JSON.parse(r.output ?? 'null') as unknown;
};

// A room's own price rule: every price a sentence states must be 299.
const PRICE_RULE = `function hook(ctx) {
  var wrong = ctx.amounts(ctx.sentence).filter(function (a) {
    return a.kind === 'price' && a.value !== 299;
  });
  if (wrong.length > 0) return { action: 'block', reason: 'price ' + wrong[0].text };
  return { action: 'continue' };
}`;

// ctx.amounts runs the core's reader (hookAmounts) on the host side of a sandbox thread.
describe('ctx.amounts in the hook sandbox', () => {
  let pool: SandboxPool;
  beforeAll(async () => {
    pool = new SandboxPool({ size: 1 });
    await pool.whenReady();
  });
  afterAll(() => pool.close());

  const sentence = (s: string) => pool.run(job(PRICE_RULE, { sentence: s })).then(output);

  it.each([
    ['这款今天二百一十九元。', '二百一十九元'],
    ['这款今天２１９元。', '２１９元'],
    ['这款今天¥219。', '¥219'],
    ['这款今天219块。', '219块'],
    ['原价贰佰壹拾玖元。', '贰佰壹拾玖元'],
  ])('blocks %s: its price is not 299', async (s, text) => {
    expect(await sentence(s)).toEqual({ action: 'block', reason: `price ${text}` });
  });

  it('passes a sentence whose prices are all 299, and one with no price', async () => {
    expect(await sentence('到手二百九十九元，满300减50。')).toEqual({ action: 'continue' });
    expect(await sentence('这茶三克一泡，2019年的。')).toEqual({ action: 'continue' });
  });

  it("answers as the core's hookAmounts, offsets included", async () => {
    const text = '🎉原价279元，今天九折，满300再减50，立减二十元，半价，到手二百一十九元';
    const r = await pool.run(
      job('function hook(ctx) { return ctx.amounts(ctx.message); }', { message: text }),
    );
    expect(output(r)).toEqual(hookAmounts(text));
    expect((output(r) as unknown[]).length).toBe(7);
    // A lone surrogate before a price keeps the offsets in UTF-16 units.
    const odd = await pool.run(job("function hook(ctx) { return ctx.amounts('\\ud800219元'); }"));
    expect(output(odd)).toEqual([{ value: 219, kind: 'price', text: '219元', start: 1, end: 5 }]);
  });

  it('fails the hook with a clear error for a text that is not a string or too long', async () => {
    const calls = [
      'ctx.amounts(219)',
      'ctx.amounts()',
      'ctx.amounts({ toString: function () { return "219元"; } })',
      'ctx.amounts(new Array(200001).join("9"))',
    ];
    const results = await Promise.all(
      calls.map((call) => pool.run(job(`function hook(ctx) { return ${call}; }`, {}, 16 << 20))),
    );
    expect(results.map((r) => (r.ok ? r : { kind: r.kind, message: r.message }))).toEqual([
      { kind: 'error', message: 'TypeError: ctx.amounts(text) takes a string.' },
      { kind: 'error', message: 'TypeError: ctx.amounts(text) takes a string.' },
      { kind: 'error', message: 'TypeError: ctx.amounts(text) takes a string.' },
      { kind: 'error', message: 'RangeError: ctx.amounts reads at most 100000 characters.' },
    ]);
    // A hook can catch it, and the thread goes on serving.
    const caught = await pool.run(
      job(
        'function hook(ctx) { try { ctx.amounts(1); } catch (e) { return e instanceof TypeError; } }',
      ),
    );
    expect(output(caught)).toBe(true);
    expect(await sentence('¥299')).toEqual({ action: 'continue' });
    expect(pool.restarts).toBe(0);
  });

  it(
    'reads a text of the largest size, or fails on memory, without harm to the thread',
    { timeout: 20_000 },
    async () => {
      const big = 'function hook(ctx) { return ctx.amounts(new Array(50001).join("9元")).length; }';
      const roomy = await pool.run({ ...job(big, {}, 64 << 20), timeoutMs: 10_000 });
      expect(output(roomy)).toBe(50_000);
      const tight = await pool.run({ ...job(big, {}, 1 << 20), timeoutMs: 10_000 });
      expect(tight).toMatchObject({ ok: false, kind: 'memory' });
      expect(await sentence('¥219')).toMatchObject({ action: 'block' });
      expect(pool.restarts).toBe(0);
    },
  );

  it('cannot be changed by a hook: frozen, and whole again on the next call', async () => {
    const tamper = `function hook(ctx) {
      'use strict';
      var f = ctx.amounts, tried = [];
      [function () { f.cache = 1; }, function () { f.prototype.x = 1; },
        function () { Object.defineProperty(f, 'name', { value: 'x' }); },
        function () { Object.setPrototypeOf(f, null); },
        function () { Object.getPrototypeOf(f).call = null; }]
        .forEach(function (t) { try { t(); tried.push('changed'); } catch (e) { tried.push(e.name); } });
      ctx.amounts = function () { return []; };
      return { frozen: Object.isFrozen(f), tried: tried, read: f('¥219').length };
    }`;
    const first = output(await pool.run(job(tamper)));
    const second = output(await pool.run(job(tamper)));
    expect(first).toEqual({
      frozen: true,
      tried: ['TypeError', 'TypeError', 'TypeError', 'TypeError', 'TypeError'],
      read: 1,
    });
    expect(second).toEqual(first);
    // The next hook's ctx has the real reader again.
    expect(await sentence('¥219')).toMatchObject({ action: 'block' });
  });
});

describe('the host side of ctx.amounts', () => {
  it('runs the bundled core reader on a JSON string, and nothing else', () => {
    const read = hostAmountsReader(hookAmountsSource());
    expect(JSON.parse(read(JSON.stringify('满300减50'))!)).toEqual(hookAmounts('满300减50'));
    expect(read(JSON.stringify(219))).toBeUndefined();
    expect(read(JSON.stringify('9'.repeat(100_001)))).toBeUndefined();
    expect(read(JSON.stringify('9'.repeat(100_000)))).toBe('[]');
  });

  it('answers nothing, rather than failing the thread, when its source does not load', () => {
    for (const source of [undefined, '', 'syntax error(', '42'])
      expect(hostAmountsReader(source)(JSON.stringify('219元'))).toBeUndefined();
  });
});
