import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../random';
import { renameAll, renameMentions, synonymName } from './identifiers';

describe('renameMentions', () => {
  const renames = new Map([
    ['get_product', 'fetch_item'],
    ['fetch_item', 'read_goods'],
    ['name', 'title'],
  ]);

  it('renames whole names only, all at once, and never inside {{variables}}', () => {
    expect(
      renameMentions(
        '先调用 `get_product`，不是 get_product_detail 或 my-get_product；fetch_item 另说。{{product.name}} 的 name',
        renames,
      ),
    ).toBe(
      '先调用 `fetch_item`，不是 get_product_detail 或 my-get_product；read_goods 另说。{{product.name}} 的 title',
    );
  });
});

describe('synonymName', () => {
  it('keeps the style of the name: snake_case, kebab-case, camelCase', () => {
    const random = seededRandom(1);
    expect(synonymName('get_product_detail', random)).toMatch(/^[a-z]+_[a-z]+_[a-z]+$/);
    expect(synonymName('get-product', random)).toMatch(/^[a-z]+-[a-z]+$/);
    expect(synonymName('productId', random)).toMatch(/^[a-z]+[A-Z][a-z]+$/);
    expect(synonymName('zzz', random)).toBe('zzz');
  });
});

describe('renameAll', () => {
  it('gives every name a new one, unique, never reserved nor an original', () => {
    const names = ['get_product', 'fetch_item', 'zzz', 'get_products'];
    for (const opaque of [true, false]) {
      const out = renameAll(names, seededRandom(4), {
        opaque,
        prefix: 'tool',
        reserved: new Set(['use_skill']),
        maxLength: 64,
      });
      const next = names.map((n) => out.get(n)!);
      expect(new Set(next).size).toBe(names.length);
      for (const n of next) expect([...names, 'use_skill']).not.toContain(n);
    }
  });
});
