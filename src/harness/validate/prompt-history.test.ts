import { describe, expect, it } from 'vitest';
import { compileTurnContext } from '../compile/compile-request';
import { contextMessage } from '../compile/layout';
import { sampleHarness } from '../sample';
import { harnessDocumentSchema, type HarnessDocument } from '../schema/document';
import { validateHarness } from './index';
import { checkPromptHistory, type LaidOut } from './prompt-history';

const sample = harnessDocumentSchema.parse(sampleHarness);
const withLayout = (promptLayout: 'document' | 'cache-friendly'): HarnessDocument => ({
  ...sample,
  settings: { ...sample.settings, promptLayout },
});

/**
 * The cache-friendly layout as it was: this turn's context message just before the newest
 * viewer message, the earlier turns' messages dropped.
 */
const movingLayout: LaidOut = (doc, context, options) => {
  const conversation = options.conversation ?? [];
  const message = contextMessage(doc, compileTurnContext(doc, context), null)!;
  return [...conversation.slice(0, -1), message, ...conversation.slice(-1)];
};

describe('the conversation-history warning', () => {
  it('says nothing for either layout: both keep earlier turns in place', () => {
    for (const layout of ['document', 'cache-friendly'] as const) {
      expect(checkPromptHistory(withLayout(layout))).toEqual([]);
      const codes = validateHarness(withLayout(layout)).diagnostics.map((d) => d.code);
      expect(codes).not.toContain('prompt.cache_history');
    }
  });

  it('warns at the layout setting when a layout moves an earlier turn', () => {
    const doc = withLayout('cache-friendly');
    const [warned] = checkPromptHistory(doc, movingLayout);
    // Request 1: system, context, question; request 2 has the question at message 2.
    expect(warned).toMatchObject({
      severity: 'warning',
      code: 'prompt.cache_history',
      pointer: '/settings/promptLayout',
      params: { layout: 'cache-friendly', message: 2 },
    });
    expect(warned!.message).toContain("parts from the viewer's last one at message 2");
  });
});
