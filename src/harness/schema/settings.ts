import { z } from 'zod';
import { timeZoneSchema } from './promotion';
import { preferenceFieldSchema } from './preferences';
import { shopIdSchema } from './shop';
import { traceSettingsSchema } from '../traces/trace-settings';
import { releaseSettingsSchema } from '../release/release-settings';
import { guardSettingsSchema } from '../guards/guard-settings';

/**
 * How the compiled system prompt spells its structure. Absent means today's rendering
 * (markdown headings, key: value lines), so existing harnesses compile byte-identically.
 */
export const promptFormatSchema = z.strictObject({
  /** Section titles as `## Title`, `【Title】` or `<Title>...</Title>`. */
  headings: z.enum(['markdown', 'brackets', 'xml']).default('markdown'),
  /** Structured variables (product specs, brand terms) as key: value lines, JSON or a table. */
  variables: z.enum(['lines', 'json', 'table']).default('lines'),
});

/**
 * How the runtime releases a reply sentence by sentence to before_sentence hooks and the
 * viewer (docs/harness-format.md, "Sentences").
 */
/** The sentence length a harness that sets none is cut at. */
export const DEFAULT_SENTENCE_MAX_CHARS = 60;

/** The zone a harness that sets none reads its times in. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

export const sentenceSettingsSchema = z.strictObject({
  /** A sentence longer than this (characters) is cut at its last clause break (，、;:). */
  maxChars: z.int().min(10).max(500).default(DEFAULT_SENTENCE_MAX_CHARS),
  /** Said after a before_sentence hook blocks mid-reply (checked too); absent: nothing. */
  blockedEnding: z.string().min(1).max(200).optional(),
});

/**
 * `cache-friendly`: sections that use per-turn variables (viewer, comments, now) go into a
 * message of their own after the system message, so the system text and the tools are one
 * prefix an inference server's prefix cache can reuse. Absent: every section in the system
 * message in document order (today's prompt, byte for byte).
 */
export const PROMPT_LAYOUTS = ['document', 'cache-friendly'] as const;
export const promptLayoutSchema = z.enum(PROMPT_LAYOUTS);

export const harnessSettingsSchema = z.strictObject({
  /** inline: every skill's instructions in the prompt; on_demand: listed, loaded via `use_skill`. */
  skillDisclosure: z.enum(['inline', 'on_demand']).default('inline'),
  /** Most model rounds in one turn before the runtime stops the loop. */
  maxSteps: z.int().min(1).max(20).default(6),
  timeZone: timeZoneSchema.default(DEFAULT_TIME_ZONE),
  /** Words the host must never say (e.g. Advertising-Law absolute words). */
  bannedWords: z.array(z.string().min(1).max(50)).max(1000).default([]),
  /** Share of test cases that must pass before `production` may move (0-1). */
  passThreshold: z.number().min(0).max(1).default(0.95),
  promptFormat: promptFormatSchema.optional(),
  promptLayout: promptLayoutSchema.optional(),
  /** cache-friendly layout: the role of the per-turn message (absent: `system`). */
  turnMessageRole: z.enum(['system', 'user']).optional(),
  sentence: sentenceSettingsSchema.optional(),
  /**
   * On a base harness: the shops whose hosts the suite must also pass before `production`
   * moves (each shop's merged document, run with `shop` on a test run).
   */
  testShops: z
    .array(shopIdSchema)
    .max(20, 'Name at most 20 sample shops.')
    .refine((ids) => new Set(ids).size === ids.length, 'Name each shop once.')
    .optional(),
  /**
   * Suite runs add the cases each enabled promotion yields (its price inside its window, not
   * after it; evaluation/promotion-cases.ts), counted by the gate like stored ones. Absent:
   * off, so suites and hashes of documents written before stay as they were.
   */
  promotionCases: z.boolean().optional(),
  /** The robustness gate: `production` waits for a robustness run of the version. */
  robustness: z
    .strictObject({
      /** Most a family's worst variant may fall below identity, in percentage points. */
      maxDrop: z.number().min(0).max(100),
    })
    .optional(),
  /**
   * Preference fields locked for shops: no overlay may set them (a locked floor list takes
   * no additions either). Optional, so documents written before it keep their hashes.
   */
  lockedPreferences: z
    .array(preferenceFieldSchema)
    .max(20)
    .refine((fields) => new Set(fields).size === fields.length, 'Name each field once.')
    .optional(),
  /**
   * The built-in reply guards (price, words, topics, length). Absent on documents written
   * before them, which keep their hashes and run only their hooks; a new harness has them.
   */
  guards: guardSettingsSchema.optional(),
  /** Production traces: sampling rate and retention (absent: every turn, 30 days). */
  traces: traceSettingsSchema.optional(),
  /** Approvals, overlay review and schedules (absent: labels move as before). */
  release: releaseSettingsSchema.optional(),
  /** How experiments judge their data (absent: the defaults). */
  experiments: z
    .strictObject({
      /** Units with the event the control needs before an uplift is judged (default 50). */
      minEvents: z
        .int('Use a whole number of events.')
        .min(1, 'Use at least 1 event.')
        .max(100_000, 'Use at most 100,000 events.')
        .optional(),
    })
    .optional(),
});

export type HarnessSettings = z.infer<typeof harnessSettingsSchema>;
export type PromptFormat = z.infer<typeof promptFormatSchema>;
