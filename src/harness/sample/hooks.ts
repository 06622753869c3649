import type { HarnessDocumentInput } from '../schema/document';
import {
  absoluteWordFilterSource,
  hostTopicFilterSource,
  offTopicGuardSource,
  priceConsistencySource,
  replyLengthGuardSource,
} from './hook-sources';

// The reply checks look at one sentence at a time (before_sentence), so the host speaks each
// checked sentence as soon as the model has written it; no hook holds the whole reply.
export const sampleHooks: NonNullable<HarnessDocumentInput['hooks']> = [
  {
    id: 'off-topic-guard',
    event: 'user_message',
    description: '观众问到店铺禁聊的话题时，不调用模型，直接礼貌地把话题拉回商品。',
    source: offTopicGuardSource,
    enabled: true,
    timeoutMs: 200,
    memoryLimitKb: 4096,
    onError: 'fail_open',
  },
  {
    id: 'absolute-word-filter',
    event: 'before_sentence',
    description:
      '每句话说出前，把《广告法》禁止的绝对化用语（最好、顶级、国家级等）改成合规说法；跨两句拆开的词也能拦住。',
    source: absoluteWordFilterSource,
    enabled: true,
    timeoutMs: 200,
    memoryLimitKb: 4096,
    onError: 'fail_closed',
  },
  {
    id: 'price-consistency',
    event: 'before_sentence',
    description: '每句话里的价格都必须来自工具结果或当前商品价格，否则从这句起拦截，防止报错价。',
    source: priceConsistencySource,
    enabled: true,
    timeoutMs: 200,
    memoryLimitKb: 8192,
    onError: 'fail_closed',
  },
  {
    id: 'host-topic-filter',
    event: 'before_sentence',
    description: '主播自己说到店铺禁聊的话题（政治、竞品价格、医疗功效、投资理财）时，这句话不说。',
    source: hostTopicFilterSource,
    enabled: true,
    timeoutMs: 200,
    memoryLimitKb: 4096,
    onError: 'fail_open',
  },
  {
    id: 'reply-length-guard',
    event: 'before_sentence',
    description:
      '边说边数字数：超过店铺设置字数的句子不再说；第一句就超长时在逗号处截断，方便语音播报。',
    source: replyLengthGuardSource,
    enabled: true,
    timeoutMs: 200,
    memoryLimitKb: 4096,
    onError: 'fail_open',
  },
];
