import type OpenAI from 'openai';
import { beforeAll, expect, it } from 'vitest';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import { call, text, toolCalls } from '../../testing/model-server';
import { agentClient, ask, publishedHarness } from './agent-testing';

// The agent endpoint reports the turn's tokens as OpenAI does: `usage` on a whole answer,
// and a last chunk without choices when the client asks for `stream_options.include_usage`.
describeRuntimeApi('POST /harnesses/{id}/chat/completions: usage', (api) => {
  let client: OpenAI;
  beforeAll(async () => {
    client = agentClient(api, await publishedHarness(api));
  });

  it('sums the rounds of a whole answer, cached tokens included', { timeout: 15_000 }, async () => {
    api.model().enqueue(
      toolCalls([call('check_inventory', { product_id: 'p-longjing-250' })], {
        usage: { promptTokens: 900, completionTokens: 12, cachedTokens: 800 },
      }),
      text('现货充足。', { usage: { promptTokens: 950, completionTokens: 5, cachedTokens: 900 } }),
    );
    const data = await client.chat.completions.create(ask('还有货吗？'));
    expect(data.usage).toEqual({
      prompt_tokens: 1850,
      completion_tokens: 17,
      total_tokens: 1867,
      prompt_tokens_details: { cached_tokens: 1700 },
    });
  });

  it('streams a last usage chunk only when asked', { timeout: 15_000 }, async () => {
    api.model().enqueue(text('好喝。', { usage: { promptTokens: 40, completionTokens: 3 } }));
    const asked = await client.chat.completions.create({
      ...ask('好喝吗？'),
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks: OpenAI.Chat.Completions.ChatCompletionChunk[] = [];
    for await (const chunk of asked) chunks.push(chunk);
    const last = chunks.at(-1)!;
    expect(last.choices).toEqual([]);
    expect(last.usage).toMatchObject({ prompt_tokens: 40, completion_tokens: 3, total_tokens: 43 });
    expect(chunks.slice(0, -1).every((c) => c.usage === null)).toBe(true);

    api.model().enqueue(text('好喝。'));
    const plain = await client.chat.completions.create({ ...ask('好喝吗？'), stream: true });
    const seen: OpenAI.Chat.Completions.ChatCompletionChunk[] = [];
    for await (const chunk of plain) seen.push(chunk);
    expect(seen.every((c) => c.choices.length === 1 && !('usage' in c))).toBe(true);
  });
});
