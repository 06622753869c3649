import type { HarnessDocument } from '../schema/document';
import { say } from './check-codes';
import type { Expectation, ExpectationOf } from './expectation-schema';
import type { TestCase } from './schema';
import type { TurnRecord } from './turn-record';
import type { CaseEvaluation, ExpectationResult, TrialResult } from './result-schema';
import { checkExpectation } from './check-expectation';
import type { CheckEnv } from './check';
import { quoteText } from './check';
import { EXPECTATION_KINDS, expectsAnswer, isSubstantive } from './expectation-kinds';

export interface JudgeVerdict {
  pass: boolean;
  reason: string;
}

/** A model-graded check, supplied by the server (it owns the judge endpoints). */
export type JudgeFn = (
  rubric: string,
  record: TurnRecord,
  about: { testCase: TestCase; endpoint?: string },
) => Promise<JudgeVerdict>;

export interface EvaluateOptions {
  judge?: JudgeFn;
}

async function judged(
  e: ExpectationOf<'judge'>,
  index: number,
  record: TurnRecord,
  testCase: TestCase,
  judge: JudgeFn | undefined,
): Promise<ExpectationResult> {
  const base = { index, type: 'judge' as const, deterministic: false };
  if (!judge)
    return {
      ...base,
      status: 'skipped',
      pass: false,
      skipReason: 'no_judge',
      message: 'Not checked: no judge is configured for this run (model-graded checks need one).',
    };
  try {
    const about = e.endpoint === undefined ? { testCase } : { testCase, endpoint: e.endpoint };
    const verdict = await judge(e.rubric, record, about);
    const status = verdict.pass ? 'pass' : 'fail';
    return {
      ...base,
      status,
      pass: verdict.pass,
      message: `Judge: ${verdict.reason}`,
      say: say('judge', { reason: verdict.reason }),
    };
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return {
      ...base,
      status: 'fail',
      pass: false,
      message: `The judge failed: ${why}`,
      say: say('judge_failed', { reason: why }),
    };
  }
}

function checked(e: Expectation, index: number, record: TurnRecord, env: CheckEnv) {
  const check = checkExpectation(e, record, env)!;
  const result: ExpectationResult = {
    index,
    type: e.type,
    status: check.pass ? 'pass' : 'fail',
    pass: check.pass,
    message: check.message,
    say: check.say,
    deterministic: true,
  };
  if (check.details) result.details = check.details;
  if (check.detailSays) result.detailSays = check.detailSays;
  return result;
}

/**
 * The turn ended blocked and the case expects an answer: whatever was said (the fallback of
 * `settings.sentence.blockedEnding`, a hook's refusal) is not the answer, so every check of
 * what the reply says fails, the judge unasked.
 */
function blockedAnswer(e: Expectation, index: number, record: TurnRecord): ExpectationResult {
  const said =
    record.reply === null ? 'nothing was said' : `it said ${quoteText(record.reply, 80)}`;
  const code =
    record.reply === null
      ? say('blocked_answer_silent')
      : say('blocked_answer', { reply: quoteText(record.reply, 80) });
  return {
    index,
    type: e.type,
    status: 'fail',
    pass: false,
    message: `The reply was blocked (${said}); this case expects an answer.`,
    say: code,
    deterministic: true,
  };
}

/** A turn that errored or was cancelled says nothing about the harness: the trial fails. */
function turnFailure(record: TurnRecord): string | undefined {
  if (record.outcome === 'error') return `The turn failed: ${record.error ?? 'unknown error'}`;
  if (record.outcome === 'cancelled') return 'The turn was cancelled.';
  return undefined;
}

async function evaluateTrial(
  testCase: TestCase,
  record: TurnRecord,
  trial: number,
  env: CheckEnv,
  options: EvaluateOptions,
): Promise<TrialResult> {
  const blocked = record.outcome === 'blocked' && expectsAnswer(testCase.expectations);
  const expectations = await Promise.all(
    testCase.expectations.map((e, i) =>
      blocked && EXPECTATION_KINDS[e.type] === 'answer'
        ? Promise.resolve(blockedAnswer(e, i, record))
        : e.type === 'judge'
          ? judged(e, i, record, testCase, options.judge)
          : Promise.resolve(checked(e, i, record, env)),
    ),
  );
  const counted = expectations.filter((r) => r.status !== 'skipped');
  const error = turnFailure(record);
  // Every check skipped is neither a pass nor a failure: the trial is skipped.
  const skipped = !error && counted.length === 0;
  const allPassed = counted.every((r) => r.pass);
  // Limits alone (no banned word, length...) are met by silence or a fallback too.
  const unchecked = !error && !skipped && allPassed && !counted.some((r) => isSubstantive(r.type));
  const result: TrialResult = {
    trial,
    pass: !error && !skipped && !unchecked && allPassed,
    outcome: record.outcome,
    reply: record.reply,
    timings: { firstTokenMs: record.timings.firstTokenMs, totalMs: record.timings.totalMs },
    expectations,
  };
  if (error) result.error = error;
  if (skipped) result.skipped = true;
  if (blocked && !error) result.reason = 'reply_blocked';
  else if (unchecked) result.reason = 'nothing_checked';
  return result;
}

const missingTrial = (trial: number): TrialResult => ({
  trial,
  pass: false,
  outcome: 'missing',
  reply: null,
  timings: null,
  error: 'No answer was recorded for this trial (the run stopped early).',
  expectations: [],
});

/**
 * Checks every trial's record against the case's expectations. A trial passes when its
 * turn completed, every checked expectation passed and at least one of them was substantive
 * (expectation-kinds.ts: limits alone prove nothing, `nothing_checked`); a turn that ended
 * blocked fails every check of what the reply says unless the case expects the block
 * (`reply_blocked`). A skipped judge is shown, never counted as a pass. A trial whose checks
 * were all skipped is skipped, and so is a case whose trials all were (not a pass: it counts
 * against the pass rate). pass1 is the share of passing trials (the pass@1 estimate), passAll
 * is pass^k. Trials the run did not record count as failures.
 */
export async function evaluateCase(
  testCase: TestCase,
  records: readonly TurnRecord[],
  harness: HarnessDocument,
  options: EvaluateOptions = {},
): Promise<CaseEvaluation> {
  const env: CheckEnv = { harness, context: testCase.context };
  const count = Math.max(testCase.trials, records.length);
  const trials = await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const record = records[i];
      return record
        ? evaluateTrial(testCase, record, i + 1, env, options)
        : Promise.resolve(missingTrial(i + 1));
    }),
  );
  const passing = trials.filter((t) => t.pass).length;
  const passAll = passing === trials.length;
  const skipped = trials.length > 0 && trials.every((t) => t.skipped === true);
  const unchecked = trials.length > 0 && trials.every((t) => t.reason === 'nothing_checked');
  const graded = trials.some((t) =>
    t.expectations.some((r) => !r.deterministic && r.status !== 'skipped'),
  );
  return {
    caseId: testCase.id,
    name: testCase.name,
    tags: testCase.tags,
    trials,
    pass1: passing / trials.length,
    passAll,
    pass: passAll,
    skipped,
    unchecked,
    deterministic: !graded,
  };
}
