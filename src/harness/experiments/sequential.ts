// Always-valid confidence intervals by the normal-mixture sequential probability ratio test
// (mSPRT) of Johari, Koomen, Pekelis & Walsh, "Peeking at A/B Tests" (KDD 2017) and
// "Always Valid Inference" (Operations Research 70(3), 2022). With an estimate θ̂ whose
// variance is V, the mixture likelihood ratio against θ0 with a N(θ0, τ²) mixing prior is
//   Λ = sqrt(V / (V + τ²)) · exp(τ² (θ̂ − θ0)² / (2 V (V + τ²))),
// and the values θ0 with Λ < 1/α form an interval that covers the truth at every look at
// once with probability >= 1 − α, however often (and whenever) someone looks. That is why
// the report can be opened every hour, and the guardrail checker can run every few minutes,
// without inflating false alarms the way a fixed-horizon test checked repeatedly would.
import { adjustTerm, cupedArms, type CupedSums } from './cuped';
import type { MeanStats } from './mean-stats';

export type { MeanStats };

export interface SequentialOptions {
  /** Chance that an interval ever misses the truth, over all looks: 0.05. */
  alpha?: number;
  /** The mixing prior's standard deviation, in the estimate's own units. */
  tau?: number;
  /** Fewer units than this in an arm: no interval yet (the normal approximation is poor). */
  minUnits?: number;
  /** Fewer units with the event than this in the control: no uplift interval yet (`MIN_EVENTS`). */
  minEvents?: number;
  /** Both arms' covariate sums: the uplift is CUPED-adjusted (`cuped.ts`). */
  cuped?: { control: CupedSums; treatment: CupedSums };
}

export interface SequentialInterval {
  estimate: number;
  low: number;
  high: number;
  /** The interval excludes zero. */
  significant: boolean;
}

export const DEFAULT_ALPHA = 0.05;
/** Relative uplifts: tuned for effects of a few to ten percent (see docs/experiments.md). */
export const RELATIVE_TAU = 0.1;
/** Differences of rates (errors, hook blocks) and single proportions, in absolute points. */
export const RATE_TAU = 0.05;
export const MIN_UNITS = 30;
/**
 * A ratio of rates needs events, not only viewers: at 1% conversion 1,000 viewers are ~10
 * purchasers an arm, where one purchaser more or less moves the ratio by 10%. With 50 in the
 * control the log ratio's normal approximation holds (bench/experiments.bench.ts measures it).
 */
export const MIN_EVENTS = 50;

/** The always-valid interval around `estimate` (variance `variance`) at this look. */
export function alwaysValidInterval(
  estimate: number,
  variance: number,
  options: SequentialOptions = {},
  tau = options.tau ?? RELATIVE_TAU,
): SequentialInterval | null {
  const alpha = options.alpha ?? DEFAULT_ALPHA;
  if (!Number.isFinite(estimate) || !Number.isFinite(variance) || variance <= 0) return null;
  const t2 = tau * tau;
  const half = Math.sqrt(
    ((variance * (variance + t2)) / t2) *
      (2 * Math.log(1 / alpha) + Math.log((variance + t2) / variance)),
  );
  const low = estimate - half;
  const high = estimate + half;
  return { estimate, low, high, significant: low > 0 || high < 0 };
}

/** One arm's mean and its share of the log ratio's variance V. */
export interface ArmTerm {
  mean: number;
  /** s² / (n m²): the arm's term of V (delta method), with the half-event rule at zero. */
  term: number;
}

/**
 * An arm's term of V = s_B²/(n_B m_B²) + s_A²/(n_A m_A²), written over its events x (units
 * with the event) as (K − p)/x, p = x/n and K = x Σv²/(Σv)² (1 for a 0/1 measure, so
 * (1 − p)/x there). An arm with no event yet (or no value) counts half an event valued at the
 * other arm's mean per event: m = ½ v̄/n and term 2K: uncertainty about a zero is never 0,
 * whatever the arm's size (without it, 0 of 263 weighed as much as 0 of 100,000).
 */
export function armTerm(arm: MeanStats, other: MeanStats): ArmTerm | null {
  if (arm.n <= 0) return null;
  if (arm.sum > 0) {
    const x = Math.max(arm.events, 1);
    const k = (x * arm.sumSq) / arm.sum ** 2;
    return { mean: arm.sum / arm.n, term: Math.max(0, (k - x / arm.n) / x) };
  }
  if (other.sum <= 0) return null;
  const x = Math.max(other.events, 1);
  return {
    mean: (0.5 * other.sum) / x / arm.n,
    term: (x * other.sumSq) / other.sum ** 2 / 0.5,
  };
}

