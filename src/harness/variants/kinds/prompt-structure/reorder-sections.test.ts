import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffHarness } from '../../../diff/diff-harness';
import { harnessDocumentSchema } from '../../../schema/document';
import { harnessDocumentArbitrary } from '../../../testing/arbitraries';
import { sampleDocument } from '../../../testing/fixtures';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { validateHarness } from '../../../validate';
import { compileTurnContext } from '../../../compile/compile-request';
import { planPrompt } from '../../../compile/layout';
import { applyKind } from '../../apply';
import { reorderSections } from './reorder-sections';
import {
  renderedBodies,
  systemPrompt,
  teaContext,
  teaSample,
  variableValues,
} from './test-support';

const CONTEXT_SECTIONS = ['product', 'promotions', 'viewer', 'shop'];

describe('reorder-sections', () => {
  itKeepsVariantProperties(reorderSections);

  it("reorders the sample's order-free sections only, and the prompt follows", () => {
    const doc = teaSample();
    const bodies = new Map(doc.prompt.sections.map((s, i) => [s.id, renderedBodies(doc)[i]!]));
    const orders = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const variant = applyKind(doc, reorderSections, seed);
      const ids = variant.document.prompt.sections.map((s) => s.id);
      expect(ids.slice(0, 3)).toEqual(['role', 'style', 'rules']);
      expect([...ids.slice(3)].sort()).toEqual([...CONTEXT_SECTIONS].sort());
      expect(ids.slice(3)).not.toEqual(CONTEXT_SECTIONS);
      orders.add(ids.join());
      const prompt = systemPrompt(variant.document);
      // The sample's cache-friendly layout moves per-product and per-turn sections after the
      // system text, in the context message's order: the prompt follows the variant within that.
      const plan = planPrompt(variant.document);
      const sections = variant.document.prompt.sections;
      const placed = [
        ...plan.system.flatMap((p) => (p.kind === 'section' ? [p.section.id] : [])),
        ...compileTurnContext(variant.document, teaContext).map((p) => sections[p.index]!.id),
      ];
      expect(plan.turn.map((t) => t.section.id)).toEqual(
        ids.filter((id) => id === 'promotions' || id === 'viewer'),
      );
      const at = placed.map((id) => prompt.indexOf(bodies.get(id)!));
      expect(at.every((p) => p >= 0)).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      for (const value of variableValues(doc)) expect(prompt).toContain(value);
      expect(variant.description).toContain('reordered');
    }
    expect(orders.size).toBeGreaterThan(3);
  });

  it('moves nothing without two adjacent order-free sections, and says nothing', () => {
    const none = sampleDocument();
    expect(applyKind(none, reorderSections, 1)).toMatchObject({ document: none, description: '' });
    const apart = sampleDocument((d) => {
      d.prompt.sections[0]!.orderFree = true;
      d.prompt.sections[2]!.orderFree = true;
    });
    expect(applyKind(apart, reorderSections, 1).document).toEqual(apart);
  });

  it('keeps unflagged sections in place in generated harnesses, valid, diff in the prompt', () => {
    const flagged = fc
      .tuple(harnessDocumentArbitrary, fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }))
      .map(([input, flags]) => {
        input.prompt.sections.forEach((s, i) => (s.orderFree = flags[i]));
        return harnessDocumentSchema.parse(input);
      });
    fc.assert(
      fc.property(flagged, fc.nat(), (doc, seed) => {
        const variant = applyKind(doc, reorderSections, seed).document;
        const before = doc.prompt.sections;
        const after = variant.prompt.sections;
        expect(after.map((s) => s.id).sort()).toEqual(before.map((s) => s.id).sort());
        before.forEach((s, i) => {
          if (!s.orderFree) expect(after[i]).toEqual(s);
        });
        expect(validateHarness(variant).diagnostics.filter((d) => d.severity === 'error')).toEqual(
          [],
        );
        for (const change of diffHarness(doc, variant).changes) expect(change.kind).toBe('prompt');
      }),
      { numRuns: 40 },
    );
  });
});
