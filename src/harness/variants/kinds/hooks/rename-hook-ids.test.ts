import { describe, expect, it } from 'vitest';
import { hookedSampleHarness } from '../../../testing/hooked-sample';

const sampleHarness = hookedSampleHarness();
import { complianceCases } from '../../../sample/suite/compliance-cases';
import { harnessDocumentSchema } from '../../../schema/document';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { applyKind } from '../../apply';
import { hookToOriginal } from '../../inverse';
import { renameHookIds } from './rename-hook-ids';

const teaShop = () => harnessDocumentSchema.parse(sampleHarness);

describe('rename-hook-ids', () => {
  itKeepsVariantProperties(renameHookIds);

  it('renames every hook and changes nothing else about it', () => {
    const doc = teaShop();
    for (const seed of [0, 1, 2, 3, 42]) {
      const variant = applyKind(doc, renameHookIds, seed);
      const originals = new Set(doc.hooks.map((h) => h.id));
      variant.document.hooks.forEach((h, i) => {
        const before = doc.hooks[i]!;
        expect(originals.has(h.id)).toBe(false);
        expect(hookToOriginal(variant.inverse, h.id)).toBe(before.id);
        expect({ ...h, id: before.id }).toEqual(before);
      });
      expect(new Set(variant.document.hooks.map((h) => h.id)).size).toBe(doc.hooks.length);
    }
  });

  it("maps the trace's hook ids back, so the suite's hook expectations grade the variant", () => {
    const doc = teaShop();
    // The suite's hook expectations name built-in guards, which no variant renames.
    const named = complianceCases
      .flatMap((c) => c.expectations ?? [])
      .flatMap((e) => (e.type === 'hook' ? [e.hook] : []));
    expect(named).toEqual(expect.arrayContaining(['guard:words', 'guard:topics']));
    const expected = ['absolute-word-filter', 'price-consistency', 'off-topic-guard'];
    const variant = applyKind(doc, renameHookIds, 5);
    expect(hookToOriginal(variant.inverse, 'guard:words')).toBe('guard:words');
    expect(hookToOriginal(variant.inverse, 'guard:topics')).toBe('guard:topics');
    // A trace of the variant reports the ids it runs under.
    const traced = variant.document.hooks.map((h) => h.id);
    for (const id of expected) {
      expect(traced).not.toContain(id);
      expect(traced.map((t) => hookToOriginal(variant.inverse, t))).toContain(id);
    }
  });

  it('keeps ids within 64 characters and unique however long the originals are', () => {
    const long = 'price-consistency-' + 'guard-'.repeat(6) + 'end-x';
    const doc = harnessDocumentSchema.parse({
      ...sampleHarness,
      hooks: [
        { id: long, event: 'before_reply', source: 'function hook(ctx) {}' },
        { id: `${long}-2`, event: 'before_reply', source: 'function hook(ctx) {}' },
      ],
    });
    for (const seed of [0, 1, 2, 3]) {
      const ids = applyKind(doc, renameHookIds, seed).document.hooks.map((h) => h.id);
      for (const id of ids) expect(id.length).toBeLessThanOrEqual(64);
      expect(new Set(ids).size).toBe(2);
    }
  });
});
