import { expect, it } from 'vitest';
import { describeEachDatabase, uniqueId } from '../../db/testing/describe-each-database';
import { sampleDocument } from '../../db/testing/harness-fixtures';
import { validateHarness, type HarnessDocument } from '../../../src/harness';
import { TRACE_LIST_MAX, TRACE_TEXT_MAX, TRUNCATION_MARKER } from '../../../src/harness/traces';
import type { TurnEvent } from '../../runtime/run-turn';
import { TraceCapture } from './trace-capture';
import { traceFrom } from './trace-record';
import { listTraces, getTrace } from './trace-store';
import { TurnObservers, type FinishedTurn } from './turn-observer';

const doc = (traces?: object): HarnessDocument => {
  const d = validateHarness(sampleDocument()).document!;
  return { ...d, settings: { ...d.settings, ...(traces && { traces }) } } as HarnessDocument;
};

const timings = {
  totalMs: 50,
  firstTokenMs: 10,
  firstSentenceMs: 12,
  modelRounds: 1,
  modelMs: 40,
  toolMs: 0,
  hookMs: 1,
  overheadMs: 9,
  steps: [],
  tools: [],
};

const plain = doc();

function finished(harnessId: string, over: Partial<FinishedTurn> = {}): FinishedTurn {
  const done = { at: 50, type: 'done', outcome: 'reply', reply: '好的。', timings } as const;
  return {
    harnessId,
    label: 'production',
    version: 1,
    arm: null,
    shop: null,
    viewerKey: null,
    doc: plain,
    startedAt: Date.now(),
    conversation: [{ role: 'user', content: '你好' }],
    context: {},
    events: [done],
    done,
    model: 'test-model',
    ...over,
  };
}

