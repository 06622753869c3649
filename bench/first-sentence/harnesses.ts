/**
 * The harnesses the bench publishes, all from the sample:
 * - `guards`: the sample as it ships: its reply checks are the built-in guards
 *   (settings.guards), run in the studio's process on each sentence.
 * - `hooks`: the same checks as custom before_sentence hooks in the QuickJS sandbox (the
 *   sample's former hooks, src/harness/testing/hooked-sample.ts), no guards.
 * - `block`: `guards` plus a hook that blocks the third sentence of every reply.
 * - `unchecked`: no guards and no reply or sentence hooks, so deltas stream as they come: the
 *   floor of what the studio's hop costs, measured beside the others.
 */
import type { HarnessDocumentInput } from '../../src/harness';
import { sampleHarness } from '../../src/harness/sample';

import { hookedSampleHarness } from '../../src/harness/testing/hooked-sample';

type Hook = NonNullable<HarnessDocumentInput['hooks']>[number];

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

export type BenchHarness = 'guards' | 'hooks' | 'block' | 'unchecked';

export function benchHarnesses(sample: HarnessDocumentInput = sampleHarness) {
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
  const { guards: _, ...unguarded } = sample.settings ?? {};
  const docs: Record<BenchHarness, HarnessDocumentInput> = {
    guards: sample,
    hooks: hookedSampleHarness(),
    block: { ...sample, hooks: [...(sample.hooks ?? []), block] },
    unchecked: {
      ...sample,
      settings: unguarded,
      hooks: (sample.hooks ?? []).filter(
        (h) => h.event !== 'before_sentence' && h.event !== 'before_reply',
      ),
    },
  };
  return { docs };
}
