import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { ActualCall } from '../evaluation/ast-matcher';
import { compileRequest } from '../compile/compile-request';
import { diffHarness } from '../diff/diff-harness';
import { validateHarness } from '../validate';
import { harnessDocumentSchema, type HarnessDocument } from '../schema/document';
import { applyKind } from '../variants/apply';
import { callToOriginal, callToVariant } from '../variants/inverse';
import { offeredNames } from '../variants/offered-names';
import type { VariantKind } from '../variants/types';
import { harnessDocumentArbitrary } from './arbitraries';
import { sampleDocument } from './fixtures';

/** Arguments with every property of a schema filled with a value its schema accepts. */
export function sampleArguments(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object') return 'x';
  const s = schema as Record<string, unknown>;
  if (Array.isArray(s.enum)) return s.enum.find((v) => v !== null);
  if (Array.isArray(s.anyOf)) {
    return sampleArguments(s.anyOf.find((b) => (b as { type?: unknown }).type !== 'null'));
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || s.properties) {
    const props = (s.properties ?? {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, sampleArguments(v)]));
  }
  if (type === 'array') return [sampleArguments(s.items)];
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  return 'x';
}

/** One call per enabled tool of the original, in its own names. */
export function originalCalls(doc: HarnessDocument): ActualCall[] {
  return doc.tools
    .filter((t) => t.enabled)
    .map((t) => ({
      name: t.name,
      arguments: sampleArguments(t.parameters) as Record<string, unknown>,
    }));
}

const documents = fc.oneof(
  fc.constant(sampleDocument()),
  harnessDocumentArbitrary.map((d) => harnessDocumentSchema.parse(d)),
);

/**
 * The properties every kind keeps (issue: validate, compile, inverse(variant calls) =
 * original calls, diff shows only its family), over the sample and generated harnesses.
 */
export function itKeepsVariantProperties(kind: VariantKind, runs = 40): void {
  it(`${kind.id}: deterministic, valid, compiles, inverse maps calls back, diff stays in its family`, () => {
    fc.assert(
      fc.property(documents, fc.integer({ min: 0, max: 2 ** 31 }), (doc, seed) => {
        const before = JSON.stringify(doc);
        const variant = applyKind(doc, kind, seed);
        expect(JSON.stringify(doc)).toBe(before);
        expect(JSON.stringify(applyKind(doc, kind, seed))).toBe(JSON.stringify(variant));
        expect(
          validateHarness(variant.document).diagnostics.filter((d) => d.severity === 'error'),
        ).toEqual([]);
        compileRequest(variant.document, {});
        const offered = offeredNames(variant.document);
        for (const call of originalCalls(doc)) {
          const inVariant = callToVariant(variant.inverse, call);
          expect(callToOriginal(variant.inverse, offered, inVariant)).toEqual(call);
        }
        for (const change of diffHarness(doc, variant.document).changes) {
          expect(kind.touches).toContain(change.kind);
        }
      }),
      { numRuns: runs },
    );
  });
}
