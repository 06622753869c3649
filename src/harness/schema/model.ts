import { z } from 'zod';

/** Sampling settings sent with every Chat Completions request. */
export const modelSettingsSchema = z.strictObject({
  /** Name of a server-configured endpoint; the URL and key never live in the harness. */
  endpoint: z.string().min(1).max(64).default('default'),
  temperature: z.number().min(0).max(2).default(0.7),
  topP: z.number().gt(0).max(1).default(0.9),
  maxTokens: z.int().min(1).max(32_768).default(512),
  toolChoice: z.enum(['auto', 'none', 'required']).default('auto'),
  parallelToolCalls: z.boolean().default(true),
  seed: z.int().optional(),
});

export type ModelSettings = z.infer<typeof modelSettingsSchema>;
