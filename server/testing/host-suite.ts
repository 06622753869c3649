import type { HostPlan, PlannedCall } from './model-server/hosts';

// Ten viewer questions on the sample harness, what a host means to do for each (in the
// sample's own names), and test cases that pass exactly when it does that: the fixture of
// the robustness-run proof and the hosts' unit tests.

const LONGJING = 'p-longjing-250';
const DIANHONG = 'p-dianhong-200';

const promotions = (product: string, viewer: string): PlannedCall => ({
  name: 'list_promotions',
  arguments: { product_id: product, viewer_kind: viewer },
});

// Mostly calls whose arguments only their own tool accepts: a host that calls them under
// the wrong tool is refused, so the tool controls have something to catch. Replies say no
// "N元" (the price hook wants those from tool results) and no absolute words.
export const HOST_PLAN: HostPlan = {
  你好呀: { reply: '欢迎来到直播间！今天龙井有双十二活动。' },
  龙井是哪里产的: {
    calls: [{ name: 'get_product_detail', arguments: { product_id: LONGJING } }],
    reply: '这款龙井产自浙江杭州西湖产区。',
  },
  滇红还有货吗: {
    calls: [{ name: 'check_inventory', arguments: { product_id: DIANHONG } }],
    reply: '滇红现在库存紧张，喜欢就早点下单。',
  },
  有券吗: {
    calls: [promotions(LONGJING, 'new')],
    reply: '新粉专享券满99减20，点左下角小黄车上方领取。',
  },
  满减是怎么减的: {
    calls: [promotions(LONGJING, 'returning')],
    reply: '全店满299减50，双十二当天有效。',
  },
  会员有折扣吗: {
    calls: [promotions(DIANHONG, 'member')],
    reply: '会员绿茶红茶享95折，自动生效。',
  },
  拍一盒龙井到手多少: {
    calls: [
      {
        name: 'quote_final_price',
        arguments: {
          product_id: LONGJING,
          quantity: 1,
          viewer_kind: 'new',
          coupon_code: 'NEWFAN20',
        },
      },
    ],
    reply: '用上新粉券和满减，到手价已经帮您算好了，在下单页能看到。',
  },
  两罐滇红到手多少: {
    calls: [
      {
        name: 'quote_final_price',
        arguments: { product_id: DIANHONG, quantity: 2, viewer_kind: 'member', coupon_code: '' },
      },
    ],
    reply: '两罐滇红叠加会员折扣和满减，下单页会显示到手价。',
  },
  要了怎么买: {
    calls: [
      {
        name: 'create_cart_link',
        arguments: { product_id: LONGJING, quantity: 1, coupon_code: 'NEWFAN20' },
      },
    ],
    reply: '购物车链接发给您了，新粉券已经自动领取。',
  },
  两罐滇红帮我下单: {
    calls: [
      {
        name: 'create_cart_link',
        arguments: { product_id: DIANHONG, quantity: 2, coupon_code: '' },
      },
    ],
    reply: '两罐滇红的购物车链接发给您了，点开就能下单。',
  },
};

/**
 * One case per planned question: the planned calls must be among the host's calls (extra
 * ones such as `use_skill` allowed), and the reply must be the planned one's first clause.
 */
export const HOST_CASES = Object.entries(HOST_PLAN).map(([question, answer], i) => ({
  id: `host-${i + 1}`,
  name: question,
  conversation: [{ role: 'user', content: question }],
  expectations: [
    ...(answer.calls
      ? [
          {
            type: 'tool_calls',
            calls: answer.calls.map((c) => ({
              name: c.name,
              arguments: Object.fromEntries(Object.entries(c.arguments).map(([k, v]) => [k, [v]])),
            })),
            order: 'any',
            allowExtra: true,
          },
        ]
      : [{ type: 'no_tool_call' }]),
    { type: 'reply_contains', values: [answer.reply.split(/[，！。]/)[0]!] },
  ],
}));
