import { compileTurnContext } from '../compile/compile-request';
import { assembleMessages } from '../compile/layout';
import type { ChatMessage, CompileOptions } from '../compile/types';
import { toPointer, warning, type Diagnostic } from '../diagnostics';
import { sampleContexts } from '../sample/contexts';
import type { HarnessDocument } from '../schema/document';
import type { LiveContext } from '../schema/live-context';

/**
 * The messages a layout puts after the system message (and the tools) for one turn. The
 * system message and the tools are the prefix-cache warning's (prompt-cache.ts).
 */
export type LaidOut = (
  doc: HarnessDocument,
  context: LiveContext,
  options: CompileOptions,
) => ChatMessage[];

/** As compileRequest lays them out, without rendering the system message and the tools. */
export const compiledLayout: LaidOut = (doc, context, options) => {
  const earlier = (options.earlierContexts ?? []).map((c) => c && compileTurnContext(doc, c));
  const system = { role: 'system' as const, content: '' };
  const current = compileTurnContext(doc, context);
  return assembleMessages(doc, system, current, earlier, options.conversation ?? []).messages.slice(
    1,
  );
};

/** One viewer's two turns: the next product on screen, the clock and the comments moved. */
const FIRST = sampleContexts[0]!.context;
const SECOND: LiveContext = { ...sampleContexts[1]!.context, viewer: FIRST.viewer };
const TALK: ChatMessage[] = [
  { role: 'user', content: '龙井怎么泡？' },
  { role: 'assistant', content: '八十度的水，第一泡快出汤。' },
  { role: 'user', content: '那滇红呢？' },
];

const same = (a: ChatMessage | undefined, b: ChatMessage | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * A follow-up's request must begin with the viewer's last request, so an inference server's
 * prefix cache keeps the conversation: a layout that moves or rewrites an earlier turn's
 * message (one placed just before the newest viewer message, say) recomputes everything
 * after it on every follow-up. Checked on two turns of one viewer across a product change.
 */
export function checkPromptHistory(
  doc: HarnessDocument,
  layOut: LaidOut = compiledLayout,
): Diagnostic[] {
  const before = layOut(doc, FIRST, { conversation: TALK.slice(0, 1) });
  const after = layOut(doc, SECOND, { conversation: TALK, earlierContexts: [FIRST] });
  const at = before.findIndex((m, i) => !same(m, after[i]));
  if (at === -1) return [];
  const layout = doc.settings.promptLayout ?? 'document';
  // Counted as a request counts them: the system message is the first.
  const message = at + 2;
  return [
    warning(
      toPointer(['settings', 'promptLayout']),
      'prompt.cache_history',
      `The prompt layout does not keep earlier turns in place: a follow-up's request parts ` +
        `from the viewer's last one at message ${message}, so an inference server's prefix ` +
        `cache computes the conversation again from there on every follow-up. Use a layout ` +
        `that leaves each turn's messages where they were.`,
      { layout, message },
    ),
  ];
}
