import { z } from 'zod';
import { harnessSettingsSchema } from './settings';
import { modelSettingsSchema } from './model';
import { promptSchema } from './prompt';
import { skillSchema } from './skill';
import { toolSchema } from './tool';
import { hookSchema } from './hook';
import { preferencesSchema } from './preferences';
import { promotionSchema } from './promotion';

export const CURRENT_SCHEMA_VERSION = 2;

export const harnessDocumentSchema = z.strictObject({
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION, {
    error: `This studio reads harness schemaVersion ${CURRENT_SCHEMA_VERSION}.`,
  }),
  name: z.string().min(1, 'Give the harness a name.').max(200),
  description: z.string().max(2_000).default(''),
  settings: harnessSettingsSchema.default(() => harnessSettingsSchema.parse({})),
  model: modelSettingsSchema.default(() => modelSettingsSchema.parse({})),
  prompt: promptSchema,
  skills: z.array(skillSchema).max(5_000).default([]),
  tools: z.array(toolSchema).max(1_000).default([]),
  hooks: z.array(hookSchema).max(500).default([]),
  preferences: preferencesSchema,
  promotions: z.array(promotionSchema).max(1_000).default([]),
});

/** A harness after parsing: every default filled in. */
export type HarnessDocument = z.infer<typeof harnessDocumentSchema>;
/** A harness as written by a person or a tool: defaults may be left out. */
export type HarnessDocumentInput = z.input<typeof harnessDocumentSchema>;
