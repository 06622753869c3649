import type { enPriceReview } from '../en/price-review';
import type { DictionaryOf } from '../plural';

/** 审核变更时看到的价格：这次变更会让主播说出哪些数字。 */
export const zhCNPriceReview: DictionaryOf<typeof enPriceReview> = {
  'diff.field': '字段',
  'diff.value': '取值',
  'diff.was': '原来',
  'diff.before': '变更前',
  'diff.after': '变更后',
  'diff.promotionFields': '促销 {key} 的字段',
  'diff.memberTiers': '会员等级',
  'diff.anyTier': '不限等级',
  'diff.percentOff': '{zhe}折',
  'quotes.title': '主播可报的价格（按商品）',
  'quotes.intro':
    '本次变更涉及的时间点上，主播在变更前后可以说出的数字（时间为 {zone}）。新增的有标记，不再能说的划掉。',
  'quotes.product': '售价 {price}，原价 {list}，最低可报 {floor}',
  'quotes.productNoList': '售价 {price}，最低可报 {floor}',
  'quotes.when': '时间',
  'quotes.viewers': '观众',
  'quotes.why.both': '{name}期间',
  'quotes.why.new': '{name}新生效',
  'quotes.why.old': '{name}不再生效',
  'quotes.everyone': '所有观众',
  'quotes.tier': '{tier}会员',
  'quotes.kind.price': '价格',
  'quotes.kind.list': '原价',
  'quotes.kind.off': '优惠金额',
  'quotes.kind.threshold': '满额门槛',
  'quotes.kind.rate': '折扣',
  'quotes.new': '新增',
  'quotes.dropped': '不再可说',
  'quotes.belowFloor': '低于最低可报价',
  'quotes.same': '与变更前相同',
  'quotes.none': '变更的促销没有覆盖任何已知价格的商品。',
  'quotes.unknownPrice':
    '{ids} 的价格未知：在工具的模拟返回或测试用例里写上它的价格，即可看到它的数字。',
  'quotes.emptyCategories': '没有已知价格的商品属于 {ids}。',
  'quotes.truncated': '只显示了前面的时间点和商品。',
};
