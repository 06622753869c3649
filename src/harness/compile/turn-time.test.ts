import { describe, expect, it } from 'vitest';
import { withTurnTime } from './turn-time';

const AT = Date.UTC(2026, 11, 12, 12, 15, 3, 789); // 20:15:03.789 in Shanghai

describe('withTurnTime', () => {
  it("keeps the context's own time", () => {
    const context = { now: '2026-12-12T20:00:00+08:00' };
    expect(withTurnTime(context, 'Asia/Shanghai', AT)).toEqual({
      context,
      now: '2026-12-12T20:00:00+08:00',
      nowSource: 'context',
    });
  });

  it("gives a clockless turn the server's time in the harness's zone, to the second", () => {
    const t = withTurnTime({ comments: ['hi'] }, 'Asia/Shanghai', AT);
    expect(t).toEqual({
      context: { comments: ['hi'], now: '2026-12-12T20:15:03+08:00' },
      now: '2026-12-12T20:15:03+08:00',
      nowSource: 'server',
    });
    expect(withTurnTime({}, 'America/New_York', AT).now).toBe('2026-12-12T07:15:03-05:00');
  });
});
