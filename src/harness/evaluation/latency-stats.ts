/** Bucket upper bounds around the reference P50 3.4 s / P95 8.1 s (docs/architecture.md). */
export const LATENCY_BUCKETS_MS: readonly number[] = [
  500, 1_000, 2_000, 3_000, 5_000, 8_000, 13_000, 20_000, 30_000,
];

export interface HistogramBucket {
  /** Inclusive lower bound. */
  fromMs: number;
  /** Exclusive upper bound; null for the last, open bucket. */
  toMs: number | null;
  count: number;
}

export interface LatencyStats {
  count: number;
  p50: number | null;
  p95: number | null;
  min: number | null;
  max: number | null;
  histogram: HistogramBucket[];
}

/** Nearest-rank percentile: always a value that was measured. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function histogram(values: readonly number[], bounds: readonly number[]): HistogramBucket[] {
  const edges = [...bounds].sort((a, b) => a - b);
  const buckets = [0, ...edges].map((fromMs, i) => ({
    fromMs,
    toMs: edges[i] ?? null,
    count: 0,
  }));
  for (const v of values) {
    const i = edges.findIndex((edge) => v < edge);
    buckets[i === -1 ? buckets.length - 1 : i]!.count++;
  }
  return buckets;
}

export function latencyStats(
  values: readonly number[],
  bounds: readonly number[] = LATENCY_BUCKETS_MS,
): LatencyStats {
  return {
    count: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    min: values.length ? Math.min(...values) : null,
    max: values.length ? Math.max(...values) : null,
    histogram: histogram(values, bounds),
  };
}
