import type OpenAI from 'openai';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRuntimeApi } from '../testing/describe-runtime-api';
import { call, text, toolCalls } from '../testing/model-server';
import {
  startOtlpCollector,
  type CollectedSpan,
  type OtlpCollector,
} from '../testing/otlp-collector';
import { agentClient, ask, publishedHarness } from '../modules/agent/agent-testing';
import { addShop } from '../modules/delivery/shop-testing';
import { bucketOf } from '../../src/harness/split';

// The OpenTelemetry export end to end: turns through the real agent endpoint (the official
// OpenAI client, the scripted model server), spans through the official OTLP/HTTP exporter to a
// collector on loopback.

const SPAN_KIND = { internal: 1, client: 3 };
const STATUS_ERROR = 2;

/** A collector started before the studios, and the env that points a studio at it. */
function collectorFor(extra: Record<string, string>) {
  const env: Record<string, string> = {};
  let collector: OtlpCollector;
  beforeAll(async () => {
    collector = await startOtlpCollector();
    Object.assign(env, { OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, ...extra });
  });
  return { env, collector: () => collector };
}

const rootsOf = (spans: CollectedSpan[], harnessId: string) =>
  spans.filter(
    (s) =>
      s.attributes['gen_ai.operation.name'] === 'invoke_agent' &&
      s.attributes['harness.id'] === harnessId,
  );

async function publishedWithClient(api: Parameters<typeof publishedHarness>[0]) {
  const id = await publishedHarness(api);
  return { id, client: agentClient(api, id) };
}

