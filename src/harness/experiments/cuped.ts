// CUPED (Deng, Xu, Kohavi & Walker, "Improving the Sensitivity of Online Controlled
// Experiments by Utilizing Pre-Experiment Data", WSDM 2013): each unit's measure Y is
// adjusted by its own measure X in a pre-period before the experiment began,
//   Y' = Y − θ (X − X̄),  θ = cov(X, Y) / var(X),
// which keeps E[Y'] = E[Y] (X is untouched by the treatment, so X̄ is the same in both arms
// in expectation) and leaves var(Y') = var(Y) (1 − ρ²). θ is pooled over the arms, from the
// within-arm sums, so a treatment effect on Y does not leak into it.

/** One arm's sums over its units of the covariate X and the measure Y. */
export interface CupedSums {
  n: number;
  sumX: number;
  sumY: number;
  sumXX: number;
  sumYY: number;
  sumXY: number;
}

export const ZERO_CUPED: CupedSums = { n: 0, sumX: 0, sumY: 0, sumXX: 0, sumYY: 0, sumXY: 0 };

/** Centred sums of one arm: Sxx, Syy, Sxy (each Σ(a − ā)(b − b̄)). */
function centred(a: CupedSums) {
  if (a.n <= 0) return { sxx: 0, syy: 0, sxy: 0 };
  return {
    sxx: Math.max(0, a.sumXX - (a.sumX * a.sumX) / a.n),
    syy: Math.max(0, a.sumYY - (a.sumY * a.sumY) / a.n),
    sxy: a.sumXY - (a.sumX * a.sumY) / a.n,
  };
}

/** θ = cov(X, Y) / var(X) pooled within the arms; 0 when X does not vary (no pre-period). */
export function cupedTheta(arms: readonly CupedSums[]): number {
  let sxx = 0;
  let sxy = 0;
  for (const a of arms) {
    const c = centred(a);
    sxx += c.sxx;
    sxy += c.sxy;
  }
  // Relative to the sums' size: rounding alone leaves a constant X a variance of ~1e-16.
  const scale = arms.reduce((s, a) => s + Math.abs(a.sumXX), 0);
  return sxx > 1e-12 * Math.max(1, scale) ? sxy / sxx : 0;
}

/** Σ(Y' − Ȳ')² of one arm for this θ: Syy − 2θ Sxy + θ² Sxx. */
function adjustedSyy(a: CupedSums, theta: number): number {
  const c = centred(a);
  return Math.max(0, c.syy - 2 * theta * c.sxy + theta * theta * c.sxx);
}

/** 1 − var(Y') / var(Y) over both arms (within-arm variances): 0 without pre-period data. */
export function varianceReduction(arms: readonly CupedSums[]): number {
  const theta = cupedTheta(arms);
  let before = 0;
  let after = 0;
  for (const a of arms) {
    before += centred(a).syy;
    after += adjustedSyy(a, theta);
  }
  return before > 0 ? Math.min(1, Math.max(0, 1 - after / before)) : 0;
}

/** One arm's adjusted mean Ȳ − θ (X̄_arm − X̄) and the factor var(Y') / var(Y). */
export interface CupedArm {
  shift: number;
  varianceFactor: number;
}

/** Each arm's adjustment, with θ and X̄ pooled over `[control, treatment]`. */
export function cupedArms(control: CupedSums, treatment: CupedSums): [CupedArm, CupedArm] {
  const arms = [control, treatment];
  const theta = cupedTheta(arms);
  const n = control.n + treatment.n;
  const meanX = n > 0 ? (control.sumX + treatment.sumX) / n : 0;
  const one = (a: CupedSums): CupedArm => {
    const syy = centred(a).syy;
    return {
      shift: a.n > 0 ? -theta * (a.sumX / a.n - meanX) : 0,
      varianceFactor: syy > 0 ? adjustedSyy(a, theta) / syy : 1,
    };
  };
  return [one(control), one(treatment)];
}

/**
 * An arm's mean and its term of the log ratio's V after CUPED: the mean moved by the shift,
 * the term s²/(n m²) with s² scaled by var(Y')/var(Y) and m the adjusted mean. Null when the
 * adjusted mean is not positive (no log ratio: the plain one stands).
 */
export function adjustTerm(
  plain: { mean: number; term: number },
  arm: CupedArm,
): { mean: number; term: number } | null {
  const mean = plain.mean + arm.shift;
  if (!(mean > 0) || !(plain.mean > 0)) return null;
  const variancePerUnit = plain.term * plain.mean * plain.mean * arm.varianceFactor;
  return { mean, term: variancePerUnit / (mean * mean) };
}
