import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleContexts, sampleHarness } from '../sample';
import { harnessDocumentSchema, type HarnessDocument } from '../schema/document';
import type { LiveContext } from '../schema/live-context';
import { harnessDocumentArbitrary } from '../testing/arbitraries';
import { liveContextArbitrary } from '../testing/context-arbitrary';
import { compileRequest } from './compile-request';
import type { ChatMessage, CompiledRequest } from './types';

const sample = harnessDocumentSchema.parse(sampleHarness);
const withLayout = (
  promptLayout: 'document' | 'cache-friendly',
  turnMessageRole?: 'system' | 'user',
): HarnessDocument => ({
  ...sample,
  settings: { ...sample.settings, promptLayout, ...(turnMessageRole ? { turnMessageRole } : {}) },
});
const friendly = withLayout('cache-friendly');

const [longjing, dianhong] = [sampleContexts[0]!.context, sampleContexts[1]!.context];
const viewer = longjing.viewer;
/** The same viewer a little later: same product, or the next one on screen. */
const later = (product: LiveContext['product']): LiveContext => ({
  now: '2026-12-12T20:16:30+08:00',
  product,
  viewer,
  comments: ['已拍', '发什么快递'],
});

/** The requests of one viewer's turns: each turn asks, the host answers. */
function turns(doc: HarnessDocument, contexts: (LiveContext | null)[]): CompiledRequest[] {
  const conversation: ChatMessage[] = [];
  return contexts.map((context, k) => {
    conversation.push({ role: 'user', content: `第${k + 1}个问题` });
    const request = compileRequest(doc, context ?? {}, {
      conversation: [...conversation],
      earlierContexts: contexts.slice(0, k),
    });
    conversation.push({ role: 'assistant', content: `第${k + 1}个回答` });
    return request;
  });
}

const extendsLast = (requests: CompiledRequest[]) =>
  requests.slice(1).every((r, k) => {
    const before = requests[k]!;
    return (
      JSON.stringify(r.messages.slice(0, before.messages.length)) ===
        JSON.stringify(before.messages) && JSON.stringify(r.tools) === JSON.stringify(before.tools)
    );
  });

describe('the cache-friendly conversation is append-only', () => {
  it("a follow-up's request begins with the viewer's last request, whatever changed", () => {
    for (const role of ['system', 'user'] as const) {
      const doc = withLayout('cache-friendly', role);
      for (const next of [later(longjing.product), later(dianhong.product)]) {
        const [first, second] = turns(doc, [longjing, next]);
        expect(extendsLast([first!, second!])).toBe(true);
        // A context message only when something changed: here, the product.
        const added = next.product === longjing.product ? ['user'] : [role, 'user'];
        expect(second!.messages.map((m) => m.role)).toEqual([
          'system',
          role,
          'user',
          'assistant',
          ...added,
        ]);
      }
    }
  });

  it("says only what changed since the viewer's last turn: a product's text once per change", () => {
    const [, same, other] = turns(friendly, [
      longjing,
      later(longjing.product),
      later(dianhong.product),
    ]);
    // The same product, viewer and promotions: nothing new to say.
    expect(same!.messages.at(-2)!.role).toBe('assistant');
    const said = other!.messages.at(-2)!.content as string;
    expect(said.indexOf('## 当前讲解的商品')).toBe(0);
    expect(said).toContain(dianhong.product!.name);
    expect(said).not.toContain('## 正在提问的观众');
    // The first turn's message, with the first product, stays where it was.
    expect(other!.messages[1]!.content).toContain(longjing.product!.name);
    expect(other!.messages[1]!.content).toContain('昵称：爱喝茶的小王');
    // Another viewer kind changes the promotions they see: said again.
    const member = { ...later(longjing.product), viewer: { ...viewer!, kind: 'member' as const } };
    const [, kind] = turns(friendly, [longjing, member]);
    expect(kind!.messages.at(-2)!.content).toContain('## 正在进行的活动');
  });

  it('an earlier turn whose context is unknown goes without; this turn then says the product', () => {
    const [, second] = turns(friendly, [null, later(longjing.product)]);
    expect(second!.messages.map((m) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'system',
      'user',
    ]);
    expect(second!.messages[3]!.content).toContain('## 当前讲解的商品');
    // Without any earlier contexts a follow-up looks the same: the caller could not know them.
    const conversation = second!.messages.filter((m) => m.role !== 'system');
    expect(compileRequest(friendly, later(longjing.product), { conversation })).toEqual(second);
  });

  it('the document layout has no context messages and ignores the earlier contexts', () => {
    const doc = withLayout('document');
    const [, second] = turns(doc, [longjing, later(dianhong.product)]);
    const conversation = second!.messages.slice(1);
    expect(conversation.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(compileRequest(doc, later(dianhong.product), { conversation })).toEqual(second);
  });

  it('refuses an earlier context that is not a live context', () => {
    expect(() =>
      compileRequest(friendly, longjing, {
        conversation: [
          { role: 'user', content: 'a' },
          { role: 'assistant', content: 'b' },
          { role: 'user', content: 'c' },
        ],
        earlierContexts: [{ product: { price: 'cheap' } } as never],
      }),
    ).toThrow();
  });

  it('for any harness and any live contexts, each turn extends the last, system and tools fixed', () => {
    const docs = harnessDocumentArbitrary.map((input) => {
      input.settings = { ...input.settings, promptLayout: 'cache-friendly' };
      return harnessDocumentSchema.parse(input);
    });
    fc.assert(
      fc.property(
        docs,
        fc.array(liveContextArbitrary(), { minLength: 2, maxLength: 4 }),
        (doc, cs) => {
          const requests = turns(doc, cs);
          expect(extendsLast(requests)).toBe(true);
          for (const r of requests) expect(r.messages[0]).toEqual(requests[0]!.messages[0]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
