import type { z } from 'zod';
import type { robustnessRunRequestSchema } from '../../harness/variants/plan';

// The robustness run's shapes as the core declares them (the server answers with these).
export type {
  ArmScore,
  EndpointReport,
  RobustnessArm,
  RobustnessCell,
  RobustnessComparison,
  RobustnessResult,
  RobustnessRun,
  RobustnessRunReport,
} from '../../harness/variants/run-contract';

/** The request body as a client writes it (defaults such as `concurrency` may be left out). */
export type RobustnessRunRequest = z.input<typeof robustnessRunRequestSchema>;
export type { VariantFamily } from '../../harness/variants/types';
export type { RunStatus } from '../../harness/evaluation';
export type { HarnessDiff } from '../../harness/diff';
/** What the start form sends: the request body as a client writes it, and where. */
export interface StartRobustnessInput {
  harnessId: string;
  body: RobustnessRunRequest;
}

/** The export formats the export route offers. */
export const EXPORT_FORMATS = ['openai', 'sharegpt', 'preference', 'rl'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
