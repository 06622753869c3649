import { describe, expect, it } from 'vitest';
import { compileRequest, parseHarness, type ChatMessage } from '../../../src/harness';
import { sampleContexts, sampleHarness } from '../../../src/harness/sample';
import { compileTurn } from './compile-cache';

const parsed = parseHarness(sampleHarness);
if (!parsed.ok) throw new Error('the sample does not parse');
const doc = parsed.document;
const conversation: ChatMessage[] = [
  { role: 'user', content: '龙井怎么泡？' },
  { role: 'assistant', content: '八十度水。' },
  { role: 'user', content: '多少钱？' },
];

describe('compileTurn', () => {
  it('gives the bytes compileRequest gives, from the cache too, for each live context', () => {
    for (const { context } of sampleContexts) {
      const expected = JSON.stringify(compileRequest(doc, context, { conversation }));
      for (let i = 0; i < 2; i++) {
        const turn = compileTurn(doc, context, conversation);
        expect(turn.ok && JSON.stringify(turn.request)).toBe(expected);
      }
    }
    // Cache-friendly: one system message for every product; the context messages differ.
    const [a, b] = sampleContexts.map(({ context }) => compileTurn(doc, context, conversation));
    const message = (t: typeof a, i: number) => (t?.ok ? t.request.messages.at(i) : null);
    expect(message(a, 0)).toEqual(message(b, 0));
    expect(message(a, -2)).not.toEqual(message(b, -2));
  });

  it('puts the earlier turns back as compileRequest does, whichever are known', () => {
    const [first, second] = sampleContexts.map(({ context }) => context);
    for (const earlier of [[first!], [null], [], [{ product: { price: 'cheap' } } as never]]) {
      const turn = compileTurn(doc, second!, conversation, earlier);
      const valid = earlier[0] === first ? earlier : [];
      const expected = compileRequest(doc, second!, { conversation, earlierContexts: valid });
      expect(turn.ok && turn.request).toEqual(expected);
      expect(turn.ok && turn.turn?.content).toBe(expected.messages.at(-2)!.content);
    }
    const known = compileTurn(doc, second!, conversation, [first!]);
    expect(known.ok && known.request.messages.map((m) => m.role)).toEqual([
      'system',
      'system',
      'user',
      'assistant',
      'system',
      'user',
    ]);
  });

  it('places the cache-friendly turn message before the viewer, from the cache too (both layouts)', () => {
    const context = sampleContexts[0]!.context;
    const plain = { ...doc, settings: { ...doc.settings, promptLayout: undefined } };
    for (let i = 0; i < 2; i++) {
      const turn = compileTurn(doc, context, conversation);
      if (!turn.ok) throw new Error('the sample context is valid');
      expect(turn.request.messages.map((m) => m.role)).toEqual([
        'system',
        'user',
        'assistant',
        'system',
        'user',
      ]);
      expect(turn.turn).toEqual({ role: 'system', content: turn.request.messages[3]!.content });
      expect(turn.turn?.content).toContain('爱喝茶的小王');
      const old = compileTurn(plain, context, conversation);
      expect(old.ok && old.turn).toBeUndefined();
      expect(old.ok && JSON.stringify(old.request)).toBe(
        JSON.stringify(compileRequest(plain, context, { conversation })),
      );
    }
  });

  it('refuses an invalid live context every time, and never for another document', () => {
    const bad = { product: { price: 'cheap' } } as never;
    expect(compileTurn(doc, bad, conversation)).toEqual({ ok: false });
    expect(compileTurn(doc, bad, conversation)).toEqual({ ok: false });
    const other = { ...doc, prompt: { ...doc.prompt, sections: [] } };
    const context = sampleContexts[0]!.context;
    const turn = compileTurn(other, context, conversation);
    expect(turn.ok && turn.request).toEqual(compileRequest(other, context, { conversation }));
  });
});
