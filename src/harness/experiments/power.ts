// Planning a fixed-horizon experiment on a conversion rate: how many viewers it needs to see
// a given relative lift, and how likely it is to see it with a given number. The test is the
// one `fixedHorizonUplift` reads: two-sided, on the log of the ratio of the rates.
import { normalCdf, normalQuantile } from './distributions';
import { DEFAULT_ALPHA } from './sequential';

/** Each of m metrics tested at α / m keeps the chance of any false alarm at most α. */
export function bonferroniAlpha(alpha: number, m: number): number {
  return alpha / Math.max(1, m);
}

export interface PowerInput {
  /** The control's conversion rate, in (0, 1). */
  baseline: number;
  /** The relative change to detect: 0.3 is +30%, −0.2 is −20%. */
  lift: number;
  /** Two-sided significance level: 0.05. */
  alpha?: number;
  /** The treatment's share of viewers, in percent (1–99). */
  percent: number;
  /**
   * With CUPED, the expected correlation ρ of a viewer's measure before and during the
   * experiment: the variance, and so the viewers needed, shrink by 1 − ρ².
   */
  correlation?: number;
}

/**
 * N · var(log(p_B / p_A)) and |log(1 + lift)|, or null when the inputs describe no possible
 * test. Per unit, a rate p has var(log mean) = (1 − p)/p; the arms hold N(1 − s) and N·s units.
 */
function design(input: PowerInput): { unitVariance: number; effect: number; z: number } | null {
  const { baseline: pA, lift, percent } = input;
  const alpha = input.alpha ?? DEFAULT_ALPHA;
  const pB = pA * (1 + lift);
  const valid = pA > 0 && pA < 1 && lift > -1 && lift !== 0 && pB < 1 && alpha > 0 && alpha < 1;
  if (!valid || !(percent >= 1 && percent <= 99)) return null;
  const rho = input.correlation ?? 0;
  if (!(rho >= 0 && rho < 1)) return null;
  const s = percent / 100;
  return {
    unitVariance: ((1 - pA) / ((1 - s) * pA) + (1 - pB) / (s * pB)) * (1 - rho * rho),
    effect: Math.abs(Math.log1p(lift)),
    z: normalQuantile(1 - alpha / 2),
  };
}

/**
 * Viewers over both arms for a two-sided test at `alpha` to detect `lift` with probability
 * `power`: N = ⌈(z₁₋α/₂ + z_power)² · unitVariance / log(1 + lift)²⌉. Null when impossible.
 */
export function plannedUnits(input: PowerInput & { power?: number }): number | null {
  const power = input.power ?? 0.8;
  const d = design(input);
  if (!d || !(power > 0 && power < 1)) return null;
  // A power at or below what a coin-flip-sized test already has needs no particular size:
  // the least is one viewer an arm.
  const zSum = Math.max(0, d.z + normalQuantile(power));
  const units = Math.max(2, Math.ceil((zSum * zSum * d.unitVariance) / (d.effect * d.effect)));
  return Number.isFinite(units) ? units : null;
}

/**
 * The chance that the test at `units` viewers finds `lift`: Φ(|log(1 + lift)| / SE − z₁₋α/₂),
 * SE = √(unitVariance / units). The other tail (significant the wrong way) is left out, as
 * in `plannedUnits`, so the two are inverses. Null when the inputs describe no possible test.
 */
export function powerOf(input: PowerInput & { units: number }): number | null {
  const d = design(input);
  if (!d || !(input.units > 0 && Number.isFinite(input.units))) return null;
  const power = normalCdf(d.effect / Math.sqrt(d.unitVariance / input.units) - d.z);
  return Math.min(1, Math.max(0, power));
}