const on = collectorFor({ STUDIO_OTEL: '1', OTEL_BSP_SCHEDULE_DELAY: '20' });
describeRuntimeApi(
  'OpenTelemetry export (STUDIO_OTEL=1)',
  (api) => {
    let id = '';
    let client: OpenAI;
    beforeAll(async () => ({ id, client } = await publishedWithClient(api)));

    it(
      'sends a turn with a tool call as GenAI spans: root, chat per round, execute_tool, linked',
      { timeout: 20_000 },
      async () => {
        api.model().enqueue(
          toolCalls([call('check_inventory', { product_id: 'p-longjing-250' })]),
          text('现货充足，这是全网最好的龙井！', {
            usage: { promptTokens: 1500, completionTokens: 15, cachedTokens: 1200 },
          }),
        );
        const answer = await client.chat.completions.create({
          ...ask('还有货吗？'),
          user: 'viewer-7',
        });
        expect(answer.choices[0]!.message.content).toBe('现货充足，这是口碑很好的龙井！');

        const spans = await on.collector().waitFor((all) => {
          const [root] = rootsOf(all, id);
          return !!root && all.filter((s) => s.traceId === root.traceId).length >= 4;
        });
        const [root] = rootsOf(spans, id);
        const trace = spans.filter((s) => s.traceId === root!.traceId);
        expect(trace.map((s) => s.name).sort()).toEqual([
          'chat test-model',
          'chat test-model',
          'execute_tool check_inventory',
          `invoke_agent ${root!.attributes['gen_ai.agent.name']}`,
        ]);
        expect(root!.parentSpanId).toBeUndefined();
        expect(root!.kind).toBe(SPAN_KIND.internal);
        expect(root!.resource['service.name']).toBe('harness-studio');
        expect(root!.attributes).toMatchObject({
          'gen_ai.provider.name': 'openai',
          'gen_ai.agent.id': id,
          'gen_ai.agent.version': '1',
          'gen_ai.request.model': 'test-model',
          'harness.label': 'production',
          'harness.version': 1,
          'harness.outcome': 'reply',
          'harness.reply.replaced': true,
        });
        // The viewer key goes out only as the traces' HMAC.
        expect(root!.attributes['harness.viewer']).toMatch(/^[0-9a-f]{32}$/);
        const sent = JSON.stringify(trace.map((s) => [s.name, s.attributes, s.events]));
        expect(sent).not.toContain('viewer-7');
        // Message content is off by default.
        expect(sent).not.toContain('还有货吗');
        expect(root!.attributes['gen_ai.input.messages']).toBeUndefined();

        for (const child of trace.filter((s) => s !== root)) {
          expect(child.parentSpanId).toBe(root!.spanId);
          expect(child.startNs >= root!.startNs && child.endNs <= root!.endNs).toBe(true);
        }
        const chats = trace
          .filter((s) => s.name.startsWith('chat '))
          .sort((a, b) => Number(a.startNs - b.startNs));
        expect(chats.map((c) => c.kind)).toEqual([SPAN_KIND.client, SPAN_KIND.client]);
        expect(chats.map((c) => c.attributes['gen_ai.response.finish_reasons'])).toEqual([
          ['tool_calls'],
          ['stop'],
        ]);
        expect(chats[0]!.attributes).toMatchObject({
          'gen_ai.operation.name': 'chat',
          'gen_ai.request.model': 'test-model',
          'gen_ai.response.model': 'test-model',
          'server.address': '127.0.0.1',
          'harness.step': 1,
        });
        expect(typeof chats[0]!.attributes['gen_ai.request.temperature']).toBe('number');
        // Usage as the model server streamed it: per round, and summed on the turn.
        expect(chats[1]!.attributes).toMatchObject({
          'gen_ai.usage.input_tokens': 1500,
          'gen_ai.usage.output_tokens': 15,
          'gen_ai.usage.cache_read.input_tokens': 1200,
        });
        const firstInput = chats[0]!.attributes['gen_ai.usage.input_tokens'] as number;
        expect(firstInput).toBeGreaterThan(100);
        expect(chats[0]!.attributes['gen_ai.usage.cache_read.input_tokens']).toBeUndefined();
        expect(root!.attributes['gen_ai.usage.input_tokens']).toBe(firstInput + 1500);
        // Round 1 reported no cached share: the turn's sum has none either.
        expect(root!.attributes['gen_ai.usage.cache_read.input_tokens']).toBeUndefined();
        const tool = trace.find((s) => s.name === 'execute_tool check_inventory')!;
        expect(tool.attributes).toMatchObject({
          'gen_ai.operation.name': 'execute_tool',
          'gen_ai.tool.name': 'check_inventory',
          'harness.tool.source': 'binding',
        });
        expect(tool.attributes['gen_ai.tool.call.id']).toEqual(expect.any(String));
        // The tool ran between the two rounds.
        expect(tool.startNs >= chats[0]!.endNs && tool.endNs <= chats[1]!.startNs).toBe(true);
        // The compliance hook's replacement of a sentence is an event of the root, naming it.
        const replace = root!.events.find(
          (e) => e.attributes['harness.hook.outcome'] === 'replace',
        );
        expect(replace).toMatchObject({
          name: 'harness.hook',
          attributes: { 'harness.hook.event': 'before_sentence', 'harness.sentence.index': 0 },
        });
      },
    );

    it("names the shop and the split arm of a shop's host", { timeout: 20_000 }, async () => {
      await addShop(api.db(), id, { shopId: 'tea-otel', name: '茶O' });
      const moved = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/staging`, {
        body: { version: 1, split: { version: 2, percent: 99 }, reason: 'otel' },
      });
      expect(moved.status, moved.text).toBe(200);
      api.model().enqueue(text('欢迎！'));
      const shopClient = agentClient(api, id, { defaultQuery: { shop: 'tea-otel' } });
      // A viewer the split sends to version 2 (buckets 0-98 of 100).
      const user = ['v-1', 'v-2', 'v-3'].find((key) => bucketOf(key) < 99)!;
      await shopClient.chat.completions.create({ ...ask('你好'), model: 'staging', user });
      const spans = await on
        .collector()
        .waitFor((all) =>
          rootsOf(all, id).some((r) => r.attributes['harness.shop'] === 'tea-otel'),
        );
      const root = rootsOf(spans, id).find((r) => r.attributes['harness.shop'] === 'tea-otel')!;
      expect(root.attributes).toMatchObject({
        'harness.label': 'staging',
        'harness.version': 2,
        'harness.arm': 'treatment',
        'gen_ai.agent.version': '2',
      });
    });

    it(
      'marks a turn whose model fails as an error, with error.type',
      { timeout: 20_000 },
      async () => {
        api.model().enqueue({ kind: 'http_error', status: 503 });
        const failed = await client.chat.completions.create(ask('在吗？')).then(
          () => null,
          (err: unknown) => err,
        );
        expect(failed).not.toBeNull();
        const spans = await on
          .collector()
          .waitFor((all) =>
            rootsOf(all, id).some((r) => r.attributes['harness.outcome'] === 'error'),
          );
        const root = rootsOf(spans, id).find((r) => r.attributes['harness.outcome'] === 'error')!;
        expect(root.status.code).toBe(STATUS_ERROR);
        expect(root.attributes['error.type']).toBe('http');
        const chat = spans.find((s) => s.traceId === root.traceId && s.name.startsWith('chat '))!;
        expect(chat.status.code).toBe(STATUS_ERROR);
      },
    );
  },
  on.env,
);

// Off by default: the standard endpoint variable alone sends nothing.
const off = collectorFor({ OTEL_BSP_SCHEDULE_DELAY: '20' });
describeRuntimeApi(
  'OpenTelemetry export off (no STUDIO_OTEL)',
  (api) => {
    it('runs production turns and sends no span, even on close', { timeout: 20_000 }, async () => {
      const { client } = await publishedWithClient(api);
      expect(api.studio().deps.config.telemetry.enabled).toBe(false);
      api.model().enqueue(text('好的。'));
      const answer = await client.chat.completions.create(ask('你好'));
      expect(answer.choices[0]!.message.content).toBe('好的。');
    });
  },
  off.env,
);
afterAll(() => {
  // After every studio closed, which sends the last batch when the export is on.
  expect(off.collector().requests()).toBe(0);
  expect(on.collector().requests()).toBeGreaterThan(0);
});

// A collector that takes the spans and never answers: turns do not wait for it.
const hung = collectorFor({
  STUDIO_OTEL: '1',
  OTEL_BSP_SCHEDULE_DELAY: '1',
  OTEL_EXPORTER_OTLP_TIMEOUT: '60000',
});
describeRuntimeApi(
  'OpenTelemetry export to a collector that hangs',
  (api) => {
    it('completes turns while an export is stuck', { timeout: 30_000 }, async () => {
      const { client } = await publishedWithClient(api);
      hung.collector().hold(true);
      api.model().enqueue(text('好的。'));
      await client.chat.completions.create(ask('你好'));
      await hung.collector().waitFor(() => hung.collector().held() > 0);
      for (let i = 0; i < 3; i++) {
        api
          .model()
          .enqueue(
            toolCalls([call('check_inventory', { product_id: 'p-longjing-250' })]),
            text('有货。'),
          );
        const answer = await client.chat.completions.create(ask('有货吗？'));
        expect(answer.choices[0]!.message.content).toBe('有货。');
      }
      // Still stuck: the turns above finished with the export unanswered.
      expect(hung.collector().held()).toBeGreaterThan(0);
      hung.collector().hold(false);
    });
  },
  hung.env,
);

// Nothing listens where the spans go: turns are unaffected, and close does not hang.
describeRuntimeApi(
  'OpenTelemetry export to a dead collector',
  (api) => {
    it('completes turns when the collector refuses connections', { timeout: 20_000 }, async () => {
      const { client } = await publishedWithClient(api);
      for (let i = 0; i < 3; i++) {
        api.model().enqueue(text('好的。'));
        const answer = await client.chat.completions.create(ask('你好'));
        expect(answer.choices[0]!.message.content).toBe('好的。');
      }
    });
  },
  {
    STUDIO_OTEL: '1',
    OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
    OTEL_BSP_SCHEDULE_DELAY: '1',
  },
);

afterAll(async () => {
  await Promise.all([on, off, hung].map((c) => c.collector().close()));
});
