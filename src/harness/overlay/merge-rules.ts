import type { HarnessDocument } from '../schema/document';
import type { PreferenceField } from '../schema/preferences';

/** What an overlay may do to each part of the base document. */
export type MergeRule =
  | 'override' // the overlay's fields replace the base's, one by one
  | 'add' // the overlay adds entries next to the base's
  | 'switch-off' // the overlay may only switch base entries off (and add its own)
  | 'base-only'; // the overlay never touches it

/**
 * The merge rules, stated once: the merge, the validation's layer attribution, the docs and
 * the SPA's merged view all read this table. Hooks and tool bindings stay the base's, so a
 * shop cannot weaken a compliance guard or point a tool elsewhere. `preferences` is
 * overridden field by field as PREFERENCE_RULES says; `settings` is the base's but for the
 * banned words a shop adds (FLOOR_LISTS).
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

/** What an overlay may do to one preference field. */
export type FieldRule =
  | 'override' // the overlay's value replaces the base's
  | 'floor' // a list that protects: the overlay adds entries, never removes the base's
  | 'raise-only'; // a number that protects: the overlay may make it stricter (higher), never lower

/**
 * Per preference field. Lists that protect the host's compliance are floors: the merged list
 * is the base's entries (in their order) and then the shop's own, deduped, so a merchant who
 * adds a forbidden topic keeps the platform's. The discount floor is a number floor: the
 * merged value is the higher of the two, so a shop may quote less off, never more. Every
 * other field is overridden.
 */
export const PREFERENCE_RULES: Record<PreferenceField, FieldRule> = {
  shopName: 'override',
  tone: 'override',
  language: 'override',
  greeting: 'override',
  forbiddenTopics: 'floor',
  discountFloor: 'raise-only',
  brandTerms: 'floor',
  maxReplyChars: 'override',
};

/**
 * The floor lists: where each lies in the base document and in the overlay, and what makes
 * two entries the same one. A brand term is one by its `term`: the base's term keeps its note
 * (where its "never say" forms are written); the overlay adds terms.
 */
export const FLOOR_LISTS = {
  forbiddenTopics: {
    base: ['preferences', 'forbiddenTopics'],
    overlay: ['preferences', 'forbiddenTopics'],
    by: 'value',
  },
  brandTerms: {
    base: ['preferences', 'brandTerms'],
    overlay: ['preferences', 'brandTerms'],
    by: 'term',
  },
  bannedWords: { base: ['settings', 'bannedWords'], overlay: ['bannedWords'], by: 'value' },
} as const;
export type FloorList = keyof typeof FLOOR_LISTS;

// Locks: the base may also mark entries no overlay touches: a skill with `locked: true` is
// never switched off, a prompt variable with `locked: true` keeps its default, and the
// preference fields in `settings.lockedPreferences` are never set (a locked floor list takes
// no additions). The merge ignores what an overlay says of them; the validation refuses it.
