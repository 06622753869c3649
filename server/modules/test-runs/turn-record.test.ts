import { describe, expect, it } from 'vitest';
import { harnessDocumentSchema, turnError } from '../../../src/harness';
import { sampleHarness } from '../../../src/harness/sample';
import type { TurnEvent } from '../../runtime/run-turn';
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
