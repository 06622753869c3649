import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleContexts } from '../../../src/harness/sample';
import { Runtime } from '../../runtime/runtime';
import { teaShop } from '../../runtime/test-support';
import { demoAnswer } from './demo-script';
import { startModelServer, text, type ModelServer } from './index';

let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.close());

describe('the scripted model server', () => {
  it('takes scripts and reports requests over HTTP, for a server in its own process', async () => {
    const base = server.url.replace(/\/v1$/, '');
    const queued = await fetch(`${base}/__scripts`, {
      method: 'POST',
      body: JSON.stringify([text('按脚本回答')]),
    });
    expect(queued.status).toBe(204);
    const client = new OpenAI({ baseURL: server.url, apiKey: 'none', maxRetries: 0 });
    const answer = await client.chat.completions.create({
      model: 'test-model',
      messages: [{ role: 'user', content: '你好' }],
    });
    expect(answer.choices[0]!.message.content).toBe('按脚本回答');
    const seen = (await (await fetch(`${base}/__requests`)).json()) as {
      body: { messages: unknown[] };
    }[];
    expect(seen.at(-1)!.body.messages).toEqual([{ role: 'user', content: '你好' }]);
  });

  it('streams usage as OpenAI does, only when the request asks for it', async () => {
    const client = new OpenAI({ baseURL: server.url, apiKey: 'none', maxRetries: 0 });
    const messages = [{ role: 'user' as const, content: '你好' }];
    server.enqueue(
      text('您好！', { usage: { promptTokens: 50, completionTokens: 3, cachedTokens: 32 } }),
    );
    const chunks = [];
    const asked = await client.chat.completions.create({
      model: 'test-model',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    for await (const chunk of asked) chunks.push(chunk);
    // The last chunk: no choices, the usage; every chunk before it has a choice and no usage.
    expect(chunks.at(-1)!.choices).toEqual([]);
    expect(chunks.at(-1)!.usage).toEqual({
      prompt_tokens: 50,
      completion_tokens: 3,
      total_tokens: 53,
      prompt_tokens_details: { cached_tokens: 32 },
    });
    expect(chunks.slice(0, -1).every((c) => c.choices.length === 1 && !c.usage)).toBe(true);
    expect(chunks.at(-2)!.choices[0]!.finish_reason).toBe('stop');

    // Unscripted: derived from lengths, no cached share.
    server.enqueue(text('好的'));
    const derived = [];
    for await (const chunk of await client.chat.completions.create({
      model: 'test-model',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    }))
      derived.push(chunk);
    expect(derived.at(-1)!.usage).toMatchObject({
      prompt_tokens: JSON.stringify([messages, []]).length,
      completion_tokens: 2,
      prompt_tokens_details: null,
    });

    server.enqueue(text('好的', { usage: { promptTokens: 5, completionTokens: 2 } }));
    const plain = [];
    for await (const chunk of await client.chat.completions.create({
      model: 'test-model',
      messages,
      stream: true,
    }))
      plain.push(chunk);
    expect(plain.some((c) => c.usage || c.choices.length === 0)).toBe(false);
  });

  it(
    'plays a plausible host for the sample harness as its default answer',
    { timeout: 15_000 },
    async () => {
      server.setFallback(demoAnswer);
      const runtime = new Runtime(
        {
          modelEndpoints: [
            { name: 'default', baseUrl: server.url, timeoutMs: 5_000, firstTokenTimeoutMs: 3_000 },
          ],
          toolNetwork: { allowPrivate: false, allowedHosts: [] },
          hookWorkers: 1,
        },
        {},
      );
      try {
        const done = await runtime.runTurn({
          doc: teaShop(),
          conversation: [{ role: 'user', content: '有优惠券吗？' }],
          context: sampleContexts[0]!.context,
        });
        expect(done).toMatchObject({ outcome: 'reply', reply: expect.stringContaining('20元券') });
        expect(done.timings.modelRounds).toBe(2);
      } finally {
        server.setFallback(null);
        await runtime.close();
      }
    },
  );
});
