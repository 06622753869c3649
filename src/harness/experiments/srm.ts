import { chiSquareUpperTail } from './distributions';

/**
 * Below this p-value the arms' unit counts do not fit the split's weights: a sample ratio
 * mismatch (viewers lost or double-counted on one side), and the uplift cannot be trusted.
 * 0.001, as Fabijan et al. recommend ("Diagnosing Sample Ratio Mismatch in Online Controlled
 * Experiments", KDD 2019): SRM is checked at every look, so a strict threshold.
 */
export const SRM_THRESHOLD = 0.001;

/** Pearson's chi-square test of the units per arm against the split's weights. */
export function sampleRatioMismatch(
  units: readonly number[],
  weights: readonly number[],
): { pValue: number; mismatch: boolean } {
  const total = units.reduce((a, b) => a + b, 0);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || weightSum <= 0) return { pValue: 1, mismatch: false };
  let chi2 = 0;
  units.forEach((observed, i) => {
    const expected = (total * weights[i]!) / weightSum;
    if (expected > 0) chi2 += (observed - expected) ** 2 / expected;
  });
  const pValue = chiSquareUpperTail(chi2, units.length - 1);
  return { pValue, mismatch: pValue < SRM_THRESHOLD };
}
