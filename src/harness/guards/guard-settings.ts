import { z } from 'zod';

/** What the word guard does with a sentence holding a listed word. */
export const WORD_ACTIONS = ['block', 'soften', 'drop'] as const;
export const wordActionSchema = z.enum(WORD_ACTIONS, {
  error: 'Choose what happens: block, soften or drop.',
});

/** A word list of the word guard, with what to do when the host says one of its words. */
export const wordListSchema = z.strictObject({
  name: z.string().min(1, 'Name the list.').max(100),
  words: z.array(z.string().min(1).max(50)).min(1, 'List at least one word.').max(1000),
  /**
   * block: the reply stops at the sentence (the blocked ending is said); soften: each word is
   * said as its replacement (no replacement: left out); drop: the sentence is left unsaid.
   */
  action: wordActionSchema,
  /** soften: what each word is said as instead. */
  replacements: z.record(z.string().min(1).max(50), z.string().max(50)).default({}),
  /** Ordinary phrases that hold a word but are no claim ("第一次" for "第一"). */
  allow: z.array(z.string().min(1).max(50)).max(200).default([]),
});

const on = z.boolean().default(true);

/**
 * The built-in reply guards, run in the studio process on every sentence before custom
 * before_sentence hooks. Present on a new harness (every guard on); absent on documents
 * written before them, which run only their hooks.
 */
export const guardSettingsSchema = z.strictObject({
  /** Every amount said is one the turn allows, and never under the discount floor. */
  price: z.strictObject({ enabled: on }).default({ enabled: true }),
  words: z
    .strictObject({
      enabled: on,
      /** What happens to a sentence holding one of settings.bannedWords (and a shop's own). */
      bannedWords: wordActionSchema.default('drop'),
      /** Ordinary phrases no list's word is found in ("第一次" for "第一"). */
      allow: z.array(z.string().min(1).max(50)).max(200).default([]),
      lists: z.array(wordListSchema).max(20).default([]),
    })
    .default({ enabled: true, bannedWords: 'drop', allow: [], lists: [] }),
  topics: z
    .strictObject({
      enabled: on,
      /** Words that signal a topic; a topic not listed matches by its own name (and the core's table). */
      signals: z
        .record(z.string().min(1).max(100), z.array(z.string().min(1).max(50)).max(100))
        .default({}),
      /**
       * Said instead of asking the model when the viewer's message is on a forbidden topic;
       * `{{variables}}` as in the prompt ("咱们说回{{product.name}}").
       */
      deflect: z.string().min(1).max(200).optional(),
    })
    .default({ enabled: true, signals: {} }),
  /** Whole sentences up to preferences.maxReplyChars. */
  length: z.strictObject({ enabled: on }).default({ enabled: true }),
});

export type GuardSettings = z.infer<typeof guardSettingsSchema>;
export type GuardSettingsInput = z.input<typeof guardSettingsSchema>;
export type WordList = z.infer<typeof wordListSchema>;
export type WordAction = z.infer<typeof wordActionSchema>;
export type GuardName = keyof GuardSettings;
export const GUARD_NAMES = ['price', 'words', 'topics', 'length'] as const satisfies GuardName[];
