import { describe, expect, it } from 'vitest';
import { startModelRuntime } from '../../runtime/model-runtime-rig';
import { harnessDocumentSchema, testCaseSchema, turnError } from '../../../src/harness';
import { evaluateCase } from '../../../src/harness/evaluation/evaluate';
import { sampleContexts, sampleHarness } from '../../../src/harness/sample';
import type { TurnEvent } from '../../runtime/run-turn';
import { teaShop } from '../../runtime/test-support';
import { replaceHook, stopHook, withSentenceHooks } from '../../runtime/turn/sentence-gate-testing';
import { text } from '../../testing/model-server';
import { turnRecordFrom } from './turn-record';

const doc = harnessDocumentSchema.parse(sampleHarness);

describe('turnRecordFrom', () => {
  it('keeps the first error’s code and params, so the run screen can say it in Chinese', () => {
    const events: TurnEvent[] = [
      { at: 1, ...turnError('unavailable', 'No model server answers at u.', { url: 'u' }) },
      { at: 2, ...turnError('internal', 'later') },
      {
        at: 3,
        type: 'done',
        outcome: 'error',
        reply: null,
        timings: {
          totalMs: 3,
          firstTokenMs: null,
          firstSentenceMs: null,
          modelRounds: 0,
          modelMs: 0,
          toolMs: 0,
          hookMs: 0,
          overheadMs: 3,
          steps: [],
          tools: [],
        },
      },
    ];
    const record = turnRecordFrom(events, doc);
    expect(record).toMatchObject({
      outcome: 'error',
      error: 'No model server answers at u.',
      errorCode: 'unavailable',
      errorParams: { url: 'u' },
    });
  });
});

describe('turnRecordFrom, a sentence-gated turn (real runtime, scripted model)', () => {
  const rig = startModelRuntime();

  it(
    'records what was released and each sentence decision; the grader sees a mid-reply block',
    { timeout: 20_000 },
    async () => {
      const gated = teaShop((d) => withSentenceHooks(d, [replaceHook, stopHook]));
      rig.server.enqueue(text('这是超赞好茶。删掉这句。这个不能说。再见。', { chunkSize: 3 }));
      const events: TurnEvent[] = [];
      const context = sampleContexts[0]!.context;
      await rig.runtime.runTurn(
        { doc: gated, conversation: [{ role: 'user', content: '好喝吗？' }], context },
        { emit: (e) => events.push(e) },
      );
      const record = turnRecordFrom(events, gated);
      expect(record).toMatchObject({ outcome: 'blocked', reply: '这是不错好茶。' });
      const sentenceHooks = record.hooks.filter((h) => h.event === 'before_sentence');
      expect(sentenceHooks.map((h) => [h.hook, h.decision])).toEqual([
        ['replace-gate', 'replace'],
        ['stop-gate', 'continue'],
        ['replace-gate', 'replace'],
        ['stop-gate', 'continue'],
        ['replace-gate', 'continue'],
        ['stop-gate', 'block'],
      ]);

      const testCase = testCaseSchema.parse({
        id: 'gated',
        name: 'gated',
        conversation: [{ role: 'user', content: '好喝吗？' }],
        context,
        expectations: [
          { type: 'hook', hook: 'stop-gate', decision: 'block' },
          { type: 'hook', hook: 'replace-gate', decision: 'replace' },
          { type: 'reply_contains', values: ['不错'] },
          { type: 'reply_not_contains', values: ['不能说', '删掉', '再见'] },
        ],
      });
      const graded = await evaluateCase(testCase, [record], gated);
      expect(graded.trials[0]).toMatchObject({ outcome: 'blocked', reply: '这是不错好茶。' });
      expect(graded.trials[0]!.expectations.map((e) => e.status)).toEqual([
        'pass',
        'pass',
        'pass',
        'pass',
      ]);
      expect(graded.pass).toBe(true);
    },
  );
});
