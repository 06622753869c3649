import { expect, it } from 'vitest';
import { describeEachDatabase, uniqueId } from '../../db/testing/describe-each-database';
import { sampleDocument } from '../../db/testing/harness-fixtures';
import { validateHarness } from '../../../src/harness';
import { traceSchema } from '../../../src/harness/traces';
import type { TurnEvent } from '../../runtime/run-turn';
import { TraceCapture } from './trace-capture';
import { traceFrom } from './trace-record';
import { getTrace, listTraces } from './trace-store';
import type { FinishedTurn } from './turn-observer';

// What a trace keeps beyond the turn itself: per-sentence decisions, the sentence a hook checked, token
// usage and the first release.

const timings = {
  totalMs: 90,
  firstTokenMs: 10,
  firstSentenceMs: 12,
  modelRounds: 1,
  modelMs: 80,
  toolMs: 0,
  hookMs: 1,
  overheadMs: 9,
  steps: [],
  tools: [],
};
const plainDone = { at: 90, type: 'done', outcome: 'reply', reply: '好的。', timings } as const;
const doc = validateHarness(sampleDocument()).document!;

function finished(harnessId: string, over: Partial<FinishedTurn> = {}): FinishedTurn {
  return {
    harnessId,
    label: 'production',
    version: 1,
    arm: null,
    shop: null,
    viewerKey: null,
    doc,
    startedAt: Date.now(),
    conversation: [{ role: 'user', content: '有货吗？' }],
    context: {},
    events: [plainDone],
    done: plainDone,
    model: 'test-model',
    ...over,
  };
}

describeEachDatabase('sentences and usage in traces', (getDb) => {
  it('keeps each sentence’s decision, the hooks’ sentence, usage and the first release', async () => {
    const h = uniqueId();
    const done = {
      at: 90,
      type: 'done',
      outcome: 'blocked',
      reply: '龙井到货了。',
      timings: { ...timings, firstReleaseMs: 41 },
      usage: { promptTokens: 1200, completionTokens: 30, cachedTokens: 1100 },
    } as const;
    const hook = (sentence: number, outcome: 'continue' | 'block') =>
      ({
        at: 40 + sentence,
        type: 'hook',
        hookId: 'word-filter',
        event: 'before_sentence',
        outcome,
        durationMs: 0.3,
        sentence,
      }) as const;
    const events: TurnEvent[] = [
      hook(0, 'continue'),
      {
        at: 41,
        type: 'sentence',
        step: 1,
        index: 0,
        original: '龙井到货了。',
        text: '龙井到货了。',
        cut: 'sentence',
        writtenAt: 39.5,
        outcome: 'continue',
      },
      hook(1, 'block'),
      {
        at: 60,
        type: 'sentence',
        step: 1,
        index: 1,
        original: '全网最低价！',
        text: null,
        cut: 'sentence',
        writtenAt: 58,
        outcome: 'block',
        blocked: { hookId: 'word-filter', reason: 'absolute claim' },
        ending: true,
      },
      done,
    ];
    const trace = traceFrom(finished(h, { events, done }), {
      id: '00000000-0000-4000-8000-000000000002',
      viewer: null,
      sampleRate: 1,
    });
    expect(trace.hooks.map((x) => [x.event, x.sentence, x.outcome])).toEqual([
      ['before_sentence', 0, 'continue'],
      ['before_sentence', 1, 'block'],
    ]);
    expect(trace.sentences).toEqual([
      {
        index: 0,
        step: 1,
        original: '龙井到货了。',
        text: '龙井到货了。',
        outcome: 'continue',
        cut: 'sentence',
        writtenAt: 39.5,
        releasedAt: 41,
        replacedBy: [],
        blocked: null,
        ending: false,
      },
      {
        index: 1,
        step: 1,
        original: '全网最低价！',
        text: null,
        outcome: 'block',
        cut: 'sentence',
        writtenAt: 58,
        releasedAt: 60,
        replacedBy: [],
        blocked: { hookId: 'word-filter', reason: 'absolute claim' },
        ending: true,
      },
    ]);
    expect(trace.timings.firstReleaseMs).toBe(41);
    expect(trace.usage).toEqual({ promptTokens: 1200, completionTokens: 30, cachedTokens: 1100 });
    expect(traceSchema.parse(trace)).toEqual(trace);
    const capture = new TraceCapture(getDb(), { flushMs: 3_600_000 });
    await capture.open();
    capture.onTurnFinished(finished(h, { events, done }));
    await capture.close();
    const [row] = (await listTraces(getDb(), h, {})).items;
    const stored = await getTrace(getDb(), h, row!.id);
    expect(stored.sentences).toEqual(trace.sentences);
    expect(stored.usage).toEqual(trace.usage);
    expect(stored.timings.firstReleaseMs).toBe(41);
    // A turn without sentence hooks or usage: empty, null, never invented.
    const plainTrace = traceFrom(finished(h), { id: row!.id, viewer: null, sampleRate: 1 });
    expect(plainTrace).toMatchObject({ sentences: [], usage: null });
    expect(plainTrace.timings.firstReleaseMs).toBeNull();
  });
});
