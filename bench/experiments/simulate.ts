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
}

/** One repetition: whether any metric was significant at any look, and at the last. */
export function repetition(seed: number, sim: Simulation): { ever: boolean; last: boolean } {
  const next = seeded(seed);
  const arms = [emptyArm(1), emptyArm(2)] as const;
  let ever = false;
  let last = false;
  for (let v = 1; v <= sim.viewers; v++) {
    const b = next() < 0.5;
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
    if (v % sim.lookEvery === 0) {
      last = metricsOf(arms[0], arms[1]).some((m) => m.significant);
      ever ||= last;
    }
  }
  return { ever, last };
}
