import { z } from 'zod';
import { entityId } from './names';

/** One ordered part of the system prompt; `body` is markdown with `{{variables}}`. */
export const promptSectionSchema = z.strictObject({
  id: entityId,
  title: z.string().max(200),
  body: z.string().max(100_000),
  enabled: z.boolean().default(true),
  /**
   * True when the section may trade places with the order-free sections next to it (the
   * product on screen, the viewer, the shop): only adjacent flagged sections move, so an
   * unflagged one keeps its place. Optional rather than defaulted, so documents written
   * before it stay byte-identical (and so do their content hashes).
   */
  orderFree: z.boolean().optional(),
});

/** A variable the harness declares itself, with the value used when the context has none. */
export const promptVariableSchema = z.strictObject({
  name: z
    .string()
    .regex(
      /^[a-zA-Z_][a-zA-Z0-9_]*(\.[a-zA-Z_][a-zA-Z0-9_]*)*$/,
      'Use a dotted name like "shop.hotline".',
    ),
  description: z.string().max(500).default(''),
  default: z.string().max(10_000).default(''),
  /** Locked for shops: no overlay may set its value (optional, as `orderFree` is). */
  locked: z.boolean().optional(),
});

export const promptSchema = z.strictObject({
  sections: z.array(promptSectionSchema).max(200),
  variables: z.array(promptVariableSchema).max(200).default([]),
});

export type PromptSection = z.infer<typeof promptSectionSchema>;
export type PromptVariable = z.infer<typeof promptVariableSchema>;
export type Prompt = z.infer<typeof promptSchema>;
