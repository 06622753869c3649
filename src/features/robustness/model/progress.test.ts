import { describe, expect, it } from 'vitest';
import { applyRobustnessEvent, initialProgress, parseRobustnessEvent } from './progress';
import type { RobustnessRun } from '../types';

const run = { id: 'r1', status: 'running', done: 0, total: 4 } as RobustnessRun;
const unit = (caseId: string, passes: number, done: number) => ({
  event: 'unit',
  data: JSON.stringify({
    done,
    total: 4,
    endpoint: 'default',
    arm: 'identity',
    caseId,
    passes,
    trials: 1,
  }),
});

describe('robustness progress', () => {
  it('counts each unit once, also when a reconnect replays them, and ends on done', () => {
    let state = initialProgress(run);
    for (const m of [unit('a', 1, 1), unit('b', 0, 2), unit('a', 1, 1)]) {
      const event = parseRobustnessEvent(m);
      if (event) state = applyRobustnessEvent(state, event);
    }
    expect(state).toMatchObject({ done: 2, total: 4, failing: 1, status: 'running' });
    expect(state.cells.map((c) => [c.caseId, c.passes])).toEqual([
      ['a', 1],
      ['b', 0],
    ]);
    const done = parseRobustnessEvent({
      event: 'done',
      data: JSON.stringify({ ...run, status: 'cancelled', done: 2 }),
    });
    expect(done?.type).toBe('done');
    state = applyRobustnessEvent(state, done!);
    expect(state).toMatchObject({ status: 'cancelled', done: 2 });
  });

  it('ignores what is not a unit or done event of ours', () => {
    expect(parseRobustnessEvent({ event: 'unit', data: '{"done":1}' })).toBeNull();
    expect(parseRobustnessEvent({ event: 'ping', data: '{}' })).toBeNull();
    expect(parseRobustnessEvent({ event: 'done', data: 'not json' })).toBeNull();
    expect(parseRobustnessEvent({ event: 'done', data: '{"id":"r","status":"odd"}' })).toBeNull();
  });
});
