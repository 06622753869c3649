import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { harnessDocumentSchema, type HarnessDocument } from '../../../schema/document';
import type { FixtureBinding } from '../../../schema/tool';
import { sampleHarness } from '../../../sample';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { validateHarness } from '../../../validate';
import { applyKind } from '../../apply';
import { forwardResultKeys } from '../../../testing/internals';
import { FOREIGN_KEY_PREFIX, renameBack } from '../../inverse';
import { seededRandom } from '../../random';
import type { PropertyNames } from '../../types';
import { renameResultKeys } from './rename-result-keys';
import { hookedSampleHarness } from '../../../testing/hooked-sample';

const teaShop = (): HarnessDocument => harnessDocumentSchema.parse(sampleHarness);

const fixtureOf = (doc: HarnessDocument, name: string): FixtureBinding => {
  const binding = doc.tools.find((t) => t.name === name)!.binding;
  if (binding.type !== 'fixture') throw new Error(`${name} is not a fixture`);
  return binding;
};

// Seeds cover each style at least once (the kind picks the style from its seed).
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe('rename-result-keys', () => {
  itKeepsVariantProperties(renameResultKeys);

  it('renames keys in the tea shop, and every answer reads back to the original exactly', () => {
    const doc = teaShop();
    for (const seed of SEEDS) {
      const variant = applyKind(doc, renameResultKeys, seed);
      expect(
        validateHarness(variant.document).diagnostics.filter((d) => d.severity === 'error'),
      ).toEqual([]);
      for (const tool of doc.tools) {
        if (tool.binding.type !== 'fixture') continue;
        const names = variant.inverse.resultKeys[tool.name];
        const before = tool.binding;
        const after = fixtureOf(variant.document, tool.name);
        before.responses.forEach((r, i) => {
          expect(after.responses[i]!.match).toEqual(r.match);
          expect(renameBack(after.responses[i]!.response, names)).toEqual(r.response);
        });
        expect(renameBack(after.fallback, names)).toEqual(before.fallback);
      }
    }
  });

  it('keeps stock and the final price under their new names, with the same values', () => {
    const doc = teaShop();
    let renamedStock = 0;
    for (const seed of SEEDS) {
      const variant = applyKind(doc, renameResultKeys, seed);
      const forward = (tool: string, key: string) =>
        forwardResultKeys(variant.inverse, tool)?.[key]?.name ?? key;
      const inventory = fixtureOf(variant.document, 'check_inventory').responses;
      const stockKey = forward('check_inventory', 'stock');
      if (stockKey !== 'stock') renamedStock++;
      expect(inventory.map((r) => (r.response as Record<string, unknown>)[stockKey])).toEqual([
        126, 18, 300,
      ]);
      const prices = fixtureOf(variant.document, 'quote_final_price').responses;
      const finalKey = forward('quote_final_price', 'final_price');
      expect(finalKey).not.toBe('final_price');
      expect(prices.map((r) => (r.response as Record<string, unknown>)[finalKey])).toEqual(
        fixtureOf(doc, 'quote_final_price').responses.map(
          (r) => (r.response as Record<string, unknown>).final_price,
        ),
      );
      // The same original key reads the same everywhere in a tool, nested lists included.
      const discounts = forward('quote_final_price', 'discounts');
      const nameKey =
        forwardResultKeys(variant.inverse, 'quote_final_price')?.discounts?.items?.name?.name ??
        'name';
      for (const r of prices) {
        const list = (r.response as Record<string, unknown>)[discounts] as Record<
          string,
          unknown
        >[];
        for (const d of list) expect(Object.keys(d)).toContain(nameKey);
      }
    }
    expect(renamedStock).toBeGreaterThan(0);
  });

  it('keeps error and every key a result-reading hook names (price: the price check names it)', () => {
    // The sample's price check as a hook (the built-in guard reads any key's numbers).
    const doc = harnessDocumentSchema.parse(hookedSampleHarness());
    for (const seed of SEEDS) {
      const variant = applyKind(doc, renameResultKeys, seed);
      const names = variant.inverse.resultKeys.get_product_detail!;
      expect(names.price).toEqual({ name: 'price' });
      expect(fixtureOf(variant.document, 'check_inventory').fallback).toHaveProperty('error');
    }
    // Without a hook reading results, `price` is free to change.
    const free = harnessDocumentSchema.parse({
      ...sampleHarness,
      hooks: (sampleHarness.hooks ?? []).filter((h) => !h.source.includes('toolResult')),
    });
    const renamed = SEEDS.map(
      (seed) => applyKind(free, renameResultKeys, seed).inverse.resultKeys.get_product_detail!,
    );
    expect(renamed.some((names) => !('price' in names))).toBe(true);
  });

  it('lists every key the variant answers with, so a key it does not use reads as foreign', () => {
    const variant = applyKind(teaShop(), renameResultKeys, 3);
    const names = variant.inverse.resultKeys.check_inventory!;
    expect(Object.keys(renameBack({ stock: 1 }, names) as object)).toEqual(
      'stock' in names ? ['stock'] : [`${FOREIGN_KEY_PREFIX}stock`],
    );
  });

  it('leaves http tools and tools answering with a bare list alone', () => {
    const doc = harnessDocumentSchema.parse({
      ...sampleHarness,
      tools: [
        ...(sampleHarness.tools ?? []).map((t) =>
          t.name === 'check_inventory'
            ? { ...t, binding: { type: 'http', url: 'https://stock.example/check' } }
            : t.name === 'get_product_detail'
              ? { ...t, binding: { type: 'fixture', responses: [{ response: [{ price: 1 }] }] } }
              : t,
        ),
      ],
    });
    const variant = renameResultKeys.apply(doc, seededRandom(5));
    expect(variant.inverse.resultKeys.check_inventory).toBeUndefined();
    expect(variant.inverse.resultKeys.get_product_detail).toBeUndefined();
    expect(variant.document.tools.find((t) => t.name === 'get_product_detail')).toEqual(
      doc.tools.find((t) => t.name === 'get_product_detail'),
    );
  });
});

