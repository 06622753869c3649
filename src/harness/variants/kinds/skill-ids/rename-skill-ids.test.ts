import { describe, expect, it } from 'vitest';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { sampleDocument } from '../../../testing/fixtures';
import { validateHarness } from '../../../validate';
import { applyKind } from '../../apply';
import { callToOriginal } from '../../inverse';
import { offeredNames } from '../../offered-names';
import { renameSkillIds } from './rename-skill-ids';

describe('rename-skill-ids', () => {
  itKeepsVariantProperties(renameSkillIds);

  it('renames every skill, and an original id the variant does not offer maps to nothing', () => {
    const doc = sampleDocument((d) => {
      d.settings = { ...d.settings, skillDisclosure: 'on_demand' };
    });
    const variant = applyKind(doc, renameSkillIds, 7);
    const ids = variant.document.skills.map((s) => s.id);
    for (const s of doc.skills) expect(ids).not.toContain(s.id);
    const offered = offeredNames(variant.document);
    const renamed = ids[0]!;
    expect(
      callToOriginal(variant.inverse, offered, {
        name: 'use_skill',
        arguments: { skill: renamed },
      }),
    ).toEqual({ name: 'use_skill', arguments: { skill: doc.skills[0]!.id } });
    expect(
      callToOriginal(variant.inverse, offered, {
        name: 'use_skill',
        arguments: { skill: doc.skills[0]!.id },
      })?.arguments,
    ).toEqual({ skill: null });
  });

  it('gives both readable and opaque ids over seeds', () => {
    const doc = sampleDocument();
    const styles = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const id = applyKind(doc, renameSkillIds, seed).document.skills[0]!.id;
      styles.add(/^skill-[0-9a-f]{4}/.test(id) ? 'opaque' : id.split('-')[0]!);
    }
    expect(styles).toContain('opaque');
    expect([...styles].some((s) => ['voucher', 'ticket'].includes(s))).toBe(true);
  });

  it('mentions of an id in the prompt and in other skills follow the rename', () => {
    const doc = sampleDocument((d) => {
      d.prompt!.sections!.push({
        id: 'routing',
        title: '',
        body: '问券时先按 coupon-push 技能做。',
      });
      d.skills![1]!.instructions = '不确定尺码时，转到 `coupon-push` 之前先问身高。';
    });
    for (const seed of [1, 2, 3, 4]) {
      const variant = applyKind(doc, renameSkillIds, seed);
      const newId = variant.document.skills[0]!.id;
      const body = variant.document.prompt.sections.find((s) => s.id === 'routing')!.body;
      expect(body).toBe(`问券时先按 ${newId} 技能做。`);
      expect(variant.document.skills[1]!.instructions).toBe(
        `不确定尺码时，转到 \`${newId}\` 之前先问身高。`,
      );
      expect(
        validateHarness(variant.document).diagnostics.filter((x) => x.severity === 'error'),
      ).toEqual([]);
    }
  });

  it('keeps the ids valid when a synonym would make them too long', () => {
    const long = `${'qa-'.repeat(20)}qa`;
    const doc = sampleDocument((d) => {
      d.skills![0]!.id = long;
    });
    for (const seed of [0, 1, 2, 3]) {
      const variant = applyKind(doc, renameSkillIds, seed);
      expect(variant.document.skills[0]!.id.length).toBeLessThanOrEqual(64);
      expect(
        validateHarness(variant.document).diagnostics.filter((x) => x.severity === 'error'),
      ).toEqual([]);
    }
  });
});
