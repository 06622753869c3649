import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModelServer, text, type ModelServer } from './index';

let server: ModelServer;
beforeAll(async () => (server = await startModelServer({ model: 'Qwen/Qwen3-8B', strict: true })));
afterAll(() => server.close());

const ask = (body: unknown) =>
  fetch(`${server.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the model server, strict as vLLM', () => {
  it('answers 404 for a model it does not serve, such as the studio endpoint name', async () => {
    const res = await ask({ model: 'default', messages: [{ role: 'user', content: '你好' }] });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'The model `default` does not exist.' });
  });

  it('answers 400 for messages without a user turn', async () => {
    const res = await ask({ model: 'Qwen/Qwen3-8B', messages: [{ role: 'system', content: 'x' }] });
    expect(res.status).toBe(400);
  });

  it('answers a request with its model and a user message', async () => {
    server.enqueue(text('您好'));
    const res = await ask({
      model: 'Qwen/Qwen3-8B',
      messages: [{ role: 'user', content: '你好' }],
    });
    expect(res.status).toBe(200);
  });
});
