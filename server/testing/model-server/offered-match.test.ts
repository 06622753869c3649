import { describe, expect, it } from 'vitest';
import { mapArguments, normalise } from './offered-match';

// The sample's tools are flat; a reading host must also follow renames inside objects,
// arrays of objects and nullable (anyOf) values, matched by each property's description.

const original = {
  type: 'object',
  properties: {
    order_id: { type: 'string', description: 'The order, e.g. `order_id` o-1.' },
    address: {
      type: 'object',
      description: 'Where to ship',
      properties: {
        city: { type: 'string', description: 'City' },
        zip_code: { type: 'string', description: 'Postal code' },
      },
    },
    lines: {
      type: 'array',
      description: 'What to ship',
      items: {
        type: 'object',
        properties: {
          sku: { type: 'string', description: 'Stock unit' },
          qty: { type: 'integer', description: 'How many' },
        },
      },
    },
    gift: {
      description: 'Gift wrapping, if any',
      anyOf: [
        { type: 'object', properties: { note: { type: 'string', description: 'Card text' } } },
        { type: 'null' },
      ],
    },
  },
};

const variant = {
  type: 'object',
  properties: {
    gift: {
      description: 'Gift wrapping, if any',
      type: ['object', 'null'],
      properties: { message: { type: 'string', description: 'Card text' } },
    },
    ref: { type: 'string', description: 'The order, e.g. `orderRef` o-1.' },
    ship_to: {
      type: 'object',
      description: 'Where to ship',
      properties: {
        postcode: { type: 'string', description: 'Postal code' },
        town: { type: 'string', description: 'City' },
      },
    },
    items: {
      type: 'array',
      description: 'What to ship',
      items: {
        type: 'object',
        properties: {
          count: { type: 'integer', description: 'How many' },
          item: { type: 'string', description: 'Stock unit' },
        },
      },
    },
  },
};

describe('matching arguments by description', () => {
  it('renames nested objects, arrays of objects and nullable values', () => {
    const args = {
      order_id: 'o-1',
      address: { city: 'Hangzhou', zip_code: '310000' },
      lines: [{ sku: 'p-1', qty: 2 }],
      gift: { note: 'Happy 12.12' },
    };
    expect(mapArguments(args, original, variant)).toEqual({
      ref: 'o-1',
      ship_to: { town: 'Hangzhou', postcode: '310000' },
      items: [{ item: 'p-1', count: 2 }],
      gift: { message: 'Happy 12.12' },
    });
  });

  it('leaves out what the other schema has no property for', () => {
    const narrower = { type: 'object', properties: { ref: variant.properties.ref } };
    expect(mapArguments({ order_id: 'o-1', lines: [] }, original, narrower)).toEqual({
      ref: 'o-1',
    });
  });

  it('masks identifiers a rename rewrites inside descriptions, and only those', () => {
    expect(normalise('Use `product_id`  here')).toBe(normalise('Use `itemRef` here'));
    expect(normalise('Use the product')).not.toBe(normalise('Use the item'));
  });
});
