import { expect, it } from 'vitest';
import { describeEachDatabase, uniqueId } from '../../db/testing/describe-each-database';
import { replyHoldSchema, REPLY_HOLD_MAX_TRACES } from '../../../src/harness/traces';
import { replyHold } from './reply-hold';
import { insertTraces } from './trace-store';
import { syntheticTrace } from './trace-fixtures';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

/** A trace whose first sentence was written at `first` ms of a turn of `total` ms. */
const held = (h: string, first: number | null, total: number, over = {}) => {
  const trace = syntheticTrace(h, { totalMs: total, at: minutesAgo(5), ...over });
  return { ...trace, timings: { ...trace.timings, firstSentenceMs: first, totalMs: total } };
};

describeEachDatabase('reply hold cost', (getDb) => {
  it('gives P50 and P95 of (total - first sentence) over the last 24 h', async () => {
    const h = uniqueId();
    // Holds 100, 200, ..., 2000 ms: nearest rank gives P50 = 1000, P95 = 1900.
    const rows = Array.from({ length: 20 }, (_, i) =>
      held(h, 300, 300 + (i + 1) * 100, { at: minutesAgo(i + 1) }),
    );
    await insertTraces(getDb(), [
      ...rows,
      // Not counted: no first sentence, older than 24 h, another harness.
      held(h, null, 9_000),
      held(h, 300, 90_000, { at: minutesAgo(24 * 60 + 1) }),
      held(uniqueId(), 300, 90_000),
    ]);
    const hold = await replyHold(getDb(), h, { now: NOW });
    expect(hold).toEqual({ turns: 20, p50Ms: 1000, p95Ms: 1900, sinceHours: 24 });
    expect(replyHoldSchema.parse(hold)).toEqual(hold);
  });

  it('counts one shop’s turns when asked, and says nothing was measured with none', async () => {
    const h = uniqueId();
    await insertTraces(getDb(), [
      held(h, 200, 700, { shop: 'tea-b' }),
      held(h, 200, 5_200, { shop: null }),
    ]);
    expect(await replyHold(getDb(), h, { now: NOW, shop: 'tea-b' })).toEqual({
      turns: 1,
      p50Ms: 500,
      p95Ms: 500,
      sinceHours: 24,
    });
    expect(await replyHold(getDb(), uniqueId(), { now: NOW })).toEqual({
      turns: 0,
      p50Ms: null,
      p95Ms: null,
      sinceHours: 24,
    });
  });

  it(`reads at most the latest ${REPLY_HOLD_MAX_TRACES} traces`, async () => {
    const h = uniqueId();
    const recent = Array.from({ length: REPLY_HOLD_MAX_TRACES }, (_, i) =>
      held(h, 100, 150, { at: new Date(NOW - 60_000 - i).toISOString() }),
    );
    const older = Array.from({ length: 30 }, (_, i) =>
      held(h, 100, 60_100, { at: minutesAgo(60 + i) }),
    );
    await insertTraces(getDb(), [...older, ...recent]);
    expect(await replyHold(getDb(), h, { now: NOW })).toEqual({
      turns: REPLY_HOLD_MAX_TRACES,
      p50Ms: 50,
      p95Ms: 50,
      sinceHours: 24,
    });
  });
});
