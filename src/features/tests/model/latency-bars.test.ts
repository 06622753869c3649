import { describe, expect, it } from 'vitest';
import { histogram, LATENCY_BUCKETS_MS } from '../../../harness/evaluation';
import { bucketLabel, latencyBars } from './latency-bars';

describe('bucketLabel', () => {
  it('names open and closed buckets in seconds', () => {
    expect(bucketLabel({ fromMs: 0, toMs: 500, count: 0 })).toBe('< 0.5 s');
    expect(bucketLabel({ fromMs: 1_000, toMs: 2_000, count: 0 })).toBe('1–2 s');
    expect(bucketLabel({ fromMs: 30_000, toMs: null, count: 0 })).toBe('≥ 30 s');
  });
});

describe('latencyBars', () => {
  it('keeps the range that was measured, empty buckets inside it included', () => {
    const bars = latencyBars(histogram([1_200, 1_500, 1_900, 6_000], LATENCY_BUCKETS_MS));
    expect(bars.map((b) => [b.label, b.count])).toEqual([
      ['1–2 s', 3],
      ['2–3 s', 0],
      ['3–5 s', 0],
      ['5–8 s', 1],
    ]);
    expect(bars.map((b) => b.share)).toEqual([1, 0, 0, 1 / 3]);
  });

  it('puts the slowest in the open bucket', () => {
    const bars = latencyBars(histogram([45_000], LATENCY_BUCKETS_MS));
    expect(bars).toEqual([{ label: '≥ 30 s', count: 1, share: 1 }]);
  });

  it('is empty when nothing was measured', () => {
    expect(latencyBars(histogram([], LATENCY_BUCKETS_MS))).toEqual([]);
  });
});
