// The classical interval for a fixed-horizon experiment: read once, at the planned number of
// viewers, so it needs no allowance for repeated looks and is narrower than the mSPRT one.
import { normalQuantile } from './distributions';
import {
  DEFAULT_ALPHA,
  logRatio,
  type MeanStats,
  type SequentialInterval,
  type SequentialOptions,
} from './sequential';

export type FixedHorizonOptions = Pick<
  SequentialOptions,
  'alpha' | 'minUnits' | 'minEvents' | 'cuped'
>;

/**
 * The relative uplift m_B / m_A − 1 with its two-sided (1 − α) interval: log ratio ± z·√V,
 * z = Φ⁻¹(1 − α/2), mapped back with exp − 1 like `relativeUplift`. Only valid when read at
 * the horizon fixed in advance; null under the same guards as `logRatio`.
 */
export function fixedHorizonUplift(
  control: MeanStats,
  treatment: MeanStats,
  options: FixedHorizonOptions = {},
): SequentialInterval | null {
  const alpha = options.alpha ?? DEFAULT_ALPHA;
  if (!(alpha > 0 && alpha < 1)) return null;
  const r = logRatio(control, treatment, options);
  if (!r || !Number.isFinite(r.variance) || r.variance <= 0) return null;
  const half = normalQuantile(1 - alpha / 2) * Math.sqrt(r.variance);
  const low = r.logEstimate - half;
  const high = r.logEstimate + half;
  return {
    estimate: r.ratio - 1,
    low: Math.expm1(low),
    high: Math.expm1(high),
    significant: low > 0 || high < 0,
  };
}
