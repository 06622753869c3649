import { describe, expect, it } from 'vitest';
import { parseWallClockText, wallClockText } from './wall-clock-text';

describe('wall-clock text', () => {
  it('shows a stored wall time with a space, and anything else as it is', () => {
    expect(wallClockText('2026-12-12T20:00')).toBe('2026-12-12 20:00');
    expect(wallClockText('2026-12-12T20:00:30')).toBe('2026-12-12 20:00:30');
    expect(wallClockText('')).toBe('');
    expect(wallClockText('tonight')).toBe('tonight');
  });

  it('reads the shown format back, and what people paste', () => {
    expect(parseWallClockText('2026-12-12 20:00')).toBe('2026-12-12T20:00');
    expect(parseWallClockText(' 2026-12-12T20:00 ')).toBe('2026-12-12T20:00');
    expect(parseWallClockText('2026/1/5 8:05')).toBe('2026-01-05T08:05');
    expect(parseWallClockText('2026.12.12  20：00')).toBe('2026-12-12T20:00');
    expect(parseWallClockText('2026-12-12 20:00:30')).toBe('2026-12-12T20:00:30');
  });

  it('refuses text that is not a date and time, or one that does not exist', () => {
    for (const text of [
      '',
      '2026-12-12',
      '12/12/2026 08:00 PM',
      '2026-12-1',
      '2026-02-30 20:00',
      '2026-13-01 20:00',
      '2026-12-12 24:00',
      '2026-12-12 20:60',
    ]) {
      expect(parseWallClockText(text), text).toBeNull();
    }
    expect(parseWallClockText('2028-02-29 00:00')).toBe('2028-02-29T00:00');
  });
});
