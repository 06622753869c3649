import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../../evaluation/test-support';
import { harnessDocumentSchema } from '../../../schema/document';
import { sampleDocument } from '../../../testing/fixtures';
import { generateLargeHarness } from '../../../testing/generate';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { applyKind } from '../../apply';
import { callToVariant, unwrapHookSource } from '../../../testing/internals';
import { callToOriginal, FOREIGN_KEY_PREFIX } from '../../inverse';
import { offeredNames } from '../../offered-names';
import { renameParameters } from './rename-parameters';

// An order line: nested objects, a list of objects and a nullable object.
const orderTool = {
  name: 'place_order',
  description: 'Places an order',
  parameters: {
    type: 'object',
    properties: {
      product_id: { type: 'string' },
      buyer: {
        type: 'object',
        properties: { user_name: { type: 'string' }, vip: { type: 'boolean' } },
        required: ['user_name', 'vip'],
        additionalProperties: false,
      },
      lines: {
        type: 'array',
        items: {
          type: 'object',
          properties: { sku: { type: 'string' }, quantity: { type: 'integer' } },
          required: ['sku', 'quantity'],
          additionalProperties: false,
        },
      },
      gift: {
        anyOf: [
          {
            type: 'object',
            properties: { message: { type: 'string' } },
            required: ['message'],
            additionalProperties: false,
          },
          { type: 'null' },
        ],
      },
    },
    required: ['product_id', 'buyer', 'lines', 'gift'],
    additionalProperties: false,
  },
  strict: true,
  binding: {
    type: 'fixture' as const,
    responses: [
      { match: { product_id: 'p1', buyer: { user_name: 'ann', vip: true } }, response: 'ok' },
    ],
  },
};
const orderCall = {
  name: 'place_order',
  arguments: {
    product_id: 'p1',
    buyer: { user_name: 'ann', vip: true },
    lines: [{ sku: 's1', quantity: 2 }],
    gift: { message: 'hi' },
  },
};

describe('rename-parameters', () => {
  itKeepsVariantProperties(renameParameters);

  it('renames nested names, required and fixture match keys; calls map back both ways', () => {
    const doc = sampleDocument((d) => {
      d.tools = [...(d.tools ?? []), orderTool];
    });
    for (const seed of [1, 2, 3]) {
      const variant = applyKind(doc, renameParameters, seed);
      const tool = variant.document.tools.find((t) => t.name === 'place_order')!;
      const text = JSON.stringify(tool.parameters);
      for (const name of ['product_id', 'user_name', 'quantity', 'message']) {
        expect(text).not.toContain(`"${name}"`);
      }
      const inVariant = callToVariant(variant.inverse, orderCall);
      const props = tool.parameters.properties as Record<string, unknown>;
      expect(Object.keys(inVariant.arguments!)).toEqual(Object.keys(props));
      expect(tool.parameters.required).toEqual(Object.keys(props));
      // The fixture answers the renamed call as it answered the original one.
      const match = tool.binding.type === 'fixture' ? tool.binding.responses[0]!.match : {};
      for (const [k, v] of Object.entries(match)) expect(inVariant.arguments![k]).toEqual(v);
      const offered = offeredNames(variant.document);
      expect(callToOriginal(variant.inverse, offered, inVariant)).toEqual(orderCall);
      // The original names are foreign to the variant: they never pass as the right call.
      const stale = callToOriginal(variant.inverse, offered, orderCall)!;
      expect(Object.keys(stale.arguments!).every((k) => k.startsWith(FOREIGN_KEY_PREFIX))).toBe(
        true,
      );
    }
  });

  it('renames the sample fixtures in step and wraps no hook that cannot see arguments', () => {
    const doc = sampleDoc();
    const variant = applyKind(doc, renameParameters, 11);
    const inventory = variant.document.tools.find((t) => t.name === 'check_inventory')!;
    const [renamed] = Object.entries(variant.inverse.arguments.check_inventory!).find(
      ([, e]) => e.name === 'product_id',
    )!;
    expect(inventory.binding.type === 'fixture' && inventory.binding.responses[0]!.match).toEqual({
      [renamed]: 'p-longjing-250',
    });
    expect(variant.document.hooks.some((h) => unwrapHookSource(h.source))).toBe(false);
  });

  it('renames identifier-like argument names in the tool’s own descriptions, not plain words', () => {
    const doc = sampleDocument((d) => {
      d.tools = [
        {
          ...orderTool,
          description: 'Pass product_id and the quantity of each line',
          parameters: {
            ...orderTool.parameters,
            properties: {
              ...orderTool.parameters.properties,
              product_id: {
                type: 'string',
                description: 'Same as buyer user_name? No: product_id',
              },
            },
          },
        },
      ];
      d.skills = [];
    });
    const variant = applyKind(doc, renameParameters, 2);
    const names = variant.inverse.arguments.place_order!;
    const newName = (o: string) => Object.entries(names).find(([, e]) => e.name === o)![0];
    const buyer = names[newName('buyer')]!.properties!;
    const userName = Object.entries(buyer).find(([, e]) => e.name === 'user_name')![0];
    const tool = variant.document.tools[0]!;
    expect(tool.description).toBe(`Pass ${newName('product_id')} and the quantity of each line`);
    expect(
      (tool.parameters.properties as Record<string, { description?: string }>)[
        newName('product_id')
      ]!.description,
    ).toBe(`Same as buyer ${userName}? No: ${newName('product_id')}`);
  });

  it('leaves http tools and tools whose names appear outside properties alone', () => {
    const doc = sampleDocument((d) => {
      d.tools = [
        {
          ...orderTool,
          name: 'remote',
          binding: { type: 'http', url: 'https://shop.example/api' },
        },
        {
          ...orderTool,
          name: 'with_ref',
          parameters: { ...orderTool.parameters, $defs: { x: { type: 'string' } } },
        },
      ];
      d.skills = [];
    });
    const variant = applyKind(doc, renameParameters, 3);
    expect(variant.document.tools).toEqual(doc.tools);
    expect(variant.inverse.arguments).toEqual({});
  });

  it('wraps a before_tool hook so it still reads the original argument names', () => {
    const doc = sampleDocument((d) => {
      d.hooks = [
        {
          id: 'stock-guard',
          event: 'before_tool',
          source:
            'function hook(ctx) { return { action: ctx.toolCall.arguments.sku ? "continue" : "block", reason: "no sku" }; }',
        },
      ];
    });
    const variant = applyKind(doc, renameParameters, 4);
    expect(unwrapHookSource(variant.document.hooks[0]!.source)?.names.arguments.get_stock).toEqual(
      variant.inverse.arguments.get_stock,
    );
  });
});

describe('rename-parameters on a large harness', () => {
  it('gives a name one new name everywhere, so wrapped hooks stay small', () => {
    const doc = harnessDocumentSchema.parse(
      generateLargeHarness({ skills: 10, tools: 300, hooks: 12 }),
    );
    const variant = applyKind(doc, renameParameters, 5);
    const shapes = new Set(Object.values(variant.inverse.arguments).map((n) => JSON.stringify(n)));
    expect(Object.keys(variant.inverse.arguments)).toHaveLength(300);
    expect(shapes.size).toBe(1);
    const wrapped = variant.document.hooks.filter((h) => unwrapHookSource(h.source));
    expect(wrapped.length).toBeGreaterThan(0);
    for (const hook of wrapped) expect(hook.source.length).toBeLessThan(10_000);
  });
});
