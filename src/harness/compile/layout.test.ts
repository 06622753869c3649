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

  it('cache-friendly: per-turn sections in a turn message before the viewer, role as set', () => {
    for (const role of [undefined, 'system', 'user'] as const) {
      const r = compileRequest(withLayout('cache-friendly', role), context, { conversation: ask });
      expect(r.messages.map((m) => m.role)).toEqual(['system', role ?? 'system', 'user']);
      const [system, turn] = r.messages.map((m) => m.content as string);
      expect(system).not.toContain('爱喝茶的小王');
      expect(system).not.toContain('正在进行的活动');
      // Document order among the per-turn sections: promotions (per viewer kind), then the viewer.
      expect(turn!.indexOf('## 正在进行的活动')).toBe(0);
      expect(turn!.indexOf('## 正在提问的观众')).toBeGreaterThan(0);
      expect(turn).toContain('昵称：爱喝茶的小王');
      expect(r.tools).toEqual(compileRequest(documentLayout, context).tools);
    }
  });

  it('keeps the system text and tools one prefix across viewers, comments and the clock', () => {
    const friendly = withLayout('cache-friendly');
    expect(prefix(friendly, nextViewer)).toBe(prefix(friendly, context));
    // The document layout changes at the first per-turn variable.
    expect(prefix(documentLayout, nextViewer)).not.toBe(prefix(documentLayout, context));
    // Another product changes the system text, after everything fixed per version.
    const other = compilePrompt(friendly, sampleContexts[1]!.context).system;
    const first = compilePrompt(friendly, context).system;
    const skills = first.indexOf('## 技能');
    expect(skills).toBeGreaterThan(0);
    expect(other.slice(0, first.indexOf('## 当前讲解的商品'))).toBe(
      first.slice(0, first.indexOf('## 当前讲解的商品')),
    );
    expect(first.indexOf('## 当前讲解的商品')).toBeGreaterThan(skills);
  });

  it('orders order-free sections per version first, keeps the others in document order', () => {
    const plan = planPrompt(withLayout('cache-friendly'));
    const ids = plan.system.map((p) => (p.kind === 'section' ? p.section.id : '(skills)'));
    expect(ids).toEqual(['role', 'style', 'rules', 'shop', '(skills)', 'product']);
    expect(plan.turn.map((t) => t.section.id)).toEqual(['promotions', 'viewer']);
    // Not order-free: a per-product section keeps its place before a per-version one.
    const fixed = withLayout('cache-friendly');
    fixed.prompt = {
      ...fixed.prompt,
      sections: fixed.prompt.sections.map((s) => ({ ...s, orderFree: undefined })),
    };
    const kept = planPrompt(fixed).system.map((p) => (p.kind === 'section' ? p.section.id : '*'));
    expect(kept).toEqual(['role', 'style', 'rules', '*', 'product', 'shop']);
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
