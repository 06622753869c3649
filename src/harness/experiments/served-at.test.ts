import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_MS, shareAt, withinAnyExperiment } from './served-at';

const t = (iso: string) => Date.parse(iso);
const ramped = [
  { percent: 5, from: '2026-12-01T10:00:00.000Z', to: '2026-12-02T10:00:00.000Z' },
  { percent: 20, from: '2026-12-02T10:00:00.000Z', to: null },
];
const ended = [{ percent: 50, from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T00:00:00.000Z' }];
const now = t('2026-12-03T00:00:00Z');

describe('shareAt', () => {
  it('gives the share in force at the time, not the latest', () => {
    expect(shareAt(ramped, t('2026-12-01T10:00:00Z'), now)).toEqual({ percent: 5 });
    expect(shareAt(ramped, t('2026-12-02T09:59:59.999Z'), now)).toEqual({ percent: 5 });
    expect(shareAt(ramped, t('2026-12-02T10:00:00Z'), now)).toEqual({ percent: 20 });
    expect(shareAt(ramped, now + CLOCK_SKEW_MS, now)).toEqual({ percent: 20 });
  });

  it('refuses a time before the start, from the end, or past the skew', () => {
    expect(shareAt(ramped, t('2021-06-01T00:00:00Z'), now)).toEqual({ off: 'outside' });
    expect(shareAt(ramped, t('2026-12-01T09:59:59.999Z'), now)).toEqual({ off: 'outside' });
    expect(shareAt(ended, t('2026-11-02T00:00:00Z'), now)).toEqual({ off: 'outside' });
    expect(shareAt(ramped, now + CLOCK_SKEW_MS + 1, now)).toEqual({ off: 'future' });
    expect(shareAt([], now, now)).toEqual({ off: 'outside' });
  });

  it('places an outcome in any experiment of the harness, or none', () => {
    expect(withinAnyExperiment([ended, ramped], t('2026-11-01T12:00:00Z'))).toBe(true);
    expect(withinAnyExperiment([ended, ramped], t('2026-12-05T00:00:00Z'))).toBe(true);
    expect(withinAnyExperiment([ended, ramped], t('2026-11-15T00:00:00Z'))).toBe(false);
    expect(withinAnyExperiment([ended, ramped], t('2021-01-01T00:00:00Z'))).toBe(false);
  });
});
