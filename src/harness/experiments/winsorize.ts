// Winsorising value metrics: a few very large orders can swamp a mean per viewer, so values
// above a percentile of what viewers sent (pooled over both arms) count as that percentile.

/**
 * The value at `percentile` (0–100] of `values` by the nearest-rank method: the smallest value
 * with at least that share of values at or below it, i.e. the ⌈P/100 · n⌉-th smallest. 100
 * gives the maximum; no values (or a percentile outside (0, 100]) give null.
 */
export function capOf(values: readonly number[], percentile: number): number | null {
  if (values.length === 0 || !(percentile > 0 && percentile <= 100)) return null;
  const sorted = [...values].sort((a, b) => a - b);
  // P · n first: exact for whole percentiles, where (P / 100) · n can land just above an integer.
  const rank = Math.ceil((percentile * sorted.length) / 100);
  return sorted[Math.min(sorted.length, rank) - 1]!;
}

/** Σ min(v, cap) and Σ min(v, cap)²: the sums a `MeanStats` arm is built from. Null: no cap. */
export function cappedSums(
  values: readonly number[],
  cap: number | null,
): { sum: number; sumSq: number } {
  let sum = 0;
  let sumSq = 0;
  for (const v of values) {
    const x = cap === null ? v : Math.min(v, cap);
    sum += x;
    sumSq += x * x;
  }
  return { sum, sumSq };
}
