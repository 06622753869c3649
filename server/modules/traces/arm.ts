import { serveViewer, type ServingLabel } from '../../../src/harness/holdout';
import type { Arm } from '../../../src/harness/experiments/arms';

/**
 * The arm of a label's split a caller was served, by the same decision serving made
 * (src/harness/holdout.ts). Null when the label has no split, or when the caller is held out
 * (a held-out viewer is in no split); a caller without a key always gets the label's own
 * version, so it is in the control arm.
 */
export function traceArmOf(label: ServingLabel, key: string | undefined): Arm | null {
  return serveViewer(label, key)?.split ?? null;
}
