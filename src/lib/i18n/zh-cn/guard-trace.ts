import type { enGuardTrace } from '../en/guard-trace';

export const zhCNGuardTrace: Record<keyof typeof enGuardTrace, string> = {
  'guardTrace.name.price': '价格检查',
  'guardTrace.name.words': '用语检查',
  'guardTrace.name.topics': '话题检查',
  'guardTrace.name.length': '长度检查',
  'guardTrace.code.guard.price_unknown':
    '价格"{said}"不在本场可报的价格里（商品价、工具结果、当前生效的活动）。',
  'guardTrace.code.guard.price_below_floor': '价格"{said}"低于主播可报的最低价（¥{floor}）。',
  'guardTrace.code.guard.rate_below_floor': '折扣"{said}"低于折扣底线（划线价的{floor}%）。',
  'guardTrace.code.guard.banned_word': '主播不能说"{word}"。',
  'guardTrace.code.guard.word_softened': '"{word}"换成了合规说法。',
  'guardTrace.code.guard.word_dropped': '含"{word}"的句子没有说。',
  'guardTrace.code.guard.topic': '涉及禁聊话题（"{word}"）的句子没有说。',
  'guardTrace.code.guard.topic_deflected': '观众问到禁聊话题（"{word}"），已用转移话术回复。',
  'guardTrace.code.guard.length': '超过{max}字：截短或不说。',
  'guardTrace.code.guard.reply_emptied': '这条回复的每句话都被拦下了。',
};
