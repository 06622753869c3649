import type { HostPlan, PlannedCall } from './model-server/hosts';

// Twelve viewer questions on the sample harness, what a host means to do for each (in the
// sample's own names), and test cases that pass exactly when it does that: the fixture of
// the robustness-run proof and the hosts' unit tests.

const LONGJING = 'p-longjing-250';
const DIANHONG = 'p-dianhong-200';
const SHOUMEI = 'p-shoumei-357';

const promotions = (product: string, viewer: string): PlannedCall => ({
  name: 'list_promotions',
  arguments: { product_id: product, viewer_kind: viewer },
});
const quote = (product: string, quantity: number, viewer: string, coupon: string) => ({
  name: 'quote_final_price',
  arguments: { product_id: product, quantity, viewer_kind: viewer, coupon_code: coupon },
});
const cart = (product: string, quantity: number, coupon: string): PlannedCall => ({
  name: 'create_cart_link',
  arguments: { product_id: product, quantity, coupon_code: coupon },
});

// Most replies quote a figure in yuan from the tool's result, as a real host would. The
// sample's price-consistency hook blocks a reply whose "N元" no tool result holds, so a call
// that the runtime refused or sent to another function shows in the reply even where the
// call reads back well by its names. No absolute words, no forbidden topics.
export const HOST_PLAN: HostPlan = {
  你好呀: { reply: '欢迎来到直播间！今天龙井有双十二活动。' },
  龙井是哪里产的: {
    calls: [{ name: 'get_product_detail', arguments: { product_id: LONGJING } }],
    reply: '这款龙井日常价299元，产自浙江杭州西湖产区。',
  },
  滇红还有货吗: {
    calls: [{ name: 'check_inventory', arguments: { product_id: DIANHONG } }],
    reply: '滇红现在库存紧张，喜欢就早点下单。',
  },
  有券吗: {
    calls: [promotions(LONGJING, 'new')],
    reply: '新粉专享券20元，满99元可用，点小黄车上方领取。',
  },
  满减是怎么减的: {
    calls: [promotions(LONGJING, 'returning')],
    reply: '全店满299元减50元，双十二当天有效。',
  },
  会员有折扣吗: {
    calls: [promotions(DIANHONG, 'member')],
    reply: '会员享95折，全店还能满299元减50元。',
  },
  白茶有活动吗: {
    calls: [promotions(SHOUMEI, 'returning')],
    reply: '寿眉饼预热秒杀169元，不与其他优惠同享。',
  },
  拍一盒龙井到手多少: {
    calls: [quote(LONGJING, 1, 'new', 'NEWFAN20')],
    reply: '新粉一盒到手229元，满减和新粉券都用上了。',
  },
  老粉买一盒龙井多少钱: {
    calls: [quote(LONGJING, 1, 'returning', '')],
    reply: '老粉一盒到手249元，已经减了50元。',
  },
  两罐滇红到手多少: {
    calls: [quote(DIANHONG, 2, 'member', '')],
    reply: '两罐到手254.6元，会员折扣和满减都算进去了。',
  },
  一罐滇红多少钱: {
    calls: [quote(DIANHONG, 1, 'member', '')],
    reply: '一罐到手151.05元，再加一罐能用满减。',
  },
  要了怎么买: {
    calls: [cart(LONGJING, 1, 'NEWFAN20')],
    reply: '购物车链接发给您了，新粉券已经自动领取。',
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
