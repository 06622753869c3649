import { describe, expect, it } from 'vitest';
import { calendarEntry } from '../components/testing';
import { calendarDays, dayIn } from './calendar-days';

describe('calendarDays', () => {
  it('puts each entry on its day in the harness’s zone, in time order', () => {
    const late = calendarEntry({ scheduleId: 2, at: '2026-12-12T16:00:00.000Z' });
    const early = calendarEntry({ scheduleId: 1, at: '2026-12-12T01:00:00.000Z' });
    expect(dayIn(late.at, 'Asia/Shanghai')).toBe('2026-12-13');
    expect(dayIn(late.at, 'UTC')).toBe('2026-12-12');
    expect(
      calendarDays([late, early], 'Asia/Shanghai').map((d) => [
        d.day,
        d.entries.map((e) => e.scheduleId),
      ]),
    ).toEqual([
      ['2026-12-12', [1]],
      ['2026-12-13', [2]],
    ]);
    expect(calendarDays([late, early], 'UTC').map((d) => d.entries.length)).toEqual([2]);
  });
});
