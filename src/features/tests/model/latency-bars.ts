import type { HistogramBucket } from '../../../harness/evaluation';

export interface LatencyBar {
  /** "< 0.5 s", "1–2 s", "≥ 30 s": seconds read the same in English and Chinese. */
  label: string;
  count: number;
  /** Height as a share of the tallest bar, 0..1. */
  share: number;
}

const seconds = (ms: number) => String(Math.round(ms / 100) / 10);

export function bucketLabel(b: HistogramBucket): string {
  if (b.toMs === null) return `≥ ${seconds(b.fromMs)} s`;
  if (b.fromMs === 0) return `< ${seconds(b.toMs)} s`;
  return `${seconds(b.fromMs)}–${seconds(b.toMs)} s`;
}

/**
 * The run's total-time histogram as bars: the empty buckets before the fastest and after
 * the slowest turn are left out (nine mostly empty bars say less than three full ones), the
 * empty ones between stay so the shape is true. Empty when nothing was measured.
 */
export function latencyBars(buckets: readonly HistogramBucket[]): LatencyBar[] {
  const first = buckets.findIndex((b) => b.count > 0);
  if (first === -1) return [];
  const last = buckets.findLastIndex((b) => b.count > 0);
  const shown = buckets.slice(first, last + 1);
  const max = Math.max(...shown.map((b) => b.count));
  return shown.map((b) => ({ label: bucketLabel(b), count: b.count, share: b.count / max }));
}
