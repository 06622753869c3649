import type { PublishGate } from '../types';

/** A share as the gate's messages write it: 0.875 -> "87.5%". */
export function percent(share: number): string {
  return `${Math.round(share * 1000) / 10}%`;
}

/** The names of the cases that passed on production's run and fail on this version's. */
export function newlyFailingNames(comparison: PublishGate['comparison']): string[] {
  if (!comparison) return [];
  const names = new Map(comparison.cases.map((c) => [c.caseId, c.name]));
  return comparison.newlyFailing.map((id) => names.get(id) ?? id);
}

/** The gates that say no (the version's, and a split version's), in that order. */
export function refusals(gates: readonly (PublishGate | undefined)[]): PublishGate[] {
  return gates.filter((g): g is PublishGate => !!g && g.gated && !g.allowed);
}

export interface OverrideState {
  canOverride: boolean;
  on: boolean;
  reason: string;
}

/**
 * What a refused gate means for the Publish button: blocked for everyone but an admin who
 * ticked the override and wrote why; the override is sent only when something is refused.
 */
export function gateDecision(
  refused: readonly PublishGate[],
  override: OverrideState,
): { blocked: boolean; override: { reason: string } | undefined } {
  if (refused.length === 0) return { blocked: false, override: undefined };
  const reason = override.reason.trim();
  const overriding = override.canOverride && override.on && reason !== '';
  return { blocked: !overriding, override: overriding ? { reason } : undefined };
}
