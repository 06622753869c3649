import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hookedSampleHarness } from '../../../testing/hooked-sample';

const sampleHarness = hookedSampleHarness();
import { harnessDocumentSchema, type HarnessDocument } from '../../../schema/document';
import type { Hook } from '../../../schema/hook';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { applyKind } from '../../apply';
import { independent } from './hook-independence';
import { reorderHooks } from './reorder-hooks';

const hook = (id: string, source: string, extra: Partial<Hook> = {}): Hook => ({
  id,
  event: 'before_reply',
  description: '',
  source,
  enabled: true,
  timeoutMs: 50,
  memoryLimitKb: 8192,
  onError: 'fail_open',
  ...extra,
});

const CONTINUES = "function hook(ctx) { return { action: 'continue' }; }";
const BLOCKS = "function hook(ctx) { if (ctx.reply) return { action: 'block', reason: 'x' }; }";
const ANSWERS = "function hook(ctx) { return { action: 'answer', reply: 'x' }; }";
const REWRITES = "function hook(ctx) { return { action: 'rewrite', reply: 'x' }; }";
const REPLACES = "function hook(ctx) { return { action: 'replace', sentence: '' }; }";

// The tea shop plus hooks that only ever continue (say, logging), one per event.
function withLoggers(): HarnessDocument {
  const doc = harnessDocumentSchema.parse(sampleHarness);
  return {
    ...doc,
    hooks: [
      ...doc.hooks,
      hook('log-message', CONTINUES, { event: 'user_message' }),
      hook('log-sentence', CONTINUES, { event: 'before_sentence' }),
      hook('log-reply', CONTINUES),
    ],
  };
}

const ids = (doc: HarnessDocument) => doc.hooks.map((h) => h.id);
const before = (order: string[], a: string, b: string) => order.indexOf(a) < order.indexOf(b);

describe('reorder-hooks', () => {
  itKeepsVariantProperties(reorderHooks);

  it('calls hooks independent only when neither rewrites and at most one can end the turn', () => {
    expect(independent(hook('a', CONTINUES), hook('b', BLOCKS))).toBe(true);
    expect(independent(hook('a', CONTINUES), hook('b', ANSWERS))).toBe(true);
    expect(independent(hook('a', BLOCKS), hook('b', ANSWERS))).toBe(false);
    expect(independent(hook('a', CONTINUES), hook('b', REWRITES))).toBe(false);
    // A replaced sentence chains like a rewrite: the next hook reads the new sentence.
    const sentence = { event: 'before_sentence' as const };
    expect(independent(hook('a', CONTINUES, sentence), hook('b', REPLACES, sentence))).toBe(false);
    expect(independent(hook('a', CONTINUES, sentence), hook('b', BLOCKS, sentence))).toBe(true);
    // A hook that fails closed blocks when it throws.
    expect(independent(hook('a', CONTINUES, { onError: 'fail_closed' }), hook('b', BLOCKS))).toBe(
      false,
    );
    // An action set from a variable could be anything.
    const opaque = 'function hook(ctx) { var d = {}; d.action = ctx.message; return d; }';
    expect(independent(hook('a', opaque), hook('b', CONTINUES))).toBe(false);
    expect(independent(hook('a', REWRITES, { enabled: false }), hook('b', REWRITES))).toBe(true);
    expect(independent(hook('a', REPLACES, { enabled: false }), hook('b', REPLACES))).toBe(true);
  });

  it('keeps the tea shop as it is: its before_sentence hooks replace or block', () => {
    const doc = harnessDocumentSchema.parse(sampleHarness);
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const variant = applyKind(doc, reorderHooks, seed);
      expect(variant.document).toEqual(doc);
      expect(variant.description).toMatch(/kept in order/);
    }
  });

  it('moves a hook that only continues, and never swaps two that depend on each other', () => {
    const doc = withLoggers();
    const orders = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const variant = applyKind(doc, reorderHooks, seed);
      const order = ids(variant.document);
      orders.add(order.join(' '));
      expect([...order].sort()).toEqual([...ids(doc)].sort());
      // Each event keeps the slots it had; only hooks of one event trade places.
      variant.document.hooks.forEach((h, i) => expect(h.event).toBe(doc.hooks[i]!.event));
      // The replacements chain: the price check reads the filtered sentence, the length
      // guard counts what the others left.
      const chain = [
        'absolute-word-filter',
        'price-consistency',
        'host-topic-filter',
        'reply-length-guard',
      ];
      chain.slice(1).forEach((id, i) => expect(before(order, chain[i]!, id)).toBe(true));
      // Any hook that replaces keeps its side of the logger, which could see its text.
      expect(before(order, 'reply-length-guard', 'log-sentence')).toBe(true);
    }
    // The off-topic guard (answers only) and the message logger trade places on some seeds.
    const swapped = [...orders].some(
      (o) => o.indexOf('log-message') < o.indexOf('off-topic-guard'),
    );
    expect(swapped).toBe(true);
  });
});

describe('reorder-hooks over any hooks', () => {
  const anyHook = fc.record({
    event: fc.constantFrom(
      'user_message' as const,
      'before_sentence' as const,
      'before_reply' as const,
    ),
    source: fc.constantFrom(CONTINUES, BLOCKS, ANSWERS, REWRITES, REPLACES),
    enabled: fc.boolean(),
    onError: fc.constantFrom('fail_open' as const, 'fail_closed' as const),
  });

  it('keeps every dependent pair in order and every event in its slots', () => {
    fc.assert(
      fc.property(fc.array(anyHook, { maxLength: 8 }), fc.nat(), (specs, seed) => {
        const doc: HarnessDocument = {
          ...harnessDocumentSchema.parse(sampleHarness),
          hooks: specs.map((s, i) => hook(`h${i}`, s.source, s)),
        };
        const order = ids(applyKind(doc, reorderHooks, seed).document);
        expect([...order].sort()).toEqual(ids(doc).sort());
        order.forEach((id, i) =>
          expect(doc.hooks.find((h) => h.id === id)!.event).toBe(doc.hooks[i]!.event),
        );
        doc.hooks.forEach((a, i) =>
          doc.hooks.slice(i + 1).forEach((b) => {
            if (a.event === b.event && !independent(a, b))
              expect(before(order, a.id, b.id)).toBe(true);
          }),
        );
      }),
      { numRuns: 200 },
    );
  });
});
