import { describe, expect, it } from 'vitest';
import { activePromotions } from '../compile/promotions';
import { parseHarness } from '../parse';
import { sampleHarness } from '../sample';
import type { HarnessDocument } from '../schema/document';
import { liveContextSchema } from '../schema/live-context';
import type { Promotion } from '../schema/promotion';
import { productFor, roomProducts } from './room-products';
import { suggestedRooms } from './suggested-rooms';

const sample = (): HarnessDocument => {
  const parsed = parseHarness(structuredClone(sampleHarness));
  if (!parsed.ok) throw new Error('the sample parses');
  return parsed.document;
};

const promotion = (over: Record<string, unknown>): Promotion =>
  ({
    id: 'tea-week',
    type: 'percentage',
    name: '茶周九折',
    scope: { kind: 'all', ids: [] },
    window: { start: '2026-12-20T10:00', end: '2026-12-27T10:00', timeZone: 'Asia/Shanghai' },
    stacking: 'stackable',
    eligibility: { viewers: ['new', 'returning', 'member'], memberTiers: [] },
    quota: {},
    enabled: true,
    percentOff: 10,
    ...over,
  }) as Promotion;

describe('roomProducts', () => {
  it('reads the fixtures’ product answers, completed by the sample room with the same product', () => {
    const products = roomProducts(sample());
    const longjing = products.find((p) => p.id === 'p-longjing-250');
    // The fixture's price, the sample room's category and highlights.
    expect(longjing).toMatchObject({ name: '明前西湖龙井 250g 礼盒', price: 299, listPrice: 358 });
    expect(longjing?.category).toBe('green-tea');
    expect(products.find((p) => p.id === 'p-shoumei-357')?.price).toBe(199);
  });

  it('takes a product a fixture alone knows (named by its id when unnamed), and skips answers without a price', () => {
    const doc = sample();
    doc.tools.push({
      name: 'lookup',
      description: 'Looks a product up.',
      parameters: {},
      strict: false,
      enabled: true,
      binding: {
        type: 'fixture',
        responses: [
          { match: { product_id: 'p-maojian' }, response: { name: '信阳毛尖', list_price: 128 } },
          { match: { product_id: 'p-nameless' }, response: { price: 10 } },
          { match: { product_id: 'p-priceless' }, response: { name: 'y' } },
          { match: { sku: 'p-other' }, response: { name: 'x', price: 1 } },
        ],
      },
    });
    const ids = roomProducts(doc).map((p) => p.id);
    expect(ids).toContain('p-maojian');
    expect(ids).not.toContain('p-priceless');
    expect(roomProducts(doc).find((p) => p.id === 'p-nameless')).toMatchObject({
      name: 'p-nameless',
    });
    expect(ids).not.toContain('p-other');
    expect(roomProducts(doc).find((p) => p.id === 'p-maojian')).toMatchObject({ price: 128 });
  });

  it('finds a product by the promotion’s scope: any, by id, by category', () => {
    const products = roomProducts(sample());
    expect(productFor({ scope: { kind: 'all', ids: [] } }, products)).toBe(products[0]);
    expect(
      productFor({ scope: { kind: 'products', ids: ['x', 'p-shoumei-357'] } }, products)?.id,
    ).toBe('p-shoumei-357');
    expect(productFor({ scope: { kind: 'categories', ids: ['black-tea'] } }, products)?.id).toBe(
      'p-dianhong-200',
    );
    expect(
      productFor({ scope: { kind: 'categories', ids: ['oolong'] } }, products),
    ).toBeUndefined();
  });
});

describe('suggestedRooms', () => {
  it('suggests one room per changed promotion, named after it, where it is active', () => {
    const before = sample();
    const after = sample();
    after.promotions.push(
      promotion({
        id: 'gold-black-tea',
        name: '金卡红茶节',
        scope: { kind: 'categories', ids: ['black-tea'] },
        eligibility: { viewers: ['member'], memberTiers: ['金卡'] },
      }),
    );
    const sale = after.promotions.find((p) => p.id === 'baicha-flash-sale')!;
    (sale as { price: number }).price = 159;
    const rooms = suggestedRooms(before, after);
    expect(rooms.map((r) => [r.id, r.title, r.change, r.context.now])).toEqual([
      [
        'promotion:baicha-flash-sale',
        '寿眉饼预热秒杀169元',
        'changed',
        '2026-12-11T20:01:00+08:00',
      ],
      ['promotion:gold-black-tea', '金卡红茶节', 'added', '2026-12-20T10:01:00+08:00'],
    ]);
    expect(rooms[0]?.context.product?.id).toBe('p-shoumei-357');
    expect(rooms[1]?.context.product?.id).toBe('p-dianhong-200');
    expect(rooms[1]?.context.viewer).toMatchObject({ kind: 'member', memberTier: '金卡' });
    for (const room of rooms) {
      const context = liveContextSchema.parse(room.context);
      expect(activePromotions(after, context).map((p) => p.id)).toContain(room.promotionId);
    }
  });

  it('gives a member of the tier the promotion asks for, and a room without a product when none is known', () => {
    const after = sample();
    after.promotions.push(
      promotion({
        scope: { kind: 'products', ids: ['p-unknown'] },
        eligibility: { viewers: ['member'], memberTiers: ['platinum'] },
      }),
    );
    const [room] = suggestedRooms(sample(), after);
    expect(room?.context.product).toBeUndefined();
    expect(room?.context.viewer).toMatchObject({ kind: 'member', memberTier: 'platinum' });
    expect(
      activePromotions(after, liveContextSchema.parse(room!.context)).map((p) => p.id),
    ).toContain('tea-week');
  });

  it('suggests nothing for a change that leaves the promotions as they were', () => {
    const after = sample();
    after.preferences.greeting = '欢迎来到双十二专场';
    expect(suggestedRooms(sample(), after)).toEqual([]);
  });
});
