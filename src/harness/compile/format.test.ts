import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';
import { parseInstant } from './instant';

describe('formatNumber', () => {
  it('writes plain decimals', () => {
    expect(formatNumber(19.9)).toBe('19.9');
    expect(formatNumber(20)).toBe('20');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(1e21)).toBe('1000000000000000000000');
    expect(formatNumber(1.5e-7)).toBe('0.00000015');
    expect(formatNumber(-2.5e22)).toBe('-25000000000000000000000');
    expect(formatNumber(Number.NaN)).toBe('');
  });

  it('never uses an exponent and reads back as the same number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        const text = formatNumber(n);
        expect(text).toMatch(/^-?\d+(\.\d*[1-9])?$/);
        expect(Number(text)).toBe(n === 0 ? 0 : n);
      }),
    );
  });
});

describe('parseInstant', () => {
  it('reads offsets and long fractions', () => {
    expect(parseInstant('2026-12-12T12:00:00Z')).toBe(Date.UTC(2026, 11, 12, 12));
    expect(parseInstant('2026-12-12T20:00:00.5+08:00')).toBe(Date.UTC(2026, 11, 12, 12, 0, 0, 500));
    expect(parseInstant('2026-12-12T20:00:00.123456789+08:00')).toBe(
      Date.UTC(2026, 11, 12, 12, 0, 0, 123),
    );
    expect(parseInstant('2026-02-30T00:00:00Z')).toBeNaN();
    expect(parseInstant('tonight')).toBeNaN();
  });
});
