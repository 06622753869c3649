// An exact test for arms too small for the log ratio's normal approximation: does the
// treatment's event rate lie below (1 − maxDrop) times the control's? Given the events so
// far, each one fell in the treatment with chance q0 = n_B ρ0 / (n_A + n_B ρ0) when the
// rates' ratio is ρ0 = 1 − maxDrop (more often when it is higher). Mixing the alternatives
// q ~ Uniform(0, q0) gives the evidence
//   M = ∫_0^q0 (q/q0)^x_B ((1 − q)/(1 − q0))^x_A dq / q0
//     = B(x_B + 1, x_A + 1) · I_q0(x_B + 1, x_A + 1) / (q0^(x_B + 1) (1 − q0)^x_A),
// a supermartingale with mean at most 1 under the null, event after event: by Ville's
// inequality M reaches 2/α at some look with chance at most α/2, however often it is read.
// α/2 because it stands in for one end of a two-sided interval at α: no looser than that end.
import { logGamma } from './distributions';
import { DEFAULT_ALPHA } from './sequential';

export interface CountArm {
  /** Units in the arm. */
  n: number;
  /** Units with the event. */
  events: number;
}

export interface ExactDrop {
  /** M: how many times likelier the data are under a drop than at the limit. */
  evidence: number;
  /** 2/α (40 at α = 5%): the evidence that decides. */
  needed: number;
  breached: boolean;
  /** The treatment's events at the control's rate (what it would show without a change). */
  expected: number;
}

const logChoose = (n: number, k: number) => logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);

/** ln P(Binomial(n, q) >= k), summing the (few) terms below k: k is a small count here. */
function logUpperTail(n: number, k: number, q: number): number {
  let below = 0;
  for (let j = 0; j < k; j++) {
    below += Math.exp(logChoose(n, j) + j * Math.log(q) + (n - j) * Math.log1p(-q));
  }
  return Math.log(Math.max(0, 1 - below));
}

/** The exact sequential test of a drop beyond `maxDrop` (0-1); null when it cannot be run. */
export function exactDrop(
  control: CountArm,
  treatment: CountArm,
  maxDrop: number,
  alpha = DEFAULT_ALPHA,
): ExactDrop | null {
  const rho = 1 - maxDrop;
  if (control.n <= 0 || treatment.n <= 0 || control.events <= 0 || rho <= 0) return null;
  const xA = control.events;
  const xB = treatment.events;
  const q0 = (treatment.n * rho) / (control.n + treatment.n * rho);
  // I_q0(x_B + 1, x_A + 1) = P(Binomial(x_A + x_B + 1, q0) >= x_B + 1) for whole counts.
  const logM =
    logGamma(xB + 1) +
    logGamma(xA + 1) -
    logGamma(xA + xB + 2) +
    logUpperTail(xA + xB + 1, xB + 1, q0) -
    (xB + 1) * Math.log(q0) -
    xA * Math.log1p(-q0);
  const evidence = Math.exp(logM);
  const needed = 2 / alpha;
  return {
    evidence,
    needed,
    breached: evidence >= needed,
    expected: (treatment.n * xA) / control.n,
  };
}
