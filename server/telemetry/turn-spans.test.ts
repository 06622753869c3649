import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { teaShop } from '../runtime/test-support';
import type { TurnEvent } from '../runtime/run-turn';
import type { FinishedTurn } from '../modules/traces/turn-observer';
import { finished, STARTED, timings, toolTurnEvents } from './sample-turn';
import { loadTelemetryConfig } from './telemetry-config';
import { TurnExport } from './turn-export';

const ROOT = 'invoke_agent tea-host';
async function spansOf(turn: FinishedTurn, env: Record<string, string> = {}) {
  const memory = new InMemorySpanExporter();
  const exporter = new TurnExport(loadTelemetryConfig({ STUDIO_OTEL: '1', ...env }), {
    exporter: memory,
    hashViewer: (key) => `hmac-${key.length}`,
    endpointOf: () => ({ model: 'test-model', baseUrl: 'http://127.0.0.1:8000/v1' }),
  });
  exporter.onTurnFinished(turn);
  await exporter.flush();
  const spans = memory.getFinishedSpans();
  await exporter.shutdown();
  const byName = (name: string) => spans.filter((s) => s.name === name);
  return { spans, byName };
}

const parentOf = (s: ReadableSpan) => s.parentSpanContext?.spanId;

describe('recordTurnSpans', () => {
  it('writes the root, a chat span per round and a tool span, linked and timed from the turn', async () => {
    const { spans, byName } = await spansOf(finished(toolTurnEvents));
    expect(spans.map((s) => s.name).sort()).toEqual([
      'chat test-model',
      'chat test-model',
      'execute_tool check_stock',
      ROOT,
    ]);
    const [root] = byName(ROOT);
    expect(parentOf(root!)).toBeUndefined();
    expect(root!.kind).toBe(SpanKind.INTERNAL);
    for (const child of spans.filter((s) => s !== root)) {
      expect(child.spanContext().traceId).toBe(root!.spanContext().traceId);
      expect(parentOf(child)).toBe(root!.spanContext().spanId);
    }
    expect(root!.attributes).toMatchObject({
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.provider.name': 'openai',
      'gen_ai.agent.id': 'tea-live',
      'gen_ai.agent.version': '3',
      'harness.label': 'production',
      'harness.version': 3,
      'harness.arm': 'treatment',
      'harness.shop': 'qingshan-tea',
      'harness.viewer': 'hmac-9',
      'harness.outcome': 'blocked',
      'harness.blocked_by': 'absolute-word-filter',
      'harness.first_token_ms': 40,
    });
    // Times are the turn's own: start + each event's offset.
    expect(root!.startTime).toEqual([Math.floor(STARTED / 1000), (STARTED % 1000) * 1e6]);
    expect(root!.duration).toEqual([0, 63e6]);

    const [first, second] = byName('chat test-model').sort(
      (a, b) => a.startTime[1] - b.startTime[1],
    );
    expect(first!.kind).toBe(SpanKind.CLIENT);
    expect(first!.attributes).toMatchObject({
      'gen_ai.operation.name': 'chat',
      'gen_ai.request.model': 'test-model',
      'gen_ai.response.model': 'served-model',
      'gen_ai.response.finish_reasons': ['tool_calls'],
      'gen_ai.request.temperature': teaShop().model.temperature,
      'server.address': '127.0.0.1',
      'server.port': 8000,
      'harness.step': 1,
    });
    expect(first!.duration).toEqual([0, 17e6]);
    expect(second!.attributes['gen_ai.response.finish_reasons']).toEqual(['stop']);

    const [tool] = byName('execute_tool check_stock');
    expect(tool!.attributes).toMatchObject({
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'check_stock',
      'gen_ai.tool.call.id': 'call_1',
      'harness.tool.source': 'binding',
    });
    expect(tool!.status.code).not.toBe(SpanStatusCode.ERROR);
  });

  it('makes hook decisions events of the root, and sends no content or raw viewer key by default', async () => {
    const { spans, byName } = await spansOf(finished(toolTurnEvents));
    const [root] = byName(ROOT);
    expect(root!.events.map((e) => [e.name, e.attributes?.['harness.hook.id']])).toEqual([
      ['harness.hook', 'off-topic-guard'],
      ['harness.hook', 'absolute-word-filter'],
    ]);
    expect(root!.events[1]!.attributes).toMatchObject({
      'harness.hook.event': 'before_reply',
      'harness.hook.outcome': 'block',
    });
    const everything = JSON.stringify(spans.map((s) => [s.attributes, s.events]));
    for (const secret of ['viewer-42', 'oolong', 'Three left', 'tea-1', 'stock":3', '最好']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('adds messages, replies, tool arguments and results with STUDIO_OTEL_CONTENT=1', async () => {
    const { byName } = await spansOf(finished(toolTurnEvents), { STUDIO_OTEL_CONTENT: '1' });
    const [root] = byName(ROOT);
    expect(JSON.parse(root!.attributes['gen_ai.input.messages'] as string)).toEqual([
      { role: 'user', parts: [{ type: 'text', content: 'Is the oolong in stock?' }] },
    ]);
    const chats = byName('chat test-model').sort((a, b) => a.startTime[1] - b.startTime[1]);
    expect(JSON.parse(chats[0]!.attributes['gen_ai.output.messages'] as string)).toEqual([
      {
        role: 'assistant',
        parts: [
          { type: 'tool_call', id: 'call_1', name: 'check_stock', arguments: { sku: 'tea-1' } },
        ],
        finish_reason: 'tool_calls',
      },
    ]);
    expect(chats[1]!.attributes['gen_ai.output.messages']).toContain('Three left.');
    expect(chats[0]!.attributes['gen_ai.system_instructions']).toContain('You are a tea host.');
    const [tool] = byName('execute_tool check_stock');
    expect(tool!.attributes['gen_ai.tool.call.arguments']).toBe('{"sku":"tea-1"}');
    expect(tool!.attributes['gen_ai.tool.call.result']).toBe('{"stock":3}');
    expect(root!.events[1]!.attributes?.['harness.hook.reason']).toBe('the viewer said 最好');
  });

  it("adds the cache-friendly layout's turn message where the model got it: instructions or messages", async () => {
    const withTurn = (role: 'system' | 'user') =>
      toolTurnEvents.map((e): TurnEvent =>
        e.type === 'prompt' ? { ...e, turn: { role, content: 'Viewer: 小王 (new)' } } : e,
      );
    const asSystem = await spansOf(finished(withTurn('system')), { STUDIO_OTEL_CONTENT: '1' });
    const [chat] = asSystem.byName('chat test-model');
    expect(JSON.parse(chat!.attributes['gen_ai.system_instructions'] as string)).toEqual([
      { type: 'text', content: 'You are a tea host.' },
      { type: 'text', content: 'Viewer: 小王 (new)' },
    ]);
    const asUser = await spansOf(finished(withTurn('user')), { STUDIO_OTEL_CONTENT: '1' });
    const [root] = asUser.byName(ROOT);
    expect(JSON.parse(root!.attributes['gen_ai.input.messages'] as string)).toEqual([
      { role: 'user', parts: [{ type: 'text', content: 'Viewer: 小王 (new)' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Is the oolong in stock?' }] },
    ]);
    const [userChat] = asUser.byName('chat test-model');
    expect(JSON.parse(userChat!.attributes['gen_ai.system_instructions'] as string)).toHaveLength(
      1,
    );
  });

  it('puts gen_ai.usage.* on each round and the sum on the turn, and each sentence as an event', async () => {
    const usage = (promptTokens: number, completionTokens: number, cachedTokens: number | null) =>
      ({ promptTokens, completionTokens, cachedTokens }) as const;
    const events: TurnEvent[] = toolTurnEvents.flatMap((e): TurnEvent[] => {
      if (e.type === 'model_end')
        return [{ ...e, usage: e.step === 1 ? usage(900, 12, 800) : usage(950, 4, 900) }];
      if (e.type === 'done')
        return [
          { ...e, usage: usage(1850, 16, 1700), timings: { ...e.timings, firstReleaseMs: 42 } },
        ];
      if (e.type !== 'delta') return [e];
      return [
        e,
        {
          at: 42,
          type: 'sentence',
          step: 2,
          index: 0,
          original: 'Three left.',
          text: 'Three left.',
          cut: 'sentence',
          writtenAt: 40.5,
          outcome: 'continue',
        },
      ];
    });
    const { spans, byName } = await spansOf(finished(events));
    const chats = byName('chat test-model').sort((a, b) => a.startTime[1] - b.startTime[1]);
    expect(chats.map((c) => c.attributes['gen_ai.usage.input_tokens'])).toEqual([900, 950]);
    expect(chats.map((c) => c.attributes['gen_ai.usage.output_tokens'])).toEqual([12, 4]);
    expect(chats.map((c) => c.attributes['gen_ai.usage.cache_read.input_tokens'])).toEqual([
      800, 900,
    ]);
    const [root] = byName(ROOT);
    expect(root!.attributes).toMatchObject({
      'gen_ai.usage.input_tokens': 1850,
      'gen_ai.usage.output_tokens': 16,
      'gen_ai.usage.cache_read.input_tokens': 1700,
      'harness.first_release_ms': 42,
    });
    const sentence = root!.events.find((e) => e.name === 'harness.sentence');
    expect(sentence!.attributes).toEqual({
      'harness.step': 2,
      'harness.sentence.index': 0,
      'harness.sentence.outcome': 'continue',
      'harness.sentence.cut': 'sentence',
      'harness.sentence.release_delay_ms': 1.5,
    });
    // The sentence's text is content: never sent by default.
    expect(JSON.stringify(spans.map((s) => s.events))).not.toContain('Three left');

    // A server that reported nothing: no usage attributes at all, never zeros.
    const { spans: bare } = await spansOf(finished(toolTurnEvents));
    expect(JSON.stringify(bare.map((s) => s.attributes))).not.toContain('gen_ai.usage');
  });

  it('marks a failed round and the turn as errors with error.type', async () => {
    const events: TurnEvent[] = [
      { at: 0, type: 'start', endpoint: 'default', harness: 'tea' },
      { at: 2, type: 'model_start', step: 1 },
      { at: 30, type: 'error', code: 'first_token_timeout', message: 'No first token in 3 s.' },
      { at: 31, type: 'done', outcome: 'error', reply: null, timings: timings(31) },
    ];
    const { byName } = await spansOf(finished(events));
    const [chat] = byName('chat test-model');
    expect(chat!.status.code).toBe(SpanStatusCode.ERROR);
    expect(chat!.attributes['error.type']).toBe('first_token_timeout');
    expect(chat!.duration).toEqual([0, 28e6]);
    const [root] = byName(ROOT);
    expect(root!.status.code).toBe(SpanStatusCode.ERROR);
    expect(root!.attributes).toMatchObject({
      'error.type': 'first_token_timeout',
      'harness.outcome': 'error',
    });
  });

  it('sends on shutdown what is still queued, turns not yet built included', async () => {
    const sent: ReadableSpan[] = [];
    const exporter = new TurnExport(
      loadTelemetryConfig({ STUDIO_OTEL: '1', OTEL_BSP_SCHEDULE_DELAY: '600000' }),
      {
        exporter: {
          export: (spans, done) => {
            sent.push(...spans);
            done({ code: 0 });
          },
          shutdown: async () => {},
        },
      },
    );
    exporter.record(finished(toolTurnEvents));
    exporter.onTurnFinished(finished(toolTurnEvents));
    expect(sent).toHaveLength(0);
    await exporter.shutdown();
    expect(sent.filter((s) => s.name === ROOT)).toHaveLength(2);
    expect(sent).toHaveLength(8);
    // Closed: later turns are ignored, not queued forever.
    exporter.onTurnFinished(finished(toolTurnEvents));
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toHaveLength(8);
  });

  it('wants turns by the sampler: all by default, none when always_off, none once closed', async () => {
    const config = (env: Record<string, string>) =>
      loadTelemetryConfig({ STUDIO_OTEL: '1', ...env });
    const all = new TurnExport(config({}), { exporter: new InMemorySpanExporter() });
    const none = new TurnExport(config({ OTEL_TRACES_SAMPLER: 'always_off' }), {
      exporter: new InMemorySpanExporter(),
    });
    expect(all.wants()).toBe(true);
    expect(none.wants()).toBe(false);
    await all.shutdown();
    await none.shutdown();
    expect(all.wants()).toBe(false);
  });
});
