import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../../evaluation/test-support';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { applyKind } from '../../apply';
import { reorderTools } from './reorder-tools';

describe('reorder-tools', () => {
  itKeepsVariantProperties(reorderTools);

  it('offers the same tools in another order, whatever the seed', () => {
    const doc = sampleDoc();
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const tools = applyKind(doc, reorderTools, seed).document.tools;
      expect(tools.map((t) => t.name)).not.toEqual(doc.tools.map((t) => t.name));
      expect([...tools].sort((a, b) => a.name.localeCompare(b.name))).toEqual(
        [...doc.tools].sort((a, b) => a.name.localeCompare(b.name)),
      );
    }
  });
});
