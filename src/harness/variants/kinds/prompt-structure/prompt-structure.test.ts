import { describe, expect, it } from 'vitest';
import { diffHarness } from '../../../diff/diff-harness';
import { sampleDocument } from '../../../testing/fixtures';
import { originalCalls } from '../../../testing/variant-properties';
import { validateHarness } from '../../../validate';
import { familyVariant } from '../../apply';
import { callToVariant } from '../../../testing/internals';
import { callToOriginal } from '../../inverse';
import { offeredNames } from '../../offered-names';
import { kindsOf } from '../index';
import { systemPrompt, teaContext, teaSample } from './test-support';

describe('the prompt-structure family', () => {
  it('registers its five kinds', () => {
    expect(kindsOf('prompt-structure').map((k) => k.id)).toEqual([
      'reorder-sections',
      'retitle-sections',
      'heading-syntax',
      'variable-rendering',
      'skill-disclosure',
    ]);
  });

  it('gives variants that validate with 0 errors, compile, and map calls back', () => {
    for (const doc of [sampleDocument(), teaSample()]) {
      for (let seed = 0; seed < 6; seed++) {
        const variant = familyVariant(doc, 'prompt-structure', seed);
        const errors = validateHarness(variant.document).diagnostics.filter(
          (d) => d.severity === 'error',
        );
        expect(errors).toEqual([]);
        expect(systemPrompt(variant.document, teaContext)).not.toBe(systemPrompt(doc, teaContext));
        const offered = offeredNames(variant.document);
        for (const call of originalCalls(doc)) {
          expect(
            callToOriginal(variant.inverse, offered, callToVariant(variant.inverse, call)),
          ).toEqual(call);
        }
        for (const change of diffHarness(doc, variant.document).changes) {
          expect(['prompt', 'meta']).toContain(change.kind);
        }
      }
    }
  });

  it('is byte-identical for one seed, and applies every kind on the tea-shop sample', () => {
    const a = familyVariant(teaSample(), 'prompt-structure', 'seed-42');
    expect(JSON.stringify(familyVariant(teaSample(), 'prompt-structure', 'seed-42'))).toBe(
      JSON.stringify(a),
    );
    for (const said of ['reordered', 're-titled', 'headings', 'Structured variables', 'Skills']) {
      expect(a.description).toContain(said);
    }
  });
});
