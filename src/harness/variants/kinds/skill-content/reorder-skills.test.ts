import { describe, expect, it } from 'vitest';
import { compileRequest } from '../../../compile/compile-request';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { sampleDocument } from '../../../testing/fixtures';
import { applyKind } from '../../apply';
import { emptyInverse } from '../../inverse';
import { reorderSkills } from './reorder-skills';

describe('reorder-skills', () => {
  itKeepsVariantProperties(reorderSkills);

  it('always changes the order of the sample, keeping every skill as it was', () => {
    const doc = sampleDocument();
    for (let seed = 0; seed < 10; seed++) {
      const variant = applyKind(doc, reorderSkills, seed);
      expect(variant.description).toBe('Skills reordered.');
      expect(variant.inverse).toEqual(emptyInverse());
      // Two skills: the only other order is the swap.
      expect(variant.document.skills).toEqual([doc.skills[1], doc.skills[0]]);
      const prompt = String(compileRequest(variant.document, {}).messages[0]!.content);
      expect(prompt.indexOf('### 尺码建议')).toBeLessThan(prompt.indexOf('### 推券'));
    }
  });

  it('uses the seed to pick among many orders', () => {
    const doc = sampleDocument((d) => {
      d.skills = ['a', 'b', 'c', 'd', 'e'].map((id) => ({
        id,
        name: id,
        description: 'd',
        instructions: '',
      }));
    });
    const orders = new Set(
      [0, 1, 2, 3, 4, 5, 6, 7].map((seed) =>
        applyKind(doc, reorderSkills, seed)
          .document.skills.map((s) => s.id)
          .join(''),
      ),
    );
    expect(orders.size).toBeGreaterThan(3);
    expect(orders).not.toContain('abcde');
    for (const order of orders) expect([...order].sort().join('')).toBe('abcde');
  });

  it('leaves a harness with one skill as it is, and says nothing', () => {
    const doc = sampleDocument((d) => {
      d.skills = d.skills!.slice(0, 1);
    });
    const variant = applyKind(doc, reorderSkills, 1);
    expect(variant.document.skills).toEqual(doc.skills);
    expect(variant.description).toBe('');
  });
});
