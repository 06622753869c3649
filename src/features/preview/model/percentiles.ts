/** Nearest-rank percentile (p in 0..100) of the numbers given; null when there are none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? null;
}

export interface LatencySummary {
  count: number;
  p50: number | null;
  p95: number | null;
}

export function summarize(values: readonly (number | null | undefined)[]): LatencySummary {
  const known = values.filter((v): v is number => typeof v === 'number');
  return { count: known.length, p50: percentile(known, 50), p95: percentile(known, 95) };
}
