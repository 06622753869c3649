import type { HarnessDocument } from '../../schema/document';
import type { EntityKind } from '../../canonical/entities';
import type { Random } from '../random';
import type { Variant } from '../types';

/**
 * What the suite's cases depend on, when the caller knows: a control then aims at these
 * (by seed) instead of at any part, so a miss says more about the checks than about luck.
 * Names that are not in the harness are ignored.
 */
export interface ControlFocus {
  tools?: readonly string[];
  skills?: readonly string[];
  sections?: readonly string[];
}

/**
 * A negative control: a seeded, pure mutation that changes what the harness means while it
 * stays valid. Its `inverse` is the empty one a naive reader would assume, so the same suite
 * grades it as it grades a look-only variant; a suite that scores it like the identity run
 * cannot see that kind of change.
 */
export interface NegativeControl {
  id: string;
  /** What the control does, in one line, for reports. */
  summary: string;
  /** What a harness needs for the control to apply, for the report when it does not. */
  needs: string;
  /** The entity kinds its diff may show. */
  touches: readonly EntityKind[];
  /** Null when the harness has nothing this control can change (say, fewer than two tools). */
  apply: (doc: HarnessDocument, random: Random, focus?: ControlFocus) => Variant | null;
}
