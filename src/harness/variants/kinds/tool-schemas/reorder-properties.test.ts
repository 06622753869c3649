import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../../evaluation/test-support';
import { compileRequest } from '../../../compile/compile-request';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { applyKind } from '../../apply';
import { reorderProperties } from './reorder-properties';

describe('reorder-properties', () => {
  itKeepsVariantProperties(reorderProperties);

  it('changes the order the request lists a tool’s properties in, and nothing else', () => {
    const doc = sampleDoc();
    const variant = applyKind(doc, reorderProperties, 9);
    const before = doc.tools.find((t) => t.name === 'quote_final_price')!.parameters;
    const tool = compileRequest(variant.document, {}).tools!.find(
      (t) => t.function.name === 'quote_final_price',
    )!;
    const after = tool.function.parameters;
    const keys = (p: Record<string, unknown>) => Object.keys(p.properties as object);
    expect(keys(after)).not.toEqual(keys(before));
    expect([...keys(after)].sort()).toEqual([...keys(before)].sort());
    expect(after.properties).toEqual(before.properties);
    expect(variant.inverse.arguments).toEqual({});
  });
});
