import type { TokenUsage } from '../../../src/harness/usage';

/**
 * Adds one model round's usage to a turn's sum (DoneEvent.usage: over the rounds that reported
 * usage). The cached share stays null unless every counted round reported it: a sum of only
 * some rounds' cached tokens would understate the cache's share.
 */
export function addUsage(sum: TokenUsage | undefined, round: TokenUsage): TokenUsage {
  if (!sum) return { ...round };
  return {
    promptTokens: sum.promptTokens + round.promptTokens,
    completionTokens: sum.completionTokens + round.completionTokens,
    cachedTokens:
      sum.cachedTokens === null || round.cachedTokens === null
        ? null
        : sum.cachedTokens + round.cachedTokens,
  };
}
