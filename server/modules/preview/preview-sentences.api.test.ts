import { beforeAll, expect, it } from 'vitest';
import { sampleContexts } from '../../../src/harness/sample';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import { text } from '../../testing/model-server';
import { postSse } from '../../testing/sse-client';
import {
  createGatedHarness,
  replaceHook,
  stopHook,
} from '../../runtime/turn/sentence-gate-testing';

const context = sampleContexts[0]!.context;
const ENDING = '稍后再说。';

describeRuntimeApi('POST /preview: sentence events', (api) => {
  let id = '';
  beforeAll(async () => {
    id = await createGatedHarness(api, [replaceHook, stopHook], { blockedEnding: ENDING });
  });

  it(
    'streams each sentence as it is released, with its hooks, before the model has finished',
    { timeout: 20_000 },
    async () => {
      api
        .model()
        .enqueue(text('这是超赞好茶。删掉这句。这个不能说。再见。', { chunkSize: 1, delayMs: 20 }));
      const res = await postSse(`${api.baseUrl()}/api/v1/preview`, api.token('qa'), {
        harnessId: id,
        context,
        conversation: [{ role: 'user', content: '好喝吗？' }],
      });
      expect(res.status, res.text).toBe(200);
      const sentences = res.events.filter((e) => e.event === 'sentence');
      const data = sentences.map((e) => JSON.parse(e.data) as Record<string, unknown>);
      expect(data.map((s) => [s.index, s.text, s.outcome, s.ending ?? false])).toEqual([
        [0, '这是不错好茶。', 'replace', false],
        [1, '', 'replace', false],
        [2, null, 'block', false],
        [3, ENDING, 'continue', true],
      ]);
      for (const s of data) expect(s.at as number).toBeGreaterThanOrEqual(s.writtenAt as number);
      // The first sentence reached the browser while the model was still writing.
      const lastDelta = res.events.filter((e) => e.event === 'delta').at(-1)!;
      expect(sentences[0]!.at).toBeLessThan(lastDelta.at);
      const hooks = res.events
        .filter((e) => e.event === 'hook')
        .map((e) => JSON.parse(e.data) as { event: string; sentence?: number });
      expect(hooks.filter((h) => h.event === 'before_sentence').map((h) => h.sentence)).toEqual([
        0, 0, 1, 1, 2, 2, 3, 3,
      ]);
      const done = JSON.parse(res.events.at(-1)!.data) as { outcome: string; reply: string };
      expect(done).toMatchObject({ outcome: 'blocked', reply: `这是不错好茶。${ENDING}` });
    },
  );
});
