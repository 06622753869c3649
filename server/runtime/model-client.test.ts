import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledRequest } from '../../src/harness/compile';
import { call, startModelServer, text, toolCalls, type ModelServer } from '../testing/model-server';
import { ModelClient, ModelError, readUsage } from './model-client';
import type { ModelEndpointConfig } from './runtime-config';

const BOUND = 5_000;
const request: CompiledRequest = {
  model: 'default',
  messages: [
    { role: 'system', content: 'You are a host.' },
    { role: 'user', content: '有券吗' },
  ],
  temperature: 0.6,
  top_p: 0.9,
  max_tokens: 64,
};

let server: ModelServer;
beforeAll(async () => (server = await startModelServer({ model: 'served-model' })));
afterAll(() => server.close());

function client(overrides: Partial<ModelEndpointConfig> = {}, env: Record<string, string> = {}) {
  const config: ModelEndpointConfig = {
    name: 'test',
    baseUrl: server.url,
    model: 'qwen-test',
    timeoutMs: 2_000,
    firstTokenTimeoutMs: 1_000,
    ...overrides,
  };
  return new ModelClient(config, env);
}

async function failure(promise: Promise<unknown>): Promise<ModelError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ModelError);
  return err as ModelError;
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise((r) => s.close(r));
  return port;
}

