import { metricsOf, NO_TURNS, type ArmStats } from '../../src/harness/experiments';
import { seededRandom } from '../../src/harness/variants/random';

// Seeded A/A and A/B simulations over the core's statistics: viewers arrive, each sent to
// an arm, a share orders (value exponential, mean 100); the report is looked at every
// `lookEvery` viewers. A repetition counts as significant if any metric was at any look:
// what a team watching the report every hour would have acted on.

export const seeded = (seed: number) => seededRandom(seed).next;

function emptyArm(version: number): ArmStats {
  return {
    version,
    units: 0,
    events: { order: { count: 0, value: 0, units: 0, valueSq: 0 } },
    turns: NO_TURNS,
  };
}

export interface Simulation {
  viewers: number;
  lookEvery: number;
  rateA: number;
  rateB: number;
  /** The treatment's share of viewers (default 0.5; 0.05 for a 5% split). */
  share?: number;
}

/** One viewer arrives: an arm by a coin, and an order (value exponential, mean 100) at its rate. */
function arrive(
  arms: readonly [ArmStats, ArmStats],
  sim: Pick<Simulation, 'rateA' | 'rateB' | 'share'>,
  next: () => number,
): void {
  const b = next() < (sim.share ?? 0.5);
  const arm = arms[b ? 1 : 0];
  arm.units++;
  if (next() < (b ? sim.rateB : sim.rateA)) {
    const value = -Math.log(1 - next()) * 100;
    const order = arm.events.order!;
    order.count++;
    order.units++;
    order.value += value;
    order.valueSq += value * value;
  }
}

/** One repetition: whether any metric was significant at any look, and at the last. */
export function repetition(seed: number, sim: Simulation): { ever: boolean; last: boolean } {
  const next = seeded(seed);
  const arms = [emptyArm(1), emptyArm(2)] as const;
  let ever = false;
  let last = false;
  for (let v = 1; v <= sim.viewers; v++) {
    arrive(arms, sim, next);
    if (v % sim.lookEvery === 0) {
      last = metricsOf(arms[0], arms[1]).some((m) => m.significant);
      ever ||= last;
    }
  }
  return { ever, last };
}

/** The report's primary metric in the designs: order conversion. */
export const PRIMARY = { event: 'order', measure: 'conversion' } as const;

/** `Simulation`'s looks (every `lookEvery` viewers up to `viewers`) judge the always-valid design. */
export interface DesignedSimulation extends Simulation {
  /** A fixed-horizon design read once, when this many viewers are in (may pass `viewers`). */
  plannedUnits: number;
  /** The true relative effect on order conversion, rateB / rateA − 1 (coverage is of it). */
  truth?: number;
}

export interface DesignedRun {
  alwaysValid: {
    /** The primary metric significant at any look. */
    ever: boolean;
    /** ... at the last look. */
    last: boolean;
    /** Viewers at the first look where it was significant (null: never). */
    firstAt: number | null;
    /** Every interval shown covered `truth` (looks without an interval cover trivially). */
    covered: boolean;
  };
  fixedHorizon: {
    /** Significant when read at `plannedUnits` viewers. */
    significant: boolean;
    /** Looks before the planned size that showed an interval (must be 0: not yet due). */
    shownEarly: number;
  };
}

/**
 * One seeded experiment judged as the report judges it with a design whose primary metric is
 * order conversion: always valid at every look, and fixed horizon (`plannedUnits`) at the look
 * where it is due. The viewers and orders are drawn as `repetition` draws them (same seed, same
 * data), and run on to `plannedUnits` when the fixed horizon lies beyond the last look.
 */
export function designedRun(seed: number, sim: DesignedSimulation): DesignedRun {
  const next = seeded(seed);
  const arms = [emptyArm(1), emptyArm(2)] as const;
  const always = { method: 'always_valid', primaryMetric: PRIMARY } as const;
  const fixed = {
    method: 'fixed_horizon',
    primaryMetric: PRIMARY,
    plannedUnits: sim.plannedUnits,
  } as const;
  const primary = (design: typeof always | typeof fixed) =>
    metricsOf(arms[0], arms[1], {}, design).find((m) => m.role === 'primary')!;
  const out: DesignedRun = {
    alwaysValid: { ever: false, last: false, firstAt: null, covered: true },
    fixedHorizon: { significant: false, shownEarly: 0 },
  };
  const end = Math.max(sim.viewers, sim.plannedUnits);
  for (let v = 1; v <= end; v++) {
    arrive(arms, sim, next);
    if (v <= sim.viewers && v % sim.lookEvery === 0) {
      const m = primary(always);
      const a = out.alwaysValid;
      a.last = m.significant;
      a.ever ||= m.significant;
      if (m.significant) a.firstAt ??= v;
      if (sim.truth !== undefined && m.low !== null && m.high !== null)
        a.covered &&= m.low <= sim.truth && sim.truth <= m.high;
      if (v < sim.plannedUnits && primary(fixed).low !== null) out.fixedHorizon.shownEarly++;
    }
    if (v === sim.plannedUnits) {
      const m = primary(fixed);
      // With a true effect, power counts the right direction only (as `powerOf` does).
      const right = !sim.truth || Math.sign(m.relativeUplift ?? 0) === Math.sign(sim.truth);
      out.fixedHorizon.significant = m.significant && right;
    }
  }
  return out;
}
