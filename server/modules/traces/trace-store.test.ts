import { expect, it } from 'vitest';
import { describeEachDatabase, uniqueId } from '../../db/testing/describe-each-database';
import { newHarness } from '../../db/testing/harness-fixtures';
import { Invalid, NotFound } from '../../db/store-errors';
import { traceSchema } from '../../../src/harness/traces';
import { deleteTracesBefore, getTrace, insertTraces, listTraces } from './trace-store';
import { armStats } from './arm-stats';
import { secondsAfter, syntheticTrace } from './trace-fixtures';
import { TraceRetention } from './trace-retention';
import { hashViewer, loadViewerSecret, viewerSampled } from './viewer-hash';

const T0 = Date.parse('2026-11-01T00:00:00.000Z');

describeEachDatabase('trace store', (getDb, t) => {
  it('stores a whole trace and reads it back', async () => {
    const h = uniqueId();
    const trace = syntheticTrace(h, {
      arm: 'treatment',
      shop: 'shanlan-tea',
      viewer: 'ab'.repeat(16),
      hooks: [
        {
          hookId: 'word-filter',
          event: 'before_reply',
          outcome: 'block',
          reason: 'banned',
          error: null,
          durationMs: 0.4,
          sentence: null,
        },
      ],
      blocked: true,
      outcome: 'blocked',
    });
    await insertTraces(getDb(), [trace]);
    expect(await getTrace(getDb(), h, trace.id)).toEqual(trace);
    await expect(getTrace(getDb(), 'other', trace.id)).rejects.toBeInstanceOf(NotFound);
  });

  it('reads traces stored before sentences, usage and the first release were kept', async () => {
    const h = uniqueId();
    const trace = syntheticTrace(h, {
      hooks: [
        {
          hookId: 'word-filter',
          event: 'before_reply',
          outcome: 'continue',
          reason: null,
          error: null,
          durationMs: 0.4,
          sentence: null,
        },
      ],
    });
    await insertTraces(getDb(), [trace]);
    // The body as an older server wrote it.
    const { sentences, usage, ...rest } = trace;
    const { firstReleaseMs, ...oldTimings } = trace.timings;
    expect([sentences, usage, firstReleaseMs]).toEqual([[], null, null]);
    const old = {
      model: rest.model,
      messages: rest.messages,
      context: rest.context,
      reply: rest.reply,
      error: rest.error,
      hooks: rest.hooks.map(({ sentence: _, ...hook }) => hook),
      toolCalls: rest.toolCalls,
      timings: oldTimings,
      truncated: rest.truncated,
    };
    await getDb().run('UPDATE traces SET body = ? WHERE id = ?', [JSON.stringify(old), trace.id]);
    const read = await getTrace(getDb(), h, trace.id);
    expect(read).toEqual(trace);
    expect(traceSchema.parse(read)).toEqual(trace);
  });

  it('filters on every column the browser offers', async () => {
    const h = uniqueId();
    const rows = [
      syntheticTrace(h, { at: secondsAfter(T0, 1), label: 'staging', version: 2 }),
      syntheticTrace(h, { at: secondsAfter(T0, 2), arm: 'treatment', version: 3 }),
      syntheticTrace(h, { at: secondsAfter(T0, 3), shop: 'gold-tea' }),
      syntheticTrace(h, { at: secondsAfter(T0, 4), outcome: 'error', errorCode: 'timeout' }),
      syntheticTrace(h, { at: secondsAfter(T0, 5), blocked: true, outcome: 'blocked' }),
      syntheticTrace(h, { at: secondsAfter(T0, 6), totalMs: 9_000 }),
      syntheticTrace(h, { at: secondsAfter(T0, 7), toolError: true }),
    ];
    await insertTraces(getDb(), rows);
    const ids = async (filter: Parameters<typeof listTraces>[2]) =>
      (await listTraces(getDb(), h, filter)).items.map((i) => i.id);
    const id = (i: number) => rows[i]!.id;
    expect(await ids({})).toEqual([...rows].reverse().map((r) => r.id));
    expect(await ids({ label: 'staging' })).toEqual([id(0)]);
    expect(await ids({ version: 3 })).toEqual([id(1)]);
    expect(await ids({ arm: 'treatment' })).toEqual([id(1)]);
    expect(await ids({ shop: 'gold-tea' })).toEqual([id(2)]);
    expect(await ids({ outcome: 'error' })).toEqual([id(3)]);
    expect(await ids({ blocked: 'true' })).toEqual([id(4)]);
    expect(await ids({ slowerThan: 5_000 })).toEqual([id(5)]);
    expect(await ids({ toolError: 'true' })).toEqual([id(6)]);
    expect(await ids({ label: 'production', outcome: 'reply', toolError: 'false' })).toEqual([
      id(5),
      id(2),
      id(1),
    ]);
    expect(await ids({ label: 'production', blocked: 'true', shop: 'gold-tea' })).toEqual([]);
  });

  it('pages by (at, id): rows added meanwhile neither repeat nor skip one', async () => {
    const h = uniqueId();
    // Ten traces in the same millisecond: the id breaks the tie.
    const same = Array.from({ length: 10 }, () => syntheticTrace(h, { at: secondsAfter(T0, 0) }));
    const older = Array.from({ length: 15 }, (_, i) =>
      syntheticTrace(h, { at: secondsAfter(T0, -1 - i) }),
    );
    await insertTraces(getDb(), [...same, ...older]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listTraces(getDb(), h, {}, { limit: 4, cursor });
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      // A newer turn lands while paging: it belongs before the first page, not in a later one.
      await insertTraces(getDb(), [syntheticTrace(h, { at: secondsAfter(T0, 60) })]);
    } while (cursor);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    const sameSorted = same
      .map((r) => r.id)
      .sort()
      .reverse();
    expect(seen.slice(0, 10)).toEqual(sameSorted);
    expect(seen.slice(10)).toEqual(older.map((r) => r.id));
  });

  it('refuses a cursor that is not one of its own', async () => {
    await expect(listTraces(getDb(), 'x', {}, { cursor: 'bm90LWEtY3Vyc29y' })).rejects.toThrow(
      Invalid,
    );
  });

  it('deletes old traces in bounded batches, oldest first, only of the harness', async () => {
    const h = uniqueId();
    const other = uniqueId();
    const old = Array.from({ length: 7 }, (_, i) => syntheticTrace(h, { at: secondsAfter(T0, i) }));
    const kept = syntheticTrace(h, { at: secondsAfter(T0, 100) });
    const otherOld = syntheticTrace(other, { at: secondsAfter(T0, 0) });
    await insertTraces(getDb(), [...old, kept, otherOld]);
    const before = secondsAfter(T0, 50);
    expect(await deleteTracesBefore(getDb(), h, before, 3)).toBe(3);
    expect((await listTraces(getDb(), h, {})).items.map((i) => i.id)).toEqual([
      kept.id,
      ...old
        .slice(3)
        .reverse()
        .map((r) => r.id),
    ]);
    expect(await deleteTracesBefore(getDb(), h, before, 3)).toBe(3);
    expect(await deleteTracesBefore(getDb(), h, before, 3)).toBe(1);
    expect(await deleteTracesBefore(getDb(), h, before, 3)).toBe(0);
    expect((await listTraces(getDb(), other, {})).items).toHaveLength(1);
  });

  it("retention deletes by each harness's retentionDays in batches", async () => {
    const db = getDb();
    const h = await newHarness(db);
    const now = Date.parse('2026-12-01T00:00:00.000Z');
    const day = 86_400_000;
    // The sample says nothing of traces: 30 days.
    const rows = [40, 35, 31, 29, 2].map((d) =>
      syntheticTrace(h.id, { at: new Date(now - d * day).toISOString() }),
    );
    await insertTraces(db, rows);
    const retention = new TraceRetention(db, { batch: 2, now: () => now });
    expect(await retention.run()).toBe(3);
    expect((await listTraces(db, h.id, {})).items.map((i) => i.id)).toEqual([
      rows[4]!.id,
      rows[3]!.id,
    ]);
    await retention.close();
  });

  it('sums per version and arm for the experiment report', async () => {
    const h = uniqueId();
    const since = secondsAfter(T0, 0);
    const rows = [
      ...[100, 200, 300, 400].map((ms, i) =>
        syntheticTrace(h, {
          at: secondsAfter(T0, i + 1),
          arm: 'control',
          viewer: `v${i % 2}`,
          firstTokenMs: ms,
        }),
      ),
      syntheticTrace(h, { at: secondsAfter(T0, 5), arm: 'treatment', version: 2, viewer: 'v9' }),
      syntheticTrace(h, {
        at: secondsAfter(T0, 6),
        arm: 'treatment',
        version: 2,
        viewer: 'v8',
        outcome: 'error',
        firstTokenMs: null,
      }),
      syntheticTrace(h, {
        at: secondsAfter(T0, 7),
        arm: 'treatment',
        version: 2,
        blocked: true,
        outcome: 'blocked',
      }),
      // Before `since` and on another label: not counted.
      syntheticTrace(h, { at: secondsAfter(T0, -5), arm: 'control' }),
      syntheticTrace(h, { at: secondsAfter(T0, 8), label: 'staging' }),
    ];
    await insertTraces(getDb(), rows);
    expect(await armStats(getDb(), h, 'production', since)).toEqual([
      {
        version: 1,
        arm: 'control',
        units: 2,
        turns: 4,
        errors: 0,
        hookBlocks: 0,
        firstTokenP50: 200,
        firstTokenP95: 400,
        sampleRate: 1,
      },
      {
        version: 2,
        arm: 'treatment',
        units: 2,
        turns: 3,
        errors: 1,
        hookBlocks: 1,
        firstTokenP50: 300,
        firstTokenP95: 300,
        sampleRate: 1,
      },
    ]);
  });

  it('hashes viewers with one secret shared by every instance, never the key itself', async () => {
    const secret = await loadViewerSecret(getDb());
    const again = await loadViewerSecret(await t.openAnother());
    expect(again.equals(secret)).toBe(true);
    const hash = hashViewer(secret, 'viewer-42');
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(hash).not.toContain('viewer-42');
    expect(hashViewer(secret, 'viewer-42')).toBe(hash);
    expect(hashViewer(Buffer.from('other'), 'viewer-42')).not.toBe(hash);
    // The sample share follows the rate, per viewer.
    const keys = Array.from({ length: 2_000 }, (_, i) => hashViewer(secret, `v${i}`));
    const kept = keys.filter((k) => viewerSampled(k, 0.25)).length;
    expect(kept).toBeGreaterThan(400);
    expect(kept).toBeLessThan(600);
    expect(keys.some((k) => viewerSampled(k, 0))).toBe(false);
  });
});
