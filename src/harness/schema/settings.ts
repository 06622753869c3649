import { z } from 'zod';
import { timeZoneSchema } from './promotion';

export const harnessSettingsSchema = z.strictObject({
  /** inline: every skill's instructions in the prompt; on_demand: listed, loaded via `use_skill`. */
  skillDisclosure: z.enum(['inline', 'on_demand']).default('inline'),
  /** Most model rounds in one turn before the runtime stops the loop. */
  maxSteps: z.int().min(1).max(20).default(6),
  timeZone: timeZoneSchema.default('Asia/Shanghai'),
  /** Words the host must never say (e.g. Advertising-Law absolute words). */
  bannedWords: z.array(z.string().min(1).max(50)).max(1000).default([]),
  /** Share of test cases that must pass before `production` may move (0-1). */
  passThreshold: z.number().min(0).max(1).default(0.95),
});

export type HarnessSettings = z.infer<typeof harnessSettingsSchema>;
