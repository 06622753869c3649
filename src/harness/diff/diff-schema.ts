import { z } from 'zod';
import { entityKindSchema } from '../canonical/entities';
import { priceReviewSchema } from './quote-schema';
import type { EntityChange, FieldChange } from './types';

const CHANGES = ['added', 'removed', 'changed', 'moved'] as const;

export const fieldChangeSchema = z.object({
  path: z.string(),
  change: z.enum(CHANGES),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  text: z
    .array(z.object({ type: z.enum(['equal', 'added', 'removed']), value: z.string() }))
    .optional(),
  summary: z.string(),
}) satisfies z.ZodType<FieldChange>;

export const entityChangeSchema = z.object({
  kind: entityKindSchema,
  key: z.string(),
  change: z.enum(CHANGES),
  summary: z.string(),
  fields: z.array(fieldChangeSchema),
}) satisfies z.ZodType<EntityChange>;

/** `GET .../diff`: two states' changes entity by entity, and what the host may quote per product. */
export const diffResultSchema = z.object({
  from: z.string(),
  to: z.string(),
  changes: z.array(entityChangeSchema),
  prices: priceReviewSchema,
});

export type DiffResult = z.infer<typeof diffResultSchema>;
