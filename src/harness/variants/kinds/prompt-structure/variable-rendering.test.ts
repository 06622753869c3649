import { describe, expect, it } from 'vitest';
import { sampleDocument } from '../../../testing/fixtures';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { applyKind } from '../../apply';
import { variableRendering } from './variable-rendering';
import {
  bodyLiterals,
  renderedBodies,
  systemPrompt,
  teaContext,
  teaSample,
  variableValues,
} from './test-support';

describe('variable-rendering', () => {
  itKeepsVariantProperties(variableRendering);

  it('renders the product specs as JSON or a table; every word and value stays', () => {
    const doc = teaSample();
    const specs = teaContext.product!.specs!;
    const productIndex = doc.prompt.sections.findIndex((s) => s.id === 'product');
    const seen = new Set<string>();
    for (let seed = 0; seed < 10; seed++) {
      const variant = applyKind(doc, variableRendering, seed);
      const format = variant.document.settings.promptFormat!.variables;
      seen.add(format);
      expect(variant.document.settings.promptFormat!.headings).toBe('markdown');
      const prompt = systemPrompt(variant.document);
      expect(prompt).not.toContain('净含量: 250g');
      if (format === 'json') expect(prompt).toContain(`规格：${JSON.stringify(specs)}`);
      else
        expect(prompt).toContain(
          '规格：\n| 规格 | 内容 |\n| --- | --- |\n| 净含量 | 250g（50g×5罐） |',
        );
      // Only the section holding a structured variable reads differently.
      renderedBodies(doc).forEach((body, i) => {
        if (i !== productIndex) expect(prompt).toContain(body);
      });
      for (const text of [...bodyLiterals(doc), ...variableValues(doc)]) {
        expect(prompt).toContain(text);
      }
    }
    expect([...seen].sort()).toEqual(['json', 'table']);
  });

  it('never picks the format a harness already has', () => {
    const doc = teaSample();
    doc.settings.promptFormat = { headings: 'xml', variables: 'table' };
    for (let seed = 0; seed < 10; seed++) {
      const format = applyKind(doc, variableRendering, seed).document.settings.promptFormat!;
      expect(format).toEqual({ headings: 'xml', variables: expect.not.stringMatching('table') });
    }
  });

  it('leaves a prompt that shows no structured variable alone', () => {
    const none = sampleDocument();
    expect(applyKind(none, variableRendering, 1)).toMatchObject({
      document: none,
      description: '',
    });
    const off = sampleDocument((d) => {
      d.prompt.sections[2]!.body = '{{preferences.brandTerms}}'; // a disabled section
    });
    expect(applyKind(off, variableRendering, 1).document).toEqual(off);
    const on = sampleDocument((d) => (d.prompt.sections[0]!.body += '{{preferences.brandTerms}}'));
    expect(applyKind(on, variableRendering, 1).document.settings.promptFormat).toBeDefined();
  });
});
