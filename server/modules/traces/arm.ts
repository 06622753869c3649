import { serveViewer, type ServingLabel } from '../../../src/harness/holdout';
import type { TraceArm } from '../../../src/harness/traces';

/**
 * The side of a label's split a caller was served, by the same decision serving made
 * (src/harness/holdout.ts). Null when the label has no split, or when the caller is held out
 * (a held-out viewer is in no split); a caller without a key always gets the label's own
 * version, so it is on the control side.
 */
export function armOf(label: ServingLabel, key: string | undefined): TraceArm | null {
  const side = serveViewer(label, key)?.split ?? null;
  return side === null ? null : side === 'treatment' ? 'split' : 'control';
}
