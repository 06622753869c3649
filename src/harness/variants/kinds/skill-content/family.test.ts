import { describe, expect, it } from 'vitest';
import { sampleHarness } from '../../../sample';
import { harnessDocumentSchema, type HarnessDocument } from '../../../schema/document';
import { sampleDocument } from '../../../testing/fixtures';
import { validateHarness } from '../../../validate';
import { diffHarness } from '../../../diff/diff-harness';
import { familyVariant } from '../../apply';
import { emptyInverse } from '../../inverse';
import { kindsOf } from '../index';
import { markupFree } from './test-support';

const errors = (doc: unknown) =>
  validateHarness(doc).diagnostics.filter((d) => d.severity === 'error');
const byId = (doc: HarnessDocument) => new Map(doc.skills.map((s) => [s.id, s]));

describe('skill-content family', () => {
  it('lists its three kinds', () => {
    expect(kindsOf('skill-content').map((k) => k.id)).toEqual([
      'markdown-list-style',
      'heading-style',
      'reorder-skills',
    ]);
  });

  it('reorders the fixture (whose instructions have no markup), valid, words kept', () => {
    const doc = sampleDocument();
    for (const seed of [0, 1, 2, 42]) {
      const variant = familyVariant(doc, 'skill-content', seed);
      expect(errors(variant.document)).toEqual([]);
      expect(variant.description).toBe('Skills reordered.');
      expect(variant.inverse).toEqual(emptyInverse());
      expect(variant.document.skills.map((s) => s.id)).toEqual(['size-help', 'coupon-push']);
      const after = byId(variant.document);
      for (const s of doc.skills) expect(after.get(s.id)).toEqual(s);
    }
  });

  it('restyles lists and headings of the shipped sample and reorders it; only markup changes', () => {
    const doc = harnessDocumentSchema.parse(sampleHarness);
    for (const seed of [0, 1, 2, 42]) {
      const variant = familyVariant(doc, 'skill-content', seed);
      expect(errors(variant.document)).toEqual([]);
      expect(variant.description).toMatch(
        /^Skill instruction lists restyled \(.+\)\. Skill instruction headings restyled \(.+\)\. Skills reordered\.$/,
      );
      expect(variant.inverse).toEqual(emptyInverse());
      expect(variant.document.skills.map((s) => s.id)).not.toEqual(doc.skills.map((s) => s.id));
      const after = byId(variant.document);
      expect(after.size).toBe(doc.skills.length);
      for (const s of doc.skills) {
        const v = after.get(s.id)!;
        expect(v.instructions).not.toBe(s.instructions);
        expect(markupFree(v.instructions)).toBe(markupFree(s.instructions));
        expect({ ...v, instructions: s.instructions }).toEqual(s);
      }
      for (const change of diffHarness(doc, variant.document).changes) {
        expect(change.kind).toBe('skill');
      }
    }
  });
});
