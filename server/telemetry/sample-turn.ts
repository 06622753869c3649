import { teaShop } from '../runtime/test-support';
import { hookedSampleHarness } from '../../src/harness/testing/hooked-sample';
import type { TurnEvent } from '../runtime/run-turn';
import type { FinishedTurn } from '../modules/traces/turn-observer';

// A finished production turn as the agent endpoint hands it to observers, for the export's
// unit tests and bench/telemetry.bench.ts: a hook, a tool call, an answer a hook blocks.

export const STARTED = Date.UTC(2026, 11, 3, 12, 0, 0);

export const timings = (totalMs: number) => ({
  totalMs,
  firstTokenMs: 40,
  firstSentenceMs: 45,
  modelRounds: 2,
  modelMs: 60,
  toolMs: 5,
  hookMs: 2,
  overheadMs: 3,
  steps: [],
  tools: [],
});

/** A turn as the runtime records it: a hook, a tool call, a reply. */
export const toolTurnEvents: TurnEvent[] = [
  { at: 0, type: 'start', endpoint: 'default', harness: 'tea' },
  {
    at: 1,
    type: 'hook',
    hookId: 'off-topic-guard',
    event: 'user_message',
    outcome: 'continue',
    durationMs: 0.4,
  },
  { at: 2, type: 'prompt', system: 'You are a tea host.', tools: ['check_stock'] },
  { at: 3, type: 'model_start', step: 1 },
  {
    at: 20,
    type: 'model_end',
    step: 1,
    finishReason: 'tool_calls',
    model: 'served-model',
    firstTokenMs: 10,
    durationMs: 17,
    toolCalls: 1,
  },
  {
    at: 21,
    type: 'tool_call',
    step: 1,
    id: 'call_1',
    name: 'check_stock',
    arguments: { sku: 'tea-1' },
    rawArguments: '{"sku":"tea-1"}',
  },
  {
    at: 26,
    type: 'tool_result',
    step: 1,
    id: 'call_1',
    name: 'check_stock',
    durationMs: 5,
    source: 'binding',
    ok: true,
    result: { stock: 3 },
  },
  { at: 27, type: 'model_start', step: 2 },
  { at: 40, type: 'delta', step: 2, text: 'Three left.' },
  {
    at: 60,
    type: 'model_end',
    step: 2,
    finishReason: 'stop',
    model: 'served-model',
    firstTokenMs: 13,
    durationMs: 33,
    toolCalls: 0,
  },
  {
    at: 61,
    type: 'hook',
    hookId: 'absolute-word-filter',
    event: 'before_reply',
    outcome: 'block',
    decision: { action: 'block', reason: 'the viewer said 最好' },
    durationMs: 0.6,
  },
  {
    at: 62,
    type: 'reply',
    text: null,
    original: 'Three left.',
    replaced: true,
    source: 'model',
    hookId: 'absolute-word-filter',
    blocked: { hookId: 'absolute-word-filter', reason: 'the viewer said 最好' },
  },
  { at: 63, type: 'done', outcome: 'blocked', reply: null, timings: timings(63) },
];

export function finished(events: TurnEvent[]): FinishedTurn {
  const done = events.at(-1) as Extract<TurnEvent, { type: 'done' }>;
  return {
    harnessId: 'tea-live',
    label: 'production',
    version: 3,
    arm: 'treatment',
    shop: 'qingshan-tea',
    viewerKey: 'viewer-42',
    doc: teaShop((d) => {
      d.name = 'tea-host';
      // The hooks the trace names run, as in the hooked sample (the sample's own is off).
      d.hooks = hookedSampleHarness().hooks;
    }),
    startedAt: STARTED,
    conversation: [{ role: 'user', content: 'Is the oolong in stock?' }],
    context: {},
    events,
    done,
    model: 'served-model',
  };
}
