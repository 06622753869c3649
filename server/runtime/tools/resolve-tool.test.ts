import { describe, expect, it } from 'vitest';
import { parseHarness, type HarnessDocument } from '../../../src/harness';
import { sampleHarness } from '../../../src/harness/sample';
import { AddressPolicy } from './address-policy';
import { checkArguments, offeredTools, runBinding } from './resolve-tool';
import { runFixture } from './fixture-binding';
import { toolMessageContent } from './tool-outcome';

function sample(edit: (d: typeof sampleHarness) => void = () => {}): HarnessDocument {
  const input = structuredClone(sampleHarness);
  edit(input);
  const parsed = parseHarness(input);
  if (!parsed.ok) throw new Error('sample does not parse');
  return parsed.document;
}

const options = { policy: new AddressPolicy({ allowPrivate: false, allowedHosts: [] }), env: {} };

describe('fixture binding', () => {
  const binding = {
    type: 'fixture' as const,
    responses: [
      { match: { product_id: 'a', quantity: 2 }, response: { price: 2 } },
      { match: { product_id: 'a' }, response: { price: 1 } },
      { match: { tags: ['x'] }, response: 'deep' },
    ],
  };

  it('takes the first response whose match is a subset of the arguments', () => {
    expect(runFixture(binding, { product_id: 'a', quantity: 2, extra: true })).toEqual({
      ok: true,
      result: { price: 2 },
    });
    expect(runFixture(binding, { product_id: 'a', quantity: 3 })).toEqual({
      ok: true,
      result: { price: 1 },
    });
    expect(runFixture(binding, { tags: ['x'] })).toEqual({ ok: true, result: 'deep' });
  });

  it('falls back, or says there is no fixture', () => {
    expect(runFixture(binding, { product_id: 'b' })).toEqual({
      ok: false,
      error: 'No fixture response matches these arguments.',
    });
    expect(runFixture({ ...binding, fallback: { none: true } }, { product_id: 'b' })).toEqual({
      ok: true,
      result: { none: true },
    });
  });
});

describe('tools of a turn', () => {
  it('offers the enabled tools; validates arguments against their schema before running', async () => {
    const doc = sample((d) => (d.tools![4]!.enabled = false));
    const tools = offeredTools(doc);
    expect([...tools.keys()]).toEqual([
      'get_product_detail',
      'check_inventory',
      'list_promotions',
      'quote_final_price',
    ]);
    const inventory = tools.get('check_inventory')!;
    expect(checkArguments(inventory, { product_id: 'p-longjing-250' })).toBeNull();
    const bad = checkArguments(inventory, { productId: 'x' });
    expect(bad?.ok).toBe(false);
    expect(toolMessageContent(bad!)).toContain('the required argument \\"product_id\\" is missing');
    const out = await runBinding(doc, inventory, { product_id: 'p-dianhong-200' }, options);
    expect(out).toMatchObject({ ok: true, result: { stock: 18, status: '库存紧张' } });
  });

  it('use_skill returns the instructions of an enabled skill', async () => {
    const doc = sample((d) => (d.settings!.skillDisclosure = 'on_demand'));
    const loader = offeredTools(doc).get('use_skill')!;
    expect(loader.kind).toBe('skill_loader');
    const id = doc.skills.find((s) => s.enabled)!.id;
    expect(checkArguments(loader, { skill: 'nope' })?.ok).toBe(false);
    const out = await runBinding(doc, loader, { skill: id }, options);
    expect(out).toEqual({ ok: true, result: doc.skills.find((s) => s.id === id)!.instructions });
  });

  it('writes results for the model: text as is, other values and errors as JSON', () => {
    expect(toolMessageContent({ ok: true, result: '说明' })).toBe('说明');
    expect(toolMessageContent({ ok: true, result: { a: 1 } })).toBe('{"a":1}');
    expect(toolMessageContent({ ok: false, error: 'no' })).toBe('{"error":"no"}');
  });
});
