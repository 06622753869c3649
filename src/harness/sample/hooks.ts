import type { HarnessDocumentInput } from '../schema/document';
import { offTopicGuardSource } from './hook-sources';

// The reply's checks (absolute words, prices, forbidden topics, length) are the built-in guards
// of settings.guards, run on each sentence in the studio's process; the one hook left answers a
// viewer's off-topic question without asking the model, bringing the talk back to the product.
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
];