/**
 * log(m_B / m_A) and V, the sum of both arms' `armTerm`s. The log scale keeps intervals above
 * −100% and symmetric (a halving and a doubling are equally far). Null below `minUnits` units
 * in an arm or `minEvents` in the control, or at a control mean 0.
 */
export function logRatio(
  control: MeanStats,
  treatment: MeanStats,
  options: Pick<SequentialOptions, 'minUnits' | 'minEvents' | 'cuped'> = {},
): { ratio: number; logEstimate: number; variance: number } | null {
  if (Math.min(control.n, treatment.n) < (options.minUnits ?? MIN_UNITS)) return null;
  // The control is the reference: it must have the events. A treatment without them is not
  // waited for here; its zero counts half an event, in the estimate and in V.
  if (control.events < (options.minEvents ?? MIN_EVENTS) || control.sum <= 0) return null;
  let a = armTerm(control, treatment);
  let b = armTerm(treatment, control);
  if (!a || !b || a.mean <= 0 || b.mean <= 0) return null;
  // An arm still on its half event has no per-unit spread to adjust: the plain terms stand.
  if (options.cuped && treatment.sum > 0) {
    const [ca, cb] = cupedArms(options.cuped.control, options.cuped.treatment);
    const aa = adjustTerm(a, ca);
    const bb = adjustTerm(b, cb);
    if (aa && bb) [a, b] = [aa, bb];
  }
  return {
    ratio: b.mean / a.mean,
    logEstimate: Math.log(b.mean / a.mean),
    variance: a.term + b.term,
  };
}

/** The relative uplift m_B / m_A − 1: the always-valid log-ratio interval, mapped by exp − 1. */
export function relativeUplift(
  control: MeanStats,
  treatment: MeanStats,
  options: SequentialOptions = {},
): SequentialInterval | null {
  const r = logRatio(control, treatment, options);
  const ci = r && alwaysValidInterval(r.logEstimate, r.variance, options);
  if (!r || !ci) return null;
  const { low, high, significant } = ci;
  // A near-empty arm's V can put exp(high) past a double: the largest one stands for it.
  const top = Math.min(Math.expm1(high), Number.MAX_VALUE);
  return { estimate: r.ratio - 1, low: Math.expm1(low), high: top, significant };
}

/** Two rates (errors per turn, blocks per turn): the treatment's minus the control's. */
export function rateDifference(
  control: { n: number; hits: number },
  treatment: { n: number; hits: number },
  options: SequentialOptions = {},
): SequentialInterval | null {
  const min = options.minUnits ?? MIN_UNITS;
  if (control.n < min || treatment.n < min) return null;
  const pA = control.hits / control.n;
  const pB = treatment.hits / treatment.n;
  // A rate of exactly 0 or 1 has no sample variance; half a hit keeps the interval honest.
  const cap = (p: number, n: number) => Math.min(Math.max(p, 0.5 / n), 1 - 0.5 / n);
  const v =
    (cap(pA, control.n) * (1 - cap(pA, control.n))) / control.n +
    (cap(pB, treatment.n) * (1 - cap(pB, treatment.n))) / treatment.n;
  return clamp(alwaysValidInterval(pB - pA, v, options, options.tau ?? RATE_TAU), -1, 1);
}

/** A difference of rates lies in [-1, 1] and a proportion in [0, 1]: so do their intervals. */
function clamp(ci: SequentialInterval | null, min: number, max: number): SequentialInterval | null {
  if (!ci) return null;
  return { ...ci, low: Math.max(min, ci.low), high: Math.min(max, ci.high) };
}

/** One proportion (e.g. the share of first tokens slower than a limit). */
export function proportion(
  hits: number,
  n: number,
  options: SequentialOptions = {},
): SequentialInterval | null {
  if (n < (options.minUnits ?? MIN_UNITS)) return null;
  const p = Math.min(Math.max(hits / n, 0.5 / n), 1 - 0.5 / n);
  return clamp(
    alwaysValidInterval(hits / n, (p * (1 - p)) / n, options, options.tau ?? RATE_TAU),
    0,
    1,
  );
}
