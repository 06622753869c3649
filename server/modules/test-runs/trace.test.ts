import { describe, expect, it } from 'vitest';
import type { TurnEvent } from '../../../src/harness/runtime-events';
import { compactTrace } from './trace';

const delta = (at: number, text: string, step = 1): TurnEvent => ({
  type: 'delta',
  at,
  step,
  text,
});

describe('compactTrace', () => {
  it('merges consecutive deltas of a step and keeps every other event where it was', () => {
    const events: TurnEvent[] = [
      { type: 'model_start', at: 1, step: 1 },
      delta(2, '你'),
      delta(3, '好'),
      delta(4, '，欢迎'),
      { type: 'tool_call', at: 5, step: 1, id: 'c1', name: 't', arguments: {}, rawArguments: '{}' },
      delta(6, '再'),
      delta(7, '见', 2),
    ];
    expect(compactTrace(events)).toEqual([
      events[0],
      delta(2, '你好，欢迎'),
      events[4],
      delta(6, '再'),
      delta(7, '见', 2),
    ]);
    // The input is left as it was.
    expect(events[1]).toEqual(delta(2, '你'));
  });

  it('keeps an empty trace empty', () => {
    expect(compactTrace([])).toEqual([]);
  });
});
