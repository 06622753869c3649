import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../../evaluation/test-support';
import { sampleDocument } from '../../../testing/fixtures';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { applyKind } from '../../apply';
import { callToOriginal } from '../../inverse';
import { offeredNames } from '../../offered-names';
import { unwrapHookSource } from '../../../testing/internals';
import { renameTools } from './rename-tools';
import { harnessDocumentSchema as hookedSchema } from '../../../schema/document';
import { hookedSampleHarness } from '../../../testing/hooked-sample';

const hookedSampleDoc = () => hookedSchema.parse(hookedSampleHarness());

describe('rename-tools', () => {
  itKeepsVariantProperties(renameTools);

  it('renames every tool; skills, prompt mentions follow; the old name maps to nothing', () => {
    const doc = sampleDoc();
    for (const seed of [1, 2, 3, 4]) {
      const variant = applyKind(doc, renameTools, seed);
      const names = variant.document.tools.map((t) => t.name);
      for (const t of doc.tools) expect(names).not.toContain(t.name);
      const text = JSON.stringify({
        skills: variant.document.skills,
        prompt: variant.document.prompt,
      });
      for (const t of doc.tools) expect(text).not.toContain(t.name);
      const productQa = variant.document.skills.find((s) => s.id === 'product-qa')!;
      expect(productQa.allowedTools).toEqual(
        ['get_product_detail', 'check_inventory'].map(
          (o) => Object.entries(variant.inverse.tools).find(([, v]) => v === o)![0],
        ),
      );
      expect(productQa.instructions).toContain(`\`${productQa.allowedTools[0]}\``);
      const offered = offeredNames(variant.document);
      const call = { name: 'get_product_detail', arguments: { product_id: 'p-longjing-250' } };
      expect(callToOriginal(variant.inverse, offered, call)).toBeNull();
    }
  });

  it('renames mentions in titles, bodies and variable defaults, never inside {{variables}}', () => {
    const doc = sampleDocument((d) => {
      d.prompt.sections[0] = {
        id: 'role',
        title: 'get_stock 的用法',
        body: '先用 get_product 查 {{product.name}}，不要猜 get_products。',
      };
      d.prompt.variables = [{ name: 'product', default: 'get_product' }];
    });
    const variant = applyKind(doc, renameTools, 8);
    const nameOf = (o: string) =>
      Object.entries(variant.inverse.tools).find(([, v]) => v === o)![0];
    const [section] = variant.document.prompt.sections;
    expect(section!.title).toBe(`${nameOf('get_stock')} 的用法`);
    expect(section!.body).toBe(
      `先用 ${nameOf('get_product')} 查 {{product.name}}，不要猜 get_products。`,
    );
    expect(variant.document.prompt.variables[0]!.default).toBe(nameOf('get_product'));
  });

  it('wraps the hooks that read tool results, and only those', () => {
    const doc = hookedSampleDoc();
    const variant = applyKind(doc, renameTools, 5);
    const wrapped = variant.document.hooks.filter((h) => unwrapHookSource(h.source));
    expect(wrapped.map((h) => h.id)).toEqual(['price-consistency']);
    expect(unwrapHookSource(wrapped[0]!.source)!.source).toBe(
      doc.hooks.find((h) => h.id === 'price-consistency')!.source,
    );
  });

  it('draws readable synonyms or opaque names by seed', () => {
    const doc = sampleDoc();
    const styles = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
        applyKind(doc, renameTools, seed).document.tools.every((t) =>
          /^tool_[0-9a-f]{4}$/.test(t.name),
        )
          ? 'opaque'
          : 'synonyms',
      ),
    );
    expect(styles).toEqual(new Set(['opaque', 'synonyms']));
  });
});
