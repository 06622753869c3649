import { describe, expect, it } from 'vitest';
import { validateHarness } from '../validate';
import { liveContextSchema } from '../schema/live-context';
import { HOOK_HELPERS_SOURCE, type HookContext, type HookDecision } from '../hook-contract';
import { sampleContexts, sampleHarness } from './index';

const hooks = sampleHarness.hooks ?? [];
const preferences = sampleHarness.preferences as unknown as Record<string, unknown>;
const firstContext = sampleContexts[0]!.context as Record<string, unknown>;

/** Test-only evaluation, with the sandbox's helpers; production hooks run in the sandbox. */
function runHook(id: string, ctx: Partial<HookContext>): HookDecision {
  const hook = hooks.find((h) => h.id === id);
  if (!hook) throw new Error(`no hook ${id}`);
  const full: HookContext = {
    event: hook.event,
    message: '',
    toolResults: [],
    context: firstContext,
    preferences,
    bannedWords: sampleHarness.settings?.bannedWords ?? [],
    ...ctx,
  };
  const fn = new Function('ctx', `${hook.source}\nreturn hook((${HOOK_HELPERS_SOURCE})(ctx));`) as (
    c: HookContext,
  ) => HookDecision;
  return fn(JSON.parse(JSON.stringify(full)));
}

describe('sample harness', () => {
  it('validates with no errors and no warnings', () => {
    const result = validateHarness(sampleHarness);
    expect(result.diagnostics).toEqual([]);
    expect(result.document?.skills.length).toBe(7);
  });

  it('has sample contexts that parse and fall inside the promotion windows', () => {
    expect(sampleContexts.length).toBeGreaterThanOrEqual(3);
    for (const { context } of sampleContexts) {
      expect(liveContextSchema.safeParse(context).success).toBe(true);
      expect(context.now?.startsWith('2026-12-1')).toBe(true);
    }
  });
});

describe('absolute-word-filter', () => {
  it('rewrites absolute words', () => {
    const d = runHook('absolute-word-filter', { reply: '这是全网最好的茶，顶级口感，销量第一！' });
    expect(d).toEqual({ action: 'rewrite', reply: '这是口碑很好的茶，优质口感，销量领先！' });
  });

  it('leaves ordinary uses of 第一 alone', () => {
    const d = runHook('absolute-word-filter', { reply: '第一次喝龙井，第一泡30秒就好。' });
    expect(d).toEqual({ action: 'continue' });
  });
});

describe('price-consistency', () => {
  const quote = {
    name: 'quote_final_price',
    result: { final_price: 229, discounts: [{ amount: 50 }] },
  };

  it('blocks a price no tool returned', () => {
    const d = runHook('price-consistency', { reply: '今天到手只要¥199！', toolResults: [quote] });
    expect(d.action).toBe('block');
    if (d.action === 'block') expect(d.reason).toContain('¥199');
  });

  it('passes prices from tools and the product on screen', () => {
    const reply = '直播间价299元，满减再减50元，到手¥229。';
    expect(runHook('price-consistency', { reply, toolResults: [quote] })).toEqual({
      action: 'continue',
    });
  });

  it('matches decimals numerically', () => {
    const toolResults = [{ name: 'quote_final_price', result: { final_price: 254.6 } }];
    expect(runHook('price-consistency', { reply: '两罐到手254.60元。', toolResults })).toEqual({
      action: 'continue',
    });
  });
});

describe('reply-length-guard', () => {
  it('cuts a long reply at a sentence end within the limit', () => {
    const sentence = '这款龙井是明前采摘的，豆香很足。';
    const reply = sentence.repeat(10);
    const d = runHook('reply-length-guard', { reply });
    expect(d.action).toBe('rewrite');
    if (d.action !== 'rewrite') return;
    expect(d.reply!.length).toBeLessThanOrEqual(100);
    expect(d.reply!.endsWith('。')).toBe(true);
    expect(reply.startsWith(d.reply!)).toBe(true);
  });

  it('keeps a short reply', () => {
    expect(runHook('reply-length-guard', { reply: '有货，放心拍！' })).toEqual({
      action: 'continue',
    });
  });
});

describe('off-topic-guard', () => {
  it('answers a forbidden topic with a redirect to the product', () => {
    const d = runHook('off-topic-guard', { message: '喝这个茶能减肥吗？' });
    expect(d.action).toBe('answer');
    if (d.action === 'answer') expect(d.reply).toContain('明前西湖龙井');
  });

  it('lets product questions through', () => {
    expect(runHook('off-topic-guard', { message: '龙井用多少度的水泡？' })).toEqual({
      action: 'continue',
    });
  });
});
