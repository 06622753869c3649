import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../../evaluation/test-support';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { applyKind } from '../../apply';
import { enumOrder } from './enum-order';

const viewerKinds = (tools: { name: string; parameters: Record<string, unknown> }[]) =>
  (
    tools.find((t) => t.name === 'list_promotions')!.parameters.properties as {
      viewer_kind: { enum: string[] };
    }
  ).viewer_kind.enum;

describe('enum-order', () => {
  itKeepsVariantProperties(enumOrder);

  it('lists the same enum values in another order', () => {
    const doc = sampleDoc();
    const variant = applyKind(doc, enumOrder, 2);
    const after = viewerKinds(variant.document.tools);
    expect(after).not.toEqual(viewerKinds(doc.tools));
    expect([...after].sort()).toEqual([...viewerKinds(doc.tools)].sort());
    expect(variant.description).toMatch(/Enum values reordered in 2 lists/);
  });
});
