import { describe, expect, it } from 'vitest';
import { checkCall } from '../../evaluation/ast-matcher';
import { checkArguments } from '../../json-schema/argument-validator';
import { sampleHarness } from '../../sample';
import { harnessDocumentSchema } from '../../schema/document';
import type { FixtureBinding } from '../../schema/tool';
import { applyControl } from './index';
import { dropRequiredParameter } from './drop-required-parameter';

const sample = harnessDocumentSchema.parse(sampleHarness);

describe('drop-required-parameter', () => {
  it('removes the parameter from properties and required; valid calls are now graded as wrong', () => {
    const variant = applyControl(sample, dropRequiredParameter, 4, {
      tools: ['check_inventory'],
    })!;
    const before = sample.tools.find((t) => t.name === 'check_inventory')!;
    const after = variant.document.tools.find((t) => t.name === 'check_inventory')!;
    expect(after.parameters.properties).toEqual({});
    expect(after.parameters.required).toEqual([]);
    const original = { name: 'check_inventory', arguments: { product_id: 'p-longjing-250' } };
    // The call the original accepts is refused by the variant (strict: no extra properties)...
    expect(checkArguments(before.parameters, original.arguments).ok).toBe(true);
    expect(checkArguments(after.parameters, original.arguments).ok).toBe(false);
    // ...and the call the variant accepts fails the case's check, read back with no inverse.
    const inVariant = { name: 'check_inventory', arguments: {} };
    expect(checkArguments(after.parameters, inVariant.arguments).ok).toBe(true);
    const expected = { name: 'check_inventory', arguments: { product_id: ['p-longjing-250'] } };
    expect(checkCall(expected, original, before).ok).toBe(true);
    expect(checkCall(expected, inVariant, before).ok).toBe(false);
  });

  it('stops fixture responses matching on the dropped parameter', () => {
    const variant = applyControl(sample, dropRequiredParameter, 4, {
      tools: ['check_inventory'],
    })!;
    const binding = variant.document.tools.find((t) => t.name === 'check_inventory')!
      .binding as FixtureBinding;
    for (const r of binding.responses) expect(r.match).not.toHaveProperty('product_id');
  });

  it('drops one of several required parameters, chosen by seed', () => {
    const dropped = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const variant = applyControl(sample, dropRequiredParameter, seed, {
        tools: ['quote_final_price'],
      })!;
      const tool = variant.document.tools.find((t) => t.name === 'quote_final_price')!;
      const left = Object.keys(tool.parameters.properties as object);
      expect(left).toHaveLength(3);
      expect(tool.parameters.required).toEqual(left);
      dropped.add(variant.description);
    }
    expect(dropped.size).toBeGreaterThan(1);
  });

  it('has nothing to drop when no tool requires a declared parameter', () => {
    const doc = harnessDocumentSchema.parse({
      ...sampleHarness,
      tools: sampleHarness.tools!.map((t) => ({
        ...t,
        strict: false,
        parameters: { ...t.parameters, required: [] },
      })),
    });
    expect(applyControl(doc, dropRequiredParameter, 1)).toBeNull();
  });
});
