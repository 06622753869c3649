import { ModelError } from '../model-errors';
import type { ModelRound } from '../model-client';
import type { SentenceGate } from './sentence-gate';
import type { TurnScope } from './scope';
import { round1 } from './timing';

/** What a gated model round streams with: the gate's signal, and its text to the gate. */
export interface GatedStream {
  signal: AbortSignal;
  onText: (text: string) => void;
}

/**
 * One model round through the sentence gate (run-turn.ts passes the round itself as `run`).
 * Resolves with the round once all its sentences are decided, or null when a hook stopped
 * the reply (the gate aborted the request: that round's model_end says `content_filter`).
 * A stream that broke mid-sentence has its partial sentence checked and released like any
 * other before the error goes on (docs/api.md).
 */
export async function gatedRound(
  scope: TurnScope,
  gate: SentenceGate,
  step: number,
  model: string,
  run: (stream?: GatedStream) => Promise<ModelRound>,
): Promise<ModelRound | null> {
  if (!gate.active) return run();
  const signal = gate.startRound(step);
  const started = performance.now();
  let firstText: number | null = null;
  let round: ModelRound;
  try {
    round = await run({
      signal,
      onText: (text) => {
        firstText ??= performance.now();
        gate.text(text);
      },
    });
  } catch (err) {
    const stopped = gate.blocked && !scope.cancelled;
    // A model failure still lets the checked part of the cut sentence out; a gate fault
    // (it aborted the request) is thrown by endRound.
    const broken = err instanceof ModelError && err.code !== 'cancelled';
    if (stopped || broken || gate.failed) await gate.endRound();
    if (!stopped) throw err;
    const timing = {
      step,
      firstTokenMs: firstText === null ? null : round1(firstText - started),
      durationMs: round1(performance.now() - started),
      toolCalls: 0,
    };
    scope.clock.steps.push(timing);
    scope.emit({ type: 'model_end', finishReason: 'content_filter', model, ...timing });
    return null;
  }
  await gate.endRound();
  return gate.blocked ? null : round;
}

/**
 * The reply before before_reply hooks, with the gate on: what was released (a hook's
 * answer is first spoken sentence by sentence through the same hooks); null when a
 * before_sentence hook stopped it (then `gate.blockedReply`).
 */
export async function gatedDraft<D extends { text: string; source: 'model' | 'hook' }>(
  gate: SentenceGate,
  draft: D,
): Promise<(D & { original?: string }) | null> {
  if (!gate.active) return draft;
  if (draft.source === 'hook') await gate.say(draft.text);
  if (gate.blocked || (await gate.endIfEmptied())) return null;
  return { ...draft, text: gate.released, original: gate.written };
}
