import { describe, expect, it } from 'vitest';
import { sampleDocument } from '../../../testing/fixtures';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { applyKind } from '../../apply';
import { retitleSections } from './retitle-sections';
import { renderedBodies, systemPrompt, teaSample, variableValues } from './test-support';

describe('retitle-sections', () => {
  itKeepsVariantProperties(retitleSections);

  it('gives every sample section an equivalent title; bodies and values stay', () => {
    const doc = teaSample();
    const bodies = renderedBodies(doc);
    for (let seed = 0; seed < 8; seed++) {
      const variant = applyKind(doc, retitleSections, seed);
      const titles = variant.document.prompt.sections.map((s) => s.title);
      expect(new Set(titles).size).toBe(titles.length);
      const prompt = systemPrompt(variant.document);
      variant.document.prompt.sections.forEach((section, i) => {
        const original = doc.prompt.sections[i]!;
        expect(section).toEqual({ ...original, title: section.title });
        expect(section.title).not.toBe(original.title);
        // A table synonym, not a wrapper: the sample's titles are all in the table.
        expect(section.title).not.toContain(original.title);
        expect(prompt).not.toContain(`## ${original.title}\n`);
        expect(prompt).toContain(`## ${section.title}\n\n${bodies[i]}`);
      });
      for (const value of variableValues(doc)) expect(prompt).toContain(value);
    }
  });

  it('wraps titles it has no synonym for, and leaves untitled sections untitled', () => {
    const doc = sampleDocument((d) => {
      d.prompt.sections = [
        { id: 'returns', title: 'Returns policy', body: 'Seven days.' },
        { id: 'care', title: '洗涤', body: '手洗。' },
        { id: 'plain', title: '', body: '{{shop.name}}' },
        { id: 'rules', title: 'rules', body: 'Be kind.' },
        { id: 'long', title: 'x'.repeat(199), body: 'Long.' },
      ];
    });
    const titles = applyKind(doc, retitleSections, 3).document.prompt.sections.map((s) => s.title);
    expect(['About Returns policy', 'On Returns policy']).toContain(titles[0]);
    expect(['关于洗涤', '「洗涤」']).toContain(titles[1]);
    expect(titles[2]).toBe('');
    expect(['guidelines', 'requirements', 'must follow']).toContain(titles[3]);
    // No wrapper fits the 200-character limit: the title stays.
    expect(titles[4]).toBe('x'.repeat(199));
  });

  it('says nothing when no section has a title', () => {
    const doc = sampleDocument((d) => (d.prompt.sections = [{ id: 'a', title: '', body: 'x' }]));
    expect(applyKind(doc, retitleSections, 1)).toMatchObject({ document: doc, description: '' });
  });
});
