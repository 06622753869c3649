import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harnessDocumentSchema, hookSchema, type HookContext } from '../../../src/harness';
import { hookedSampleHarness } from '../../../src/harness/testing/hooked-sample';
import { callToVariant, familyVariant } from '../../../src/harness/variants';
import { runHooks } from './run-hooks';
import { SandboxPool } from './sandbox-pool';

// Hooks of the original harness, run in a tool-schemas variant through the real sandbox:
// the wrapper (src/harness/variants/hook-wrap.ts) must make them behave as they did.
let sandbox: SandboxPool;
beforeAll(async () => {
  sandbox = new SandboxPool({ size: 1 });
  await sandbox.whenReady();
});
afterAll(() => sandbox.close());

// Written for the original names: an old product id is corrected before the call.
const fixOldId = hookSchema.parse({
  id: 'fix-old-id',
  event: 'before_tool',
  timeoutMs: 2_000,
  source: `function hook(ctx) {
  if (ctx.toolCall.name !== 'check_inventory') return { action: 'continue' };
  if (ctx.toolCall.arguments.product_id !== 'p-old') return { action: 'continue' };
  return { action: 'rewrite', arguments: { product_id: 'p-longjing-250' } };
}`,
});

function variantOf(seed: number) {
  // The sample with its reply checks as hooks, which the variant must keep working.
  const doc = harnessDocumentSchema.parse(hookedSampleHarness());
  doc.hooks = [...doc.hooks, fixOldId];
  return familyVariant(doc, 'tool-schemas', seed);
}

const base: HookContext = {
  event: 'before_tool',
  message: '还有货吗',
  toolResults: [],
  context: {},
  preferences: {},
  bannedWords: [],
};

describe('hooks in a tool-schemas variant, in the sandbox', () => {
  it('a before_tool hook still recognises its tool and argument, and rewrites in the variant’s names', async () => {
    for (const seed of [1, 2]) {
      const variant = variantOf(seed);
      const call = callToVariant(variant.inverse, {
        name: 'check_inventory',
        arguments: { product_id: 'p-old' },
      });
      const result = await runHooks(
        variant.document.hooks,
        'before_tool',
        { ...base, toolCall: { name: call.name, arguments: call.arguments! } },
        { sandbox, onTrace: () => {} },
      );
      expect(result.action).toBe('continue');
      const fixed = callToVariant(variant.inverse, {
        name: 'check_inventory',
        arguments: { product_id: 'p-longjing-250' },
      });
      expect(call.name).not.toBe('check_inventory');
      expect(Object.keys(fixed.arguments!)).not.toEqual(['product_id']);
      expect(result.context.toolCall).toEqual(fixed);
      expect(result.action === 'continue' && result.rewrittenBy).toEqual(['fix-old-id']);
    }
  });

  // The price hook reads values only: this shows its wrapped source runs in QuickJS as before.
  it('the sample price hook passes a quoted price from a renamed tool and blocks an invented one', async () => {
    const variant = variantOf(3);
    const quote = callToVariant(variant.inverse, { name: 'quote_final_price', arguments: {} });
    const ctx = {
      ...base,
      event: 'before_sentence' as const,
      toolResults: [{ name: quote.name, result: { final_price: 418 } }],
    };
    const run = (sentence: string, replySoFar = '') =>
      runHooks(
        variant.document.hooks,
        'before_sentence',
        { ...ctx, sentence, replySoFar },
        {
          sandbox,
          onTrace: () => {},
        },
      );
    expect((await run('到手价418元。')).action).toBe('continue');
    expect((await run('到手价399元。')).action).toBe('block');
    // A figure split across two sentences is read whole.
    expect((await run('8元。', '到手价41')).action).toBe('continue');
    expect((await run('9元。', '到手价39')).action).toBe('block');
  });
});
