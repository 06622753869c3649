import { HOOK_HELPERS_SOURCE, type HookContext, type HookDecision } from '../hook-contract';
import type { Hook } from '../schema/hook';
import { harnessDocumentSchema } from '../schema/document';
import { sampleContexts, sampleHarness } from './index';

// Test-only evaluation of the sample's hooks, with the sandbox's helpers (production hooks
// run in the sandbox): one hook by id, or the before_sentence chain over a reply's sentences.

const hooks: readonly Hook[] = harnessDocumentSchema.parse(sampleHarness).hooks;
const preferences = sampleHarness.preferences as unknown as Record<string, unknown>;
const firstContext = sampleContexts[0]!.context as Record<string, unknown>;

export function runSampleHook(
  id: string,
  ctx: Partial<HookContext>,
  among: readonly Hook[] = hooks,
): HookDecision {
  const hook = among.find((h) => h.id === id);
  if (!hook) throw new Error(`no hook ${id}`);
  const full: HookContext = {
    event: hook.event,
    message: '',
    toolResults: [],
    context: firstContext,
    preferences,
    bannedWords: sampleHarness.settings?.bannedWords ?? [],
    ...ctx,
  };
  const fn = new Function('ctx', `${hook.source}\nreturn hook((${HOOK_HELPERS_SOURCE})(ctx));`) as (
    c: HookContext,
  ) => HookDecision;
  return fn(JSON.parse(JSON.stringify(full)));
}

/**
 * What the viewer hears of `sentences`: each through every before_sentence hook of `among`
 * (the sample's by default), in order, as the runtime's gate runs them.
 */
export function speakSentences(
  sentences: readonly string[],
  ctx: Partial<HookContext> = {},
  among: readonly Hook[] = hooks,
): { heard: string; blockedBy: string | null } {
  let heard = '';
  let written = '';
  for (const original of sentences) {
    let sentence = original;
    for (const hook of among.filter((h) => h.event === 'before_sentence' && h.enabled !== false)) {
      const at = { ...ctx, sentence, replySoFar: heard, writtenSoFar: written };
      const d = runSampleHook(hook.id, at, among);
      if (d.action === 'block') return { heard, blockedBy: hook.id };
      if (d.action === 'replace') sentence = d.sentence;
    }
    heard += sentence;
    written += original;
  }
  return { heard, blockedBy: null };
}
