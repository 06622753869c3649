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
