import type { z } from 'zod';
import type { fixtureResponseSchema } from '../schema/tool';

type FixtureResponse = z.input<typeof fixtureResponseSchema>;

export const productDetailResponses: FixtureResponse[] = [
  {
    match: { product_id: 'p-longjing-250' },
    response: {
      name: '明前西湖龙井 250g 礼盒',
      price: 299,
      list_price: 358,
      origin: '浙江杭州 西湖产区',
      harvest: '2026年3月下旬 明前采摘',
      grade: '特级',
      net_weight: '250g（50g×5罐）',
      shelf_life: '18个月，建议冷藏',
      brewing: '80-85度水，3克茶，玻璃杯下投，第一泡30秒',
      highlights: ['一芽一叶初展', '手工炒制', '豆香清甜'],
    },
  },
  {
    match: { product_id: 'p-dianhong-200' },
    response: {
      name: '云南滇红金芽 200g 罐装',
      price: 159,
      list_price: 199,
      origin: '云南临沧 凤庆',
      harvest: '2026年春茶',
      grade: '金芽',
      net_weight: '200g',
      shelf_life: '36个月',
      brewing: '90度水，5克茶，盖碗快出汤',
      highlights: ['满披金毫', '蜜香甜润', '耐泡七八泡'],
    },
  },
  {
    match: { product_id: 'p-shoumei-357' },
    response: {
      name: '福鼎白茶 2019年寿眉饼 357g',
      price: 199,
      list_price: 268,
      origin: '福建福鼎 太姥山',
      harvest: '2019年秋 压饼存放',
      grade: '寿眉',
      net_weight: '357g',
      shelf_life: '干燥避光可长期存放',
      brewing: '沸水，5克茶，可煮可泡',
      highlights: ['七年陈', '枣香明显', '煮着喝更甜'],
    },
  },
];

const discount = (name: string, amount: number) => ({ name, amount });

// Threshold first, then coupon, then the member percentage: the order the shop's checkout uses.
export const finalPriceResponses: FixtureResponse[] = [
  {
    match: { product_id: 'p-shoumei-357' },
    response: {
      unit_price: 169,
      list_price: 268,
      quantity: 1,
      subtotal: 169,
      discounts: [],
      final_price: 169,
      saved_vs_list_price: 99,
      currency: 'CNY',
      note: '预热秒杀价，不与其他优惠同享',
    },
  },
  {
    match: { product_id: 'p-longjing-250', quantity: 1, viewer_kind: 'new' },
    response: {
      unit_price: 299,
      list_price: 358,
      quantity: 1,
      subtotal: 299,
      discounts: [discount('双十二满299减50', 50), discount('新粉专享券 NEWFAN20', 20)],
      final_price: 229,
      currency: 'CNY',
    },
  },
  {
    match: { product_id: 'p-longjing-250', quantity: 1, viewer_kind: 'member' },
    response: {
      unit_price: 299,
      list_price: 358,
      quantity: 1,
      subtotal: 299,
      discounts: [discount('双十二满299减50', 50), discount('会员95折', 12.45)],
      final_price: 236.55,
      currency: 'CNY',
    },
  },
  {
    match: { product_id: 'p-longjing-250', quantity: 1 },
    response: {
      unit_price: 299,
      list_price: 358,
      quantity: 1,
      subtotal: 299,
      discounts: [discount('双十二满299减50', 50)],
      final_price: 249,
      currency: 'CNY',
    },
  },
  {
    match: { product_id: 'p-dianhong-200', quantity: 2, viewer_kind: 'member' },
    response: {
      unit_price: 159,
      list_price: 199,
      quantity: 2,
      subtotal: 318,
      discounts: [discount('双十二满299减50', 50), discount('会员95折', 13.4)],
      final_price: 254.6,
      currency: 'CNY',
    },
  },
  {
    match: { product_id: 'p-dianhong-200', quantity: 1, viewer_kind: 'member' },
    response: {
      unit_price: 159,
      list_price: 199,
      quantity: 1,
      subtotal: 159,
      discounts: [discount('会员95折', 7.95)],
      final_price: 151.05,
      currency: 'CNY',
      tip: '再加一件满299可减50，两件到手254.6元',
    },
  },
];
