import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPool } from './sandbox-pool';
import { matchBannedWords } from '../../../src/harness/banned-words';
import type { SandboxJob } from './sandbox-protocol';

const job = (source: string, memoryLimitBytes = 4 << 20): SandboxJob => ({
  source,
  input: JSON.stringify({ message: '全网最好', bannedWords: ['最好'] }),
  timeoutMs: 2_000,
  memoryLimitBytes,
});
const output = (r: unknown) => JSON.parse((r as { output: string }).output) as unknown;

// ctx.matchBannedWords runs on the host for plain strings and inside the sandbox otherwise, and a
// thread keeps one context per hook source: neither may change what a hook sees.

describe('sandbox helpers and prepared contexts', () => {
  let pool: SandboxPool;
  beforeAll(async () => {
    pool = new SandboxPool({ size: 1 });
    await pool.whenReady();
  });
  afterAll(() => pool.close());

  it('matches banned words on first use, by ctx.bannedWords as it is when called', async () => {
    const r = await pool.run(
      job(`function hook(ctx) {
        var saved = ctx.matchBannedWords;
        var first = saved(ctx.message).map(function (m) { return m.text; });
        ctx.bannedWords = ['全网'];
        return [first, ctx.matchBannedWords(ctx.message)[0].text, saved('全网', undefined, ['全网']).length];
      }`),
    );
    expect(output(r)).toEqual([['最好'], '全网', 0]);
  });

  it('compiles the helper on first use for a hook that does not name it', async () => {
    const r = await pool.run(
      job(`eval = function () { throw new Error('owned'); };
      function hook(ctx) { return ctx['match' + 'BannedWords'](ctx.message)[0].word; }`),
    );
    expect(output(r)).toBe('最好');
  });

  it('keeps the helper when the hook replaces eval first', async () => {
    const r = await pool.run(
      job(`eval = function () { throw new Error('owned'); };
      function hook(ctx) { return ctx.matchBannedWords(ctx.message).length; }`),
    );
    expect(output(r)).toBe(1);
  });

  it(
    'runs a job sent behind a runaway on the thread that replaces it',
    { timeout: 10_000 },
    async () => {
      const restarts = pool.restarts;
      // Sent in one tick: the second waits in the thread's port behind the first.
      const [runaway, next] = await Promise.all([
        pool.run({
          ...job('function hook() { for (;;) { new Array(1e5).fill(1); } }'),
          timeoutMs: 50,
          memoryLimitBytes: 64 << 20,
        }),
        pool.run(job('function hook(ctx) { return ctx.message.length; }')),
      ]);
      expect(runaway).toMatchObject({ ok: false, kind: 'timeout' });
      expect(next).toMatchObject({ ok: true, output: '4' });
      expect(pool.restarts).toBe(restarts + 1);
    },
  );

  it('answers alike on the host (plain strings) and inside the sandbox (anything else)', async () => {
    const long = `${'好'.repeat(100_001)}全网最好`;
    const r = await pool.run(
      job(
        `function hook(ctx) {
        var text = '这是ＮＯ１的 最 好茶', words = ['no1', '最好'];
        var boxed = { toString: function () { return text; } };
        return [ctx.matchBannedWords(text, words), ctx.matchBannedWords(boxed, words),
          ctx.matchBannedWords(text, words.concat([1])), ctx.matchBannedWords(12345, ['23']),
          ctx.matchBannedWords(${JSON.stringify(long)}, words).length];
      }`,
        64 << 20,
      ),
    );
    expect(r).toMatchObject({ ok: true });
    const [host, boxed, mixed, number, longCount] = output(r) as unknown[];
    expect(host).toEqual(matchBannedWords('这是ＮＯ１的 最 好茶', ['no1', '最好']));
    expect(boxed).toEqual(host);
    expect(mixed).toEqual(matchBannedWords('这是ＮＯ１的 最 好茶', ['no1', '最好', '1']));
    expect(number).toEqual(matchBannedWords('12345', ['23']));
    expect(longCount).toBe(matchBannedWords(long, ['no1', '最好']).length);
  });

  it('starts every call of a burst afresh on one thread', async () => {
    const counting = `var n = 0;
      function hook() { n++; globalThis.m = (globalThis.m || 0) + 1; return [n, globalThis.m]; }`;
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => pool.run(job(counting))));
    expect(results.map(output)).toEqual(Array(5).fill([1, null]));
  });
});
