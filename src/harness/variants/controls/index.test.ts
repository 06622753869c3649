import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRequest } from '../../compile/compile-request';
import { diffHarness } from '../../diff/diff-harness';
import { sampleHarness } from '../../sample';
import { harnessDocumentSchema } from '../../schema/document';
import { harnessDocumentArbitrary } from '../../testing/arbitraries';
import { sampleDocument } from '../../testing/fixtures';
import { validateHarness } from '../../validate';
import { emptyInverse } from '../inverse';
import { applyControl, NEGATIVE_CONTROLS } from './index';

const documents = fc.oneof(
  fc.constant(harnessDocumentSchema.parse(sampleHarness)),
  fc.constant(sampleDocument()),
  harnessDocumentArbitrary.map((d) => harnessDocumentSchema.parse(d)),
);

describe('negative controls', () => {
  it('have distinct ids', () => {
    const ids = NEGATIVE_CONTROLS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const control of NEGATIVE_CONTROLS) {
    it(`${control.id}: pure, deterministic, valid, compiles, changes only its parts, empty inverse`, () => {
      fc.assert(
        fc.property(documents, fc.integer({ min: 0, max: 2 ** 31 }), (doc, seed) => {
          const before = JSON.stringify(doc);
          const variant = applyControl(doc, control, seed);
          expect(JSON.stringify(doc)).toBe(before);
          expect(JSON.stringify(applyControl(doc, control, seed))).toBe(JSON.stringify(variant));
          if (variant === null) return;
          expect(
            validateHarness(variant.document).diagnostics.filter((d) => d.severity === 'error'),
          ).toEqual([]);
          compileRequest(variant.document, {});
          expect(variant.inverse).toEqual(emptyInverse());
          expect(variant.description).not.toBe('');
          const changes = diffHarness(doc, variant.document).changes;
          expect(changes.length).toBeGreaterThan(0);
          for (const change of changes) expect(control.touches).toContain(change.kind);
        }),
        { numRuns: 40 },
      );
    });

    it(`${control.id}: applies to the sample harness`, () => {
      expect(applyControl(harnessDocumentSchema.parse(sampleHarness), control, 1)).not.toBeNull();
    });
  }
});
