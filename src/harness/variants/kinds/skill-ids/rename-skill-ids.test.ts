import { describe, expect, it } from 'vitest';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { sampleDocument } from '../../../testing/fixtures';
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
});
