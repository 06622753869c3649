import { describe, expect, it } from 'vitest';
import { parseHarness, type HarnessDocument } from '../../../harness';
import { sampleHarness } from '../../../harness/sample';
import { roomNow, sentContext } from './live-context';
import { roomPromotions } from './room-promotions';

const doc = (): HarnessDocument => {
  const parsed = parseHarness(structuredClone(sampleHarness));
  if (!parsed.ok) throw new Error('the sample parses');
  return parsed.document;
};

describe('the room’s time', () => {
  const clock = Date.UTC(2026, 11, 6, 4, 52, 30);

  it('is the time set, else the clock’s with the harness zone’s offset', () => {
    expect(roomNow({ now: '2026-12-12T20:15:00+08:00' }, 'Asia/Shanghai', clock)).toBe(
      '2026-12-12T20:15:00+08:00',
    );
    expect(roomNow({}, 'Asia/Shanghai', clock)).toBe('2026-12-06T12:52:30+08:00');
    expect(sentContext({ comments: [' 有券吗 ', ''] }, 'Europe/London', clock)).toEqual({
      comments: ['有券吗'],
      now: '2026-12-06T04:52:30+00:00',
    });
  });
});

describe('roomPromotions', () => {
  it('marks what is active for the viewer at the room’s time, first, and the rest by state', () => {
    const rows = roomPromotions(doc(), { viewer: { kind: 'new' } }, '2026-12-12T20:15:00+08:00');
    expect(rows.map((r) => [r.promotion.id, r.active, r.state.phase])).toEqual([
      ['double12-threshold', true, 'running'],
      ['new-viewer-coupon', true, 'running'],
      // Running, but for members only.
      ['member-95', false, 'running'],
      ['baicha-flash-sale', false, 'ended'],
    ]);
  });

  it('has the flash sale active in its hour, and nothing active on an ordinary day', () => {
    const flash = roomPromotions(
      doc(),
      { viewer: { kind: 'returning' } },
      '2026-12-11T20:01:00+08:00',
    );
    expect(flash.filter((r) => r.active).map((r) => r.promotion.id)).toEqual(['baicha-flash-sale']);
    const ordinary = roomPromotions(doc(), {}, '2026-12-06T12:00:00+08:00');
    expect(ordinary.some((r) => r.active)).toBe(false);
    expect(ordinary[0]?.state.phase).toBe('upcoming');
  });
});
