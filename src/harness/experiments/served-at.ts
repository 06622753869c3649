import type { ExperimentPhase } from './design-schema';

/**
 * How far ahead of the studio's clock a host may date an exposure or an outcome: clocks
 * drift, and a host stamps the time it served. Anything later has not happened yet.
 */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** Why a time cannot belong to an experiment. */
export type OffWindow = 'future' | 'outside';

/**
 * The share an experiment ran at, at `at` (ms): the phase whose `[from, to)` holds it, so a
 * viewer served before a ramp keeps the share (and the arm) it was served. `outside` before
 * the experiment's first move or from the move that ended it; `future` past now plus the skew.
 */
export function shareAt(
  phases: readonly ExperimentPhase[],
  at: number,
  now: number,
): { percent: number } | { off: OffWindow } {
  if (at > now + CLOCK_SKEW_MS) return { off: 'future' };
  for (const phase of phases) {
    if (at < Date.parse(phase.from)) break;
    if (phase.to === null || at < Date.parse(phase.to)) return { percent: phase.percent };
  }
  return { off: 'outside' };
}

/** Whether `at` falls in any of these experiments (an outcome counts in no other). */
export function withinAnyExperiment(
  experiments: ReadonlyArray<readonly ExperimentPhase[]>,
  at: number,
): boolean {
  return experiments.some((phases) => 'percent' in shareAt(phases, at, Infinity));
}
