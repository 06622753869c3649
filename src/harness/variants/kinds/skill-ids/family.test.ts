import { describe, expect, it } from 'vitest';
import { sampleHarness } from '../../../sample';
import { harnessDocumentSchema } from '../../../schema/document';
import { sampleDocument } from '../../../testing/fixtures';
import { validateHarness } from '../../../validate';
import { diffHarness } from '../../../diff/diff-harness';
import { familyVariant } from '../../apply';
import { kindsOf } from '../index';

const errors = (doc: unknown) =>
  validateHarness(doc).diagnostics.filter((d) => d.severity === 'error');

describe('skill-ids family', () => {
  it('lists both kinds', () => {
    expect(kindsOf('skill-ids').map((k) => k.id)).toEqual([
      'rename-skill-ids',
      'rename-skill-names',
    ]);
  });

  const documents = {
    fixture: sampleDocument(),
    'shipped sample': harnessDocumentSchema.parse(sampleHarness),
  };
  for (const [label, doc] of Object.entries(documents)) {
    it(`renames every id and restates every name of the ${label}, valid, nothing else`, () => {
      for (const seed of [0, 1, 2, 42]) {
        const variant = familyVariant(doc, 'skill-ids', seed);
        expect(errors(variant.document)).toEqual([]);
        expect(variant.description).toMatch(/Skill ids renamed .* names restated/);
        variant.document.skills.forEach((s, i) => {
          const before = doc.skills[i]!;
          expect(s.id).not.toBe(before.id);
          expect(s.name).not.toBe(before.name);
          expect(variant.inverse.skills[s.id]).toBe(before.id);
          expect({ ...s, id: before.id, name: before.name }).toEqual(before);
        });
        expect(variant.inverse.tools).toEqual({});
        for (const change of diffHarness(doc, variant.document).changes) {
          expect(change.kind).toBe('skill');
        }
      }
    });
  }
});
