import type { TurnOutcome } from './events';
import type { SentenceGate } from './sentence-gate';
import { gatedDraft } from './sentence-gate-turn';
import type { TurnScope } from './scope';

// How a turn's reply ends: a hook's block before the model, or before_reply hooks over the
// reply (as the sentence gate released it). Split from run-turn.ts.

export type Ending = { outcome: TurnOutcome; reply: string | null };

/** Where a reply comes from before before_reply hooks (`original`: what the model wrote). */
export type Draft = {
  text: string;
  source: 'model' | 'hook';
  hookId?: string;
  original?: string;
};

/** A hook blocked before any reply: the reply event says so. */
export function blocked(scope: TurnScope, hookId: string, reason: string): Ending {
  scope.emit({
    type: 'reply',
    text: null,
    original: null,
    replaced: true,
    source: 'hook',
    hookId,
    blocked: { hookId, reason },
  });
  return { outcome: 'blocked', reply: null };
}

/** before_reply hooks (compliance) over the whole reply (as released), then the reply event. */
export async function reply(scope: TurnScope, given: Draft, gate: SentenceGate): Promise<Ending> {
  const draft = await gatedDraft(gate, given);
  if (!draft) return gate.blockedReply(given.source);
  const r = await scope.hooks('before_reply', { reply: draft.text });
  if (r.action === 'block') {
    scope.emit({
      type: 'reply',
      text: null,
      original: draft.original ?? draft.text,
      replaced: true,
      source: draft.source,
      hookId: r.hookId,
      blocked: { hookId: r.hookId, reason: r.reason },
    });
    return { outcome: 'blocked', reply: null };
  }
  // A before_reply answer replaces the reply, like a rewrite by that hook.
  const text = r.action === 'answer' ? r.reply : (r.context.reply ?? draft.text);
  const rewrittenBy = r.action === 'answer' ? [r.hookId] : r.rewrittenBy;
  const original = draft.original ?? draft.text;
  if (text !== '') scope.clock.release();
  scope.emit({
    type: 'reply',
    text,
    original,
    replaced: text !== original,
    source: draft.source,
    ...(draft.hookId ? { hookId: draft.hookId } : {}),
    ...(rewrittenBy.length > 0 ? { rewrittenBy } : {}),
  });
  return { outcome: draft.source === 'hook' ? 'answered' : 'reply', reply: text };
}
