import { describe, expect, it } from 'vitest';
import { formatMs, formatPercent } from './format';

describe('formatPercent', () => {
  it('rounds to one decimal', () => {
    expect(formatPercent(5 / 6)).toBe('83.3%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('formatMs', () => {
  it('switches to seconds past one second', () => {
    expect(formatMs(840.4)).toBe('840 ms');
    expect(formatMs(3_420)).toBe('3.42 s');
    expect(formatMs(null)).toBe('—');
  });
});
