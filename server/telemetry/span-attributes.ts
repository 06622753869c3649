import type { Attributes } from '@opentelemetry/api';
import type { TokenUsage } from '../../src/harness/usage';
import type { TurnEvent } from '../runtime/run-turn';
import { GEN_AI, HARNESS } from './gen-ai';

type Of<T extends TurnEvent['type']> = Extract<TurnEvent, { type: T }>;

/** Drops undefined and null values: the SDK would keep neither, and a reader sees "unset". */
export function defined(attrs: Record<string, unknown>): Attributes {
  const out: Attributes = {};
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== undefined && v !== null) out[k] = v as Attributes[string];
  }
  return out;
}

/**
 * `gen_ai.usage.*` of a round or a turn; nothing when the server reported no usage (never
 * zeros), and no cached share when it did not say.
 */
export function usageAttributes(usage: TokenUsage | undefined): Attributes {
  if (!usage) return {};
  return defined({
    [GEN_AI.inputTokens]: usage.promptTokens,
    [GEN_AI.outputTokens]: usage.completionTokens,
    [GEN_AI.cacheReadInputTokens]: usage.cachedTokens,
  });
}

export function hookAttributes(e: Of<'hook'>, content: boolean): Attributes {
  const reason =
    e.decision && 'reason' in e.decision && typeof e.decision.reason === 'string'
      ? e.decision.reason
      : undefined;
  return defined({
    [HARNESS.hookId]: e.hookId,
    [HARNESS.hookEvent]: e.event,
    [HARNESS.hookOutcome]: e.outcome,
    [HARNESS.hookDurationMs]: e.durationMs,
    [HARNESS.hookError]: e.error?.kind,
    [HARNESS.sentenceIndex]: e.sentence,
    // A block's reason may quote the viewer: content, so opt-in.
    ...(content && { [HARNESS.hookReason]: reason }),
  });
}

/** A sentence's decision and how long its hooks held it; its text never (content or not). */
export function sentenceAttributes(e: Of<'sentence'>): Attributes {
  return defined({
    [HARNESS.step]: e.step,
    [HARNESS.sentenceIndex]: e.index,
    [HARNESS.sentenceOutcome]: e.outcome,
    [HARNESS.sentenceCut]: e.cut,
    [HARNESS.sentenceReleaseDelayMs]: Math.round((e.at - e.writtenAt) * 1000) / 1000,
    [HARNESS.blockedBy]: e.blocked?.hookId,
  });
}
