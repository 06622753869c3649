import type { HarnessDocument } from '../schema/document';

/** What an overlay may do to each part of the base document. */
export type MergeRule =
  | 'override' // the overlay's fields replace the base's, one by one
  | 'add' // the overlay adds entries next to the base's
  | 'switch-off' // the overlay may only switch base entries off (and add its own)
  | 'base-only'; // the overlay never touches it

/**
 * The merge rules, stated once: the merge, the validation's layer attribution, the docs and
 * the SPA's merged view all read this table. Hooks and tool bindings stay the base's, so a
 * shop cannot weaken a compliance guard or point a tool elsewhere.
 */
export const MERGE_RULES: Record<keyof HarnessDocument, MergeRule> = {
  schemaVersion: 'base-only',
  name: 'base-only',
  description: 'base-only',
  settings: 'base-only',
  model: 'base-only',
  prompt: 'override', // only the values of its variables
  skills: 'switch-off',
  tools: 'base-only',
  hooks: 'base-only',
  preferences: 'override',
  promotions: 'add',
};
