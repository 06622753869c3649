import { describe, expect, it } from 'vitest';
import { compileRequest } from '../../compile/compile-request';
import { sampleHarness } from '../../sample';
import { harnessDocumentSchema } from '../../schema/document';
import { applyControl } from './index';
import { deleteInstruction } from './delete-instruction';

const sample = harnessDocumentSchema.parse(sampleHarness);
const systemPrompt = (doc: typeof sample) =>
  String(compileRequest(doc, {}).messages[0]?.content ?? '');

describe('delete-instruction', () => {
  it('empties one skill or one section, by seed, and the compiled prompt loses it', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const variant = applyControl(sample, deleteInstruction, seed)!;
      const emptied = [
        ...variant.document.skills
          .filter((s, i) => s.instructions !== sample.skills[i]!.instructions)
          .map((s) => `skill:${s.id}`),
        ...variant.document.prompt.sections
          .filter((s, i) => s.body !== sample.prompt.sections[i]!.body)
          .map((s) => `section:${s.id}`),
      ];
      expect(emptied).toHaveLength(1);
      seen.add(emptied[0]!.split(':')[0]!);
      expect(systemPrompt(variant.document)).not.toBe(systemPrompt(sample));
    }
    expect(seen).toEqual(new Set(['skill', 'section']));
  });

  it('deletes the instruction a case depends on when told', () => {
    const skill = applyControl(sample, deleteInstruction, 5, { skills: ['price-objection'] })!;
    expect(skill.document.skills.find((s) => s.id === 'price-objection')!.instructions).toBe('');
    const section = applyControl(sample, deleteInstruction, 5, { sections: ['rules'] })!;
    const rules = section.document.prompt.sections.find((s) => s.id === 'rules')!;
    expect(rules.body).toBe('');
    expect(systemPrompt(section.document)).not.toContain('广告法');
  });

  it('ignores a hint that names nothing it can delete', () => {
    const variant = applyControl(sample, deleteInstruction, 5, { skills: ['no-such-skill'] });
    expect(variant).not.toBeNull();
  });
});
