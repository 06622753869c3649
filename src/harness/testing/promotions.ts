import { promotionSchema, type Promotion, type PromotionWindow } from '../schema/promotion';

/**
 * Test support: the flash sale the guards, the review's price tables and their tests are
 * about: Longjing (p-longjing-250, 299, list 358) at 239 for an evening, exclusive.
 */
export function longjingFlashSale(
  window: Partial<PromotionWindow> = {},
  over: Partial<Extract<Promotion, { type: 'flash_sale' }>> = {},
): Extract<Promotion, { type: 'flash_sale' }> {
  return promotionSchema.parse({
    id: 'd12-longjing-tonight',
    type: 'flash_sale',
    name: '龙井今晚秒杀239元',
    price: 239,
    scope: { kind: 'products', ids: ['p-longjing-250'] },
    window: {
      start: '2026-12-12T20:00',
      end: '2026-12-12T22:00',
      timeZone: 'Asia/Shanghai',
      ...window,
    },
    stacking: 'exclusive',
    ...over,
  }) as Extract<Promotion, { type: 'flash_sale' }>;
}
