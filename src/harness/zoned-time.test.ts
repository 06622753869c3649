import { describe, expect, it, vi } from 'vitest';
import { zonedTimeToEpoch, zoneOffsetMs } from './zoned-time';

const iso = (ms: number) => new Date(ms).toISOString();

describe('zonedTimeToEpoch', () => {
  it('converts a Shanghai wall time (UTC+8, no DST)', () => {
    expect(iso(zonedTimeToEpoch('2026-12-12T20:00', 'Asia/Shanghai'))).toBe(
      '2026-12-12T12:00:00.000Z',
    );
    expect(iso(zonedTimeToEpoch('2026-07-01T00:00:30', 'Asia/Shanghai'))).toBe(
      '2026-06-30T16:00:30.000Z',
    );
  });

  it('uses China daylight saving time in the years it applied (1986-1991)', () => {
    expect(iso(zonedTimeToEpoch('1988-07-01T12:00', 'Asia/Shanghai'))).toBe(
      '1988-07-01T03:00:00.000Z',
    );
  });

  it('converts New York in winter (EST) and summer (EDT)', () => {
    expect(iso(zonedTimeToEpoch('2026-01-15T09:00', 'America/New_York'))).toBe(
      '2026-01-15T14:00:00.000Z',
    );
    expect(iso(zonedTimeToEpoch('2026-07-15T09:00', 'America/New_York'))).toBe(
      '2026-07-15T13:00:00.000Z',
    );
  });

  it('moves a time skipped by spring-forward ahead by the gap', () => {
    // 2026-03-08 02:00 EST jumps to 03:00 EDT; 02:30 does not exist.
    expect(iso(zonedTimeToEpoch('2026-03-08T02:30', 'America/New_York'))).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(iso(zonedTimeToEpoch('2026-03-08T03:00', 'America/New_York'))).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    expect(iso(zonedTimeToEpoch('2026-03-08T01:59', 'America/New_York'))).toBe(
      '2026-03-08T06:59:00.000Z',
    );
  });

  it('takes the earlier instant for a time repeated by fall-back', () => {
    // 2026-11-01 02:00 EDT goes back to 01:00 EST; 01:30 happens twice.
    expect(iso(zonedTimeToEpoch('2026-11-01T01:30', 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(iso(zonedTimeToEpoch('2026-11-01T02:00', 'America/New_York'))).toBe(
      '2026-11-01T07:00:00.000Z',
    );
  });

  it('handles zones with half-hour offsets and UTC', () => {
    expect(iso(zonedTimeToEpoch('2026-05-01T12:00', 'Asia/Kolkata'))).toBe(
      '2026-05-01T06:30:00.000Z',
    );
    expect(iso(zonedTimeToEpoch('2026-05-01T12:00', 'UTC'))).toBe('2026-05-01T12:00:00.000Z');
  });

  it('returns NaN for bad text, impossible dates and unknown zones', () => {
    expect(zonedTimeToEpoch('2026-02-31T10:00', 'Asia/Shanghai')).toBeNaN();
    expect(zonedTimeToEpoch('2026-13-01T10:00', 'Asia/Shanghai')).toBeNaN();
    expect(zonedTimeToEpoch('tomorrow', 'Asia/Shanghai')).toBeNaN();
    expect(zonedTimeToEpoch('2026-01-01T10:00', 'Mars/Olympus')).toBeNaN();
  });

  it('accepts 29 February only in leap years', () => {
    expect(zonedTimeToEpoch('2028-02-29T10:00', 'Asia/Shanghai')).not.toBeNaN();
    expect(zonedTimeToEpoch('2026-02-29T10:00', 'Asia/Shanghai')).toBeNaN();
  });
});

describe('zoneOffsetMs', () => {
  it('reports the offset of a zone at an instant', () => {
    expect(zoneOffsetMs(Date.UTC(2026, 0, 1), 'Asia/Shanghai')).toBe(8 * 3_600_000);
    expect(zoneOffsetMs(Date.UTC(2026, 6, 1), 'America/New_York')).toBe(-4 * 3_600_000);
  });
});

describe('the conversion cache', () => {
  it('keeps a conversion in use through a flood of others', () => {
    const formats = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const hot = () => {
      const before = formats.mock.calls.length;
      expect(iso(zonedTimeToEpoch('2026-11-11T20:00', 'Asia/Shanghai'))).toBe(
        '2026-11-11T12:00:00.000Z',
      );
      return formats.mock.calls.length - before;
    };
    hot();
    let recomputed = 0;
    for (let i = 0; i < 6_000; i++) {
      const minute = String(i % 60).padStart(2, '0');
      const day = String(1 + (((i / 60) | 0) % 28)).padStart(2, '0');
      zonedTimeToEpoch(`20${10 + ((i / 1_680) | 0)}-02-${day}T10:${minute}`, 'Asia/Shanghai');
      if (i % 100 === 0) recomputed += hot();
    }
    formats.mockRestore();
    expect(recomputed).toBe(0);
  });
});