describe('ModelClient', () => {
  it(
    'streams plain text in chunks, with the configured model and time to first token',
    { timeout: BOUND },
    async () => {
      server.enqueue(text('您好，欢迎来到直播间！', { chunkSize: 2 }));
      const pieces: string[] = [];
      const round = await client().stream(request, { onText: (t) => pieces.push(t) });
      expect(round.content).toBe('您好，欢迎来到直播间！');
      expect(pieces.length).toBeGreaterThan(3);
      expect(round.finishReason).toBe('stop');
      expect(round.toolCalls).toEqual([]);
      expect(round.firstTokenMs).toBeGreaterThan(0);
      const seen = server.requests.at(-1)!.body;
      expect(seen).toMatchObject({ model: 'qwen-test', stream: true, max_tokens: 64 });
      expect(seen.messages).toEqual(request.messages);
    },
  );

  it(
    'assembles one call whose arguments arrive a character at a time',
    { timeout: BOUND },
    async () => {
      const args = { product_id: 'p-longjing-250', quantity: 2, note: '含"引号"和\\反斜杠' };
      server.enqueue(toolCalls([call('quote_final_price', args, 'call_a')], { chunkSize: 1 }));
      const round = await client().stream(request);
      expect(round.finishReason).toBe('tool_calls');
      expect(round.toolCalls).toEqual([
        {
          id: 'call_a',
          name: 'quote_final_price',
          rawArguments: JSON.stringify(args),
          arguments: args,
        },
      ]);
    },
  );

  it(
    'assembles several parallel calls, even interleaved, in index order',
    { timeout: BOUND },
    async () => {
      server.enqueue(
        toolCalls(
          [
            call('get_product_detail', { product_id: 'a' }),
            call('check_inventory', { product_id: 'b' }),
            call('list_promotions', { product_id: 'c', viewer_kind: 'new' }),
          ],
          { chunkSize: 3, interleave: true, content: '我查一下。' },
        ),
      );
      const round = await client().stream(request);
      expect(round.content).toBe('我查一下。');
      expect(round.toolCalls.map((c) => [c.name, c.arguments])).toEqual([
        ['get_product_detail', { product_id: 'a' }],
        ['check_inventory', { product_id: 'b' }],
        ['list_promotions', { product_id: 'c', viewer_kind: 'new' }],
      ]);
      expect(new Set(round.toolCalls.map((c) => c.id)).size).toBe(3);
    },
  );

  it(
    'reports arguments that are not JSON on the call instead of throwing',
    { timeout: BOUND },
    async () => {
      server.enqueue(
        toolCalls([
          call('check_inventory', '{"product_id": "p-1",'),
          call('check_inventory', '[1]'),
        ]),
      );
      const round = await client().stream(request);
      expect(round.toolCalls[0]!.arguments).toBeUndefined();
      expect(round.toolCalls[0]!.argumentsError).toMatch(/not valid JSON/);
      expect(round.toolCalls[0]!.rawArguments).toBe('{"product_id": "p-1",');
      expect(round.toolCalls[1]!.argumentsError).toBe('The arguments must be a JSON object.');
    },
  );

  it(
    "reads the usage of the stream's last chunk, with the cached share when reported",
    { timeout: BOUND },
    async () => {
      server.enqueue(
        text('您好！', { usage: { promptTokens: 1200, completionTokens: 3, cachedTokens: 1024 } }),
      );
      const round = await client().stream(request);
      expect(server.requests.at(-1)!.body.stream_options).toEqual({ include_usage: true });
      expect(round.content).toBe('您好！');
      expect(round.usage).toEqual({ promptTokens: 1200, completionTokens: 3, cachedTokens: 1024 });
      // A server without prompt-token details: the counts, and no cached share.
      server.enqueue(toolCalls([call('check_inventory', { product_id: 'p-1' })]));
      const derived = await client().stream(request);
      expect(derived.usage).toMatchObject({ cachedTokens: null });
      expect(derived.usage!.promptTokens).toBeGreaterThan(20);
      expect(derived.usage!.completionTokens).toBe(
        'check_inventory'.length + JSON.stringify({ product_id: 'p-1' }).length,
      );
    },
  );

  it(
    'has no usage when the endpoint does not ask for it, never zeros',
    { timeout: BOUND },
    async () => {
      server.enqueue(text('好的', { usage: { promptTokens: 9, completionTokens: 2 } }));
      const round = await client({ streamUsage: false }).stream(request);
      expect(server.requests.at(-1)!.body).not.toHaveProperty('stream_options');
      expect(round.content).toBe('好的');
      expect(round).not.toHaveProperty('usage');
    },
  );

  it('waits for a slow first token within the limit', { timeout: BOUND }, async () => {
    server.enqueue(text('好的', { firstTokenDelayMs: 300 }));
    const round = await client().stream(request);
    expect(round.content).toBe('好的');
    expect(round.firstTokenMs).toBeGreaterThanOrEqual(290);
  });

  it('gives up on a first token slower than the limit', { timeout: BOUND }, async () => {
    server.enqueue(text('太晚了', { firstTokenDelayMs: 1_500 }));
    const t0 = Date.now();
    const err = await failure(client({ firstTokenTimeoutMs: 300 }).stream(request));
    expect(err.code).toBe('first_token_timeout');
    expect(err.message).toContain('sent no token within 300 ms');
    expect(Date.now() - t0).toBeLessThan(1_000);
  });

  it('turns HTTP 500 into a clear error with the server message', { timeout: BOUND }, async () => {
    server.enqueue({ kind: 'http_error', status: 500, message: 'CUDA out of memory' });
    const err = await failure(client().stream(request));
    expect(err).toMatchObject({ code: 'http', status: 500 });
    expect(err.message).toContain('answered HTTP 500: CUDA out of memory');
  });

  it('reports a stream cut mid-way', { timeout: BOUND }, async () => {
    server.enqueue({ kind: 'cut', text: '这款龙井是明前采摘的', afterChunks: 2 });
    const got: string[] = [];
    const err = await failure(client().stream(request, { onText: (t) => got.push(t) }));
    expect(err.code).toBe('stream_broken');
    expect(err.message).toContain('closed the stream before the answer was complete');
    expect(got.join('')).toBe('这款龙井是明前采');
  });

  it('reports a chunk that is not JSON', { timeout: BOUND }, async () => {
    server.enqueue({ kind: 'bad_json_chunk' });
    const err = await failure(client().stream(request));
    expect(err.code).toBe('stream_broken');
  });

  it('ends a hang after the headers at the first-token limit', { timeout: BOUND }, async () => {
    server.enqueue({ kind: 'hang', afterHeaders: true });
    const err = await failure(client({ firstTokenTimeoutMs: 400 }).stream(request));
    expect(err.code).toBe('first_token_timeout');
  });

  it('ends a hang before any header at the first-token limit', { timeout: BOUND }, async () => {
    server.enqueue({ kind: 'hang' });
    const err = await failure(client({ firstTokenTimeoutMs: 400 }).stream(request));
    expect(err.code).toBe('first_token_timeout');
  });

  it('ends a stream that trickles past the total limit', { timeout: BOUND }, async () => {
    server.enqueue(text('一个字一个字地说', { chunkSize: 1, delayMs: 200 }));
    const err = await failure(client({ timeoutMs: 500 }).stream(request));
    expect(err.code).toBe('timeout');
    expect(err.message).toBe('The model answer took longer than 500 ms.');
  });

  it('stops at once when the caller aborts', { timeout: BOUND }, async () => {
    server.enqueue(text('慢慢说', { firstTokenDelayMs: 3_000 }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const t0 = Date.now();
    const err = await failure(
      client({ firstTokenTimeoutMs: 5_000, timeoutMs: 5_000 }).stream(request, {
        signal: controller.signal,
      }),
    );
    expect(err.code).toBe('cancelled');
    expect(Date.now() - t0).toBeLessThan(1_000);
  });

  it('says plainly what to start when nothing listens', { timeout: BOUND }, async () => {
    const port = await freePort();
    const err = await failure(client({ baseUrl: `http://127.0.0.1:${port}/v1` }).stream(request));
    expect(err.code).toBe('unavailable');
    expect(err.message).toBe(
      `No model server answers at http://127.0.0.1:${port}/v1: start vLLM with ` +
        '`vllm serve <model> --enable-auto-tool-choice --tool-call-parser hermes`, or set MODEL_ENDPOINTS.',
    );
  });

  it('never puts URL credentials in a message', { timeout: BOUND }, async () => {
    const port = await freePort();
    const err = await failure(
      client({ baseUrl: `http://user:s3cret@127.0.0.1:${port}/v1?key=s3cret` }).stream(request),
    );
    expect(err.message).not.toContain('s3cret');
  });

  it(
    'sends the key from the named environment variable, and says when it is missing',
    { timeout: BOUND },
    async () => {
      server.enqueue(text('ok'));
      await client({ apiKeyEnv: 'TEST_MODEL_KEY' }, { TEST_MODEL_KEY: 'sk-test-123' }).stream(
        request,
      );
      expect(server.requests.at(-1)!.headers.authorization).toBe('Bearer sk-test-123');
      const err = await failure(client({ apiKeyEnv: 'MISSING_KEY' }).stream(request));
      expect(err.code).toBe('config');
      expect(err.message).toContain('MISSING_KEY');
    },
  );

  it('asks the server for its model when none is configured', { timeout: BOUND }, async () => {
    server.enqueue(text('ok'));
    await client({ model: undefined }).stream(request);
    expect(server.requests.at(-1)!.body.model).toBe('served-model');
  });
});

describe('readUsage', () => {
  it('takes counts only, and the cached share only when it is one', () => {
    expect(readUsage({ prompt_tokens: 10, completion_tokens: 0 })).toEqual({
      promptTokens: 10,
      completionTokens: 0,
      cachedTokens: null,
    });
    expect(
      readUsage({
        prompt_tokens: 10,
        completion_tokens: 4,
        prompt_tokens_details: { cached_tokens: 8 },
      }),
    ).toEqual({ promptTokens: 10, completionTokens: 4, cachedTokens: 8 });
    expect(
      readUsage({ prompt_tokens: 10, completion_tokens: 4, prompt_tokens_details: {} }),
    ).toMatchObject({ cachedTokens: null });
    expect(readUsage({ prompt_tokens: '10', completion_tokens: 4 })).toBeUndefined();
    expect(readUsage({ prompt_tokens: -1, completion_tokens: 4 })).toBeUndefined();
    expect(readUsage({ completion_tokens: 4 })).toBeUndefined();
    expect(readUsage(null)).toBeUndefined();
  });
});
