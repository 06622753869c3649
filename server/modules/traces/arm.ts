import { inSplit, type SplitShape } from '../../../src/harness/split';
import type { TraceArm } from '../../../src/harness/traces';

/**
 * The side of a label's split a caller was served, by the same hash the split used
 * (src/harness/split.ts). Null when the label has no split; a caller without a key always
 * gets the label's own version, so it is on the control side.
 */
export function armOf(
  label: { split: SplitShape | null },
  key: string | undefined,
): TraceArm | null {
  if (!label.split) return null;
  if (key === undefined || key === '') return 'control';
  return inSplit(label.split, key) ? 'split' : 'control';
}
