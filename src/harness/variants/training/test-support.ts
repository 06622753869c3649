import type { TurnEvent } from '../../runtime-events';
import { sampleHarness } from '../../sample';
import { sampleSuite } from '../../sample/suite';
import { harnessDocumentSchema } from '../../schema/document';
import { testSuiteSchema } from '../../evaluation/schema';
import { familyVariant } from '../apply';
import { caseRequest } from './prompt';

// One sample case on the tool-schemas variant (seed 7), where every tool and argument is
// renamed: a format that leaked an original name would show it.
export const sample = harnessDocumentSchema.parse(sampleHarness);
export const suite = testSuiteSchema.parse(sampleSuite);
export const variant = familyVariant(sample, 'tool-schemas', 7);
export const originCase = suite.cases.find((c) => c.id === 'longjing-origin')!;
export const request = caseRequest(variant.document, originCase);

/** The variant's names for get_product_detail and its product_id argument. */
export const detailTool = Object.entries(variant.inverse.tools).find(
  ([, o]) => o === 'get_product_detail',
)![0];
export const productArg = Object.entries(variant.inverse.arguments.get_product_detail!).find(
  ([, p]) => p.name === 'product_id',
)![0];

const timings = {
  totalMs: 10,
  firstTokenMs: 1,
  firstSentenceMs: 1,
  modelRounds: 2,
  modelMs: 5,
  toolMs: 1,
  hookMs: 1,
  overheadMs: 1,
  steps: [],
  tools: [],
};

export interface TraceCall {
  id: string;
  name: string;
  args: Record<string, unknown>;
  result: unknown;
}

/**
 * A trial's compacted trace: one round per entry of `rounds` (its calls answered in reverse
 * order, as concurrent calls may finish), then the reply, rewritten by a hook when `heard`.
 */
export function traceOf(
  rounds: TraceCall[][],
  reply: string,
  options: { heard?: string; rewrite?: string; text?: string } = {},
): TurnEvent[] {
  const events: TurnEvent[] = [
    { at: 0, type: 'start', endpoint: 'default', harness: 'h' },
    {
      at: 1,
      type: 'prompt',
      system: 'SYSTEM AS SENT',
      tools: [],
      turn: { role: 'system', content: 'TURN AS SENT' },
    },
  ];
  if (options.rewrite)
    events.push({
      at: 1,
      type: 'hook',
      hookId: 'normalize',
      event: 'user_message',
      outcome: 'rewrite',
      decision: { action: 'rewrite', message: options.rewrite },
      durationMs: 1,
    });
  rounds.forEach((calls, i) => {
    const step = i + 1;
    if (options.text && i === 0) events.push({ at: 2, type: 'delta', step, text: options.text });
    for (const c of calls)
      events.push({
        at: 2,
        type: 'tool_call',
        step,
        id: c.id,
        name: c.name,
        arguments: c.args,
        rawArguments: JSON.stringify(c.args),
      });
    for (const c of [...calls].reverse())
      events.push({
        at: 3,
        type: 'tool_result',
        step,
        id: c.id,
        name: c.name,
        durationMs: 1,
        source: 'binding',
        ok: true,
        result: c.result,
      });
  });
  const heard = options.heard ?? reply;
  events.push({ at: 4, type: 'delta', step: rounds.length + 1, text: reply });
  events.push({
    at: 5,
    type: 'reply',
    text: heard,
    original: reply,
    replaced: heard !== reply,
    source: 'model',
  });
  events.push({ at: 6, type: 'done', outcome: 'reply', reply: heard, timings });
  return events;
}

export const detailCall = (id = 'call_1'): TraceCall => ({
  id,
  name: detailTool,
  args: { [productArg]: 'p-longjing-250' },
  result: { origin: '杭州西湖' },
});
