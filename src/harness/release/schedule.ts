import { z } from 'zod';
import { shopIdSchema } from '../schema/shop';
import { labelNameSchema } from '../target';
import { labelSplitSchema, servedSchema, splitRequestSchema } from '../label-serving';

/**
 * A scheduled label move: a change request's publish or a publisher's plain move,
 * at `at`, optionally moved back to what the label served before at `until` (a campaign
 * window). Fires exactly once across instances; one due while every instance was down fires
 * at start within settings.release.missedGraceMinutes, else it is `missed`.
 */
export const SCHEDULE_STATES = [
  'pending',
  'fired',
  'failed',
  'missed',
  'cancelled',
  'superseded',
] as const;
export const scheduleStateSchema = z.enum(SCHEDULE_STATES);
export type ScheduleState = z.infer<typeof scheduleStateSchema>;

/**
 * Why a schedule (or the change request it published) failed, coded so each reader gets
 * their language: `code` (`schedule.missed`, `schedule.approvals_required`, the gate's codes...),
 * `detail` in English, and the code's parameters beside them.
 */
export const failureProblemSchema = z
  .object({ code: z.string(), detail: z.string() })
  .catchall(z.unknown());
export type FailureProblem = z.infer<typeof failureProblemSchema>;

export const scheduleSchema = z.object({
  id: z.int(),
  harnessId: z.string(),
  /** The change request it publishes; null for a plain label move. */
  requestId: z.int().nullable(),
  label: labelNameSchema,
  /** A shop's overlay (then `overlayVersion`, not `version`). */
  shopId: shopIdSchema.nullable(),
  version: z.int().nullable(),
  /** The split it sets, as asked (its experiment is the label's once it fires). */
  split: labelSplitSchema.nullable(),
  overlayVersion: z.int().nullable(),
  reason: z.string(),
  /** When it fires (ISO instant, UTC) and the same wall time in the harness's time zone. */
  at: z.string(),
  localAt: z.string(),
  until: z.string().nullable(),
  localUntil: z.string().nullable(),
  timeZone: z.string(),
  /**
   * `localAt`'s offset (`-04:00`), and whether its wall time happens twice in the zone (the
   * hour the clocks go back): then `offset` says which, the first unless the sender's offset
   * named the second. The same for `localUntil` (null without one).
   */
  offset: z.string(),
  ambiguous: z.boolean(),
  untilOffset: z.string().nullable(),
  untilAmbiguous: z.boolean().nullable(),
  state: scheduleStateSchema,
  /**
   * The move back at `until` (null without one); `superseded` when the label no longer served
   * what this schedule set by then (a later window or a hotfix moved it), so nothing moved.
   */
  endState: scheduleStateSchema.nullable(),
  /**
   * What the label served when it fired, its split's experiment, salt and guardrails with it:
   * where `until` moves it back to (older rows hold only versions and percent).
   */
  previous: servedSchema.nullable(),
  /**
   * What superseded its end (null unless `superseded`): the label move that set what the label
   * serves now (null for a shop's overlay) and the schedule that made it (null for a hand move).
   */
  supersededBy: z.object({ moveId: z.int().nullable(), scheduleId: z.int().nullable() }).nullable(),
  firedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Why it failed or was missed (the gate's refusal...), in English. */
  failure: z.string().nullable(),
  /** The same, coded (null before migration 019 and while nothing failed). */
  failureProblem: failureProblemSchema.nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/**
 * When: a wall time in the harness's time zone (`2026-12-12T20:00`) or an instant with an
 * offset (`2026-12-12T20:00:00+08:00`).
 */
export const scheduleTimeSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?$/,
    'Use a date and time like 2026-12-12T20:00.',
  );

/** Schedule a change request's publish. */
export const scheduleRequestBody = z.strictObject({
  at: scheduleTimeSchema,
  until: scheduleTimeSchema.optional(),
});

/** Schedule a plain label move (publishers; refused where the label requires approvals). */
export const scheduleMoveBody = z.strictObject({
  label: labelNameSchema,
  version: z.int().min(1),
  split: splitRequestSchema
    .extend({ version: z.int().min(1), percent: z.int().min(1).max(99) })
    .nullable()
    .optional(),
  reason: z.string().trim().min(1).max(1000),
  at: scheduleTimeSchema,
  until: scheduleTimeSchema.optional(),
});

/** A calendar entry: a schedule's move (or its move back), with overlaps flagged. */
export const calendarEntrySchema = z.object({
  scheduleId: z.int(),
  kind: z.enum(['move', 'end']),
  at: z.string(),
  localAt: z.string(),
  label: labelNameSchema,
  shopId: shopIdSchema.nullable(),
  state: scheduleStateSchema,
  /** Other entries moving the same label (or shop) within a minute of this one. */
  overlapsWith: z.array(z.int()),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

/** `GET .../calendar`: the entries, and the harness's zone their `localAt` is written in. */
export const calendarSchema = z.object({
  timeZone: z.string(),
  entries: z.array(calendarEntrySchema),
});

export const calendarQuery = z.strictObject({
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
  shop: shopIdSchema.optional(),
});
