import { describe, expect, it } from 'vitest';
import { capOf, cappedSums } from './winsorize';

describe('capOf (nearest rank)', () => {
  // Nearest rank: the ⌈P/100 · n⌉-th smallest value.
  const values = [15, 20, 35, 40, 50];

  it('picks the ⌈P · n / 100⌉-th smallest value', () => {
    expect(capOf(values, 5)).toBe(15); // rank ⌈0.25⌉ = 1
    expect(capOf(values, 30)).toBe(20); // rank ⌈1.5⌉ = 2
    expect(capOf(values, 40)).toBe(20); // rank 2 exactly
    expect(capOf(values, 50)).toBe(35); // rank ⌈2.5⌉ = 3
    expect(capOf(values, 99)).toBe(50); // rank ⌈4.95⌉ = 5
    expect(capOf(values, 100)).toBe(50);
  });

  it('does not depend on the order of the values', () => {
    expect(capOf([50, 15, 40, 20, 35], 50)).toBe(35);
  });

  it('lands on whole ranks exactly where P/100 · n would not (7% of 100 is rank 7)', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(capOf(hundred, 7)).toBe(7);
    expect(capOf(hundred, 99)).toBe(99);
    expect(capOf(hundred, 99.5)).toBe(100);
  });

  it('is null with no values or a percentile outside (0, 100]', () => {
    expect(capOf([], 99)).toBeNull();
    expect(capOf(values, 0)).toBeNull();
    expect(capOf(values, 101)).toBeNull();
  });
});

describe('cappedSums', () => {
  it('sums min(v, cap) and its square', () => {
    // 1, 2, 3, 3 (10 capped at 3): sum 9, squares 1 + 4 + 9 + 9 = 23.
    expect(cappedSums([1, 2, 3, 10], 3)).toEqual({ sum: 9, sumSq: 23 });
  });

  it('sums the values as they are with no cap', () => {
    expect(cappedSums([1, 2, 3, 10], null)).toEqual({ sum: 16, sumSq: 114 });
    expect(cappedSums([], 5)).toEqual({ sum: 0, sumSq: 0 });
  });

  it('with the cap from capOf keeps one outlier from swamping the mean', () => {
    const values = [...Array.from({ length: 99 }, () => 10), 10_000];
    const { sum } = cappedSums(values, capOf(values, 99));
    expect(sum).toBe(1000);
  });
});
