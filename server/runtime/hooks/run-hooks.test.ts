import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hookSchema, type Hook, type HookContext } from '../../../src/harness';
import { sampleHarness } from '../../../src/harness/sample';
import { runHooks, type HookTrace } from './run-hooks';
import { SandboxPool } from './sandbox-pool';
import { sentenceHooks } from '../../../src/harness/testing/hooked-sample';

let sandbox: SandboxPool;
beforeAll(async () => {
  sandbox = new SandboxPool({ size: 2 });
  await sandbox.whenReady();
});
afterAll(() => sandbox.close());

const hook = (over: Partial<Hook> & Pick<Hook, 'id' | 'event' | 'source'>): Hook =>
  hookSchema.parse({ timeoutMs: 2_000, ...over });

const ctx: HookContext = {
  event: 'user_message',
  message: '有券吗',
  toolResults: [],
  context: {},
  preferences: {},
  bannedWords: ['最好'],
};

async function run(hooks: Hook[], event: Hook['event'], c: Partial<HookContext> = {}) {
  const traces: HookTrace[] = [];
  const result = await runHooks(
    hooks,
    event,
    { ...ctx, ...c },
    { sandbox, onTrace: (t) => traces.push(t) },
  );
  return { result, traces };
}

describe('runHooks', () => {
  it('chains rewrites in order (each hook sees the one before) and stops at the first answer', async () => {
    const { result, traces } = await run(
      [
        hook({
          id: 'a',
          event: 'user_message',
          source: 'function hook(c) { return { action: "rewrite", message: c.message + "？" }; }',
        }),
        hook({
          id: 'a2',
          event: 'user_message',
          source: 'function hook(c) { return { action: "rewrite", message: c.message + "！" }; }',
        }),
        hook({
          id: 'off',
          event: 'user_message',
          enabled: false,
          source: 'function hook() { return { action: "block", reason: "x" }; }',
        }),
        hook({
          id: 'other',
          event: 'before_reply',
          source: 'function hook() { return { action: "block", reason: "x" }; }',
        }),
        hook({
          id: 'b',
          event: 'user_message',
          source:
            'function hook(c) { return { action: "answer", reply: "您问的是：" + c.message }; }',
        }),
        hook({
          id: 'c',
          event: 'user_message',
          source: 'function hook() { throw new Error("after the answer: not traced"); }',
        }),
      ],
      'user_message',
    );
    expect(result).toMatchObject({ action: 'answer', reply: '您问的是：有券吗？！', hookId: 'b' });
    expect(traces.map((t) => [t.hookId, t.outcome])).toEqual([
      ['a', 'rewrite'],
      ['a2', 'rewrite'],
      ['b', 'answer'],
    ]);
  });

  it('treats returning nothing as continue and passes the rewritten context on', async () => {
    const { result } = await run(
      [
        hook({ id: 'quiet', event: 'before_reply', source: 'function hook() {}' }),
        hook({
          id: 'soften',
          event: 'before_reply',
          source:
            'function hook(c) { return { action: "rewrite", reply: c.reply.replace("最好", "很好") }; }',
        }),
      ],
      'before_reply',
      { reply: '这是最好的茶' },
    );
    expect(result.action).toBe('continue');
    expect(result.context.reply).toBe('这是很好的茶');
  });

  it('applies the policy to a failure: fail_open continues, fail_closed blocks, both traced', async () => {
    const broken = 'function hook() { return { action: "allow" }; }';
    const open = await run(
      [hook({ id: 'lenient', event: 'user_message', source: broken })],
      'user_message',
    );
    expect(open.result.action).toBe('continue');
    expect(open.traces[0]).toMatchObject({
      outcome: 'continue',
      error: { kind: 'invalid_decision', policy: 'fail_open' },
    });
    const closed = await run(
      [
        hook({
          id: 'strict',
          event: 'before_reply',
          onError: 'fail_closed',
          timeoutMs: 50,
          source: 'function hook() { for (;;) {} }',
        }),
      ],
      'before_reply',
      { reply: 'x' },
    );
    expect(closed.result).toMatchObject({ action: 'block', hookId: 'strict' });
    if (closed.result.action === 'block') expect(closed.result.reason).toContain('"strict" failed');
    expect(closed.traces[0]!.error).toMatchObject({ kind: 'timeout', policy: 'fail_closed' });
  });

  it('refuses decisions with extra fields or rewrites the event cannot make', async () => {
    const cases = [
      'function hook() { return { action: "continue", note: 1 }; }',
      'function hook() { return { action: "rewrite", reply: "x" }; }',
      'function hook() { return { action: "block" }; }',
      'function hook() { return "continue"; }',
    ];
    for (const source of cases) {
      const { traces } = await run(
        [hook({ id: 'h', event: 'user_message', source })],
        'user_message',
      );
      expect(traces[0]!.error?.kind, source).toBe('invalid_decision');
    }
    const { traces } = await run(
      [hook({ id: 'h', event: 'user_message', source: cases[1]! })],
      'user_message',
    );
    expect(traces[0]!.error!.message).toBe(
      'A user_message hook cannot rewrite reply; it may rewrite message.',
    );
  });

  it('runs a compliance hook (the sample’s, as a hook) in the sandbox', async () => {
    const sample = sentenceHooks.find((h) => h.id === 'absolute-word-filter')!;
    const filter = hook({ ...sample, timeoutMs: 2_000 } as Hook);
    const say = (sentence: string, replySoFar = '') =>
      run([filter], 'before_sentence', {
        sentence,
        replySoFar,
        bannedWords: sampleHarness.settings!.bannedWords!,
      });
    const { result } = await say('这是全网最好的茶，顶级口感！');
    expect(result.context.sentence).toBe('这是口碑很好的茶，优质口感！');
    expect(result.action === 'continue' && result.rewrittenBy).toEqual(['absolute-word-filter']);
    // The end of what was said is read with the sentence: "最" was said, "好" is not.
    expect((await say('好的茶。', '这是最\n')).result.context.sentence).toBe('的茶。');
  });
});
