import type OpenAI from 'openai';
import { beforeAll, expect, it } from 'vitest';
import type { ChatMessage, LiveContext } from '../../../src/harness';
import { sampleContexts } from '../../../src/harness/sample';
import { createRelaxedSample, describeRuntimeApi } from '../../testing/describe-runtime-api';
import { text } from '../../testing/model-server';
import { agentClient } from './agent-testing';

const first = sampleContexts[0]!.context;
/** Half a minute later, the next product on screen. */
const later: LiveContext = {
  ...first,
  now: '2026-12-12T20:15:30+08:00',
  product: sampleContexts[1]!.context.product,
  comments: ['已拍'],
};
const as = (context: LiveContext, id: string) => ({ ...context, viewer: { ...first.viewer, id } });
const conversation = (who: string): ChatMessage[] => [
  { role: 'user', content: `${who}：龙井怎么泡？` },
  { role: 'assistant', content: '八十度水冲泡。' },
  { role: 'user', content: '滇红多少钱？' },
];

// The sample's cache-friendly layout: a follow-up's model request begins with the viewer's
// last one, because the endpoint remembers the live context each turn was answered in.
describeRuntimeApi('POST /harnesses/{id}/chat/completions: follow-ups', (api) => {
  let client: OpenAI;
  beforeAll(async () => {
    const id = await createRelaxedSample(api);
    const v1 = await api.as('engineer', 'POST', `/harnesses/${id}/versions`, {
      body: { message: 'v1' },
    });
    expect(v1.status, v1.text).toBe(201);
    const moved = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/production`, {
      body: { version: 1, reason: 'test' },
    });
    expect(moved.status, moved.text).toBe(200);
    client = agentClient(api, id);
  });

  /** The model request of one turn. */
  async function turn(messages: ChatMessage[], context: LiveContext): Promise<ChatMessage[]> {
    api.model().enqueue(text('好的。'));
    const body = { model: 'production', messages, harness_context: context };
    await client.chat.completions.create(body as OpenAI.ChatCompletionCreateParamsNonStreaming);
    return api.model().requests.at(-1)!.body.messages as ChatMessage[];
  }

  it('extend the last request: the earlier context message stays where it was', async () => {
    const before = await turn(conversation('u-h1').slice(0, 1), as(first, 'u-h1'));
    const after = await turn(conversation('u-h1'), as(later, 'u-h1'));
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((m) => m.role)).toEqual(['assistant', 'system', 'user']);
    // The product changed: this turn's context message says the new one.
    expect(after.at(-2)!.content).toContain(sampleContexts[1]!.context.product!.name);
  });

  it('of another viewer with the same words have no earlier context message', async () => {
    await turn(conversation('u-h2').slice(0, 1), as(first, 'u-h2'));
    const other = await turn(conversation('u-h2'), as(later, 'u-h3'));
    expect(other.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'system', 'user']);
  });
});
