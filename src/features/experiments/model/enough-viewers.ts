import { MIN_UNITS } from '../../../harness/experiments';
import type { ExperimentArm } from '../types';

/**
 * Whether both arms have the viewers the report's figures need: below `MIN_UNITS` in either,
 * the intervals are empty and a ratio test on a handful of viewers says nothing.
 */
export function enoughViewers(arms: readonly ExperimentArm[]): boolean {
  return arms.length === 2 && arms.every((a) => a.units >= MIN_UNITS);
}

export { MIN_UNITS };
