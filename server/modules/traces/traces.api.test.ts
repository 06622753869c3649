import { beforeAll, expect, it } from 'vitest';
import type OpenAI from 'openai';
import type { Trace, TraceSummary } from '../../../src/harness/traces';
import type { Page } from '../../../src/harness';
import { describeRuntimeApi, type RuntimeApiContext } from '../../testing/describe-runtime-api';
import { call, text, toolCalls } from '../../testing/model-server';
import { sampleHarness } from '../../../src/harness/sample';
import { agentClient, ask, publishedHarness, streamed } from '../agent/agent-testing';

/** Writes what capture has queued, then lists the harness's traces. */
async function traces(api: RuntimeApiContext, id: string, query = '', who = 'qa' as const) {
  await api.studio().deps.traceCapture.flush();
  const res = await api.as<Page<TraceSummary>>(who, 'GET', `/harnesses/${id}/traces${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

describeRuntimeApi('production traces of the agent endpoint', (api) => {
  let id = '';
  let client: OpenAI;
  beforeAll(async () => {
    id = await publishedHarness(api);
    client = agentClient(api, id);
  });

  it(
    'keeps a turn with its label, version, timings, tool calls and hooks; the viewer hashed',
    { timeout: 20_000 },
    async () => {
      api
        .model()
        .enqueue(
          toolCalls([call('check_inventory', { product_id: 'p-longjing-250' })]),
          text('现货充足，这是全网最好的龙井！'),
        );
      await client.chat.completions.create({ ...ask('还有货吗？'), user: 'viewer-secret-1' });
      const page = await traces(api, id);
      expect(page.items).toHaveLength(1);
      const [row] = page.items;
      expect(row).toMatchObject({
        label: 'production',
        version: 1,
        arm: null,
        shop: null,
        outcome: 'reply',
        blocked: false,
        toolError: false,
        question: '还有货吗？',
      });
      const res = await api.as<Trace>('qa', 'GET', `/harnesses/${id}/traces/${row!.id}`);
      expect(res.status, res.text).toBe(200);
      const trace = res.body;
      expect(trace.viewer).toMatch(/^[0-9a-f]{32}$/);
      expect(JSON.stringify(trace)).not.toContain('viewer-secret-1');
      expect(trace.reply).toBe('现货充足，这是口碑很好的龙井！');
      expect(trace.model).toBe('test-model');
      // Both rounds' usage as the model server streamed it (no cached share reported).
      expect(trace.usage).toMatchObject({ cachedTokens: null });
      expect(trace.usage!.promptTokens).toBeGreaterThan(100);
      expect(trace.usage!.completionTokens).toBeGreaterThan(10);
      expect(trace.messages).toEqual([{ role: 'user', content: '还有货吗？' }]);
      expect(trace.context).toHaveProperty('product');
      // The request's live context set the time: the trace says so.
      expect(trace.turnTime).toEqual({ now: expect.any(String), source: 'context' });
      expect(trace.toolCalls).toEqual([
        expect.objectContaining({ name: 'check_inventory', ok: true, source: 'binding' }),
      ]);
      // The sample's words guard replaced the sentence that said it, before it left.
      expect(trace.hooks.map((h) => [h.hookId, h.outcome])).toContainEqual([
        'guard:words',
        'replace',
      ]);
      expect(trace.timings.totalMs).toBeGreaterThan(0);
      expect(trace.timings.modelRounds).toBe(2);
      expect(trace.firstTokenMs).toBe(trace.timings.firstTokenMs);
    },
  );

  it('keeps streamed, blocked and tool-error turns; the filters find each', async () => {
    api.model().enqueue(text('一二三。', { chunkSize: 1 }));
    await streamed(client, { ...ask('数一数'), model: 'staging' });
    // An invented price: the price guard blocks its sentence; the viewer hears only the
    // sample's blocked ending.
    api.model().enqueue(text('今天只要¥9.9元！'));
    await client.chat.completions.create(ask('多少钱？'));
    // Arguments that break the tool's schema: the call fails before its binding.
    api.model().enqueue(toolCalls([call('check_inventory', {})]), text('我查一下。'));
    await client.chat.completions.create(ask('有库存吗？'));

    const staging = await traces(api, id, '?label=staging');
    expect(staging.items.map((t) => [t.version, t.question, t.outcome])).toEqual([
      [2, '数一数', 'reply'],
    ]);
    const blocked = await traces(api, id, '?blocked=true');
    expect(blocked.items.map((t) => [t.question, t.outcome])).toEqual([['多少钱？', 'blocked']]);
    const detail = await api.as<Trace>(
      'qa',
      'GET',
      `/harnesses/${id}/traces/${blocked.items[0]!.id}`,
    );
    expect(detail.body.reply).toBe(sampleHarness.settings!.sentence!.blockedEnding);
    expect(detail.body.original).toBe('今天只要¥9.9元！');
    expect(detail.body.hooks).toContainEqual(
      expect.objectContaining({ hookId: 'guard:price', outcome: 'block' }),
    );
    expect(detail.body.sentences[0]!.blocked).toMatchObject({
      hookId: 'guard:price',
      code: 'guard.price_unknown',
      params: { said: '¥9.9元' },
    });
    const toolError = await traces(api, id, '?toolError=true');
    expect(toolError.items.map((t) => t.question)).toEqual(['有库存吗？']);
    expect((await traces(api, id, '?outcome=blocked&label=staging')).items).toEqual([]);
    expect((await traces(api, id, '?slowerThan=600000')).items).toEqual([]);
  });

  it('keeps a failed turn with its error code; the viewer still got the error', async () => {
    api.model().enqueue({ kind: 'http_error', status: 500, message: 'model down' });
    const res = await api.as('qa', 'POST', `/harnesses/${id}/chat/completions`, {
      body: ask('在吗？'),
    });
    expect(res.status).toBe(502);
    const [row] = (await traces(api, id, '?outcome=error')).items;
    expect(row).toMatchObject({ question: '在吗？', errorCode: 'http', firstTokenMs: null });
    const detail = await api.as<Trace>('qa', 'GET', `/harnesses/${id}/traces/${row!.id}`);
    expect(detail.body.error).toContain('500');
  });

  it('saves a trace as a test case in the suite; 409 on a taken id unless replace', async () => {
    const [row] = (await traces(api, id, '?blocked=true')).items;
    const path = `/harnesses/${id}/traces/${row!.id}/test-case`;
    const body = {
      id: 'trace-price',
      name: 'Invented price is blocked',
      expectations: [{ type: 'reply_not_contains', values: ['9.9'] }],
    };
    const saved = await api.as('qa', 'POST', path, { body });
    expect(saved.status, saved.text).toBe(201);
    const stored = await api.as<{ conversation: unknown; context: unknown }>(
      'qa',
      'GET',
      `/harnesses/${id}/test-cases/trace-price`,
    );
    expect(stored.status).toBe(200);
    expect(stored.body.conversation).toEqual([{ role: 'user', content: '多少钱？' }]);
    expect(stored.body.context).toHaveProperty('product');
    const again = await api.as<{ current: { id: string } }>('qa', 'POST', path, { body });
    expect(again.status).toBe(409);
    expect(again.body.current.id).toBe('trace-price');
    const replaced = await api.as('qa', 'POST', path, { body: { ...body, replace: true } });
    expect(replaced.status, replaced.text).toBe(200);
    // The case's own rules answer with a pointer; nothing is written.
    const bad = await api.as<{ errors: { pointer: string }[] }>('qa', 'POST', path, {
      body: { ...body, id: 'trace-empty', expectations: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]!.pointer).toBe('/expectations');
    expect((await api.as('qa', 'GET', `/harnesses/${id}/test-cases/trace-empty`)).status).toBe(404);
    expect((await api.as('publisher', 'POST', path, { body })).status).toBe(403);
  });

  it('lets merchants read only their own shop’s traces', async () => {
    const all = await traces(api, id);
    expect(all.items.length).toBeGreaterThan(0);
    // Every turn so far ran the base: a merchant sees none of them.
    expect((await traces(api, id, '', 'merchant' as 'qa')).items).toEqual([]);
    const one = await api.as('merchant', 'GET', `/harnesses/${id}/traces/${all.items[0]!.id}`);
    expect(one.status).toBe(404);
    for (const who of ['ops', 'engineer', 'publisher', 'admin'] as const) {
      expect((await api.as(who, 'GET', `/harnesses/${id}/traces`)).status).toBe(200);
    }
  });

  it('answers bad queries with a pointer, never a 500', async () => {
    for (const [query, pointer] of [
      ['?limit=0', '/query/limit'],
      ['?outcome=nope', '/query/outcome'],
      ['?slowerThan=-1', '/query/slowerThan'],
      ['?cursor=bm9wZQ', '/query/cursor'],
    ] as const) {
      const res = await api.as<{ errors: { pointer: string }[] }>(
        'qa',
        'GET',
        `/harnesses/${id}/traces${query}`,
      );
      expect(res.status, query).toBe(400);
      expect(res.body.errors[0]!.pointer, query).toBe(pointer);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api.as('qa', 'GET', `/harnesses/${id}/traces/${unknown}`)).status).toBe(404);
    expect((await api.as('qa', 'GET', `/harnesses/${id}/traces/nope`)).status).toBe(400);
  });

  it('keeps nothing of a harness whose sample rate is 0; health counts what was written', async () => {
    const quiet = await publishedHarness(api);
    const meta = await api.as<{ revision: number; value: { settings: object } }>(
      'engineer',
      'GET',
      `/harnesses/${quiet}/draft/entities/meta/meta`,
    );
    expect(meta.status, meta.text).toBe(200);
    const put = await api.as('engineer', 'PUT', `/harnesses/${quiet}/draft/entities/meta/meta`, {
      headers: { 'if-match': `"${meta.body.revision}"` },
      body: {
        ...meta.body.value,
        settings: { ...meta.body.value.settings, traces: { sampleRate: 0 } },
      },
    });
    expect(put.status, put.text).toBe(200);
    const v3 = await api.as('engineer', 'POST', `/harnesses/${quiet}/versions`, {
      body: { message: 'no traces' },
    });
    expect(v3.status, v3.text).toBe(201);
    const moved = await api.as('publisher', 'PUT', `/harnesses/${quiet}/labels/production`, {
      body: { version: 3, reason: 'test' },
    });
    expect(moved.status, moved.text).toBe(200);
    api.model().enqueue(text('好的。'), text('好的。'));
    const quietClient = agentClient(api, quiet);
    await quietClient.chat.completions.create({ ...ask('你好'), user: 'v1' });
    await quietClient.chat.completions.create(ask('你好'));
    expect((await traces(api, quiet)).items).toEqual([]);
    const health = await api.as<{ traces: { written: number; dropped: number } }>(
      'anonymous',
      'GET',
      '/health',
    );
    expect(health.body.traces.written).toBeGreaterThanOrEqual(4);
    expect(health.body.traces.dropped).toBe(0);
  });
});
