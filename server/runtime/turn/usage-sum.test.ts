import { describe, expect, it } from 'vitest';
import { startModelRuntime } from '../model-runtime-rig';
import { sampleContexts } from '../../../src/harness/sample';
import { call, text, toolCalls } from '../../testing/model-server';
import { Runtime } from '../runtime';
import { collector, teaShop } from '../test-support';
import { addUsage } from './usage-sum';

const context = sampleContexts[0]!.context;
const conversation = [{ role: 'user' as const, content: '新粉买一盒龙井到手多少钱？' }];
const quote = { product_id: 'p-longjing-250', quantity: 1, viewer_kind: 'new' };
const BOUND = { timeout: 10_000 };

const rig = startModelRuntime();

describe('token usage of a turn', () => {
  it('puts each round’s usage on model_end and the sum on done', BOUND, async () => {
    rig.server.enqueue(
      toolCalls([call('quote_final_price', quote)], {
        usage: { promptTokens: 1500, completionTokens: 20, cachedTokens: 1400 },
      }),
      text('新粉这单到手249元。', {
        usage: { promptTokens: 1600, completionTokens: 9, cachedTokens: 1500 },
      }),
    );
    const c = collector();
    const done = await rig.runtime.runTurn(
      { doc: teaShop(), conversation, context },
      { emit: c.emit },
    );
    expect(c.of('model_end').map((e) => e.usage)).toEqual([
      { promptTokens: 1500, completionTokens: 20, cachedTokens: 1400 },
      { promptTokens: 1600, completionTokens: 9, cachedTokens: 1500 },
    ]);
    expect(done.usage).toEqual({ promptTokens: 3100, completionTokens: 29, cachedTokens: 2900 });
  });

  it('says nothing of usage when the server reported none', BOUND, async () => {
    const quiet = new Runtime(
      {
        modelEndpoints: [
          {
            name: 'default',
            baseUrl: rig.server.url,
            model: 'test-model',
            timeoutMs: 5_000,
            firstTokenTimeoutMs: 3_000,
            streamUsage: false,
          },
        ],
        toolNetwork: { allowPrivate: false, allowedHosts: [] },
        hookWorkers: 1,
      },
      {},
    );
    try {
      rig.server.enqueue(
        text('您好，欢迎来到直播间！', { usage: { promptTokens: 5, completionTokens: 5 } }),
      );
      const c = collector();
      const done = await quiet.runTurn({ doc: teaShop(), conversation, context }, { emit: c.emit });
      expect(done.outcome).toBe('reply');
      expect(c.of('model_end')[0]).not.toHaveProperty('usage');
      expect(done).not.toHaveProperty('usage');
    } finally {
      await quiet.close();
    }
  });
});

describe('addUsage', () => {
  it('sums counts; the cached share only when every round reported it', () => {
    const a = { promptTokens: 10, completionTokens: 2, cachedTokens: 8 };
    expect(addUsage(undefined, a)).toEqual(a);
    expect(addUsage(undefined, a)).not.toBe(a);
    expect(addUsage(a, { promptTokens: 5, completionTokens: 1, cachedTokens: 0 })).toEqual({
      promptTokens: 15,
      completionTokens: 3,
      cachedTokens: 8,
    });
    expect(addUsage(a, { promptTokens: 5, completionTokens: 1, cachedTokens: null })).toEqual({
      promptTokens: 15,
      completionTokens: 3,
      cachedTokens: null,
    });
  });
});
