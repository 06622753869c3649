import { percentile } from '../../../harness/evaluation/latency-stats';

export interface LatencySummary {
  count: number;
  p50: number | null;
  p95: number | null;
}

export function summarize(values: readonly (number | null | undefined)[]): LatencySummary {
  const known = values.filter((v): v is number => typeof v === 'number');
  return { count: known.length, p50: percentile(known, 50), p95: percentile(known, 95) };
}
