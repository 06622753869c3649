import { guardrailStatus, NO_TURNS, type ArmStats } from '../../src/harness/experiments';
import type { Guardrail } from '../../src/harness/experiments/guardrail-schema';
import { seeded } from './simulate';

// Seeded A/A runs of a "metric must not fall" guardrail, as the checker runs it: viewers
// arrive, a share of them (half by default) to the treatment, a share converts; the guardrail is judged every `lookEvery`
// viewers. A run counts as rolled back if the guardrail broke at any look.

export interface GuardrailRun {
  viewers: number;
  lookEvery: number;
  rateA: number;
  rateB: number;
  /** The allowed relative drop (0: the metric must not fall at all). */
  maxDrop: number;
  /** The treatment's share of viewers (default 0.5; 0.05 for a 5% split). */
  share?: number;
}

const arm = (version: number): ArmStats => ({
  version,
  units: 0,
  events: { order: { count: 0, value: 0, units: 0, valueSq: 0 } },
  turns: NO_TURNS,
});

/** Whether the guardrail broke at any look, and at which viewer count first (null: never). */
export function guardrailRun(seed: number, run: GuardrailRun): number | null {
  const next = seeded(seed);
  const arms = [arm(1), arm(2)] as const;
  const guardrail: Guardrail = {
    kind: 'metric',
    event: 'order',
    measure: 'conversion',
    maxDrop: run.maxDrop,
  };
  for (let v = 1; v <= run.viewers; v++) {
    const b = next() < (run.share ?? 0.5);
    const a = arms[b ? 1 : 0];
    a.units++;
    if (next() < (b ? run.rateB : run.rateA)) {
      const order = a.events.order!;
      order.count++;
      order.units++;
      order.value += 100;
      order.valueSq += 10_000;
    }
    if (v % run.lookEvery === 0 && guardrailStatus(guardrail, arms[0], arms[1]).breached) return v;
  }
  return null;
}
