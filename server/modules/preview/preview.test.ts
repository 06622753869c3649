import { beforeAll, expect, it } from 'vitest';
import { sampleContexts } from '../../../src/harness/sample';
import { createRelaxedSample, describeRuntimeApi } from '../../testing/describe-runtime-api';
import { expectProblem } from '../../testing/api-helpers';
import { call as toolCall, text, toolCalls } from '../../testing/model-server';
import { postSse, type SseEvent } from '../../testing/sse-client';

const context = sampleContexts[0]!.context;
const parse = (events: SseEvent[]) =>
  events.map((e) => ({ type: e.event, ...(JSON.parse(e.data) as Record<string, unknown>) }));

describeRuntimeApi('POST /preview', (api) => {
  let sample = '';
  beforeAll(async () => (sample = await createRelaxedSample(api)));
  const preview = (
    body: Record<string, unknown>,
    who: 'engineer' | 'qa' | 'merchant' | 'otherMerchant' = 'qa',
    stop?: (e: SseEvent) => boolean,
  ) =>
    postSse(
      `${api.baseUrl()}/api/v1/preview`,
      api.token(who),
      { harnessId: sample, context, ...body },
      stop,
    );
  /** Switches the sample's example hook (off as it ships) on or off in the draft. */
  const switchHook = async (enabled: boolean) => {
    const path = `/harnesses/${sample}/draft/entities/hook/off-topic-guard`;
    const hook = await api.as<{ revision: number; value: Record<string, unknown> }>(
      'engineer',
      'GET',
      path,
    );
    const put = await api.as('engineer', 'PUT', path, {
      body: { ...hook.body.value, enabled },
      headers: { 'if-match': `"${hook.body.revision}"` },
    });
    expect(put.status, put.text).toBe(200);
  };

  it(
    'streams a turn of the draft: hooks, tool call, fixture result, deltas, reply, done',
    { timeout: 15_000 },
    async () => {
      const quote = {
        product_id: 'p-longjing-250',
        quantity: 1,
        viewer_kind: 'new',
        coupon_code: 'NEWFAN20',
      };
      api
        .model()
        .enqueue(
          toolCalls([toolCall('quote_final_price', quote, 'call_1')]),
          text('新粉到手229元，今晚下单最划算！', { chunkSize: 2, delayMs: 30 }),
        );
      await switchHook(true);
      const res = await preview({
        conversation: [{ role: 'user', content: '新粉买一盒多少钱？' }],
      });
      await switchHook(false);
      expect(res.status, res.text).toBe(200);
      expect(res.contentType).toContain('text/event-stream');
      const events = parse(res.events);
      const types = events.map((e) => e.type);
      expect(types[0]).toBe('start');
      expect(types.at(-1)).toBe('done');
      for (const t of [
        'prompt',
        'hook',
        'model_start',
        'sentence',
        'tool_call',
        'tool_result',
        'delta',
        'model_end',
        'reply',
      ]) {
        expect(types, t).toContain(t);
      }
      expect(events.find((e) => e.type === 'tool_result')).toMatchObject({
        ok: true,
        result: { final_price: 229 },
      });
      expect(events.find((e) => e.type === 'done')).toMatchObject({
        outcome: 'reply',
        reply: '新粉到手229元，今晚下单最划算！',
      });
      // Deltas are sent as the model writes them, not at the end.
      const deltas = res.events.filter((e) => e.event === 'delta');
      expect(deltas.length).toBeGreaterThan(3);
      expect(res.events.at(-1)!.at - deltas[0]!.at).toBeGreaterThan(100);
      expect(res.events.map((e) => Number(e.id))).toEqual(res.events.map((_, i) => i + 1));
    },
  );

  it(
    'says plainly when no model server answers (an error event, not a 500)',
    { timeout: 15_000 },
    async () => {
      const res = await preview({
        endpoint: 'down',
        conversation: [{ role: 'user', content: '有券吗？' }],
      });
      expect(res.status).toBe(200);
      const events = parse(res.events);
      expect(events.find((e) => e.type === 'error')).toMatchObject({
        code: 'unavailable',
        message: expect.stringContaining(
          'No model server answers at http://127.0.0.1:9/v1: start vLLM with',
        ),
      });
      expect(events.at(-1)).toMatchObject({ type: 'done', outcome: 'error' });
    },
  );

  it('refuses an unknown endpoint and a conversation not ending with the viewer, with pointers', async () => {
    const unknown = await api.as('qa', 'POST', '/preview', {
      body: {
        harnessId: sample,
        endpoint: 'gpt-9',
        conversation: [{ role: 'user', content: 'x' }],
        context,
      },
    });
    expect(expectProblem(unknown, 400, '/endpoint').detail).toContain(
      'Configured: default, large, down',
    );
    const ending = await api.as('qa', 'POST', '/preview', {
      body: { harnessId: sample, conversation: [{ role: 'assistant', content: 'x' }] },
    });
    expectProblem(ending, 400, '/conversation');
    const badContext = await api.as('qa', 'POST', '/preview', {
      body: {
        harnessId: sample,
        conversation: [{ role: 'user', content: 'x' }],
        context: { now: 'tonight' },
      },
    });
    expectProblem(badContext, 400, '/context/now');
  });

  it(
    'lets every role that can see the harness preview it; another shop gets 404',
    { timeout: 15_000 },
    async () => {
      api.model().enqueue(text('您好！'));
      const own = await preview({ conversation: [{ role: 'user', content: '你好' }] }, 'merchant');
      expect(parse(own.events).at(-1)).toMatchObject({ type: 'done', outcome: 'reply' });
      const other = await api.as('otherMerchant', 'POST', '/preview', {
        body: { harnessId: sample, conversation: [{ role: 'user', content: '你好' }] },
      });
      expectProblem(other, 404);
    },
  );

  it('runs a version and a label', { timeout: 15_000 }, async () => {
    const id = await createRelaxedSample(api);
    const created = await api.as('engineer', 'POST', `/harnesses/${id}/versions`, {
      body: { message: 'v1' },
    });
    expect(created.status, created.text).toBe(201);
    const moved = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/production`, {
      body: { version: 1, reason: 'first' },
    });
    expect(moved.status, moved.text).toBe(200);
    for (const source of ['1', 'label:production']) {
      api.model().enqueue(text('好的。'));
      const res = await preview({
        harnessId: id,
        source,
        conversation: [{ role: 'user', content: '你好' }],
      });
      expect(parse(res.events).at(-1), source).toMatchObject({ type: 'done', outcome: 'reply' });
    }
    const none = await api.as('qa', 'POST', '/preview', {
      body: {
        harnessId: id,
        source: 'label:staging',
        conversation: [{ role: 'user', content: 'x' }],
      },
    });
    expect([404, 409]).toContain(none.status);
  });

  it(
    'runs the draft as it is now: an edit made after a preview is in the next one',
    { timeout: 15_000 },
    async () => {
      const say = (content: string) => preview({ conversation: [{ role: 'user', content }] });
      api.model().enqueue(text('好的。'));
      expect(parse((await say('你好')).events).at(-1)).toMatchObject({ outcome: 'reply' });
      const path = `/harnesses/${sample}/draft/entities/hook/off-topic-guard`;
      const hook = await api.as<{ revision: number; value: Record<string, unknown> }>(
        'engineer',
        'GET',
        path,
      );
      const put = await api.as('engineer', 'PUT', path, {
        // The sample's hook is off: the edit switches it on too.
        body: {
          ...hook.body.value,
          enabled: true,
          source: 'function hook() { return { action: "answer", reply: "改过了" }; }',
        },
        headers: { 'if-match': `"${hook.body.revision}"` },
      });
      expect(put.status, put.text).toBe(200);
      expect(parse((await say('你好')).events).at(-1)).toMatchObject({
        outcome: 'answered',
        reply: '改过了',
      });
      const del = await api.as('engineer', 'DELETE', path, {
        headers: { 'if-match': `"${hook.body.revision + 1}"` },
      });
      expect(del.status, del.text).toBe(204);
      api.model().enqueue(text('好的。'));
      expect(parse((await say('你好')).events).at(-1)).toMatchObject({ outcome: 'reply' });
    },
  );

  it(
    'cancels the turn, and the model request, when the client goes away',
    { timeout: 15_000 },
    async () => {
      const model = api.model();
      model.enqueue(text('一二三四五六七八九十'.repeat(5), { chunkSize: 1, delayMs: 100 }));
      const before = model.requests.length;
      const res = await preview(
        { conversation: [{ role: 'user', content: '慢慢说' }] },
        'qa',
        (e) => e.event === 'delta',
      );
      expect(res.events.at(-1)!.event).toBe('delta');
      const deadline = Date.now() + 5_000;
      while (!model.requests[before]?.abandoned && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(model.requests[before]!.abandoned).toBe(true);
    },
  );
});

describeRuntimeApi('GET /model-endpoints', (api) => {
  it('lists names and models, never URLs or keys', async () => {
    const res = await api.as<{ items: { name: string; model: string | null }[] }>(
      'merchant',
      'GET',
      '/model-endpoints',
    );
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { name: 'default', model: 'test-model' },
      { name: 'large', model: 'test-model' },
      { name: 'down', model: 'test-model' },
    ]);
    expect(res.text).not.toContain('127.0.0.1');
  });
});
