import { describe, expect, it } from 'vitest';
import { sampleHarness } from '../../sample';
import { harnessDocumentSchema } from '../../schema/document';
import { sampleDocument } from '../../testing/fixtures';
import { applyControl } from './index';
import { swapToolDescriptions } from './swap-tool-descriptions';

const sample = harnessDocumentSchema.parse(sampleHarness);
const describedAs = (doc: typeof sample) =>
  Object.fromEntries(doc.tools.map((t) => [t.name, t.description]));

describe('swap-tool-descriptions', () => {
  it('swaps exactly two descriptions and leaves schemas and bindings alone', () => {
    for (let seed = 0; seed < 20; seed++) {
      const variant = applyControl(sample, swapToolDescriptions, seed)!;
      const before = describedAs(sample);
      const after = describedAs(variant.document);
      const moved = Object.keys(before).filter((n) => before[n] !== after[n]);
      expect(moved).toHaveLength(2);
      const [a, b] = moved as [string, string];
      expect(after[a]).toBe(before[b]);
      expect(after[b]).toBe(before[a]);
      variant.document.tools.forEach((t, i) => {
        expect(t.parameters).toEqual(sample.tools[i]!.parameters);
        expect(t.binding).toEqual(sample.tools[i]!.binding);
      });
    }
  });

  it('aims at a tool the cases depend on when told', () => {
    for (let seed = 0; seed < 10; seed++) {
      const variant = applyControl(sample, swapToolDescriptions, seed, {
        tools: ['quote_final_price'],
      })!;
      expect(variant.description).toContain('"quote_final_price"');
    }
  });

  it('has nothing to swap when the enabled tools say the same thing', () => {
    const doc = sampleDocument((d) => {
      d.tools![1]!.description = d.tools![0]!.description;
    });
    expect(applyControl(doc, swapToolDescriptions, 3)).toBeNull();
  });
});
