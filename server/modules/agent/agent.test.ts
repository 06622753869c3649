import OpenAI, { APIError } from 'openai';
import { beforeAll, expect, it } from 'vitest';
import { createRelaxedSample, describeRuntimeApi } from '../../testing/describe-runtime-api';
import { call, text, toolCalls } from '../../testing/model-server';
import { sampleHarness } from '../../../src/harness/sample';
import { bucketOf } from '../../../src/harness/split';
import type { Label } from '../labels/label-store';
import { agentClient, ask, publishedHarness, streamed } from './agent-testing';

describeRuntimeApi('POST /harnesses/{id}/chat/completions', (api) => {
  let id = '';
  let client: OpenAI;
  beforeAll(async () => {
    id = await publishedHarness(api);
    client = agentClient(api, id);
  });

  it(
    'answers in the Chat Completions format through the official client, after compliance hooks',
    { timeout: 15_000 },
    async () => {
      api
        .model()
        .enqueue(
          toolCalls([call('check_inventory', { product_id: 'p-longjing-250' })]),
          text('现货充足，这是全网最好的龙井！'),
        );
      const before = api.model().requests.length;
      const { data, response } = await client.chat.completions
        .create(ask('还有货吗？'))
        .withResponse();
      expect(response.headers.get('x-harness-version')).toBe('1');
      expect(data.object).toBe('chat.completion');
      expect(data.choices[0]).toMatchObject({
        message: { role: 'assistant', content: '现货充足，这是口碑很好的龙井！' },
        finish_reason: 'stop',
      });
      expect(data.model).toBe('test-model');
      expect((data as unknown as { harness: { outcome: string } }).harness.outcome).toBe('reply');
      const system = api.model().requests[before]!.body.messages![0]!;
      expect(system.content).not.toContain('ignored');
    },
  );

  it(
    'streams chunks; with before_sentence hooks each sentence comes once they have passed it',
    { timeout: 15_000 },
    async () => {
      api.model().enqueue(text('这是顶级好茶。', { chunkSize: 1 }));
      const stream = await client.chat.completions.create({ ...ask('好喝吗？'), stream: true });
      const chunks: OpenAI.Chat.Completions.ChatCompletionChunk[] = [];
      for await (const chunk of stream) chunks.push(chunk);
      expect(chunks.every((c) => c.object === 'chat.completion.chunk')).toBe(true);
      expect(chunks.map((c) => c.choices[0]?.delta.content ?? '').join('')).toBe('这是优质好茶。');
      expect(chunks.at(-1)!.choices[0]!.finish_reason).toBe('stop');
    },
  );

  it(
    'streams deltas live for a harness without before_reply hooks (label by header)',
    { timeout: 15_000 },
    async () => {
      api.model().enqueue(text('一二三四五六', { chunkSize: 1 }));
      const staging = new OpenAI({
        baseURL: `${api.baseUrl()}/api/v1/harnesses/${id}`,
        apiKey: api.token('qa'),
        maxRetries: 0,
        defaultHeaders: { 'X-Harness-Label': 'staging' },
      });
      const { data: stream, response } = await staging.chat.completions
        .create({ ...ask('数一数'), stream: true })
        .withResponse();
      expect(response.headers.get('x-harness-version')).toBe('2');
      const pieces: string[] = [];
      for await (const chunk of stream)
        if (chunk.choices[0]?.delta.content) pieces.push(chunk.choices[0].delta.content);
      expect(pieces).toEqual(['一', '二', '三', '四', '五', '六']);
    },
  );

  it("streams a hook's answer whole where deltas stream live (no model text came)", async () => {
    const staging = agentClient(api, id, { defaultHeaders: { 'X-Harness-Label': 'staging' } });
    const said = await streamed(staging, ask('喝这个茶能减肥吗？'));
    expect(said).toContain('明前西湖龙井');
  });

  it("runs the label the body's `model` names; ?label= and the header win over it", async () => {
    api.model().enqueue(text('好的。'), text('好的。'));
    const { response } = await client.chat.completions
      .create(ask('你好', { model: 'staging' }))
      .withResponse();
    expect(response.headers.get('x-harness-label')).toBe('staging');
    expect(response.headers.get('x-harness-version')).toBe('2');
    const byQuery = agentClient(api, id, { defaultQuery: { label: 'production' } });
    const { response: second } = await byQuery.chat.completions
      .create(ask('你好', { model: 'staging' }))
      .withResponse();
    expect(second.headers.get('x-harness-version')).toBe('1');
  });

  it('answers a blocked reply with finish_reason content_filter', { timeout: 15_000 }, async () => {
    api.model().enqueue(text('到手只要¥9！'));
    const data = await client.chat.completions.create(ask('多少钱？'));
    // Nothing the model wrote was said: only the sample's blocked ending.
    expect(data.choices[0]).toMatchObject({
      message: { content: sampleHarness.settings!.sentence!.blockedEnding },
      finish_reason: 'content_filter',
    });
  });

  it(
    'fails with 503 and a plain message when no model answers (stream or not)',
    { timeout: 15_000 },
    async () => {
      // The sample's endpoint stays `default`; point a harness at `down` through a draft version.
      const downId = await createRelaxedSample(api);
      const model = await api.as<{ revision: number; value: Record<string, unknown> }>(
        'engineer',
        'GET',
        `/harnesses/${downId}/draft/entities/meta/meta`,
      );
      const meta = {
        ...model.body.value,
        model: { ...(model.body.value.model as object), endpoint: 'down' },
      };
      const put = await api.as('engineer', 'PUT', `/harnesses/${downId}/draft/entities/meta/meta`, {
        body: meta,
        headers: { 'if-match': `"${model.body.revision}"` },
      });
      expect(put.status, put.text).toBe(200);
      await api.as('engineer', 'POST', `/harnesses/${downId}/versions`, {
        body: { message: 'down' },
      });
      await api.as('publisher', 'PUT', `/harnesses/${downId}/labels/production`, {
        body: { version: 1, reason: 'x' },
      });
      const down = new OpenAI({
        baseURL: `${api.baseUrl()}/api/v1/harnesses/${downId}`,
        apiKey: api.token('qa'),
        maxRetries: 0,
      });
      for (const stream of [false, true]) {
        const err = await down.chat.completions
          .create({ ...ask('有券吗？'), stream } as never)
          .then(
            () => null,
            (e: unknown) => e,
          );
        expect(err).toBeInstanceOf(APIError);
        expect((err as APIError).status).toBe(503);
        expect((err as APIError).message).toContain('No model server answers at');
      }
    },
  );

  it('resolves a traffic split by the `user` key', { timeout: 15_000 }, async () => {
    const moved = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/production`, {
      body: { version: 1, split: { version: 2, percent: 50 }, reason: 'split' },
    });
    expect(moved.status, moved.text).toBe(200);
    // The experiment's salt decides, as in the agent client.
    const { salt } = (moved.body as { label: Label }).label.split!;
    expect(salt).toMatch(/^exp_/);
    const keys = Array.from({ length: 40 }, (_, i) => `viewer-${i}`);
    const inSplit = keys.find((k) => bucketOf(k, salt) < 50)!;
    const outSplit = keys.find((k) => bucketOf(k, salt) >= 50)!;
    const versionFor = async (user: string) => {
      api.model().enqueue(text('好的。'));
      const { response } = await client.chat.completions
        .create(ask('你好', { user }))
        .withResponse();
      return response.headers.get('x-harness-version');
    };
    // The label cache learns of the move by an event (on PostgreSQL, a NOTIFY round trip).
    const deadline = Date.now() + 5_000;
    while ((await versionFor(inSplit)) !== '2' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await versionFor(inSplit), inSplit).toBe('2');
    expect(await versionFor(outSplit), outSplit).toBe('1');
  });
});
