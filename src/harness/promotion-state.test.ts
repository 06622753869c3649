import { describe, expect, it } from 'vitest';
import {
  comparePromotionStates,
  promotionState,
  wallTimeAt,
  type PromotionPhase,
} from './promotion-state';

const SH = 'Asia/Shanghai';
const promo = (start: string, end: string, timeZone = SH, enabled = true) => ({
  window: { start, end, timeZone },
  enabled,
});
/** A fixed clock: an instant given as UTC. */
const at = (iso: string) => Date.parse(iso);
const phase = (p: ReturnType<typeof promo>, nowIso: string, zone = SH): PromotionPhase =>
  promotionState(p, at(nowIso), zone).phase;

describe('promotionState', () => {
  // The sample's flash sale: 2026-12-11 20:00-21:00 Shanghai (12:00-13:00 UTC).
  const flash = promo('2026-12-11T20:00', '2026-12-11T21:00');

  it('says a sale starting at 20:00 in the shop’s zone is tonight from the same morning', () => {
    expect(phase(flash, '2026-12-11T00:30:00Z')).toBe('tonight'); // 08:30 in Shanghai
    expect(phase(flash, '2026-12-11T11:59:59Z')).toBe('tonight');
  });

  it('runs from its start (inclusive) to its end (exclusive), as the runtime decides', () => {
    expect(phase(flash, '2026-12-11T12:00:00Z')).toBe('running');
    expect(phase(flash, '2026-12-11T12:59:59Z')).toBe('running');
    expect(phase(flash, '2026-12-11T13:00:00Z')).toBe('ended');
  });

  it('is tomorrow the day before and upcoming earlier, by the shop’s calendar', () => {
    // 2026-12-10 16:30 UTC is already 2026-12-11 00:30 in Shanghai: today, not tomorrow.
    expect(phase(flash, '2026-12-10T16:30:00Z')).toBe('tonight');
    expect(phase(flash, '2026-12-10T15:59:00Z')).toBe('tomorrow'); // 23:59 on the 10th
    expect(phase(flash, '2026-12-09T15:59:00Z')).toBe('upcoming'); // 23:59 on the 9th
  });

  it('calls a start before 18:00 later today "today", not tonight', () => {
    const lunch = promo('2026-12-11T12:00', '2026-12-11T13:00');
    expect(phase(lunch, '2026-12-11T01:00:00Z')).toBe('today');
    const six = promo('2026-12-11T18:00', '2026-12-11T19:00');
    expect(phase(six, '2026-12-11T01:00:00Z')).toBe('tonight');
  });

  it('judges "today" in the harness’s zone, whatever the window’s own zone', () => {
    // A window written in UTC (12:00-13:00 UTC = 20:00-21:00 Shanghai).
    const utc = promo('2026-12-11T12:00', '2026-12-11T13:00', 'UTC');
    const s = promotionState(utc, at('2026-12-11T02:00:00Z'), SH);
    expect(s.phase).toBe('tonight');
    expect(s.from).toEqual({ date: '2026-12-11', time: '20:00' });
    expect(s.to).toEqual({ date: '2026-12-11', time: '21:00' });
    // The same window in a New York harness starts at 07:00 on the 11th: today, morning.
    expect(phase(utc, '2026-12-11T10:00:00Z', 'America/New_York')).toBe('today');
  });

  it('follows daylight saving time in the harness’s zone', () => {
    // 2026-03-08: New York springs forward at 02:00. 19:00 EDT is 23:00 UTC.
    const ny = promo('2026-03-08T19:00', '2026-03-08T20:00', 'America/New_York');
    const s = promotionState(ny, at('2026-03-08T12:00:00Z'), 'America/New_York');
    expect(s.phase).toBe('tonight');
    expect(new Date(s.start).toISOString()).toBe('2026-03-08T23:00:00.000Z');
    expect(s.from).toEqual({ date: '2026-03-08', time: '19:00' });
  });

  it('crosses a month and a leap day when telling tomorrow', () => {
    const mar1 = promo('2028-03-01T10:00', '2028-03-01T11:00');
    expect(phase(mar1, '2028-02-28T04:00:00Z')).toBe('upcoming'); // Feb 29 exists in 2028
    expect(phase(mar1, '2028-02-29T04:00:00Z')).toBe('tomorrow');
    const jan1 = promo('2027-01-01T00:00', '2027-01-02T00:00');
    expect(phase(jan1, '2026-12-31T04:00:00Z')).toBe('tomorrow');
  });

  it('says disabled for a switched-off promotion, even while its window is open', () => {
    const off = promo('2026-12-11T20:00', '2026-12-11T21:00', SH, false);
    const s = promotionState(off, at('2026-12-11T12:30:00Z'), SH);
    expect(s.phase).toBe('disabled');
    expect(s.from).toEqual({ date: '2026-12-11', time: '20:00' });
  });

  it('says invalid for a window that cannot be read, ends before it starts, or an unknown zone', () => {
    expect(phase(promo('soon', '2026-12-11T21:00'), '2026-12-11T00:00:00Z')).toBe('invalid');
    expect(phase(promo('2026-12-11T21:00', '2026-12-11T20:00'), '2026-12-11T00:00:00Z')).toBe(
      'invalid',
    );
    expect(phase(flash, '2026-12-11T00:00:00Z', 'Mars/Olympus')).toBe('invalid');
    const noWindow = { window: undefined } as unknown as ReturnType<typeof promo>;
    expect(promotionState(noWindow, 0, SH).phase).toBe('invalid');
  });
});

describe('wallTimeAt', () => {
  it('gives the zone’s date and 24-hour time, or null', () => {
    expect(wallTimeAt(at('2026-12-11T16:05:00Z'), SH)).toEqual({
      date: '2026-12-12',
      time: '00:05',
    });
    expect(wallTimeAt(Number.NaN, SH)).toBeNull();
    expect(wallTimeAt(0, 'Nowhere/Else')).toBeNull();
  });
});

describe('comparePromotionStates', () => {
  it('lists running first, then tonight, tomorrow, upcoming, ended and disabled', () => {
    const now = at('2026-12-11T02:00:00Z'); // 10:00 in Shanghai
    const list = [
      promo('2026-12-01T00:00', '2026-12-02T00:00'), // ended
      promo('2026-12-11T20:00', '2026-12-11T21:00', SH, false), // disabled
      promo('2026-12-20T00:00', '2026-12-21T00:00'), // upcoming
      promo('2026-12-12T00:00', '2026-12-13T00:00'), // tomorrow
      promo('2026-12-11T20:00', '2026-12-11T21:00'), // tonight
      promo('2026-12-11T00:00', '2026-12-12T00:00'), // running
    ].map((p) => promotionState(p, now, SH));
    expect(list.sort(comparePromotionStates).map((s) => s.phase)).toEqual([
      'running',
      'tonight',
      'tomorrow',
      'upcoming',
      'ended',
      'disabled',
    ]);
  });
});
