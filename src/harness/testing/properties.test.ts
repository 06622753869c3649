import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../canonical/canonical-json';
import { joinEntities, splitEntities } from '../canonical/entities';
import { compileRequest } from '../compile/compile-request';
import { diffHarness } from '../diff/diff-harness';
import { parseHarness } from '../parse';
import type { HarnessDocument, HarnessDocumentInput } from '../schema/document';
import { validateHarness } from '../validate';
import { harnessDocumentArbitrary } from './arbitraries';
import { liveContextArbitrary } from './context-arbitrary';

const RUNS = { numRuns: 100 };

function parsed(input: HarnessDocumentInput): HarnessDocument {
  const result = parseHarness(input);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return result.document;
}

describe('random valid harness documents', () => {
  it('validate with no diagnostics at all', () => {
    fc.assert(
      fc.property(harnessDocumentArbitrary, (input) => {
        // The prefix-cache figure is advice on cost, not a problem (prompt-cache.test.ts).
        const problems = validateHarness(input).diagnostics.filter(
          (d) => d.code !== 'prompt.cache_prefix',
        );
        expect(problems).toEqual([]);
      }),
      RUNS,
    );
  });

  it('survive canonical JSON and parsing unchanged', () => {
    fc.assert(
      fc.property(harnessDocumentArbitrary, (input) => {
        const doc = parsed(input);
        expect(parsed(JSON.parse(canonicalJson(doc)))).toEqual(doc);
      }),
      RUNS,
    );
  });

  it('have an empty diff with themselves and with their round trip', () => {
    fc.assert(
      fc.property(harnessDocumentArbitrary, (input) => {
        const doc = parsed(input);
        expect(diffHarness(doc, doc).changes).toEqual([]);
        expect(diffHarness(doc, parsed(JSON.parse(canonicalJson(doc)))).changes).toEqual([]);
      }),
      RUNS,
    );
  });

  it('split into entities and join back to the same document', () => {
    fc.assert(
      fc.property(harnessDocumentArbitrary, (input) => {
        const doc = parsed(input);
        expect(parsed(joinEntities(splitEntities(doc)) as HarnessDocumentInput)).toEqual(doc);
      }),
      RUNS,
    );
  });

  it('compile to byte-identical JSON twice, for any valid live context', () => {
    const docAndContext = harnessDocumentArbitrary.chain((input) =>
      liveContextArbitrary((input.promotions ?? []).map((p) => p.id)).map(
        (context) => [input, context] as const,
      ),
    );
    fc.assert(
      fc.property(docAndContext, ([input, context]) => {
        const first = JSON.stringify(compileRequest(parsed(input), context));
        const second = JSON.stringify(compileRequest(parsed(structuredClone(input)), context));
        expect(second).toBe(first);
      }),
      RUNS,
    );
  });

  it('diff to nothing exactly when the canonical JSON is equal', () => {
    fc.assert(
      fc.property(harnessDocumentArbitrary, harnessDocumentArbitrary, (a, b) => {
        const before = parsed(a);
        const after = parsed(b);
        const equal = canonicalJson(before) === canonicalJson(after);
        expect(diffHarness(before, after).changes.length === 0).toBe(equal);
      }),
      { numRuns: 50 },
    );
  });
});
