import { describe, expect, it } from 'vitest';
import { epochToWall, instantInZone, instantToWall, wallToInstant } from './zoned-instant';

describe('zoned instants', () => {
  it('writes an instant with the offset of the zone at that moment', () => {
    const ms = Date.UTC(2026, 11, 12, 12, 1);
    expect(instantInZone(ms, 'Asia/Shanghai')).toBe('2026-12-12T20:01:00+08:00');
    expect(instantInZone(ms, 'America/New_York')).toBe('2026-12-12T07:01:00-05:00');
    expect(instantInZone(Date.UTC(2026, 6, 1), 'America/New_York')).toBe(
      '2026-06-30T20:00:00-04:00',
    );
    expect(instantInZone(ms, 'UTC')).toBe('2026-12-12T12:01:00+00:00');
  });

  it('reads a wall time in a zone and back', () => {
    expect(wallToInstant('2026-12-12T20:01', 'Asia/Shanghai')).toBe('2026-12-12T20:01:00+08:00');
    expect(instantToWall('2026-12-12T12:01:00Z', 'Asia/Shanghai')).toBe('2026-12-12T20:01');
    expect(instantToWall('2026-12-12T20:15:00+08:00', 'Europe/London')).toBe('2026-12-12T12:15');
    expect(epochToWall(Date.UTC(2026, 11, 12, 12, 1, 59), 'Asia/Shanghai')).toBe(
      '2026-12-12T20:01',
    );
  });

  it('is null for what cannot be read', () => {
    expect(instantInZone(NaN, 'Asia/Shanghai')).toBeNull();
    expect(instantInZone(0, 'Mars/Olympus')).toBeNull();
    expect(wallToInstant('2026-02-30T10:00', 'Asia/Shanghai')).toBeNull();
    expect(instantToWall('tonight', 'Asia/Shanghai')).toBeNull();
  });
});
