import type { HarnessDocumentInput } from '../schema/document';
import { sampleHarness } from '../sample';
import {
  absoluteWordFilterSource,
  hostTopicFilterSource,
  priceConsistencySource,
  replyLengthGuardSource,
} from './sentence-hook-sources';

const hook = (id: string, description: string, source: string, failClosed: boolean) => ({
  id,
  event: 'before_sentence' as const,
  description,
  source,
  enabled: true,
  timeoutMs: 200,
  memoryLimitKb: id === 'price-consistency' ? 8192 : 4096,
  onError: failClosed ? ('fail_closed' as const) : ('fail_open' as const),
});

/** The sample's four reply checks as custom hooks, in the order the sample ran them. */
export const sentenceHooks = [
  hook(
    'absolute-word-filter',
    '每句话说出前，把绝对化用语改成合规说法。',
    absoluteWordFilterSource,
    true,
  ),
  hook(
    'price-consistency',
    '每句话里的价格都必须来自工具结果或当前商品价格。',
    priceConsistencySource,
    true,
  ),
  hook(
    'host-topic-filter',
    '主播自己说到店铺禁聊的话题时，这句话不说。',
    hostTopicFilterSource,
    false,
  ),
  hook(
    'reply-length-guard',
    '边说边数字数：超过店铺设置字数的句子不再说。',
    replyLengthGuardSource,
    false,
  ),
];

/**
 * The sample as it was before the built-in guards: its off-topic-guard hook on (the topics
 * guard's deflect line answers in the sample), its reply checks as four before_sentence hooks
 * in the sandbox, and no `settings.guards`. For tests of hooks (variants, the sandbox) and
 * benchmarks that compare custom hooks with the guards.
 */
export function hookedSampleHarness(): HarnessDocumentInput {
  const { guards: _, ...settings } = sampleHarness.settings ?? {};
  const viewerHooks = structuredClone(sampleHarness.hooks ?? []).map((h) => ({
    ...h,
    enabled: true,
  }));
  return {
    ...structuredClone(sampleHarness),
    settings: structuredClone(settings),
    hooks: [...viewerHooks, ...structuredClone(sentenceHooks)],
  };
}
