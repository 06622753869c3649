import { z } from 'zod';
import { formatHint } from './format-hints';

/** Agent Skills id rule: lowercase words joined by single hyphens. */
export const SKILL_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Portable across OpenAI function names and MCP tool names. */
export const TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;
/** Ids of prompt sections, hooks and promotions follow the skill id rule. */
export const ENTITY_ID_PATTERN = new RegExp(SKILL_ID_PATTERN.source);

export const skillId = z
  .string()
  .min(1, 'Give the skill an id.')
  .max(64, 'A skill id may have at most 64 characters.')
  .regex(
    SKILL_ID_PATTERN,
    formatHint(
      { kind: 'slug', example: 'coupon-push' },
      'Use lowercase letters, digits and single hyphens, like "coupon-push".',
    ),
  );

export const toolName = z
  .string()
  .regex(
    TOOL_NAME_PATTERN,
    formatHint(
      { kind: 'toolName', example: 'get_product_detail' },
      'Use 1-64 letters, digits, "_" or "-", like "get_product_detail".',
    ),
  );

export const entityId = z
  .string()
  .min(1, 'Give it an id.')
  .max(64, 'An id may have at most 64 characters.')
  .regex(
    ENTITY_ID_PATTERN,
    formatHint(
      { kind: 'slug', example: 'greeting' },
      'Use lowercase letters, digits and single hyphens, like "greeting".',
    ),
  );
