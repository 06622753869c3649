import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleContexts, sampleHarness } from '../sample';
import { harnessDocumentSchema, type HarnessDocument } from '../schema/document';
import type { LiveContext } from '../schema/live-context';
import { harnessDocumentArbitrary } from '../testing/arbitraries';
import { liveContextArbitrary } from '../testing/context-arbitrary';
import { compilePrompt, compileRequest } from './compile-request';
import { planPrompt } from './layout';
import type { ChatMessage } from './types';

const sample = harnessDocumentSchema.parse(sampleHarness);
const withLayout = (
  layout: HarnessDocument['settings']['promptLayout'],
  role?: 'system' | 'user',
): HarnessDocument => {
  const settings = { ...sample.settings, promptLayout: layout, turnMessageRole: role };
  if (layout === undefined) delete settings.promptLayout;
  if (role === undefined) delete settings.turnMessageRole;
  return { ...sample, settings };
};
const documentLayout = withLayout(undefined);
const context = sampleContexts[0]!.context;
/** Another viewer (another kind too), other comments, a minute later: same product. */
const nextViewer: LiveContext = {
  ...context,
  now: '2026-12-12T20:16:00+08:00',
  viewer: { id: 'u-2', nickname: '茶友阿梅', kind: 'member', memberTier: '金卡' },
  comments: ['两罐能便宜点吗'],
};
const ask: ChatMessage[] = [{ role: 'user', content: '有券吗' }];
const prefix = (doc: HarnessDocument, c: LiveContext) => {
  const r = compileRequest(doc, c, { conversation: ask });
  return (r.messages[0]!.content as string) + JSON.stringify(r.tools);
};

describe('prompt layouts', () => {
  it('absent layout and "document" give the same bytes: every section in the system message', () => {
    const absent = JSON.stringify(compileRequest(documentLayout, context, { conversation: ask }));
    const named = JSON.stringify(
      compileRequest(withLayout('document'), context, { conversation: ask }),
    );
    expect(named).toBe(absent);
    const request = JSON.parse(absent) as { messages: ChatMessage[] };
    expect(request.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request.messages[0]!.content).toContain('爱喝茶的小王');
    expect(compilePrompt(documentLayout, context).turn).toBeNull();
  });

  it('cache-friendly: per-product and per-turn sections in a context message before the viewer, role as set', () => {
    for (const role of [undefined, 'system', 'user'] as const) {
      const r = compileRequest(withLayout('cache-friendly', role), context, { conversation: ask });
      expect(r.messages.map((m) => m.role)).toEqual(['system', role ?? 'system', 'user']);
      const [system, turn] = r.messages.map((m) => m.content as string);
      expect(system).not.toContain('爱喝茶的小王');
      expect(system).not.toContain('正在进行的活动');
      expect(system).not.toContain('明前西湖龙井');
      // A new viewer's promotions name no product: every new viewer shares them, on any
      // product, so they come first; then the product; then the viewer.
      expect(turn!.indexOf('## 正在进行的活动')).toBe(0);
      expect(turn!.indexOf('## 当前讲解的商品')).toBeGreaterThan(0);
      expect(turn!.indexOf('## 正在提问的观众')).toBeGreaterThan(
        turn!.indexOf('## 当前讲解的商品'),
      );
      expect(turn).toContain('昵称：爱喝茶的小王');
      expect(r.tools).toEqual(compileRequest(documentLayout, context).tools);
    }
    // A member sees the member discount, which says whether it applies to this product.
    const member = compilePrompt(withLayout('cache-friendly'), sampleContexts[1]!.context).turn!;
    expect(member).toContain('当前商品可用');
    expect(member.indexOf('## 当前讲解的商品')).toBe(0);
    expect(member.indexOf('## 正在提问的观众')).toBeGreaterThan(
      member.indexOf('## 正在进行的活动'),
    );
  });

  it('keeps the system text and tools one prefix across products, viewers, comments and the clock', () => {
    const friendly = withLayout('cache-friendly');
    expect(prefix(friendly, nextViewer)).toBe(prefix(friendly, context));
    for (const other of sampleContexts)
      expect(prefix(friendly, other.context)).toBe(prefix(friendly, context));
    // The document layout changes at the first per-product or per-turn variable.
    expect(prefix(documentLayout, nextViewer)).not.toBe(prefix(documentLayout, context));
    // The skills, fixed per version, end the system text.
    const system = compilePrompt(friendly, context).system;
    expect(system.indexOf('## 技能')).toBeGreaterThan(system.indexOf('## 店铺与禁区'));
  });

  it('takes every per-product and per-turn section out of the system message, order-free or not', () => {
    const plan = planPrompt(withLayout('cache-friendly'));
    const ids = plan.system.map((p) => (p.kind === 'section' ? p.section.id : '(skills)'));
    expect(ids).toEqual(['role', 'style', 'rules', 'shop', '(skills)']);
    expect(plan.product.map((t) => t.section.id)).toEqual(['product']);
    expect(plan.turn.map((t) => t.section.id)).toEqual(['promotions', 'viewer']);
    const fixed = withLayout('cache-friendly');
    fixed.prompt = {
      ...fixed.prompt,
      sections: fixed.prompt.sections.map((s) => ({ ...s, orderFree: undefined })),
    };
    const placed = (p: typeof plan) => [
      p.system.map((s) => (s.kind === 'section' ? s.index : '*')),
      p.product.map((s) => s.index),
      p.turn.map((s) => s.index),
    ];
    expect(placed(planPrompt(fixed))).toEqual(placed(plan));
    // The document layout keeps every section in the system message, in document order.
    const all = planPrompt(documentLayout);
    expect(all.system.map((p) => (p.kind === 'section' ? p.section.id : '*'))).toEqual([
      ...sample.prompt.sections.map((s) => s.id),
      '*',
    ]);
    expect([all.product, all.turn]).toEqual([[], []]);
  });

  it('puts the turn message after earlier turns and keeps the viewer message last', () => {
    const history: ChatMessage[] = [
      { role: 'user', content: '你好' },
      { role: 'assistant', content: '欢迎！' },
      { role: 'user', content: '有券吗' },
    ];
    const r = compileRequest(withLayout('cache-friendly', 'user'), context, {
      conversation: history,
    });
    expect(r.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user', 'user']);
    expect(r.messages[3]!.content).toContain('昵称：');
    expect(r.messages.at(-1)).toEqual(history[2]);
    expect(compileRequest(withLayout('cache-friendly'), context).messages).toHaveLength(2);
  });

  it('for any harness, cache-friendly system text and tools ignore the viewer and comments', () => {
    const docs = harnessDocumentArbitrary.map((input) => {
      input.settings = { ...input.settings, promptLayout: 'cache-friendly' };
      return harnessDocumentSchema.parse(input);
    });
    fc.assert(
      fc.property(docs, liveContextArbitrary(), liveContextArbitrary(), (doc, a, b) => {
        const same = { ...a, viewer: b.viewer, comments: b.comments };
        const one = compileRequest(doc, a);
        const two = compileRequest(doc, same);
        expect(two.messages[0]).toEqual(one.messages[0]);
        expect(two.tools).toEqual(one.tools);
      }),
      { numRuns: 60 },
    );
  });
});
