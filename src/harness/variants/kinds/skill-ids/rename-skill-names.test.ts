import { describe, expect, it } from 'vitest';
import { compileRequest } from '../../../compile/compile-request';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { sampleDocument } from '../../../testing/fixtures';
import { sampleSkills } from '../../../sample/skills';
import { applyKind } from '../../apply';
import { emptyInverse } from '../../inverse';
import { renameSkillNames } from './rename-skill-names';

const systemPrompt = (doc: ReturnType<typeof sampleDocument>) =>
  String(compileRequest(doc, {}).messages[0]!.content);

describe('rename-skill-names', () => {
  itKeepsVariantProperties(renameSkillNames);

  it('restates every sample name from the table, keeps ids, and the inline prompt shows it', () => {
    const doc = sampleDocument();
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const variant = applyKind(doc, renameSkillNames, seed);
      expect(variant.inverse).toEqual(emptyInverse());
      expect(variant.document.skills.map((s) => s.id)).toEqual(doc.skills.map((s) => s.id));
      const [coupon, size] = variant.document.skills;
      expect(['发券', '推荐优惠券']).toContain(coupon!.name);
      expect(['尺码推荐', '选尺码']).toContain(size!.name);
      const prompt = systemPrompt(variant.document);
      expect(prompt).toContain(`### ${coupon!.name}`);
      expect(prompt).not.toContain('### 推券');
    }
  });

  it('has a restatement for every name of the shipped sample', () => {
    const doc = sampleDocument((d) => {
      d.skills = sampleSkills.map((s) => ({ ...s, allowedTools: [] }));
    });
    const variant = applyKind(doc, renameSkillNames, 11);
    variant.document.skills.forEach((s, i) => {
      expect(s.name).not.toBe(doc.skills[i]!.name);
      // A table restatement, not the neutral wrapping.
      expect(s.name).not.toContain(doc.skills[i]!.name);
    });
  });

  it('swaps English words, or wraps a name it has no words for', () => {
    const doc = sampleDocument((d) => {
      d.skills![0]!.name = 'Coupon help';
      d.skills![1]!.name = 'Xyz';
    });
    const variant = applyKind(doc, renameSkillNames, 3);
    expect(variant.document.skills[0]!.name).toBe('Voucher guidance');
    expect(['Xyz skill', 'Skill: Xyz']).toContain(variant.document.skills[1]!.name);
    const zh = applyKind(
      sampleDocument((d) => {
        d.skills![0]!.name = '茶艺讲解';
      }),
      renameSkillNames,
      3,
    );
    expect(['茶艺讲解技能', '技能：茶艺讲解']).toContain(zh.document.skills[0]!.name);
  });

  it('makes quoted mentions of a name follow, and leaves the bare words alone', () => {
    const doc = sampleDocument((d) => {
      d.prompt!.sections!.push({
        id: 'routing',
        title: '',
        body: '问券时用「推券」技能，会推券。',
      });
      d.skills![1]!.instructions = '量完尺码可转“推券”。';
      // A restatement of one name that is the other's old name must not be renamed again.
      d.skills![1]!.name = '发券';
    });
    for (const seed of [0, 1, 2, 3]) {
      const variant = applyKind(doc, renameSkillNames, seed);
      const [coupon, size] = variant.document.skills;
      const body = variant.document.prompt.sections.find((s) => s.id === 'routing')!.body;
      expect(body).toBe(`问券时用「${coupon!.name}」技能，会推券。`);
      expect(size!.instructions).toBe(`量完尺码可转“${coupon!.name}”。`);
    }
  });

  it('leaves a name alone when the restatement would pass the 200-character limit', () => {
    const long = 'Z'.repeat(199);
    const doc = sampleDocument((d) => {
      d.skills![0]!.name = long;
    });
    expect(applyKind(doc, renameSkillNames, 1).document.skills[0]!.name).toBe(long);
  });
});
