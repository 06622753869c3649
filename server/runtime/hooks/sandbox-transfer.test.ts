import { newQuickJSWASMModule } from 'quickjs-emscripten';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newJsonString } from './sandbox-context.mjs';
import { SandboxPool } from './sandbox-pool';
import type { SandboxJob } from './sandbox-protocol';

const job = (source: string, input: unknown): SandboxJob => ({
  source,
  input: JSON.stringify(input),
  timeoutMs: 2_000,
  memoryLimitBytes: 8 << 20,
});
const TEXTS = [
  '新粉买一盒到手多少钱？',
  'emoji 🍵 and ＮＯ１, e\u0301',
  'a lone surrogate \ud800 and \udc00 alone',
  'controls \u0000 \u0001 \n \t " \\ \u2028',
  '龙'.repeat(200_000),
];

// A hook's input goes into the engine as UTF-8 written natively (sandbox-context.mjs), its
// source to a thread once (batch-message.ts): both must arrive exactly as sent.
describe('what travels to a sandbox thread', () => {
  let pool: SandboxPool;
  beforeAll(async () => {
    pool = new SandboxPool({ size: 1 });
    await pool.whenReady();
  });
  afterAll(() => pool.close());

  it('passes any text of the input to the hook unchanged', async () => {
    const echo = 'function hook(ctx) { return { text: ctx.message, length: ctx.message.length }; }';
    for (const text of TEXTS) {
      const r = await pool.run(job(echo, { message: text }));
      expect(r.ok && JSON.parse(r.output!)).toEqual({ text, length: text.length });
    }
  });

  it('runs more hooks than a thread keeps contexts for, each its own, again and again', async () => {
    const sources = Array.from(
      { length: 40 },
      (_, i) => `var n = ${i}; function hook(ctx) { return { n: n, m: ctx.m }; }`,
    );
    for (const round of [1, 2, 3]) {
      const results = await Promise.all(sources.map((s, i) => pool.run(job(s, { m: round * i }))));
      expect(results.map((r) => r.ok && JSON.parse(r.output!))).toEqual(
        sources.map((_, i) => ({ n: i, m: round * i })),
      );
    }
  });
});

describe('newJsonString', () => {
  it('writes text into the engine natively, as the library would have', async () => {
    const QuickJS = await newQuickJSWASMModule();
    const vm = QuickJS.newContext();
    // The fast path needs the pinned library's internals: an upgrade without them shows here.
    expect(vm).toHaveProperty('module.HEAPU8');
    expect(vm).toHaveProperty('ffi.QTS_NewString');
    for (const text of TEXTS.map((t) => JSON.stringify({ t }))) {
      const fast = newJsonString(vm, text);
      const slow = vm.newString(text);
      expect(vm.getString(fast)).toBe(vm.getString(slow));
      expect(vm.getString(fast)).toBe(text);
      fast.dispose();
      slow.dispose();
    }
    vm.dispose();
  });
});
