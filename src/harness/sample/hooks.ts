import type { HarnessDocumentInput } from '../schema/document';
import { offTopicGuardSource } from './hook-sources';

// The reply's checks (absolute words, prices, forbidden topics, length) and the answer to a
// viewer's off-topic question are the built-in guards of settings.guards, run in the studio's
// process. The hook is kept switched off as an example of a custom hook: engineers see one in
// the editor, and the turn pays no sandbox hop for it.
export const sampleHooks: NonNullable<HarnessDocumentInput['hooks']> = [
  {
    id: 'off-topic-guard',
    event: 'user_message',
    description:
      '自定义钩子示例，默认关闭：观众问到店铺禁聊的话题时，不调用模型，直接把话题拉回商品。内置的禁聊话题守卫已经在做这件事。',
    source: offTopicGuardSource,
    enabled: false,
    timeoutMs: 200,
    memoryLimitKb: 4096,
    onError: 'fail_open',
  },
];
