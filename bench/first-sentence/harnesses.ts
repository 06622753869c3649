/**
 * The harnesses the bench publishes, all from the sample:
 * - `sentence`: the sample's hooks as the sample has them; checks a sentence at a time
 *   (before_sentence). Until the sample has such hooks, its before_reply hooks are run per
 *   sentence through a shim (`sentence` read as the reply, `rewrite` sent as `replace`).
 * - `reply`: the same hooks as whole-reply hooks (before_reply, with the opposite shim):
 *   today's release, nothing before the last token is checked.
 * - `block`: `sentence` plus a hook that blocks the third sentence of every reply.
 * - `unchecked`: no reply or sentence hooks, so deltas stream as they come: the floor of what
 *   the studio's hop costs, measured beside the others.
 */
import type { HarnessDocumentInput } from '../../src/harness';
import { sampleHarness } from '../../src/harness/sample';

type Hook = NonNullable<HarnessDocumentInput['hooks']>[number];

function renameHook(source: string, name: string): string {
  const renamed = source.replace(/\bfunction hook\s*\(/, `function ${name}(`);
  if (renamed === source) throw new Error('a hook source without `function hook(`');
  return renamed;
}

/** A before_reply hook run on each sentence. */
function perSentence(hook: Hook): Hook {
  const source = `${renameHook(hook.source, 'replyHook')}
// Bench shim: the whole-reply check run on one sentence at a time.
function hook(ctx) {
  var d = replyHook(Object.assign({}, ctx, { reply: ctx.sentence }));
  if (d && d.action === 'rewrite') return { action: 'replace', sentence: d.reply || '' };
  return d;
}
`;
  return { ...hook, event: 'before_sentence', source };
}

/** A before_sentence hook run once on the whole reply. */
function wholeReply(hook: Hook): Hook {
  const source = `${renameHook(hook.source, 'sentenceHook')}
// Bench shim: the per-sentence check run once on the whole reply.
function hook(ctx) {
  var d = sentenceHook(Object.assign({}, ctx, { sentence: ctx.reply, replySoFar: '' }));
  if (d && d.action === 'replace') return { action: 'rewrite', reply: d.sentence };
  return d;
}
`;
  return { ...hook, event: 'before_reply', source };
}

/** Blocks the third sentence the model writes; the harness's blocked ending may pass. */
const blockThird = (
  ending: string | undefined,
) => `// Bench: blocks the third sentence of every reply (two already released).
var ENDING = ${JSON.stringify(ending ?? null)};
function hook(ctx) {
  if (ctx.sentence === ENDING) return { action: 'continue' };
  var released = (ctx.replySoFar || '').match(/[。！？!?]/g) || [];
  if (released.length >= 2) return { action: 'block', reason: 'bench: the third sentence' };
  return { action: 'continue' };
}
`;

export interface BenchHarnesses {
  docs: Record<'sentence' | 'reply' | 'block' | 'unchecked', HarnessDocumentInput>;
  /** The sample has before_sentence hooks of its own (no shim in `sentence`). */
  sampleChecksSentences: boolean;
  /** before_reply hooks `sentence` still has (they hold the reply whatever else does). */
  wholeReplyHooks: string[];
}

export function benchHarnesses(sample: HarnessDocumentInput = sampleHarness): BenchHarnesses {
  const hooks = sample.hooks ?? [];
  const on = (h: Hook) => h.enabled !== false;
  const sampleChecksSentences = hooks.some((h) => on(h) && h.event === 'before_sentence');
  const sentenceHooks = sampleChecksSentences
    ? hooks
    : hooks.map((h) => (h.event === 'before_reply' ? perSentence(h) : h));
  const replyHooks = sentenceHooks.map((h) => (h.event === 'before_sentence' ? wholeReply(h) : h));
  const block: Hook = {
    id: 'bench-block-third',
    event: 'before_sentence',
    description: 'Bench: blocks the third sentence.',
    source: blockThird(sample.settings?.sentence?.blockedEnding),
    enabled: true,
    timeoutMs: 200,
    memoryLimitKb: 4096,
    onError: 'fail_closed',
  };
  return {
    docs: {
      sentence: { ...sample, hooks: sentenceHooks },
      reply: { ...sample, hooks: replyHooks },
      block: { ...sample, hooks: [...sentenceHooks, block] },
      unchecked: {
        ...sample,
        hooks: hooks.filter((h) => h.event !== 'before_sentence' && h.event !== 'before_reply'),
      },
    },
    sampleChecksSentences,
    wholeReplyHooks: sentenceHooks
      .filter((h) => on(h) && h.event === 'before_reply')
      .map((h) => h.id),
  };
}
