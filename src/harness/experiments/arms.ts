import { z } from 'zod';

/**
 * The two arms of a split, in every record that names one (exposures, outcomes, traces,
 * reports, the agent client): `control` is the label's own version, `treatment` the split's.
 */
export const SPLIT_ARMS = ['control', 'treatment'] as const;
export const armSchema = z.enum(SPLIT_ARMS);
export type Arm = z.infer<typeof armSchema>;
