import type { TurnEvent } from '../../../src/harness/runtime-events';

/**
 * A turn's events as the preview streams them, with each run of consecutive text deltas of
 * one step merged into one (texts joined, the first one's `at`): a stored run keeps every
 * step and its timing without one row per token.
 */
export function compactTrace(events: readonly TurnEvent[]): TurnEvent[] {
  const out: TurnEvent[] = [];
  for (const e of events) {
    const last = out.at(-1);
    if (e.type === 'delta' && last?.type === 'delta' && last.step === e.step) {
      out[out.length - 1] = { ...last, text: last.text + e.text };
    } else out.push(e);
  }
  return out;
}
