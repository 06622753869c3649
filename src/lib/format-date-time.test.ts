import { describe, expect, it } from 'vitest';
import { formatDateTime, formatWallClock, wallClockExample } from './format-date-time';

describe('one date and time format per language', () => {
  const at = '2026-12-04T12:00:05Z';

  it('writes an instant as 2026-12-04 20:00 in Chinese and Dec 4, 2026, 20:00 in English', () => {
    expect(formatDateTime(at, 'zh-CN', { timeZone: 'Asia/Shanghai' })).toBe('2026-12-04 20:00');
    expect(formatDateTime(at, 'en', { timeZone: 'Asia/Shanghai' })).toBe('Dec 4, 2026, 20:00');
  });

  it('keeps the 24-hour clock past midnight and adds seconds when asked', () => {
    expect(formatDateTime('2026-12-04T16:30:00Z', 'zh-CN', { timeZone: 'Asia/Shanghai' })).toBe(
      '2026-12-05 00:30',
    );
    expect(formatDateTime(at, 'en', { timeZone: 'UTC', seconds: true })).toBe(
      'Dec 4, 2026, 12:00:05',
    );
    expect(formatDateTime(at, 'zh-CN', { timeZone: 'UTC', seconds: true })).toBe(
      '2026-12-04 12:00:05',
    );
  });

  it('says nothing for no time and gives back what it cannot read', () => {
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDateTime('soon', 'zh-CN')).toBe('soon');
  });

  it('writes a promotion’s wall-clock time unconverted, in the same format', () => {
    expect(formatWallClock('2026-12-12T20:00', 'zh-CN')).toBe('2026-12-12 20:00');
    expect(formatWallClock('2026-12-12T20:00', 'en')).toBe('Dec 12, 2026, 20:00');
    expect(formatWallClock('2026-02-30T20:00', 'en')).toBe('2026-02-30T20:00');
    expect(formatWallClock('', 'en')).toBe('');
    expect(wallClockExample('zh-CN')).toBe('2026-12-12 20:00');
  });
});
