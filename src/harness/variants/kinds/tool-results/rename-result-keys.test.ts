import { describe, expect, it } from 'vitest';
import { harnessDocumentSchema, type HarnessDocument } from '../../../schema/document';
import type { FixtureBinding } from '../../../schema/tool';
import { sampleHarness } from '../../../sample';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { validateHarness } from '../../../validate';
import { applyKind } from '../../apply';
import { FOREIGN_KEY_PREFIX, forwardResultKeys, renameBack } from '../../inverse';
import { seededRandom } from '../../random';
import { renameResultKeys } from './rename-result-keys';

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
    const doc = teaShop();
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
