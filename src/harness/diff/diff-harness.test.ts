import { describe, expect, it } from 'vitest';
import { sampleDocument } from '../testing/fixtures';
import { diffHarness } from './diff-harness';

const base = sampleDocument();

describe('diffHarness', () => {
  it('is empty for equal documents', () => {
    expect(diffHarness(base, sampleDocument())).toEqual({ changes: [] });
  });

  it('reports added and removed entities', () => {
    const after = sampleDocument((d) => {
      d.skills!.shift();
      d.hooks!.push({ id: 'greet', event: 'session_start', source: 'function hook() {}' });
    });
    const { changes } = diffHarness(base, after);
    expect(changes.map((c) => [c.kind, c.key, c.change, c.summary])).toEqual([
      ['skill', 'coupon-push', 'removed', 'Skill `coupon-push` removed'],
      ['hook', 'greet', 'added', 'Hook `greet` added'],
    ]);
  });

  it('reports reordered entities as moved, and only the ones that moved', () => {
    const after = sampleDocument((d) => {
      d.tools!.reverse();
      d.skills!.unshift({ id: 'new-one', name: 'n', description: 'd', instructions: '' });
    });
    const { changes } = diffHarness(base, after);
    expect(changes.map((c) => [c.kind, c.key, c.change])).toEqual([
      ['skill', 'new-one', 'added'],
      ['tool', 'get_stock', 'moved'],
    ]);
    expect(changes[1]!.summary).toBe('Tool `get_stock` moved (position 2 → 1)');
    expect(changes[1]!.fields).toEqual([
      { path: '', change: 'moved', before: 1, after: 0, summary: 'moved (position 2 → 1)' },
    ]);
  });

  it('reports changed fields with a text diff and a readable summary', () => {
    const after = sampleDocument((d) => {
      d.skills![0]!.instructions = '先查询商品，再介绍满减券。';
      d.skills![0]!.allowedTools = ['get_product', 'get_stock'];
      d.skills![1]!.enabled = false;
    });
    const [coupon, size] = diffHarness(base, after).changes;
    expect(coupon!.summary).toBe(
      'Skill `coupon-push` changed: `instructions` changed ("先查询商品，再介绍优惠券。" → ' +
        '"先查询商品，再介绍满减券。"); `allowedTools` changed (added "get_stock")',
    );
    expect(coupon!.fields[0]).toMatchObject({ path: '/instructions', change: 'changed' });
    expect(coupon!.fields[0]!.text).toEqual([
      { type: 'equal', value: '先查询商品，再介绍' },
      { type: 'removed', value: '优惠' },
      { type: 'added', value: '满减' },
      { type: 'equal', value: '券。' },
    ]);
    expect(size!.summary).toBe('Skill `size-help` disabled');
  });

  it('reports tool parameters added, changed, removed and newly required', () => {
    const after = sampleDocument((d) => {
      const params = d.tools![1]!.parameters as {
        properties: Record<string, unknown>;
        required: string[];
      };
      params.properties.qty = { type: 'integer' };
      params.properties.sku = { type: 'string', description: 'SKU 编号' };
      params.required = ['sku', 'qty'];
      const product = d.tools![0]!.parameters as typeof params;
      product.properties = { id: { type: 'string' } };
      product.required = ['id'];
    });
    const [product, stock] = diffHarness(base, after).changes;
    expect(product!.fields.map((f) => [f.path, f.change, f.summary])).toEqual([
      ['/parameters/properties/id', 'added', 'parameter `id` added (required)'],
      ['/parameters/properties/productId', 'removed', 'parameter `productId` removed'],
    ]);
    expect(stock!.fields.map((f) => [f.path, f.change, f.summary])).toEqual([
      [
        '/parameters/properties/sku/description',
        'added',
        'parameter `sku` description added ("SKU 编号")',
      ],
      ['/parameters/properties/qty', 'added', 'parameter `qty` added (required)'],
    ]);

    const optional = sampleDocument((d) => {
      (d.tools![1]!.parameters as { required: string[] }).required = [];
    });
    const [change] = diffHarness(base, optional).changes;
    expect(change!.summary).toBe('Tool `get_stock` changed: parameter `sku` now optional');
    expect(change!.fields[0]).toMatchObject({
      path: '/parameters/required',
      before: ['sku'],
      after: [],
    });
  });

  it('reports preferences per field', () => {
    const after = sampleDocument((d) => {
      d.preferences.tone = 'calm';
      d.preferences.forbiddenTopics = ['竞品'];
    });
    const [prefs] = diffHarness(base, after).changes;
    expect(prefs!.kind).toBe('preferences');
    expect(prefs!.fields.map((f) => f.summary)).toEqual([
      'preference `tone` changed ("friendly" → "calm")',
      'preference `forbiddenTopics` changed (added "竞品")',
    ]);
  });

  it('reports prompt sections by id: changed text, added, removed and reordered', () => {
    const after = sampleDocument((d) => {
      const [role, offers, draft, rules] = d.prompt.sections;
      role!.body = '你是{{shop.name}}的金牌主播，\n正在介绍{{product.name}}。';
      d.prompt.sections = [offers!, role!, rules!, { id: 'close', title: '结束', body: '再见' }];
      void draft;
    });
    const [prompt] = diffHarness(base, after).changes;
    expect(prompt!.fields.map((f) => [f.path, f.change, f.summary])).toEqual([
      ['/sections/offers', 'moved', 'section `offers` moved (position 2 → 1)'],
      ['/sections/role/body', 'changed', 'section `role` body changed'],
      ['/sections/close', 'added', 'section `close` added'],
      ['/sections/draft', 'removed', 'section `draft` removed'],
    ]);
    const body = prompt!.fields[1]!;
    expect(body.text?.some((p) => p.type === 'added' && p.value.includes('金牌主播'))).toBe(true);
  });

  it('reports meta settings and model changes', () => {
    const after = sampleDocument((d) => {
      d.settings!.skillDisclosure = 'on_demand';
      d.model!.temperature = 0.5;
    });
    const [meta] = diffHarness(base, after).changes;
    expect(meta!.summary).toBe(
      'Harness settings changed: setting `skillDisclosure` changed ("inline" → "on_demand"); ' +
        'model `temperature` changed (0.3 → 0.5)',
    );
  });

  it('reports an entity that changed and moved', () => {
    const after = sampleDocument((d) => {
      d.tools!.reverse();
      d.tools![0]!.description = '查询实时库存';
    });
    const [stock] = diffHarness(base, after).changes;
    expect(stock!.change).toBe('changed');
    expect(stock!.summary).toBe(
      'Tool `get_stock` changed and moved: `description` changed ("查询库存" → "查询实时库存")',
    );
  });
});
