import { HOOK_HELPERS_SOURCE, type HookContext, type HookDecision } from '../hook-contract';
import type { Hook } from '../schema/hook';
import { harnessDocumentSchema } from '../schema/document';
import { liveContextSchema } from '../schema/live-context';
import { activePromotions } from '../compile/promotions';
import { createLookup } from '../compile/variables';
import { renderTemplate } from '../template';
import { TurnGuards, type GuardDecision } from '../guards';
import { hookedSampleHarness } from '../testing/hooked-sample';
import { sampleContexts, sampleHarness } from './index';

// Test-only evaluation of the sample's reply checks: its built-in guards as the runtime runs
// them, or hooks with the sandbox's helpers (production hooks run in the sandbox): one hook by
// id, or the before_sentence chain over a reply's sentences.

const sample = harnessDocumentSchema.parse(sampleHarness);
/** The sample's reply checks as they were written as hooks (testing/hooked-sample.ts). */
const hooks: readonly Hook[] = harnessDocumentSchema.parse(hookedSampleHarness()).hooks;
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

/** The sample's guards in its first room (or `ctx.context`), with `ctx.toolResults`. */
function sampleGuards(ctx: Partial<HookContext>): TurnGuards {
  const context = liveContextSchema.parse(ctx.context ?? firstContext);
  return new TurnGuards({
    settings: sample.settings.guards!,
    bannedWords: sample.settings.bannedWords,
    preferences: sample.preferences,
    ...(context.product ? { product: context.product } : {}),
    promotions: activePromotions(sample, context),
    toolResults: ctx.toolResults ?? [],
    render: (template) => renderTemplate(template, createLookup(sample, context)),
  });
}

/** What the sample's topics guard says to `message` in its first room (or `ctx.context`). */
export function deflectSample(message: string, ctx: Partial<HookContext> = {}): string | null {
  return sampleGuards(ctx).deflection(message)?.reply ?? null;
}

/** The sample's guards on one sentence, after `said` (written as said). */
export function guardSampleSentence(
  sentence: string,
  said = '',
  ctx: Partial<HookContext> = {},
): GuardDecision {
  return sampleGuards(ctx).check(sentence, said, ctx.writtenSoFar ?? said);
}

/**
 * What the viewer hears of `sentences`: each through the sample's built-in guards then its
 * before_sentence hooks, or through every before_sentence hook of `among` when given, in
 * order, as the runtime's gate runs them. `blockedBy`: `guard:<name>` or the hook's id.
 */
export function speakSentences(
  sentences: readonly string[],
  ctx: Partial<HookContext> = {},
  among?: readonly Hook[],
): { heard: string; blockedBy: string | null } {
  const guards = among ? null : sampleGuards(ctx);
  const chain = (among ?? sample.hooks).filter(
    (h) => h.event === 'before_sentence' && h.enabled !== false,
  );
  let heard = '';
  let written = '';
  for (const original of sentences) {
    let sentence = original;
    const guarded = guards?.check(sentence, heard, written);
    if (guarded?.action === 'block') return { heard, blockedBy: `guard:${guarded.finding.guard}` };
    if (guarded?.action === 'replace') sentence = guarded.sentence;
    for (const hook of chain) {
      const at = { ...ctx, sentence, replySoFar: heard, writtenSoFar: written };
      const d = runSampleHook(hook.id, at, among ?? sample.hooks);
      if (d.action === 'block') return { heard, blockedBy: hook.id };
      if (d.action === 'replace') sentence = d.sentence;
    }
    heard += sentence;
    written += original;
  }
  return { heard, blockedBy: null };
}
