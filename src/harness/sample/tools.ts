import type { HarnessDocumentInput } from '../schema/document';
import { couponCode, productId, quantity, strictObject, viewerKind } from './tool-parameters';
import { finalPriceResponses, productDetailResponses } from './tool-responses';

export const sampleTools: NonNullable<HarnessDocumentInput['tools']> = [
  {
    name: 'get_product_detail',
    description: '查询商品的详细信息：产地、等级、采摘时间、净含量、保质期、冲泡方法和卖点。',
    parameters: strictObject({ product_id: productId }),
    strict: true,
    binding: {
      type: 'fixture',
      responses: productDetailResponses,
      fallback: { error: '没有找到这个商品，请确认商品ID。' },
    },
    enabled: true,
  },
  {
    name: 'check_inventory',
    description: '查询商品当前库存和发货时效。观众问"还有货吗""什么时候发货"时调用。',
    parameters: strictObject({ product_id: productId }),
    strict: true,
    binding: {
      type: 'fixture',
      responses: [
        {
          match: { product_id: 'p-longjing-250' },
          response: {
            product_id: 'p-longjing-250',
            stock: 126,
            status: '现货',
            ships_within_hours: 48,
          },
        },
        {
          match: { product_id: 'p-dianhong-200' },
          response: {
            product_id: 'p-dianhong-200',
            stock: 18,
            status: '库存紧张',
            ships_within_hours: 48,
          },
        },
        {
          match: { product_id: 'p-shoumei-357' },
          response: {
            product_id: 'p-shoumei-357',
            stock: 300,
            status: '秒杀库存',
            ships_within_hours: 72,
          },
        },
      ],
      fallback: { error: '库存系统暂时查不到这个商品。' },
    },
    enabled: true,
  },
  {
    name: 'list_promotions',
    description: '查询某个商品对某类观众当前可用的活动和优惠券，包括门槛、面额和结束时间。',
    parameters: strictObject({ product_id: productId, viewer_kind: viewerKind }),
    strict: true,
    binding: {
      type: 'fixture',
      responses: [
        {
          match: { product_id: 'p-shoumei-357' },
          response: {
            promotions: [
              {
                id: 'baicha-flash-sale',
                name: '寿眉饼预热秒杀',
                type: 'flash_sale',
                price: 169,
                stacking: '不与其他优惠同享',
                ends_at: '2026-12-11 21:00',
              },
            ],
          },
        },
        {
          match: { viewer_kind: 'new' },
          response: {
            promotions: [
              {
                id: 'double12-threshold',
                name: '双十二全店满减',
                type: 'threshold',
                threshold: 299,
                discount: 50,
                ends_at: '2026-12-12 23:59',
              },
              {
                id: 'new-viewer-coupon',
                name: '新粉专享券',
                type: 'coupon',
                code: 'NEWFAN20',
                amount: 20,
                min_spend: 99,
                per_viewer: 1,
                ends_at: '2026-12-12 23:59',
              },
            ],
          },
        },
        {
          match: { viewer_kind: 'member' },
          response: {
            promotions: [
              {
                id: 'double12-threshold',
                name: '双十二全店满减',
                type: 'threshold',
                threshold: 299,
                discount: 50,
                ends_at: '2026-12-12 23:59',
              },
              {
                id: 'member-95',
                name: '会员专享95折',
                type: 'percentage',
                percent_off: 5,
                applies_to: '绿茶、红茶',
                ends_at: '2026-12-12 23:59',
              },
            ],
          },
        },
      ],
      fallback: {
        promotions: [
          {
            id: 'double12-threshold',
            name: '双十二全店满减',
            type: 'threshold',
            threshold: 299,
            discount: 50,
            ends_at: '2026-12-12 23:59',
          },
        ],
      },
    },
    enabled: true,
  },
  {
    name: 'quote_final_price',
    description: '计算观众这一单叠加所有可用优惠后的到手价，返回逐项优惠明细。报价前必须调用。',
    parameters: strictObject({
      product_id: productId,
      quantity,
      viewer_kind: viewerKind,
      coupon_code: couponCode,
    }),
    strict: true,
    binding: {
      type: 'fixture',
      responses: finalPriceResponses,
      fallback: { error: '暂时算不出这单的到手价，请以下单页显示为准。' },
    },
    enabled: true,
  },
  {
    name: 'create_cart_link',
    description: '为观众生成带优惠券的购物车链接，观众说"要了""怎么买"时调用。',
    parameters: strictObject({ product_id: productId, quantity, coupon_code: couponCode }),
    strict: true,
    binding: {
      type: 'fixture',
      responses: [
        {
          match: { product_id: 'p-longjing-250', coupon_code: 'NEWFAN20' },
          response: {
            url: 'https://m.shanlan-tea.example/cart?sku=p-longjing-250&coupon=NEWFAN20',
            expires_in_minutes: 30,
            tip: '已自动领取新粉券',
          },
        },
      ],
      fallback: {
        url: 'https://m.shanlan-tea.example/cart',
        expires_in_minutes: 30,
        tip: '点击小黄车即可下单',
      },
    },
    enabled: true,
  },
];
