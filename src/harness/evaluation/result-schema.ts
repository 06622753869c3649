import { z } from 'zod';
import { EXPECTATION_TYPES } from './expectation-schema';
import { TURN_OUTCOMES } from './turn-record';
import { generatedFromSchema } from './generated-from';
import { CHECK_CODES, type CheckCode } from './check-codes';

const checkSaySchema = z.strictObject({
  code: z.enum(Object.keys(CHECK_CODES) as [CheckCode, ...CheckCode[]]),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

/**
 * Why a check was not run: `no_judge`, a model-graded `judge` check on a server with no
 * judge configured (JUDGE_ENDPOINT unset).
 */
export const SKIP_REASONS = ['no_judge'] as const;
export const skipReasonSchema = z.enum(SKIP_REASONS);
export type SkipReason = z.infer<typeof skipReasonSchema>;

/**
 * Why a trial did not pass besides a failed check: `nothing_checked`, only limits ran (no
 * banned word, length...), which a blocked fallback or silence meets too; `reply_blocked`, the
 * turn ended blocked while the case expects an answer.
 */
export const TRIAL_REASONS = ['nothing_checked', 'reply_blocked'] as const;
export const trialReasonSchema = z.enum(TRIAL_REASONS);
export type TrialReason = z.infer<typeof trialReasonSchema>;

export const expectationResultSchema = z.strictObject({
  /** Position in the case's expectations. */
  index: z.int().min(0),
  type: z.enum(EXPECTATION_TYPES),
  /** skipped: not checked (a judge with no judge configured); never counts as a pass. */
  status: z.enum(['pass', 'fail', 'skipped']),
  /** Why a skipped check was not run (absent in runs graded before skip reasons were kept). */
  skipReason: skipReasonSchema.optional(),
  pass: z.boolean(),
  message: z.string(),
  /** False for model-graded checks: the same answer may be judged differently next time. */
  deterministic: z.boolean(),
  /** tool_calls: one line per expected call and per unexpected call. */
  details: z.array(z.string()).optional(),
  /**
   * The message as a code of CHECK_CODES and its params, so the studio says it in the
   * reader's language (absent in runs graded before codes were kept: then `message`).
   */
  say: checkSaySchema.optional(),
  /** Each of `details` the same way, in the same order. */
  detailSays: z.array(checkSaySchema).optional(),
});

export const trialResultSchema = z.strictObject({
  /** 1-based. */
  trial: z.int().min(1),
  pass: z.boolean(),
  /** The turn's outcome; `missing` when no record came back for this trial. */
  outcome: z.enum([...TURN_OUTCOMES, 'missing']),
  reply: z.string().nullable(),
  timings: z.strictObject({ firstTokenMs: z.number().nullable(), totalMs: z.number() }).nullable(),
  /** Why the trial failed as a whole (turn error, cancelled, no record). */
  error: z.string().optional(),
  /**
   * True when the turn completed but every check was skipped: not a pass, not a failure.
   * (Runs graded before this existed failed such a trial with "Nothing was checked".)
   */
  skipped: z.boolean().optional(),
  /** Why the trial did not pass when no check of it failed, or the block overrode them. */
  reason: trialReasonSchema.optional(),
  expectations: z.array(expectationResultSchema),
});

export const caseEvaluationSchema = z.strictObject({
  caseId: z.string(),
  name: z.string(),
  tags: z.array(z.string()),
  trials: z.array(trialResultSchema),
  /** Share of trials that pass: the pass@1 estimate. */
  pass1: z.number().min(0).max(1),
  /** pass^k: every one of the k trials passes. */
  passAll: z.boolean(),
  /** The case's verdict; equals `passAll`. */
  pass: z.boolean(),
  /**
   * True when every trial was skipped (every check skipped, no turn failed): the case is
   * neither passed nor failed, and counts as not passed for the pass rate and the gate.
   */
  skipped: z.boolean().optional(),
  /**
   * True when every trial checked only limits (reason `nothing_checked`): not a pass, counted
   * among the failed cases, said as "nothing checked".
   */
  unchecked: z.boolean().optional(),
  /** False when a model-graded check took part in the verdict. */
  deterministic: z.boolean(),
  /** Set on a case generated from a promotion (absent: a stored case). */
  generated: generatedFromSchema.optional(),
});

export type ExpectationResult = z.infer<typeof expectationResultSchema>;
export type TrialResult = z.infer<typeof trialResultSchema>;
export type CaseEvaluation = z.infer<typeof caseEvaluationSchema>;

export type CaseVerdict = 'pass' | 'fail' | 'skipped' | 'unchecked';

/** A case's verdict in one word; runs stored before `skipped` existed read as pass or fail. */
export const caseVerdict = (
  c: Pick<CaseEvaluation, 'pass' | 'skipped' | 'unchecked'>,
): CaseVerdict => (c.skipped ? 'skipped' : c.pass ? 'pass' : c.unchecked ? 'unchecked' : 'fail');

/** A trial's verdict in one word, as its case's. */
export const trialVerdict = (t: Pick<TrialResult, 'pass' | 'skipped' | 'reason'>): CaseVerdict =>
  t.skipped ? 'skipped' : t.pass ? 'pass' : t.reason === 'nothing_checked' ? 'unchecked' : 'fail';
