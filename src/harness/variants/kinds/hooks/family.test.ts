import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { compileRequest } from '../../../compile/compile-request';
import { diffHarness } from '../../../diff/diff-harness';
import { sampleHarness } from '../../../sample';
import { harnessDocumentSchema } from '../../../schema/document';
import { sampleDocument } from '../../../testing/fixtures';
import { validateHarness } from '../../../validate';
import { familyVariant } from '../../apply';
import { hookToOriginal } from '../../inverse';
import { kindsOf } from '../index';
import { toWidth } from './punctuation-width';

/** The program as acorn reads it, positions dropped, every text in half-width punctuation. */
const shape = (source: string) =>
  JSON.stringify(parse(source, { ecmaVersion: 2022 }), (key, value: unknown) =>
    key === 'start' || key === 'end' || key === 'raw'
      ? undefined
      : typeof value === 'string'
        ? toWidth(value, 'half')
        : value,
  );

const errors = (doc: unknown) =>
  validateHarness(doc).diagnostics.filter((d) => d.severity === 'error');

describe('hooks family', () => {
  it('lists its three kinds', () => {
    expect(kindsOf('hooks').map((k) => k.id)).toEqual([
      'rename-hook-ids',
      'reorder-hooks',
      'restate-hook-texts',
    ]);
  });

  const documents = {
    fixture: sampleDocument(),
    'shipped sample': harnessDocumentSchema.parse(sampleHarness),
  };
  for (const [label, doc] of Object.entries(documents)) {
    it(`renames every hook of the ${label}, each keeps its event and code, nothing else changes`, () => {
      for (const seed of [0, 1, 2, 42]) {
        const variant = familyVariant(doc, 'hooks', seed);
        expect(errors(variant.document)).toEqual([]);
        compileRequest(variant.document, {});
        expect(variant.description).toMatch(/Hook ids renamed.*Hook answer texts restated/);
        expect(variant.document.hooks).toHaveLength(doc.hooks.length);
        for (const hook of variant.document.hooks) {
          const originalId = hookToOriginal(variant.inverse, hook.id);
          expect(originalId).not.toBe(hook.id);
          const original = doc.hooks.find((h) => h.id === originalId)!;
          expect({ ...hook, id: originalId, source: original.source }).toEqual(original);
          expect(shape(hook.source)).toBe(shape(original.source));
        }
        const { tools, skills, arguments: args, resultKeys } = variant.inverse;
        expect({ tools, skills, args, resultKeys }).toEqual({
          tools: {},
          skills: {},
          args: {},
          resultKeys: {},
        });
        for (const change of diffHarness(doc, variant.document).changes) {
          expect(change.kind).toBe('hook');
        }
      }
    });
  }
});
