import { beforeAll, expect, it } from 'vitest';
import type { ReplyHold } from '../../../src/harness/traces';
import { describeRuntimeApi, type RuntimeApiContext } from '../../testing/describe-runtime-api';
import { text } from '../../testing/model-server';
import { agentClient, ask, publishedHarness } from '../agent/agent-testing';
import { insertTraces } from './trace-store';
import { syntheticTrace } from './trace-fixtures';

type Who = Parameters<RuntimeApiContext['as']>[0];

/** A trace of a turn whose first sentence was written at `first` ms of `total`. */
const held = (h: string, first: number, total: number, shop: string | null = null) => {
  const trace = syntheticTrace(h, { totalMs: total, shop });
  return { ...trace, timings: { ...trace.timings, firstSentenceMs: first, totalMs: total } };
};

describeRuntimeApi('the hold cost of whole-reply hooks, from traces', (api) => {
  let id = '';
  const hold = async (who: Who = 'ops', harness = id) => {
    await api.studio().deps.traceCapture.flush();
    return api.as<ReplyHold>(who, 'GET', `/harnesses/${harness}/traces/reply-hold`);
  };
  beforeAll(async () => {
    id = await publishedHarness(api);
  });

  it('says no turn was measured when there are no traces', async () => {
    const res = await hold();
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ turns: 0, p50Ms: null, p95Ms: null, sinceHours: 24 });
  });

  it('gives P50 and P95 of the traces’ known timings, to the roles that read traces', async () => {
    // Holds of 100..1000 ms: nearest rank P50 = 500, P95 = 1000.
    await insertTraces(
      api.db(),
      Array.from({ length: 10 }, (_, i) => held(id, 250, 250 + (i + 1) * 100)),
    );
    for (const who of ['ops', 'qa', 'engineer', 'publisher', 'admin'] as const) {
      const res = await hold(who);
      expect(res.status, `${who}: ${res.text}`).toBe(200);
      expect(res.body).toEqual({ turns: 10, p50Ms: 500, p95Ms: 1000, sinceHours: 24 });
    }
    // A merchant measures its own shop's hosts only: none of these ran one.
    expect((await hold('merchant')).body).toMatchObject({ turns: 0, p50Ms: null });
    await insertTraces(api.db(), [held(id, 100, 400, 'shanlan-tea')]);
    expect((await hold('merchant')).body).toEqual({
      turns: 1,
      p50Ms: 300,
      p95Ms: 300,
      sinceHours: 24,
    });
    expect((await hold('anonymous')).status).toBe(401);
    expect((await hold('ops', 'no-such-harness')).status).toBe(404);
  });

  it('counts a turn the agent endpoint ran', { timeout: 20_000 }, async () => {
    const before = (await hold()).body.turns;
    api.model().enqueue(text('龙井到货了。欢迎下单！', { chunkSize: 2, delayMs: 5 }));
    await agentClient(api, id).chat.completions.create(ask('有货吗？'));
    const after = await hold();
    expect(after.body.turns).toBe(before + 1);
  });
});
