import { describe, expect, it } from 'vitest';
import { axisPercent, timelineTicks } from './timeline-axis';

const SH = 'Asia/Shanghai';
const at = (iso: string) => Date.parse(iso);
const day = (date: string) => `D${date.slice(5)}`;

describe('timelineTicks', () => {
  it('marks hours for the sample’s 28 hours, the date at midnight (Shanghai)', () => {
    // 2026-12-11 20:00 to 2026-12-13 00:00 in Shanghai.
    const ticks = timelineTicks(at('2026-12-11T12:00:00Z'), at('2026-12-12T16:00:00Z'), SH, day);
    expect(ticks.map((t) => t.label)).toEqual([
      '20:00',
      'D12-12',
      '04:00',
      '08:00',
      '12:00',
      '16:00',
      '20:00',
      'D12-13',
    ]);
    expect(ticks[1]).toMatchObject({ kind: 'day', at: at('2026-12-11T16:00:00Z') });
    expect(ticks.length).toBeLessThanOrEqual(8);
  });

  it('marks every hour for a one-hour-ish window', () => {
    const ticks = timelineTicks(at('2026-12-11T11:30:00Z'), at('2026-12-11T13:00:00Z'), SH, day);
    expect(ticks.map((t) => t.label)).toEqual(['20:00', '21:00']);
  });

  it('marks dates for longer spans, spaced to at most 8', () => {
    const week = timelineTicks(at('2026-12-01T16:00:00Z'), at('2026-12-08T16:00:00Z'), SH, day);
    expect(week.map((t) => t.label)).toEqual([
      'D12-02',
      'D12-03',
      'D12-04',
      'D12-05',
      'D12-06',
      'D12-07',
      'D12-08',
      'D12-09',
    ]);
    expect(week.every((t) => t.kind === 'day')).toBe(true);
    const months = timelineTicks(at('2026-10-01T00:00:00Z'), at('2027-01-01T00:00:00Z'), SH, day);
    expect(months.length).toBeGreaterThan(3);
    expect(months.length).toBeLessThanOrEqual(8);
  });

  it('keeps wall-clock hours across a daylight saving change', () => {
    // New York, 2026-11-01: clocks go back at 02:00; 00:00 EDT to 06:00 EST is 7 hours.
    const ny = 'America/New_York';
    const ticks = timelineTicks(at('2026-11-01T04:00:00Z'), at('2026-11-01T11:00:00Z'), ny, day);
    const labels = ['D11-01', '01:00', '02:00', '03:00', '04:00', '05:00', '06:00'];
    expect(ticks.map((t) => t.label)).toEqual(labels);
    // 01:00 happens twice (the earlier is marked); 02:00 EST comes two hours after it.
    expect(ticks[1]!.at).toBe(at('2026-11-01T05:00:00Z'));
    expect(ticks[2]!.at).toBe(at('2026-11-01T07:00:00Z'));
  });

  it('gives nothing for an empty or unreadable range', () => {
    expect(timelineTicks(5, 5, SH, day)).toEqual([]);
    expect(timelineTicks(0, 10, 'Nowhere/Else', day)).toEqual([]);
  });
});

describe('axisPercent', () => {
  it('places an instant between the ends', () => {
    expect(axisPercent(150, 100, 200)).toBe(50);
  });
});