describe('rename-result-keys over any JSON answers', () => {
  // Keys from the synonym table's words and a few others, so every style has work to do.
  const key = fc.constantFrom(
    'price',
    'final_price',
    'list_price',
    'stock',
    'status',
    'name',
    'title',
    'cost',
    'items',
    'unit_price',
    'qty',
    'quantity',
    'error',
    'note',
    'ends_at',
    'id',
    '名称',
  );
  const answer = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.integer(),
      fc.string({ maxLength: 4 }),
      fc.constant(null),
      tie('object'),
      fc.array(tie('object'), { maxLength: 3 }),
      fc.array(fc.integer(), { maxLength: 3 }),
    ),
    object: fc.dictionary(key, tie('value'), { maxKeys: 5 }),
  })).object;

  it('reads every answer back exactly, and one key always gets one name within a tool', () => {
    fc.assert(
      fc.property(fc.array(answer, { minLength: 1, maxLength: 4 }), fc.nat(), (answers, seed) => {
        const doc = harnessDocumentSchema.parse({
          ...sampleHarness,
          tools: [
            {
              name: 'lookup',
              description: 'Looks things up.',
              parameters: { type: 'object', properties: {} },
              binding: {
                type: 'fixture',
                responses: answers.slice(1).map((response) => ({ response })),
                fallback: answers[0],
              },
            },
          ],
        });
        const variant = applyKind(doc, renameResultKeys, seed);
        const names = variant.inverse.resultKeys.lookup;
        const binding = fixtureOf(variant.document, 'lookup');
        const read = [binding.fallback, ...binding.responses.map((r) => r.response)];
        expect(read.map((a) => renameBack(a, names))).toEqual(answers);
        // Consistency: each variant key stands for one original key wherever it appears.
        const seen = new Map<string, string>();
        const visit = (v: unknown, n: PropertyNames | undefined): void => {
          if (Array.isArray(v)) return;
          if (v === null || typeof v !== 'object') return;
          for (const [k, inner] of Object.entries(v)) {
            const entry = n?.[k];
            const original = entry?.name ?? k;
            expect(seen.get(k) ?? original).toBe(original);
            seen.set(k, original);
            visit(inner, entry?.properties);
            if (Array.isArray(inner)) for (const item of inner) visit(item, entry?.items);
          }
        };
        read.forEach((a) => visit(a, names));
      }),
      { numRuns: 150 },
    );
  });
});
