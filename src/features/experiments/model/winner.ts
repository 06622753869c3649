import type { ExperimentMetric, ExperimentReport } from '../types';

export interface Winner {
  role: 'control' | 'treatment';
  version: number;
  metric: ExperimentMetric;
}

/**
 * The arm the primary metric decided for: the treatment when its interval is above zero, the
 * control when below; none without a primary metric or before a verdict (a fixed-horizon test
 * before its planned viewers has none).
 */
export function winnerOf(report: ExperimentReport): Winner | null {
  const metric = report.metrics.find((m) => m.role === 'primary');
  if (!metric || !metric.significant || metric.relativeUplift === null) return null;
  const role = metric.relativeUplift > 0 ? 'treatment' : 'control';
  const arm = report.arms.find((a) => a.role === role);
  return arm ? { role, version: arm.version, metric } : null;
}
