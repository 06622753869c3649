import OpenAI from 'openai';
import { beforeAll, expect, it } from 'vitest';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import { text, type Script } from '../../testing/model-server';
import {
  bannedWordHook,
  createGatedHarness,
  replaceHook,
  softenReplyHook,
  stopHook,
} from '../../runtime/turn/sentence-gate-testing';
import { agentClient, ask, rejection, streamed } from './agent-testing';

const ENDING = '这个小岚再确认一下。';

// A harness with before_sentence hooks and no before_reply hook: the endpoint streams each
// sentence as soon as its hooks have passed it, and nothing else.
describeRuntimeApi('agent endpoint: sentence-gated release', (api) => {
  let client: OpenAI;
  beforeAll(async () => {
    const id = await createGatedHarness(api, [bannedWordHook, stopHook, replaceHook], {
      blockedEnding: ENDING,
    });
    client = agentClient(api, id);
  });

  /** Streams one answer; each chunk's text with when it came (ms since the request). */
  async function chunks(script: Script) {
    api.model().enqueue(script);
    const started = performance.now();
    const stream = await client.chat.completions.create({ ...ask('介绍一下'), stream: true });
    const got: { text: string; at: number; finish: string | null }[] = [];
    for await (const chunk of stream) {
      const choice = chunk.choices[0]!;
      got.push({
        text: choice.delta.content ?? '',
        at: performance.now() - started,
        finish: choice.finish_reason,
      });
    }
    return { texts: got.map((c) => c.text).filter((t) => t !== ''), got };
  }

  it(
    'streams each checked sentence as one chunk as soon as it passes, never a raw delta',
    { timeout: 20_000 },
    async () => {
      const reply = '这是超赞好茶。删掉这句。欢迎下单！';
      const { texts, got } = await chunks(text(reply, { chunkSize: 1, delayMs: 25 }));
      expect(texts).toEqual(['这是不错好茶。', '欢迎下单！']);
      // The first sentence left while the model was still writing the rest (~10 deltas later).
      const first = got.find((c) => c.text !== '')!;
      expect(got.at(-1)!.at - first.at).toBeGreaterThan(150);
      expect(got.at(-1)!.finish).toBe('stop');
    },
  );

  it(
    'catches a banned word split across deltas at every position',
    { timeout: 60_000 },
    async () => {
      const reply = '这款龙井很香。它是最好的茶。';
      for (let chunkSize = 1; chunkSize <= reply.length; chunkSize++) {
        const { texts, got } = await chunks(text(reply, { chunkSize }));
        expect(texts, `chunk ${chunkSize}`).toEqual(['这款龙井很香。', ENDING]);
        expect(got.at(-1)!.finish).toBe('content_filter');
      }
    },
  );

  it(
    'blocks on sentence 3: the client got 1-2 and the ending, never 3 nor after (stream or not)',
    { timeout: 20_000 },
    async () => {
      const reply = '开头一句。接着二句！这个不能说。第四句。';
      const { texts, got } = await chunks(text(reply, { chunkSize: 2, delayMs: 10 }));
      expect(texts).toEqual(['开头一句。', '接着二句！', ENDING]);
      expect(got.at(-1)!.finish).toBe('content_filter');

      api.model().enqueue(text(reply));
      const whole = await client.chat.completions.create(ask('介绍一下'));
      expect(whole.choices[0]).toMatchObject({
        message: { content: `开头一句。接着二句！${ENDING}` },
        finish_reason: 'content_filter',
      });
    },
  );

  it(
    'fails as before when nothing was released; after a release, the error ends the stream',
    { timeout: 20_000 },
    async () => {
      const down: Script = { kind: 'http_error', status: 500, message: 'CUDA out of memory' };
      api.model().enqueue(down);
      const refused = await rejection(() => streamed(client, ask('在吗')));
      expect(refused).toMatchObject({ status: 502, code: 'http' });

      // The checked part of a cut stream leaves; then the client hears of the failure.
      api
        .model()
        .enqueue({ kind: 'cut', text: '先说一句。再说半句', chunkSize: 3, afterChunks: 3 });
      const seen: string[] = [];
      const stream = await client.chat.completions.create({ ...ask('在吗'), stream: true });
      const broken = await rejection(async () => {
        for await (const chunk of stream) seen.push(chunk.choices[0]?.delta.content ?? '');
      });
      expect(broken).toMatchObject({ code: 'stream_broken' });
      expect(seen.join('')).toBe('先说一句。再说半句');
    },
  );

  it(
    'holds the reply when a before_reply hook must see it whole: one chunk, after both kinds passed it',
    { timeout: 20_000 },
    async () => {
      const held = agentClient(api, await createGatedHarness(api, [replaceHook, softenReplyHook]));
      api.model().enqueue(text('这是超赞好茶。绝对好喝！', { chunkSize: 1 }));
      const pieces: string[] = [];
      const stream = await held.chat.completions.create({ ...ask('好喝吗？'), stream: true });
      for await (const chunk of stream)
        if (chunk.choices[0]?.delta.content) pieces.push(chunk.choices[0].delta.content);
      expect(pieces).toEqual(['这是不错好茶。真的好喝！']);
    },
  );
});
