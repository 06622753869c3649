import OpenAI, { APIError } from 'openai';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import { call, type Script, text, toolCalls } from '../../testing/model-server';
import { agentClient, ask, publishedHarness, rejection, streamed } from './agent-testing';

// `production` runs version 1 (before_sentence hooks: a sentence is sent once they pass it,
// so a failure before the first sentence is known before the response starts); `staging`
// runs version 2 (no reply hooks: deltas go out live, so a failure can come after the
// response has started).
describeRuntimeApi('agent endpoint: model failures as OpenAI errors', (api) => {
  let client: OpenAI;
  let id = '';
  beforeAll(async () => {
    id = await publishedHarness(api);
    client = agentClient(api, id);
  });
  afterEach(() => api.model().setFallback(null));

  const failWhole = (script: Script) => {
    api.model().enqueue(script);
    return rejection(() => client.chat.completions.create(ask('有券吗？')));
  };
  const failStreamed = (script: Script, model = 'production') => {
    api.model().enqueue(script);
    return rejection(() => streamed(client, ask('有券吗？', { model })));
  };

  it('passes a model server 500 on as 502 server_error, code http', async () => {
    const script: Script = { kind: 'http_error', status: 500, message: 'CUDA out of memory' };
    for (const err of [await failWhole(script), await failStreamed(script, 'staging')]) {
      expect(err).toBeInstanceOf(OpenAI.InternalServerError);
      expect(err).toMatchObject({ status: 502, type: 'server_error', code: 'http', param: null });
      expect(err.message).toContain('answered HTTP 500: CUDA out of memory');
    }
  });

  it("passes a model server's 429 on as 429 rate_limit_error, so clients back off", async () => {
    const script: Script = { kind: 'http_error', status: 429, message: 'Too many requests' };
    for (const err of [await failWhole(script), await failStreamed(script)]) {
      expect(err).toBeInstanceOf(OpenAI.RateLimitError);
      expect(err).toMatchObject({
        status: 429,
        type: 'rate_limit_error',
        code: 'rate_limit_exceeded',
      });
    }
  });

  it('answers a cut or garbled stream with 502 stream_broken', async () => {
    const cut: Script = { kind: 'cut', text: '这款茶叶很好喝', afterChunks: 1 };
    const errors = [await failWhole(cut), await failWhole({ kind: 'bad_json_chunk' })];
    for (const err of errors) {
      expect(err).toBeInstanceOf(OpenAI.InternalServerError);
      expect(err).toMatchObject({ status: 502, type: 'server_error', code: 'stream_broken' });
    }
    // Streamed, the cut sentence was checked and sent first: the error ends a started stream.
    const streamedErr = await failStreamed(cut);
    expect(streamedErr.status).toBeUndefined();
    expect(streamedErr).toMatchObject({ type: 'server_error', code: 'stream_broken' });
  });

  it(
    'answers a model that sends no token in time with 504 first_token_timeout',
    { timeout: 20_000 },
    async () => {
      const errors = [
        await failWhole({ kind: 'hang' }),
        await failStreamed({ kind: 'hang', afterHeaders: true }, 'staging'),
      ];
      for (const err of errors) {
        expect(err).toBeInstanceOf(OpenAI.InternalServerError);
        expect(err).toMatchObject({
          status: 504,
          type: 'server_error',
          code: 'first_token_timeout',
        });
      }
    },
  );

  it('answers a model that only calls tools with 502 step_limit', { timeout: 15_000 }, async () => {
    api.model().setFallback(toolCalls([call('check_inventory', { product_id: 'p-longjing-250' })]));
    const err = await rejection(() => client.chat.completions.create(ask('还有货吗？')));
    expect(err).toBeInstanceOf(OpenAI.InternalServerError);
    expect(err).toMatchObject({ status: 502, type: 'server_error', code: 'step_limit' });
    expect(err.message).toContain('after 6 rounds');
  });

  it('ends a started stream with an error chunk the client raises, and no [DONE]', async () => {
    const cut: Script = { kind: 'cut', text: '一二三四五六', chunkSize: 1, afterChunks: 3 };
    api.model().enqueue(cut);
    const stream = await client.chat.completions.create({
      ...ask('数一数', { model: 'staging' }),
      stream: true,
    });
    const pieces: string[] = [];
    const err = await rejection(async () => {
      for await (const chunk of stream) pieces.push(chunk.choices[0]?.delta.content ?? '');
    });
    expect(pieces.join('')).toBe('一二三');
    // Raised from the stream, not from a response status: a plain APIError without one.
    expect(err.constructor).toBe(APIError);
    expect(err.status).toBeUndefined();
    expect(err).toMatchObject({ type: 'server_error', code: 'stream_broken', param: null });

    api.model().enqueue(cut);
    const raw = await fetch(`${api.baseUrl()}/api/v1/harnesses/${id}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token('qa')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...ask('数一数', { model: 'staging' }), stream: true }),
    });
    expect(raw.status).toBe(200);
    const events = (await raw.text()).trim().split('\n\n');
    expect(JSON.parse(events.at(-1)!.replace(/^data: /, ''))).toMatchObject({
      error: { type: 'server_error', code: 'stream_broken' },
    });
    expect(events.some((e) => e.includes('[DONE]'))).toBe(false);
  });

  it('still answers normally after the failures', async () => {
    api.model().enqueue(text('好的。'));
    const data = await client.chat.completions.create(ask('你好', { model: 'staging' }));
    expect(data.choices[0]!.message.content).toBe('好的。');
  });
});
