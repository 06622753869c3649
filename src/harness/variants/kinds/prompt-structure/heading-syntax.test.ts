import { describe, expect, it } from 'vitest';
import { xmlTagName } from '../../../compile/prompt-format';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { applyKind } from '../../apply';
import { headingSyntax } from './heading-syntax';
import { renderedBodies, systemPrompt, teaSample, variableValues } from './test-support';

describe('heading-syntax', () => {
  itKeepsVariantProperties(headingSyntax);

  it('renders every title in another style; bodies and values stay', () => {
    const doc = teaSample();
    const bodies = renderedBodies(doc);
    const seen = new Set<string>();
    for (let seed = 0; seed < 10; seed++) {
      const variant = applyKind(doc, headingSyntax, seed);
      const style = variant.document.settings.promptFormat!.headings;
      seen.add(style);
      expect(variant.document.settings.promptFormat!.variables).toBe('lines');
      const prompt = systemPrompt(variant.document);
      // Skill instructions keep their own markdown: only the prompt's own titles change.
      for (const title of [...doc.prompt.sections.map((s) => s.title), '技能']) {
        expect(prompt).not.toContain(`## ${title}\n`);
      }
      doc.prompt.sections.forEach((section, i) => {
        const tag = xmlTagName(section.title);
        expect(prompt).toContain(
          style === 'xml'
            ? `<${tag}>\n${bodies[i]}\n</${tag}>`
            : `【${section.title}】\n\n${bodies[i]}`,
        );
      });
      expect(prompt).toContain(style === 'xml' ? '<技能>\n' : '【技能】\n\n');
      for (const value of variableValues(doc)) expect(prompt).toContain(value);
    }
    expect([...seen].sort()).toEqual(['brackets', 'xml']);
  });

  it('never picks the style a harness already has', () => {
    const doc = teaSample();
    doc.settings.promptFormat = { headings: 'brackets', variables: 'json' };
    for (let seed = 0; seed < 10; seed++) {
      const format = applyKind(doc, headingSyntax, seed).document.settings.promptFormat!;
      expect(format.headings).not.toBe('brackets');
      expect(format.variables).toBe('json');
    }
  });
});
