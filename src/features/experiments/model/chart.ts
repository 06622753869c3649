import type { ExperimentMetric, ExperimentSnapshot } from '../types';

/** One look at one metric: its uplift and always-valid interval, when it had one. */
export interface UpliftPoint {
  at: string;
  estimate: number;
  low: number;
  high: number;
}

export const sameMetric = (a: Pick<ExperimentMetric, 'event' | 'kind'>) => (b: ExperimentMetric) =>
  a.event === b.event && a.kind === b.kind;

/** The looks at which the metric had an interval, oldest first. */
export function pointsOf(
  history: readonly ExperimentSnapshot[],
  metric: Pick<ExperimentMetric, 'event' | 'kind'>,
): UpliftPoint[] {
  return history.flatMap((look) => {
    const m = look.metrics.find(sameMetric(metric));
    if (!m || m.relativeUplift === null || m.low === null || m.high === null) return [];
    return [{ at: look.at, estimate: m.relativeUplift, low: m.low, high: m.high }];
  });
}

export interface ChartGeometry {
  band: string;
  line: string;
  zeroY: number;
  yMin: number;
  yMax: number;
}

/**
 * Paths for a chart `width` x `height`: the interval as a band, the estimate as a line, zero
 * as a rule. The y range covers zero and every interval, but is clipped at ±100% so one early,
 * very wide look does not flatten the rest.
 */
export function geometry(
  points: readonly UpliftPoint[],
  width: number,
  height: number,
): ChartGeometry {
  const clip = (v: number) => Math.max(-1, Math.min(1, v));
  const yMin = Math.min(0, ...points.map((p) => clip(p.low)));
  const yMax = Math.max(0, ...points.map((p) => clip(p.high)));
  const span = yMax - yMin || 1;
  const x = (i: number) => (points.length <= 1 ? width / 2 : (i / (points.length - 1)) * width);
  const y = (v: number) => height - ((clip(v) - yMin) / span) * height;
  const xy = (i: number, v: number) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`;
  const highs = points.map((p, i) => xy(i, p.high));
  const lows = points.map((p, i) => xy(i, p.low)).reverse();
  return {
    band: points.length > 0 ? `M${[...highs, ...lows].join(' L')} Z` : '',
    line: points.length > 0 ? `M${points.map((p, i) => xy(i, p.estimate)).join(' L')}` : '',
    zeroY: y(0),
    yMin,
    yMax,
  };
}

/** +4.33% */
export const percent = (v: number | null, digits = 2) =>
  v === null ? '—' : `${v > 0 ? '+' : ''}${(v * 100).toFixed(digits)}%`;