describeEachDatabase('trace capture', (getDb) => {
  it('drops and counts when the queue is full, never waiting; close writes the rest', async () => {
    const h = uniqueId();
    const capture = new TraceCapture(getDb(), { maxQueue: 3, flushMs: 3_600_000 });
    await capture.open();
    for (let i = 0; i < 8; i++) {
      // Returns at once: the push is all the turn pays.
      expect(capture.onTurnFinished(finished(h))).toBeUndefined();
    }
    expect(capture.stats()).toEqual({ queued: 3, written: 0, dropped: 5, failed: 0 });
    expect((await listTraces(getDb(), h, {})).items).toHaveLength(0);
    await capture.close();
    expect(capture.stats()).toEqual({ queued: 0, written: 3, dropped: 5, failed: 0 });
    expect((await listTraces(getDb(), h, {})).items).toHaveLength(3);
  });

  it('writes on its timer in batches', async () => {
    const h = uniqueId();
    const capture = new TraceCapture(getDb(), { flushMs: 20, batch: 2 });
    await capture.open();
    for (let i = 0; i < 5; i++) capture.onTurnFinished(finished(h));
    await expect
      .poll(async () => (await listTraces(getDb(), h, {})).items.length, { timeout: 5_000 })
      .toBe(5);
    await capture.close();
  });

  it('lets the event loop in between batches (a turn never waits behind the whole queue)', async () => {
    const h = uniqueId();
    const capture = new TraceCapture(getDb(), { flushMs: 3_600_000, batch: 4 });
    await capture.open();
    for (let i = 0; i < 12; i++) capture.onTurnFinished(finished(h));
    const writtenWhenOthersRan: number[] = [];
    const flushing = capture.flush();
    // Work that arrives while the flush runs: each gets in after one batch, not after all.
    const tick = () =>
      new Promise<void>((resolve) =>
        setImmediate(() => {
          writtenWhenOthersRan.push(capture.stats().written);
          resolve();
        }),
      );
    await Promise.all([flushing, tick().then(tick)]);
    expect(capture.stats()).toMatchObject({ queued: 0, written: 12 });
    expect(writtenWhenOthersRan[0]).toBeLessThan(12);
    expect((await listTraces(getDb(), h, {})).items).toHaveLength(12);
    await capture.close();
  });

  it('samples by the harness’s rate: 0 keeps nothing, 1 all, a share per viewer', async () => {
    const capture = new TraceCapture(getDb(), { flushMs: 3_600_000 });
    await capture.open();
    const docs = new Map<number | undefined, HarnessDocument>();
    const docOf = (rate: number | undefined) => {
      if (!docs.has(rate))
        docs.set(rate, doc(rate === undefined ? undefined : { sampleRate: rate }));
      return docs.get(rate)!;
    };
    const start = (rate: number | undefined, viewerKey: string | null) =>
      finished('x', { doc: docOf(rate), viewerKey });
    expect(capture.wants(start(0, 'v1'))).toBe(false);
    expect(capture.wants(start(0, null))).toBe(false);
    expect(capture.wants(start(undefined, null))).toBe(true);
    // Per viewer: the same viewer is always in or always out.
    const ins = Array.from({ length: 400 }, (_, i) => capture.wants(start(0.5, `v${i}`)));
    const again = Array.from({ length: 400 }, (_, i) => capture.wants(start(0.5, `v${i}`)));
    expect(again).toEqual(ins);
    const share = ins.filter(Boolean).length / ins.length;
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.6);
    await capture.close();
    // Through the observer list: a turn nobody wants collects nothing.
    const observers = new TurnObservers();
    observers.add(capture);
    expect(observers.start(start(0, 'v1'))).toBeNull();
    expect(observers.start(start(1, 'v1'))).not.toBeNull();
  });

  it('keeps an observer’s throw away from the turn', () => {
    const observers = new TurnObservers();
    const heard: string[] = [];
    observers.add({
      name: 'broken',
      onTurnFinished: () => {
        throw new Error('boom');
      },
    });
    observers.add({ name: 'fine', onTurnFinished: (t) => heard.push(t.label) });
    const turn = finished('x');
    const watch = observers.start(turn)!;
    expect(() =>
      watch.finish({ conversation: [], context: {}, done: turn.done, model: 'm' }),
    ).not.toThrow();
    expect(heard).toEqual(['production']);
  });

  it('bounds a trace: long texts cut with the marker, long lists keep the last', async () => {
    const h = uniqueId();
    const long = '长'.repeat(TRACE_TEXT_MAX + 500);
    const events: TurnEvent[] = [];
    for (let i = 0; i < TRACE_LIST_MAX + 10; i++) {
      events.push({
        at: i,
        type: 'tool_call',
        step: 1,
        id: `c${i}`,
        name: 'check_inventory',
        arguments: null,
        rawArguments: long,
      });
      events.push({
        at: i,
        type: 'tool_result',
        step: 1,
        id: `c${i}`,
        name: 'check_inventory',
        durationMs: 1,
        source: 'binding',
        ok: false,
        error: 'down',
      });
    }
    const turn = finished(h, {
      conversation: [{ role: 'user', content: long }],
      context: { extra: 'x'.repeat(20_000) } as never,
      events,
    });
    const trace = traceFrom(turn, {
      id: '00000000-0000-4000-8000-000000000001',
      viewer: null,
      sampleRate: 1,
    });
    expect(trace.truncated).toBe(true);
    expect(trace.messages[0]!.content).toHaveLength(TRACE_TEXT_MAX);
    expect(trace.messages[0]!.content.endsWith(TRUNCATION_MARKER)).toBe(true);
    expect(trace.toolCalls).toHaveLength(TRACE_LIST_MAX);
    expect(trace.toolCalls.at(-1)).toMatchObject({ ok: false, result: 'down' });
    expect(trace.toolError).toBe(true);
    expect(trace.context).toEqual({});
    expect(trace.question.length).toBeLessThanOrEqual(200);
    const capture = new TraceCapture(getDb(), { flushMs: 3_600_000 });
    await capture.open();
    capture.onTurnFinished(turn);
    await capture.close();
    const [row] = (await listTraces(getDb(), h, {})).items;
    const stored = await getTrace(getDb(), h, row!.id);
    expect(JSON.stringify(stored).length).toBeLessThan(
      TRACE_LIST_MAX * 2 * TRACE_TEXT_MAX + 50_000,
    );
    expect(stored.truncated).toBe(true);
  });
});
