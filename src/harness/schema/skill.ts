import { z } from 'zod';
import { skillId, toolName } from './names';

export const skillSchema = z.strictObject({
  id: skillId,
  name: z.string().min(1, 'Give the skill a name.').max(200),
  /** When the model should use it: this is what the model reads to decide. */
  description: z.string().min(1, 'Say when this skill should be used.').max(1024),
  /** Markdown instructions. */
  instructions: z.string().max(50_000),
  allowedTools: z.array(toolName).max(100).default([]),
  enabled: z.boolean().default(true),
  /**
   * Locked for shops: no overlay may switch it off (a compliance skill). Optional rather
   * than defaulted, so documents written before it keep their bytes and content hashes.
   */
  locked: z.boolean().optional(),
});

export type Skill = z.infer<typeof skillSchema>;
