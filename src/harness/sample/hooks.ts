import type { HarnessDocumentInput } from '../schema/document';
import {
  absoluteWordFilterSource,
  offTopicGuardSource,
  priceConsistencySource,
  replyLengthGuardSource,
} from './hook-sources';

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
    event: 'before_reply',
    description: '把《广告法》禁止的绝对化用语（最好、顶级、国家级等）改写成合规说法。',
    source: absoluteWordFilterSource,
    enabled: true,
    timeoutMs: 200,
    memoryLimitKb: 4096,
    onError: 'fail_closed',
  },
  {
    id: 'price-consistency',
    event: 'before_reply',
    description: '回复里的每个价格都必须来自工具结果或当前商品价格，否则拦截，防止报错价。',
    source: priceConsistencySource,
    enabled: true,
    timeoutMs: 200,
    memoryLimitKb: 8192,
    onError: 'fail_closed',
  },
  {
    id: 'reply-length-guard',
    event: 'before_reply',
    description: '回复超过店铺设置的字数时，在句号、感叹号或问号处截断，方便语音播报。',
    source: replyLengthGuardSource,
    enabled: true,
    timeoutMs: 200,
    memoryLimitKb: 4096,
    onError: 'fail_open',
  },
];
