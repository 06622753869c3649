import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { harnessDocumentSchema } from '../../../schema/document';
import { harnessDocumentArbitrary } from '../../../testing/arbitraries';
import type { FixtureBinding } from '../../../schema/tool';
import { sampleDoc } from '../../../evaluation/test-support';
import { sampleDocument } from '../../../testing/fixtures';
import { originalCalls, sampleArguments } from '../../../testing/variant-properties';
import { compileRequest } from '../../../compile/compile-request';
import { diffHarness } from '../../../diff/diff-harness';
import { validateHarness } from '../../../validate';
import { familyVariant } from '../../apply';
import { callToVariant, unwrapHookSource } from '../../../testing/internals';
import { callToOriginal } from '../../inverse';
import { offeredNames } from '../../offered-names';
import { toolSchemaKinds } from './index';
import { harnessDocumentSchema as hookedSchema } from '../../../schema/document';
import { hookedSampleHarness } from '../../../testing/hooked-sample';

const hookedSampleDoc = () => hookedSchema.parse(hookedSampleHarness());

// The fixture binding's rule (server/runtime/tools/fixture-binding.ts), for JSON values.
function answer(binding: FixtureBinding, args: Record<string, unknown>): unknown {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const hit = binding.responses.find((r) =>
    Object.entries(r.match).every(([k, v]) => same(args[k], v)),
  );
  return hit ? hit.response : binding.fallback;
}

describe('the tool-schemas family', () => {
  it('has six kinds, each touching only what a tool rename can reach', () => {
    expect(toolSchemaKinds.map((k) => k.id)).toEqual([
      'rename-tools',
      'rename-parameters',
      'reorder-properties',
      'reorder-tools',
      'nullable-spelling',
      'enum-order',
    ]);
  });

  for (const [label, doc] of [
    ['the test fixture', sampleDocument()],
    ['the shipped sample', sampleDoc()],
  ] as const) {
    it(`applies every kind to ${label}: valid, compiles, every call round-trips, old names are foreign`, () => {
      for (let seed = 0; seed < 12; seed++) {
        const variant = familyVariant(doc, 'tool-schemas', seed);
        expect(
          validateHarness(variant.document).diagnostics.filter((d) => d.severity === 'error'),
        ).toEqual([]);
        compileRequest(variant.document, {});
        const offered = offeredNames(variant.document);
        for (const call of originalCalls(doc)) {
          const inVariant = callToVariant(variant.inverse, call);
          expect(offered.tools.has(inVariant.name)).toBe(true);
          expect(callToOriginal(variant.inverse, offered, inVariant)).toEqual(call);
          // Every tool is renamed, so a host that memorised the old names calls nothing.
          expect(callToOriginal(variant.inverse, offered, call)).toBeNull();
        }
        for (const change of diffHarness(doc, variant.document).changes) {
          expect(['tool', 'skill', 'prompt', 'hook']).toContain(change.kind);
        }
        // One wrapper layer however many kinds renamed what a hook sees.
        for (const hook of variant.document.hooks) {
          expect(hook.source.match(/\/\/ Harness variant:/g)?.length ?? 0).toBeLessThanOrEqual(1);
        }
        expect(variant.description).toMatch(/Tools renamed/);
      }
    });
  }

  it('keeps every generated harness valid with every call round-tripping', () => {
    fc.assert(
      fc.property(harnessDocumentArbitrary, fc.nat(), (input, seed) => {
        const doc = harnessDocumentSchema.parse(input);
        const variant = familyVariant(doc, 'tool-schemas', seed);
        expect(
          validateHarness(variant.document).diagnostics.filter((d) => d.severity === 'error'),
        ).toEqual([]);
        const offered = offeredNames(variant.document);
        for (const call of originalCalls(doc)) {
          expect(
            callToOriginal(variant.inverse, offered, callToVariant(variant.inverse, call)),
          ).toEqual(call);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('answers every sample fixture call in the variant with the response the original gave', () => {
    const doc = sampleDoc();
    for (let seed = 0; seed < 8; seed++) {
      const variant = familyVariant(doc, 'tool-schemas', seed);
      for (const tool of doc.tools) {
        if (tool.binding.type !== 'fixture') continue;
        const calls = tool.binding.responses.map((r) => ({
          name: tool.name,
          arguments: { ...(sampleArguments(tool.parameters) as object), ...r.match },
        }));
        for (const call of calls) {
          const inVariant = callToVariant(variant.inverse, call);
          const target = variant.document.tools.find((t) => t.name === inVariant.name)!;
          expect(target.binding.type).toBe('fixture');
          expect(answer(target.binding as FixtureBinding, inVariant.arguments!)).toEqual(
            answer(tool.binding, call.arguments),
          );
        }
      }
    }
  });

  it('keeps the sample’s price hook reading the original tool names', () => {
    const variant = familyVariant(hookedSampleDoc(), 'tool-schemas', 3);
    const hook = variant.document.hooks.find((h) => h.id === 'price-consistency')!;
    const names = unwrapHookSource(hook.source)!.names;
    expect(names.tools).toEqual(variant.inverse.tools);
  });
});
