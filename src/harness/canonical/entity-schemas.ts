import type { z } from 'zod';
import { harnessDocumentSchema } from '../schema/document';
import { hookSchema } from '../schema/hook';
import { preferencesSchema } from '../schema/preferences';
import { promotionSchema } from '../schema/promotion';
import { promptSchema } from '../schema/prompt';
import { skillSchema } from '../schema/skill';
import { toolSchema } from '../schema/tool';
import type { EntityKind } from './entities';

/** The harness's own fields (everything but its parts): the value of the `meta` entity. */
export const metaSchema = harnessDocumentSchema.pick({
  schemaVersion: true,
  name: true,
  description: true,
  settings: true,
  model: true,
});

/**
 * The schema of each entity kind's value: what a draft write is checked against and what
 * the API documents for that kind.
 */
export const ENTITY_SCHEMAS = {
  meta: metaSchema,
  prompt: promptSchema,
  preferences: preferencesSchema,
  skill: skillSchema,
  tool: toolSchema,
  hook: hookSchema,
  promotion: promotionSchema,
} as const satisfies Record<EntityKind, z.ZodType>;
